import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A list adapter with anchoring on, driving the headless view: random
/// updates, animated in batches or reloaded above the reload threshold,
/// leave the top visible item where it was on screen.
@MainActor
@Suite struct AdapterAnchoringTests {
    /// Replays `trials` random updates through an adapter and returns a
    /// description of each where the anchor moved on screen or the view
    /// broke a batch rule.
    static func replay(trials: Int, anchoring: ScrollAnchoring, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        var failures: [String] = []
        let profile = RandomPairProfile(maxSections: 5, maxItemsPerSection: 9, duplicates: false)
        for trial in 0..<trials {
            let (old, new) = randomPair(&rng, profile: profile)
            let heights = RowHeights()
            for id in 0..<200 where Int.random(in: 0..<5, using: &rng) != 0 {
                heights.byID[AnyHashable(id)] = Double(Int.random(in: 20...120, using: &rng))
            }
            let view = HeadlessListView()
            view.rowHeight = .selfSized(estimate: RowHeights.estimate) { heights.byID[$0.id] }
            view.sectionHeaderHeight = 24
            view.viewportHeight = Double(Int.random(in: 100...600, using: &rng))
            let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
            // Placeholder cells do: anchoring reads positions, not cells.
            adapter.registry.anomalyHandler = { _ in }
            adapter.scrollAnchoring = anchoring
            adapter.apply(old, animated: false)
            view.contentOffset = Double(Int.random(in: 0...max(0, Int(view.scrollGeometry.contentHeight)), using: &rng))
            let fallsBack = Int.random(in: 0..<4, using: &rng) == 0
            adapter.reloadThreshold = fallsBack ? 0 : nil

            let offsetBefore = view.contentOffset
            let before = NaiveLayout(view.sections, heights: heights, header: 24, footer: 0)
            let survivors = Set(new.itemIdentifiers.map { AnyHashable($0) })
            let anchor = expectedAnchor(before: before, offset: offsetBefore, survivors: survivors)
            adapter.apply(new)
            if !view.violations.isEmpty {
                failures.append("trial \(trial): \(view.violations)")
                continue
            }
            guard let anchor else { continue }
            let after = NaiveLayout(view.sections, heights: heights, header: 24, footer: 0)
            guard let top = after.top(of: anchor.id) else {
                failures.append("trial \(trial): the anchor \(anchor.id) is gone")
                continue
            }
            if abs(top - view.contentOffset - anchor.position) > 1e-9 {
                failures.append("trial \(trial)\(fallsBack ? " (reloadData)" : ""): \(anchor.id) moved from \(anchor.position) to \(top - view.contentOffset)")
            }
            withExtendedLifetime(adapter) {}
        }
        return failures
    }

    @Test("An adapter with anchoring keeps the top visible item in place across random updates and reloadData fallbacks")
    func adapterKeepsTheAnchor() {
        let failures = Self.replay(trials: 300, anchoring: .topVisibleItem, seed: 0xADA)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("The property can fail: an adapter without anchoring lets content jump")
    func adapterWithoutAnchoringJumps() {
        let failures = Self.replay(trials: 300, anchoring: .none, seed: 0xADA)
        #expect(failures.count > 20)
    }

    @Test("A list at the top that sticks to it stays at 0 and shows a prepended page")
    func stickToTopShowsThePrependedPage() {
        let old = makeSnapshot(ids: [(1, [1, 2, 3])])
        let new = makeSnapshot(ids: [(1, [7, 8, 1, 2, 3])])
        for (anchoring, offset) in [(ScrollAnchoring.topVisibleItemUnlessAtTop, 0.0), (.topVisibleItem, 88)] {
            let view = HeadlessListView()
            view.viewportHeight = 100
            let adapter = ListAdapter<Int, Int, Int, TestItem>(view: view)
            // Placeholder cells do: anchoring reads positions, not cells.
            adapter.registry.anomalyHandler = { _ in }
            adapter.scrollAnchoring = anchoring
            adapter.apply(old, animated: false)
            adapter.apply(new)
            #expect(view.violations.isEmpty)
            #expect(view.contentOffset == offset)
        }
    }
}
