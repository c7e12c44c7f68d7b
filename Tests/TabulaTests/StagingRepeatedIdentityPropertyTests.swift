import Foundation
import Testing
import Tabula
import TabulaTesting

/// Random edits of a list whose identities come from a pool of four, each
/// staged from the snapshot before and applied to a headless view that checks
/// the identities of every section after every batch.
@Suite("Staging: random edits of a list whose identities repeat pass every batch rule and end showing the edited list")
@MainActor
struct StagingRepeatedIdentityPropertyTests {
    /// 100 steps a seed.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func randomEditsStagedFromTheSnapshotBefore(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var log = OperationLog(seed: seed)
        var editor = RepeatedIdentityEditor()
        for _ in 0..<Int.random(in: 1...3, using: &rng) { _ = editor.edit(using: &rng) }
        let style: ContentUpdateStyle = Bool.random(using: &rng) ? .reconfigure : .reload
        var current = editor.snapshot
        let dataSource = SnapshotDataSource(current)
        let view = HeadlessListView(dataSource: dataSource)
        view.identityCheck = .everySection
        log.add("\(style); start \(editor.model.description)")
        for step in 0..<100 {
            let edits = (0..<Int.random(in: 1...3, using: &rng)).map { _ in editor.edit(using: &rng) }
            let target = editor.snapshot
            view.apply(StagedChangeset(source: current, target: target, contentUpdates: style)) { dataSource.snapshot = $0 }
            current = target
            log.add("{\(edits.joined(separator: "; "))} → \(editor.model.description)")
            var problems = ViewChecks.problems(of: view)
            if view.itemIDs != editor.itemIDs { problems.append("item identifiers \(view.itemIDs), the model's \(editor.itemIDs)") }
            let shown = view.sections.map { $0.items.map(\.content) }
            let expected: [[AnyEquatable?]] = editor.model.sections.map { $0.rows.map { AnyEquatable($0.entry) } }
            if shown != expected { problems.append("rows show \(shown), the model's \(expected)") }
            guard log.passes(problems, at: step) else { return }
        }
    }
}
