import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Random sequences mixing a list controller's data operations with a
/// collapsing source's collapsing and expanding, alone, in batches and while
/// paused (on the wrapper, which joins the controller), with and without one
/// expanded section at a time: every update of the wrapper is applied to a
/// strict headless view, and the view is checked against a model in which
/// collapsed sections are empty, the controller against one where none is.
@Suite("Collapsing source over a list controller: random operation sequences")
@MainActor
struct CollapsingSourcePropertyTests {
    /// Steps per run; 16 setups × 2 modes × 2 seeds × 150 steps = 9,600 steps.
    static let steps = 150

    @Test(arguments: ControllerSetup.all)
    func randomSequencesKeepCollapsedSectionsEmptyInTheView(setup: ControllerSetup) throws {
        let index = UInt64(ControllerSetup.all.firstIndex { "\($0)" == "\(setup)" } ?? 0)
        for oneAtATime in [false, true] {
            for seed in [UInt64(3), 4] {
                var runner = CollapsingRunner(setup: setup, seed: seed &* 104_729 &+ index, oneAtATime: oneAtATime)
                try runner.run(steps: Self.steps)
            }
        }
    }
}

/// Drives one harness with random data operations and collapse operations.
@MainActor
struct CollapsingRunner {
    var data: RandomRunner
    let oneAtATime: Bool
    var h: ControllerHarness { data.h }
    /// The wrapper that collapses the controller's sections.
    var w: CollapsingSource<RowController> { data.h.w }

    init(setup: ControllerSetup, seed: UInt64, oneAtATime: Bool) {
        data = RandomRunner(setup: setup, seed: seed, collapsing: true)
        self.oneAtATime = oneAtATime
    }

    mutating func run(steps: Int) throws {
        try h.fetch(data.gen.rows(data.gen.int(0..<30)))
        if oneAtATime { setOneAtATime(true) }
        h.check("start")
        for step in 0..<steps {
            let name: String
            switch data.gen.int(0..<100) {
            case 0..<40:
                name = try data.randomOperation()
            case 40..<75:
                name = randomFolding()
            case 75..<85:
                var names: [String] = []
                var runner = self
                try w.performBatchUpdates {
                    for _ in 0..<runner.data.gen.int(1..<6) {
                        names.append(runner.data.gen.chance(50) ? runner.randomFolding() : try runner.data.randomOperation(coalescing: true))
                    }
                }
                self = runner
                name = "batch of \(names)"
            case 85..<90:
                name = try failingBatch()
            case 90..<95:
                w.pauseUpdates()
                var names: [String] = []
                for _ in 0..<data.gen.int(1..<5) {
                    names.append(data.gen.chance(50) ? randomFolding() : try data.randomOperation(coalescing: true))
                }
                w.resumeUpdates()
                name = "paused \(names)"
            default:
                name = try data.randomReconfiguration()
            }
            h.check("step \(step): \(name)")
            checkFolding("step \(step): \(name)")
            if h.view.violations.count > 0 { break }
        }
    }

    /// The keys of the model's sections now, in order.
    var presentKeys: [Int?] { h.model.expected.sections.map(\.id) }

    /// A key of a present section, or sometimes of none (state is kept for it).
    mutating func randomKey() -> Int? {
        let keys = presentKeys
        if keys.isEmpty || data.gen.chance(10) { return data.gen.group() }
        return keys[data.gen.int(0..<keys.count)]
    }

    mutating func randomFolding() -> String {
        let c = w
        switch data.gen.int(0..<10) {
        case 0, 1, 2:
            let key = randomKey()
            c.collapseSection(withID: key)
            h.model.folding.collapse(key)
            return "collapse \(String(describing: key))"
        case 3, 4, 5:
            let key = randomKey()
            c.expandSection(withID: key)
            h.model.folding.expand(key)
            return "expand \(String(describing: key))"
        case 6, 7:
            let key = randomKey()
            let wasCollapsed = h.model.folding.isCollapsed(key)
            let nowCollapsed = c.toggleSection(withID: key)
            #expect(nowCollapsed == !wasCollapsed, "\(h.label): toggle says what it did")
            if wasCollapsed { h.model.folding.expand(key) } else { h.model.folding.collapse(key) }
            return "toggle \(String(describing: key))"
        case 8:
            let present = presentKeys
            c.collapseAllSections()
            h.model.folding.collapseAll(present: present)
            return "collapse all"
        default:
            if data.gen.chance(15) {
                let isOn = !h.model.folding.oneAtATime
                setOneAtATime(isOn)
                return "one at a time \(isOn)"
            }
            let present = presentKeys
            c.expandAllSections()
            h.model.folding.expandAll(present: present)
            return "expand all"
        }
    }

    func setOneAtATime(_ isOn: Bool) {
        let present = presentKeys
        w.setExpandsOneSectionAtATime(isOn)
        h.model.folding.setOneAtATime(isOn, present: present)
    }

    /// An atomic batch that collapses, changes data and then throws: the
    /// controller returns to where it was, collapse state included.
    mutating func failingBatch() throws -> String {
        let c = w
        let before = c.snapshot, count = h.updates.count
        let states = presentKeys.map(c.isSectionCollapsed(withID:))
        let key = randomKey()
        let row = data.gen.row()
        struct Abandon: Error {}
        #expect(throws: Abandon.self) {
            try c.performBatchUpdates {
                c.toggleSection(withID: key)
                try h.controller.insert(row)
                c.collapseAllSections()
                throw Abandon()
            }
        }
        #expect(c.snapshot == before && h.updates.count == count, "\(h.label): a thrown batch delivers nothing")
        #expect(presentKeys.map(c.isSectionCollapsed(withID:)) == states, "\(h.label): a thrown batch restores collapse state")
        #expect(!h.controller.contains(id: row.id), "\(h.label): a thrown batch restores the items")
        return "failing batch"
    }

    /// Collapse state and counts agree with the model; the controller's
    /// lookups see every item, collapsed or not.
    func checkFolding(_ step: String) {
        let context = "\(h.label) after \(step)"
        let keys = presentKeys
        let expanded = keys.filter { !h.model.folding.isCollapsed($0) }
        #expect(keys.map(w.isSectionCollapsed(withID:)) == keys.map(h.model.folding.isCollapsed), "\(context): collapse state")
        #expect(w.collapsedSectionIDs == keys.filter(h.model.folding.isCollapsed), "\(context): collapsed identifiers")
        #expect(w.expandsOneSectionAtATime == h.model.folding.oneAtATime, "\(context)")
        if h.model.folding.oneAtATime {
            #expect(expanded.count <= 1, "\(context): at most one section expanded")
        }
        let hides = h.model.expectedUnfolded.numberOfItems > h.model.expected.numberOfItems
        #expect(w.hasCollapsedItems == hides, "\(context): hasCollapsedItems")
        for (id, row) in h.model.items where h.model.isIncluded(row) {
            guard h.model.folding.isCollapsed(h.model.key(row)) else { continue }
            if h.controller.item(withID: id) != row || h.controller.indexPath(for: id) == nil {
                Issue.record("\(context): item \(id) of a collapsed section is held by the controller, at an index path")
                return
            }
        }
        for (s, section) in w.snapshot.sections.enumerated() {
            #expect(w.numberOfItems(inSection: s) == section.count, "\(context): count of section \(s)")
        }
    }
}
