import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A list's state by identity — selection, collapsed sections, the top
/// visible item — taken from an adapter, encoded and decoded, and given to
/// another adapter over changed data; and scrolling to an item by
/// identifier. Checked through the headless view's scroll model against an
/// independent layout.
@MainActor
@Suite("Adapter: state by identity and scrolling to an item")
struct AdapterStateTests {
    @Test func aStateRestoresSelectionCollapsingAndTheTopItemOverChangedData() throws {
        var rng = SplitMix64(seed: 8)
        let profile = RandomPairProfile(maxSections: 5, maxItemsPerSection: 9, duplicates: false)
        var restoredTops = 0, restoredSelections = 0
        for trial in 0..<300 {
            let (old, new) = randomPair(&rng, profile: profile)
            let heights = RowHeights()
            for id in 0..<200 where Int.random(in: 0..<5, using: &rng) != 0 {
                heights.byID[AnyHashable(id)] = Double(Int.random(in: 20...120, using: &rng))
            }
            let viewport = Double(Int.random(in: 100...600, using: &rng))
            func makeView() -> HeadlessListView {
                let view = HeadlessListView()
                view.rowHeight = .selfSized(estimate: RowHeights.estimate) { heights.byID[$0.id] }
                view.sectionHeaderHeight = 24
                view.viewportHeight = viewport
                view.allowsMultipleSelection = true
                return view
            }
            let view = makeView()
            let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
            adapter.registry.anomalyHandler = { _ in }
            adapter.apply(old, animated: false)
            for section in old.sections where Int.random(in: 0..<4, using: &rng) == 0 {
                adapter.collapseSection(withID: section.id)
            }
            for id in old.itemIdentifiers where Int.random(in: 0..<3, using: &rng) == 0 {
                adapter.selectItem(withID: id)
            }
            view.contentOffset = Double(Int.random(in: 0...max(0, Int(view.scrollGeometry.contentHeight)), using: &rng))

            let state = adapter.state
            let layout = NaiveLayout(view.sections, heights: heights, header: 24, footer: 0)
            let expectedTop = expectedAnchor(before: layout, offset: view.contentOffset, survivors: Set(layout.rows.map(\.id)))
            #expect(state.topVisibleItemID.map(AnyHashable.init) == expectedTop?.id, "trial \(trial)")
            if let expectedTop { #expect(abs(state.topVisibleItemDistance - expectedTop.position) < 1e-9, "trial \(trial)") }
            let decoded = try JSONDecoder().decode(ListState<Int, Int>.self, from: JSONEncoder().encode(state))
            #expect(decoded == state, "trial \(trial)")

            let restoredView = makeView()
            let restored = ListAdapter<Int, Int, Int, TestItem>(view: restoredView)
            restored.registry.anomalyHandler = { _ in }
            restored.apply(new, animated: false)
            restored.restore(decoded, animated: Bool.random(using: &rng))
            #expect(restoredView.violations.isEmpty, "trial \(trial): \(restoredView.violations)")
            #expect(restored.collapsedSectionIDs == state.collapsedSectionIDs, "trial \(trial)")
            let kept = state.selectedItemIDs.filter { new.contains(id: $0) }
            #expect(restored.selectedItemIDs == kept, "trial \(trial)")
            let onScreen = Set(restoredView.indexPathsForSelectedItems.compactMap { restoredView.sections[$0.section].items[$0.item].id.base as? Int })
            #expect(onScreen == kept.filter { restored.shown.contains(id: $0) }, "trial \(trial)")
            if !kept.isEmpty { restoredSelections += 1 }
            if let id = state.topVisibleItemID, restored.shown.contains(id: id) {
                let after = NaiveLayout(restoredView.sections, heights: heights, header: 24, footer: 0)
                let top = try #require(after.top(of: AnyHashable(id)))
                // As far as the content allows: never past its ends.
                let content = restoredView.sections.reduce(0.0) { total, section in
                    total + 24 + section.items.reduce(0.0) { $0 + (heights.byID[$1.id] ?? RowHeights.estimate) }
                }
                let offset = min(max(top - state.topVisibleItemDistance, 0), max(content - viewport, 0))
                #expect(abs(restoredView.contentOffset - offset) < 1e-9, "trial \(trial)")
                restoredTops += 1
            }
            withExtendedLifetime((adapter, restored)) {}
        }
        #expect(restoredTops > 50)
        #expect(restoredSelections > 50)
    }

    @Test func aRestoreDuringAnAnimationScrollsOnceTheViewShowsTheLatestData() {
        // Rows of 44 points under a 200-point viewport.
        let view = AnimatingView()
        view.inner.rowHeight = .fixed(44)
        view.inner.viewportHeight = 200
        let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
        adapter.registry.anomalyHandler = { _ in }
        adapter.apply(makeSnapshot(ids: [(0, Array(0..<10)), (1, Array(10..<20))]), animated: false)
        // Item 15 was at the top, 10 points down; section 0 was collapsed.
        let state = ListState<Int, Int>(collapsedSectionIDs: [0], topVisibleItemID: 15, topVisibleItemDistance: 10)
        adapter.apply(makeSnapshot(ids: [(0, Array(0..<10)), (1, Array(10..<21))]))
        #expect(view.isAnimating)
        adapter.restore(state)
        view.finishAnimations()   // the insert ends; the collapse follows
        view.finishAnimations()
        #expect(adapter.isSectionCollapsed(withID: 0))
        // Section 1's item 15 is the sixth row after section 0's header-less, item-less section.
        #expect(view.inner.contentOffset == 5 * 44 - 10)
        #expect(view.inner.violations.isEmpty)
    }

    @Test func scrollingToAnItemByIdentifierBringsItWhereAsked() {
        // One section of 30 rows of 44 points under a 200-point viewport:
        // content 1,320 points, offsets 0...1,120.
        let view = HeadlessListView()
        view.rowHeight = .fixed(44)
        view.viewportHeight = 200
        let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
        adapter.registry.anomalyHandler = { _ in }
        adapter.apply(makeSnapshot(ids: [(0, Array(100..<130)), (1, [200])]), animated: false)
        func clamp(_ offset: Double) -> Double { min(max(offset, 0), 1_320 + 44 - 200) }
        for row in 0..<30 {
            let top = Double(row) * 44
            #expect(adapter.scrollToItem(withID: 100 + row, at: .top))
            #expect(view.contentOffset == clamp(top))
            #expect(adapter.scrollToItem(withID: 100 + row, at: .middle))
            #expect(view.contentOffset == clamp(top + 22 - 100))
            #expect(adapter.scrollToItem(withID: 100 + row, at: .bottom))
            #expect(view.contentOffset == clamp(top + 44 - 200))
            #expect(adapter.scrollToItem(withID: 100 + row, at: .distanceFromTop(-10)))
            #expect(view.contentOffset == clamp(top + 10))
        }
        // The least scrolling: none for a row on screen, else to an edge.
        view.contentOffset = 440
        #expect(adapter.scrollToItem(withID: 112, at: .nearest))
        #expect(view.contentOffset == 440)
        #expect(adapter.scrollToItem(withID: 105, at: .nearest))
        #expect(view.contentOffset == 220)
        #expect(adapter.scrollToItem(withID: 120, at: .nearest))
        #expect(view.contentOffset == 880 + 44 - 200)
        // Nothing to scroll to: an identifier the data lacks, or a collapsed item.
        #expect(!adapter.scrollToItem(withID: 999))
        adapter.collapseSection(withID: 1)
        #expect(!adapter.scrollToItem(withID: 200))
    }
}
