import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Sections the adapter collapses, and the empty state beside collapsed
/// sections: every step checked through the headless view against an
/// independent model of what it must show.
@Suite("Adapter: collapsed sections")
@MainActor
struct AdapterCollapsingTests {
    typealias Adapter = ListAdapter<Int?, Int?, Int, Row>

    /// The model: the data last applied, as (section, rows), and the
    /// identifiers the adapter collapses.
    struct Model {
        var data: [(id: Int?, rows: [Row])] = []
        var collapsed: Set<Int?> = []
        var emptyState: String?
        /// One expanded section at a time: then `expandedOne` is the one
        /// (`nil` for none) and every other identifier is collapsed.
        var exclusive = false
        var expandedOne: Int?? = nil

        func isCollapsed(_ id: Int?) -> Bool { exclusive ? expandedOne != .some(id) : collapsed.contains(id) }
        var collapsedIDs: Set<Int?> { exclusive ? Set(data.map(\.id).filter(isCollapsed)) : collapsed }

        mutating func collapse(_ id: Int?) {
            if exclusive {
                if expandedOne == .some(id) { expandedOne = nil }
            } else {
                collapsed.insert(id)
            }
        }

        mutating func expand(_ id: Int?) {
            if exclusive { expandedOne = .some(id) } else { collapsed.remove(id) }
        }

        /// What the view must show: each section's rows as "id:text", none
        /// for a collapsed section; the empty-state row when the data holds
        /// no row at all (collapsed sections fold rows away, they do not empty the list).
        var expected: [[AnyEquatable?]] {
            if let emptyState, data.allSatisfy({ $0.rows.isEmpty }) { return [[AnyEquatable(emptyState)]] }
            return data.map { section in
                isCollapsed(section.id) ? [] : section.rows.map { AnyEquatable("\($0.id):\($0.text)") }
            }
        }
    }

    static func snapshot(_ data: [(id: Int?, rows: [Row])]) -> RowSnapshot {
        RowSnapshot(sections: data.map { RowSnapshot.Section(id: $0.id, model: $0.id, items: $0.rows, itemID: \.id) })
    }

