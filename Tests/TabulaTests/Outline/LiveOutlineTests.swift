import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A live outline, a headless view that replays each update, and the naive
/// model the view's rows must match.
@MainActor
final class OutlineHarness {
    typealias Live = LiveOutline<String, Int, Int>
    let outline: Live
    var model: NaiveOutline
    let dataSource: SnapshotDataSource<String, String, Int, OutlineRow<Int, Int>>
    let view: HeadlessListView
    var lastSequence: Int
    var token: ObservationToken?
    var events: [String] = []
    var label = ""

    init(model: NaiveOutline, style: ContentUpdateStyle) throws {
        self.model = model
        outline = Live(
            sectionID: "outline",
            outline: try Outline(NaiveOutline.elements(model.roots), expanded: model.expanded),
            contentUpdates: style
        )
        dataSource = SnapshotDataSource(outline.snapshot)
        view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        lastSequence = outline.sequenceNumber
        token = outline.observe { [unowned self] update in self.receive(update) }
    }

    func receive(_ update: OutlineHarness.Live.Update) {
        #expect(update.sequenceNumber == lastSequence + 1, "\(label): consecutive sequence numbers")
        lastSequence = update.sequenceNumber
        #expect(update.previousSnapshot == dataSource.snapshot, "\(label): the update starts from what the view shows")
        let reference = update.previousSnapshot.difference(to: update.snapshot)
        #expect(Set(update.changeset.itemInserts) == Set(reference.itemInserts), "\(label): inserts")
        #expect(Set(update.changeset.itemDeletes) == Set(reference.itemDeletes), "\(label): deletes")
        #expect(Set(update.changeset.itemUpdates) == Set(reference.itemUpdates), "\(label): updates")
        view.apply(update.stagedChangeset) { [dataSource] in dataSource.snapshot = $0 }
    }

    /// The view passed UIKit's rules and shows exactly the model's rows.
    @discardableResult
    func check(_ step: String) -> Bool {
        let context = "\(label) after \(step)"
        let violations = view.violations
        let mismatches = view.verifyMatchesDataSource()
        let shown = dataSource.snapshot.items.map(\.facts)
        let expected = model.rows
        #expect(violations.isEmpty, "\(context): \(violations)")
        #expect(mismatches.isEmpty, "\(context): \(mismatches)")
        #expect(shown == expected, "\(context)\n  shown    \(shown)\n  expected \(expected)\n\(outline.outline.visualDescription())")
        #expect(outline.snapshot == dataSource.snapshot, "\(context): the view holds the published snapshot")
        return violations.isEmpty && mismatches.isEmpty && shown == expected
    }
}

@Suite("LiveOutline: every update replayed through a headless view")
@MainActor
struct LiveOutlineTests {
    typealias Live = OutlineHarness.Live

    @Test("random expand, collapse, edits and data replacements", arguments: [ContentUpdateStyle.reload, .reconfigure])
    func randomSequences(style: ContentUpdateStyle) throws {
        for seed in 0..<250 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var next = 0
            var model = NaiveOutline()
            model.roots = NaiveOutline.randomForest(size: Int.random(in: 0...40, using: &rng), next: &next, rng: &rng)
            for id in model.allIDs where Int.random(in: 0..<3, using: &rng) == 0 { model.expanded.insert(id) }
            let harness = try OutlineHarness(model: model, style: style)
            let operation = RandomOutlineOperation(oneSibling: seed % 3 == 1, collapsesDescendants: seed % 4 == 2)
            operation.configure(harness.outline)
            // Now and then updates are paused for a few steps: the view must
            // not move meanwhile, and must match the model once they resume.
            var paused: Live.Content?
            for step in 0..<25 {
                harness.label = "seed \(seed) step \(step) \(style)"
                if paused == nil, Int.random(in: 0..<8, using: &rng) == 0 {
                    harness.outline.pauseUpdates()
                    paused = harness.outline.snapshot
                } else if paused != nil, Int.random(in: 0..<3, using: &rng) == 0 {
                    harness.outline.resumeUpdates()
                    paused = nil
                }
                _ = try operation.perform(on: harness.outline, model: &harness.model, next: &next, rng: &rng, label: harness.label)
                if let paused {
                    #expect(harness.outline.isInTransaction)
                    #expect(harness.outline.snapshot == paused && harness.dataSource.snapshot == paused,
                            "\(harness.label): nothing published while paused")
                    continue
                }
                guard harness.check("step \(step)") else { break }
            }
            if paused != nil {
                harness.outline.resumeUpdates()
                harness.check("the last resume")
            }
        }
    }

    @Test("handlers: should vetoes, will and did bracket the delivery")
    func handlers() throws {
        var model = NaiveOutline()
        model.roots = [NaiveOutline.Node(id: 100, item: 1, kind: .loaded, children: (0..<5).map { .init(id: $0, item: $0, kind: .leaf) })]
        let harness = try OutlineHarness(model: model, style: .reload)
        let live = harness.outline
        var log: [String] = []
        live.shouldExpand = { _ in log.append("should"); return log.count > 1 }
        live.willExpand = { [unowned live] id in log.append("will \(id) \(live.snapshot.numberOfItems)") }
        live.didExpand = { [unowned live] id in log.append("did \(id) \(live.snapshot.numberOfItems)") }
        live.shouldCollapse = { _ in false }
        #expect(try live.expand(100) == false)
        #expect(try live.expand(100) == true)
        #expect(log == ["should", "should", "will 100 1", "did 100 6"])
        #expect(try live.collapse(100) == false)
        #expect(live.outline.isExpanded(100))
        #expect(throws: OutlineError.unknownIdentifier("12345")) { try live.expand(12345) }
        harness.model.expanded.insert(100)
        harness.check("handlers")
    }

    @Test("a failed edit publishes nothing and changes nothing")
    func atomicEdit() throws {
        let harness = try OutlineHarness(model: NaiveOutline(), style: .reload)
        try harness.outline.update { try $0.append([.init(id: 1, item: 100)]) }
        harness.model.roots = [.init(id: 1, item: 100, kind: .leaf)]
        let sequence = harness.outline.sequenceNumber
        #expect(throws: OutlineError.itemAlreadyExists("1")) {
            try harness.outline.update { outline in
                try outline.append([.init(id: 2, item: 200)])
                try outline.append([.init(id: 1, item: 100)])
            }
        }
        #expect(harness.outline.sequenceNumber == sequence)
        harness.check("refused edit")
    }

    @Test("the live outline and its observers are released")
    func noLeak() throws {
        weak var weakOutline: OutlineHarness.Live?
        do {
            let harness = try OutlineHarness(model: NaiveOutline(), style: .reload)
            weakOutline = harness.outline
            try harness.outline.update { try $0.append([.init(id: 1, item: 1, children: .loaded([.init(id: 2, item: 2)]))]) }
            try harness.outline.expand(1)
        }
        #expect(weakOutline == nil)
    }
}
