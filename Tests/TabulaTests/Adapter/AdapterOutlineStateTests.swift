import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// An outline's expansion kept in a list's state: taken from an adapter
/// showing a ``LiveOutline`` after random taps, encoded, decoded and given
/// to another adapter over a changed outline, through the headless view,
/// against ``NaiveOutline`` flattened from scratch.
@MainActor
@Suite("Adapter: an outline's expansion in the list's state")
struct AdapterOutlineStateTests {
    typealias Adapter = ListAdapter<Int, Int, Int, OutlineRow<Int, Int>>

    /// The identifiers of the rows a headless view shows, in order.
    func rowIDs(_ view: HeadlessListView) -> [Int] {
        view.sections.flatMap(\.items).compactMap { $0.id.base as? Int }
    }

    /// An adapter over a multiple-selection headless view showing `outline`.
    func show(_ outline: LiveOutline<Int, Int, Int>) -> (HeadlessListView, Adapter) {
        let view = HeadlessListView()
        view.allowsMultipleSelection = true
        let adapter = Adapter(view: view)
        adapter.registry.anomalyHandler = { _ in }
        adapter.show(outline)
        return (view, adapter)
    }

    @Test func theExpansionComesBackOverAChangedOutline() throws {
        var rng = SplitMix64(seed: 42)
        var restoredExpansions = 0, revealedSelections = 0
        for trial in 0..<150 {
            var next = 0
            var model = NaiveOutline()
            model.roots = NaiveOutline.randomForest(size: Int.random(in: 1...30, using: &rng), next: &next, rng: &rng)
            let live = try LiveOutline<Int, Int, Int>(sectionID: 0, outline: Outline(NaiveOutline.elements(model.roots)))
            let (view, adapter) = show(live)
            // The user taps disclosure triangles: visible rows and, now and
            // then, a hidden one by code (which only records the state).
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                let candidates = Bool.random(using: &rng) ? model.rows.map(\.id) : model.allIDs
                guard let id = candidates.randomElement(using: &rng) else { break }
                try live.toggle(id)
                if model.expanded.contains(id) { model.expanded.remove(id) } else { model.expanded.insert(id) }
            }
            #expect(rowIDs(view) == model.rows.map(\.id), "trial \(trial)")
            for row in model.rows where Int.random(in: 0..<4, using: &rng) == 0 { adapter.selectItem(withID: row.id) }

            let state = adapter.state
            #expect(state.expandedItemIDs == model.expanded, "trial \(trial)")
            let decoded = try JSONDecoder().decode(ListState<Int, Int>.self, from: JSONEncoder().encode(state))
            #expect(decoded == state, "trial \(trial)")

            // The data changed meanwhile: some roots went, new ones came; the
            // outline is shown again all collapsed.
            var changed = NaiveOutline()
            changed.roots = model.roots.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
                + NaiveOutline.randomForest(size: Int.random(in: 0...6, using: &rng), next: &next, rng: &rng)
            changed.roots.shuffle(using: &rng)
            let present = Set(changed.allIDs)
            changed.expanded = state.expandedItemIDs.intersection(present)
            let restoredLive = try LiveOutline<Int, Int, Int>(sectionID: 0, outline: Outline(NaiveOutline.elements(changed.roots)))
            let (restoredView, restored) = show(restoredLive)
            restored.restore(decoded, animated: Bool.random(using: &rng))

            #expect(restoredView.violations.isEmpty, "trial \(trial): \(restoredView.violations)")
            #expect(restoredLive.outline.expandedItems == changed.expanded, "trial \(trial)")
            #expect(restored.state.expandedItemIDs == changed.expanded, "trial \(trial)")
            #expect(restoredLive.outline.visibleRows.map(\.facts) == changed.rows, "trial \(trial)")
            #expect(rowIDs(restoredView) == changed.rows.map(\.id), "trial \(trial)")
            // Selected items the expansion shows again are selected again.
            let kept = state.selectedItemIDs.intersection(changed.rows.map(\.id))
            #expect(restored.selectedItemIDs == kept, "trial \(trial)")
            let onScreen = Set(restoredView.indexPathsForSelectedItems.compactMap { restoredView.sections[$0.section].items[$0.item].id.base as? Int })
            #expect(onScreen == kept, "trial \(trial)")
            if !changed.expanded.isEmpty { restoredExpansions += 1 }
            if kept.contains(where: { id in !changed.roots.contains { $0.id == id } }) { revealedSelections += 1 }
            withExtendedLifetime((adapter, restored, live, restoredLive)) {}
        }
        #expect(restoredExpansions > 50)
        #expect(revealedSelections > 10)
    }

    @Test func aStateSavedBeforeExpansionWasKeptStillDecodes() throws {
        let saved = Data(#"{"selectedItemIDs":[3],"collapsedSectionIDs":["a"],"topVisibleItemID":3,"topVisibleItemDistance":-4}"#.utf8)
        let state = try JSONDecoder().decode(ListState<String, Int>.self, from: saved)
        #expect(state == ListState(selectedItemIDs: [3], collapsedSectionIDs: ["a"], topVisibleItemID: 3, topVisibleItemDistance: -4))
        #expect(try JSONDecoder().decode(ListState<String, Int>.self, from: Data("{}".utf8)) == ListState())
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ListState<String, Int>.self, from: Data(#"{"expandedItemIDs":"x"}"#.utf8))
        }
    }

    @Test func aListThatShowsNoOutlineKeepsNoExpansionAndIgnoresOne() {
        let view = HeadlessListView()
        let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
        adapter.registry.anomalyHandler = { _ in }
        adapter.apply(makeSnapshot(ids: [(0, [1, 2, 3])]), animated: false)
        #expect(adapter.state.expandedItemIDs.isEmpty)
        adapter.restore(ListState(expandedItemIDs: [1, 2]))
        #expect(adapter.state.expandedItemIDs.isEmpty)
        #expect(view.violations.isEmpty)
    }

    @Test func restoringExpansionKeepsTheOutlinesRules() throws {
        // 1 ⊃ {2 ⊃ {3}}, 4 ⊃ {5}, 6 ⊃ {7}
        let elements: [OutlineElement<Int, Int>] = [
            .init(id: 1, item: 1, children: .loaded([.init(id: 2, item: 2, children: .loaded([.init(id: 3, item: 3)]))])),
            .init(id: 4, item: 4, children: .loaded([.init(id: 5, item: 5)])),
            .init(id: 6, item: 6, children: .loaded([.init(id: 7, item: 7)])),
        ]
        let live = try LiveOutline<Int, Int, Int>(sectionID: 0, outline: Outline(elements, expanded: [6]))
        // 4 is locked shut; 6 is locked open.
        live.shouldExpand = { $0 != 4 }
        live.shouldCollapse = { $0 != 6 }
        live.setExpandedItems([1, 2, 4, 99])
        #expect(live.outline.expandedItems == [1, 2, 6])
        #expect(live.snapshot.itemIdentifiers.map { $0 } == [1, 2, 3, 4, 6, 7])
        // An accordion: one sibling a parent, the first in order.
        let accordion = try LiveOutline<Int, Int, Int>(sectionID: 0, outline: Outline(elements))
        accordion.expandsOneSiblingAtATime = true
        accordion.setExpandedItems([6, 4, 2, 1])
        #expect(accordion.outline.expandedItems == [1, 2], "1, 4 and 6 are siblings")
    }

    @Test func restoringALazyOutlineExpandsEachLevelAsItsChildrenArrive() async throws {
        // 1 ⊃ {2 ⊃ {3}}, 4 ⊃ {5}: every item's children load when it first expands.
        let children: [Int: [OutlineElement<Int, Int>]] = [
            1: [.init(id: 2, item: 2, children: .notLoaded)], 2: [.init(id: 3, item: 3)], 4: [.init(id: 5, item: 5)],
        ]
        let live = try LiveOutline<Int, Int, Int>(sectionID: 0, outline: Outline([
            .init(id: 1, item: 1, children: .notLoaded), .init(id: 4, item: 4, children: .notLoaded),
        ]))
        live.childrenProvider = { id in children[id] ?? [] }
        var finished = 0
        live.loadDidFinish = { finished += 1 }
        let view = HeadlessListView()
        let adapter = Adapter(view: view)
        adapter.registry.anomalyHandler = { _ in }
        adapter.show(live)
        adapter.restore(ListState(expandedItemIDs: [1, 2]))
        for _ in 0..<100 where finished < 2 { await Task.yield() }
        for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(live.outline.expandedItems == [1, 2])
        #expect(rowIDs(view) == [1, 2, 3, 4])
        #expect(view.violations.isEmpty, "\(view.violations)")
        withExtendedLifetime(adapter) {}
    }
}
