import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Random edits of a list whose identities come from a pool of four —
/// rows inserted, deleted, moved and updated, sections inserted (often at
/// the top), deleted and moved — applied through a list adapter, some rows
/// asking for reloads, through windows of the screen.
@Suite("Adapter: random edits of a list whose identities repeat keep every cell on its own row, each repeat reported")
@MainActor
struct AdapterRepeatedIdentityPropertyTests {
    /// 100 steps a seed.
    @Test(arguments: 0..<30 as Range<UInt64>)
    func randomEditsThroughAnAdapter(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var log = OperationLog(seed: seed)
        let view = HeadlessListView()
        let anomalies = AnomalyLog()
        let adapter = AdapterRepeatedIdentityTests().makeAdapter(view, log: anomalies)
        adapter.contentUpdates = Bool.random(using: &rng) ? .reconfigure : .reload
        let asksForReloads = Bool.random(using: &rng)
        if asksForReloads { adapter.reloadsOnContentChange = { $0.text.hasSuffix(" reloads") } }
        log.add("adapter.contentUpdates = .\(adapter.contentUpdates)\(asksForReloads ? ", reloadsOnContentChange: rows marked reloads" : "")")
        var editor = RepeatedIdentityEditor()
        for _ in 0..<Int.random(in: 1...3, using: &rng) { _ = editor.edit(using: &rng) }

        /// Applies the model; a snapshot that repeats an identity is reported
        /// as it arrives, one diagnostic per repeated identifier.
        func apply(animated: Bool) -> [String] {
            let snapshot = editor.snapshot
            let known = anomalies.diagnostics.count
            adapter.apply(snapshot, animated: animated)
            let expected = snapshot.duplicateDiagnostics(origin: .listAdapter)
            let reported = Array(anomalies.diagnostics.dropFirst(known))
            var problems = anomalies.anomalies.map { "unexpected anomaly: \($0)" }
            if reported != expected { problems.append("reported \(reported), expected \(expected)") }
            return problems
        }
        /// What the view shows wrongly.
        func check() -> [String] {
            var problems = ViewChecks.problems(of: view)
            if view.itemIDs != editor.itemIDs { problems.append("item identifiers \(view.itemIDs), the model's \(editor.itemIDs)") }
            return problems + ViewChecks.cellProblems(
                of: view, expected: editor.model.sections.map { $0.rows.map { ExpectedCell(cellClass: EntryCell.self, shows: $0.entry.text) } })
        }
        let first = apply(animated: false)
        log.add("apply(animated: false) \(editor.model.description)")
        guard log.passes(first + check(), at: -1) else { return }
        for step in 0..<100 {
            var problems: [String] = []
            let roll = Int.random(in: 0..<100, using: &rng)
            if let change = view.randomScreenChange(roll: roll, resizingBelow: 10, scrollingBelow: 18, fittingAtMost: 6,
                                                    rows: editor.model.rowCount, using: &rng) {
                log.add(change)
            } else {
                let edits = (0..<Int.random(in: 1...3, using: &rng)).map { _ in editor.edit(using: &rng) }
                problems = apply(animated: true)
                log.add("{\(edits.joined(separator: "; "))} apply → \(editor.model.description)")
            }
            guard log.passes(problems + check(), at: step) else { return }
        }
        #expect(!anomalies.diagnostics.isEmpty, "seed \(seed): identities from a pool of four repeat")
    }
}