    static func randomData(_ rng: inout SplitMix64) -> [(id: Int?, rows: [Row])] {
        var ids = Array(0..<30).shuffled(using: &rng)[...]
        let sections = Array(0..<5).shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng))
        return sections.map { section in
            let rows = (0..<Int.random(in: 0...3, using: &rng)).compactMap { _ -> Row? in
                guard let id = ids.popFirst() else { return nil }
                return Row(id: id, group: section, rank: 0, text: Int.random(in: 0..<3, using: &rng))
            }
            return (Optional(section), rows)
        }
    }

    func shown(_ view: AnimatingView) -> [[AnyEquatable?]] {
        view.inner.sections.map { $0.items.map(\.content) }
    }

    @Test func collapsedSectionsShowTheirHeadersOnlyAfterEveryStep() {
        var rng = SplitMix64(seed: 31)
        var collapsedShown = 0, emptyStatesShown = 0, foldedWithoutEmptyState = 0, steps = 0, accordionExpanded = 0
        for round in 0..<40 {
            let view = AnimatingView()
            let registry = rowAndLabelRegistry()
            let adapter = Adapter(view: view, registry: registry)
            var model = Model()
            for step in 0..<50 {
                let present = model.data.map(\.id)
                let anyID: Int? = Int.random(in: 0..<6, using: &rng)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1:
                    model.data = Self.randomData(&rng)
                    adapter.apply(Self.snapshot(model.data), animated: Bool.random(using: &rng))
                case 2:
                    let id = present.randomElement(using: &rng) ?? anyID
                    adapter.collapseSection(withID: id)
                    model.collapse(id)
                case 3:
                    let id = present.randomElement(using: &rng) ?? anyID
                    adapter.expandSection(withID: id)
                    model.expand(id)
                case 4:
                    adapter.toggleSection(withID: anyID)
                    if model.isCollapsed(anyID) { model.expand(anyID) } else { model.collapse(anyID) }
                case 5:
                    adapter.collapseAllSections()
                    if model.exclusive { model.expandedOne = nil } else { model.collapsed.formUnion(present) }
                case 6:
                    adapter.expandAllSections()
                    if model.exclusive {
                        // The expanded section stays, or else the first expands.
                        let stays = model.expandedOne.map { expanded in present.contains { $0 == expanded } } ?? false
                        if !stays, let first = present.first { model.expandedOne = .some(first) }
                    } else {
                        model.collapsed = []
                    }
                case 7:
                    model.emptyState = [nil, "No rows", "Loading"].randomElement(using: &rng) ?? nil
                    adapter.emptyState = model.emptyState
                case 8:
                    // The accordion on or off.
                    let isOn = Bool.random(using: &rng)
                    adapter.setExpandsOneSectionAtATime(isOn)
                    if isOn && !model.exclusive {
                        model.expandedOne = present.first { !model.collapsed.contains($0) }.map { .some($0) } ?? nil
                        model.exclusive = true
                    } else if !isOn && model.exclusive {
                        model.collapsed = Set(present.filter(model.isCollapsed))
                        model.exclusive = false
                    }
                default:
                    break
                }
                // Animations end now or after the next step: what arrives
                // meanwhile waits, and only the latest is shown.
                if Bool.random(using: &rng) { view.finishAnimations() }
                guard !view.isAnimating else { continue }
                let context = "round \(round) step \(step)"
                #expect(view.inner.violations.isEmpty, "\(context): \(view.inner.violations)")
                #expect(shown(view) == model.expected, "\(context)")
                #expect(adapter.collapsedSectionIDs == model.collapsedIDs, "\(context)")
                #expect(adapter.expandsOneSectionAtATime == model.exclusive, "\(context)")
                for id in 0..<6 { #expect(adapter.isSectionCollapsed(withID: id) == model.isCollapsed(id), "\(context)") }
                if model.exclusive {
                    #expect(model.data.filter { !model.isCollapsed($0.id) }.count <= 1, "\(context): at most one expanded")
                    if model.data.contains(where: { !model.isCollapsed($0.id) }) { accordionExpanded += 1 }
                }
                let folded = model.data.contains { model.isCollapsed($0.id) && !$0.rows.isEmpty }
                if folded { collapsedShown += 1 }
                if adapter.isShowingEmptyState { emptyStatesShown += 1 }
                if folded && model.emptyState != nil && model.data.allSatisfy({ model.isCollapsed($0.id) || $0.rows.isEmpty }) {
                    foldedWithoutEmptyState += 1
                    #expect(!adapter.isShowingEmptyState, "\(context)")
                }
                steps += 1
            }
        }
        #expect(collapsedShown > 100 && emptyStatesShown > 20 && foldedWithoutEmptyState > 5 && steps > 1_000 && accordionExpanded > 50,
                "\(collapsedShown) \(emptyStatesShown) \(foldedWithoutEmptyState) \(steps) \(accordionExpanded)")
    }

    /// A live source's updates under the adapter's collapsing: its staged
    /// changes describe its data, not what the collapsing leaves of it.
    @Test func aSourcesUpdatesAreShownWithTheAdaptersCollapsing() throws {
        var rng = SplitMix64(seed: 32)
        var folded = 0
        for round in 0..<20 {
            let controller = try ListAdapterTests().randomController(rows: 10, rng: &rng)
            let view = HeadlessListView()
            let adapter = ListAdapterTests().rowAdapter(view, controller)
            var collapsed: Set<Int?> = []
            var nextID = 100
            for step in 0..<60 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    let id: Int? = Int.random(in: 0..<4, using: &rng)
                    adapter.toggleSection(withID: id)
                    if collapsed.remove(id) == nil { collapsed.insert(id) }
                default:
                    try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                }
                let expected: [[AnyEquatable?]] = controller.snapshot.sections.map { section in
                    collapsed.contains(section.id) ? [] : section.items.map { AnyEquatable("\($0.id):\($0.text)") }
                }
                if controller.snapshot.sections.contains(where: { collapsed.contains($0.id) && !$0.items.isEmpty }) { folded += 1 }
                #expect(view.violations.isEmpty, "round \(round) step \(step): \(view.violations)")
                #expect(view.sections.map { $0.items.map(\.content) } == expected, "round \(round) step \(step)")
            }
        }
        #expect(folded > 300, "\(folded)")
    }

    /// A collapse is written down as deletes when the other sections show
    /// the latest data as it is; a row the user dragged in another section
    /// is not, so that collapse is diffed, and the drag goes back to the
    /// order last applied (the documented limit of applied snapshots).
    @Test func aCollapseAfterADragInAnotherSectionShowsTheLastAppliedOrder() {
        let view = HeadlessListView()
        let registry = rowAndLabelRegistry()
        registry.on(.move, forModel: Row.self) { _, _, _ in }
        let adapter = Adapter(view: view, registry: registry)
        let data: [(id: Int?, rows: [Row])] = [
            (0, (1...3).map { Row(id: $0, group: 0, rank: 0) }),
            (1, (4...5).map { Row(id: $0, group: 1, rank: 0) }),
        ]
        adapter.apply(Self.snapshot(data))
        #expect(view.itemIDs == [[1, 2, 3], [4, 5]])
        view.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(view.itemIDs == [[2, 3, 1], [4, 5]])
        adapter.collapseSection(withID: 1)
        #expect(view.itemIDs == [[1, 2, 3], []])
        #expect(adapter.shown.sections.map { Array($0.itemIDs) } == [[1, 2, 3], []])
        // A row dragged into the collapsed section: expanding it is diffed too.
        view.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(view.itemIDs == [[2, 3], [1]])
        adapter.expandSection(withID: 1)
        #expect(view.itemIDs == [[1, 2, 3], [4, 5]])
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func aSourceThatCollapsesEverySectionShowsHeadersNotTheEmptyState() throws {
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 0), Row(id: 2, group: 1, rank: 0)])
        let view = HeadlessListView()
        let registry = rowAndLabelRegistry()
        let sections = controller.withCollapsing()
        let adapter = ListAdapter(view: view, registry: registry, showing: sections)
        adapter.emptyState = "No rows"
        sections.collapseSection(withID: 0)
        sections.collapseSection(withID: 1)
        #expect(sections.hasCollapsedItems)
        #expect(!adapter.isShowingEmptyState)
        #expect(view.sections.map(\.items.count) == [0, 0])
        #expect(view.violations.isEmpty, "\(view.violations)")
        sections.expandSection(withID: 1)
        #expect(view.sections.map { $0.items.map(\.content) } == [[], [AnyEquatable("2:0")]])
        sections.collapseSection(withID: 1)
        controller.removeAll()
        #expect(!sections.hasCollapsedItems)
        #expect(adapter.isShowingEmptyState, "nothing left to fold: the list is empty")
        #expect(view.sections.map { $0.items.map(\.content) } == [[AnyEquatable("No rows")]])
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func aTreeThatCollapsesEverySectionShowsHeadersNotTheEmptyState() throws {
        let first = ArraySection(["a", "b"]), second = ArraySection(["c"])
        let tree = try SectionTree(root: ComposedSectionProvider([first, second]))
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
        let sections = tree.withCollapsing()
        let ids = tree.snapshot.sectionIdentifiers
        let adapter = ListAdapter(view: view, registry: registry, showing: sections)
        adapter.emptyState = "Nothing"
        sections.collapseSection(withID: ids[0])
        sections.collapseSection(withID: ids[1])
        #expect(sections.hasCollapsedItems)
        #expect(!adapter.isShowingEmptyState)
        #expect(view.sections.map(\.items.count) == [0, 0])
        sections.expandSection(withID: ids[0])
        second.removeAll()
        #expect(!sections.hasCollapsedItems)
        #expect(!adapter.isShowingEmptyState)
        first.removeAll()
        #expect(adapter.isShowingEmptyState)
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func aSourceThatCollapsesSectionsKeepsThemInTheListsState() throws {
        func make() throws -> (RowController, CollapsingSource<RowController>, HeadlessListView, ListAdapter<Int?, Int?, Int, Row>) {
            let controller = RowController(configuration: ListAdapterTests.setup.configuration)
            try controller.fetch((0..<6).map { Row(id: $0, group: $0 % 3, rank: 0) })
            let sections = controller.withCollapsing()
            let view = HeadlessListView()
            return (controller, sections, view, ListAdapter(view: view, registry: rowAndLabelRegistry(), showing: sections))
        }
        let (_, sections, _, adapter) = try make()
        sections.collapseSection(withID: 0)
        sections.collapseSection(withID: 2)
        let state = adapter.state
        #expect(state.collapsedSectionIDs == [0, 2])
        let (_, restoredSections, view, restored) = try make()
        restoredSections.collapseSection(withID: 1)
        restored.restore(state)
        #expect(Set(restoredSections.collapsedSectionIDs) == [0, 2])
        #expect(restored.collapsedSectionIDs.isEmpty, "the adapter does not fold them a second time")
        #expect(view.sections.map(\.items.count) == [0, 2, 0])
        restoredSections.expandSection(withID: 0)
        #expect(view.sections.map(\.items.count) == [2, 2, 0])
        #expect(view.violations.isEmpty, "\(view.violations)")
    }
}
