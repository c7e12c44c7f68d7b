import Foundation
import Testing
import Tabula
import TabulaTesting

/// Random updates replayed through the headless view's scroll model with
/// anchoring applied inside each batch: the anchor row never moves on
/// screen, by an independent layout that adds heights up from scratch.
@MainActor
@Suite struct AnchoringPropertyTests {
    /// How a random update is made.
    enum Kind: CaseIterable {
        /// Random section and item inserts, deletes and moves.
        case randomEdits
        /// A page of new rows at the top of the first section, or a new first section.
        case prependPage
        /// Only heights change, of rows above the viewport and elsewhere.
        case resizeOnly
    }

    /// One replayed update and where its anchor ended up.
    struct Outcome {
        var trial: Int
        var description: String
    }

    /// Replays `trials` random updates with `anchoring` and returns every
    /// one where the anchor moved on screen, the view broke a batch rule,
    /// or a stick-to-top list left the top.
    static func replay(trials: Int, anchoring: ScrollAnchoring, seed: UInt64) -> [Outcome] {
        var rng = SplitMix64(seed: seed)
        var failures: [Outcome] = []
        let profile = RandomPairProfile(maxSections: 5, maxItemsPerSection: 9, duplicates: false)
        for trial in 0..<trials {
            let kind = Kind.allCases.randomElement(using: &rng) ?? .randomEdits
            var (old, new) = randomPair(&rng, profile: profile)
            switch kind {
            case .randomEdits: break
            case .prependPage: new = prepending(to: old, &rng)
            case .resizeOnly: new = old
            }
            let heights = RowHeights()
            for id in 0..<1_000 where Int.random(in: 0..<5, using: &rng) != 0 {
                heights.byID[AnyHashable(id)] = Double(Int.random(in: 20...120, using: &rng))
            }
            let dataSource = SnapshotDataSource(old)
            let view = HeadlessListView(dataSource: dataSource)
            view.rowHeight = .selfSized(estimate: RowHeights.estimate) { heights.byID[$0.id] }
            view.sectionHeaderHeight = Double(Int.random(in: 0...30, using: &rng))
            view.viewportHeight = Double(Int.random(in: 100...600, using: &rng))
            let contentHeight = view.scrollGeometry.contentHeight
            view.contentOffset = Int.random(in: 0..<4, using: &rng) == 0
                ? 0 : Double(Int.random(in: 0...max(0, Int(contentHeight)), using: &rng))

            // Rows resize (their measured heights change in the size cache)
            // between the layout before the update and the one after it.
            let resizes = kind == .resizeOnly || Bool.random(using: &rng)
            let resized: [(AnyHashable, Double)] = resizes
                ? old.itemIdentifiers.compactMap { id in
                    Int.random(in: 0..<3, using: &rng) == 0 ? (AnyHashable(id), Double(Int.random(in: 10...150, using: &rng))) : nil
                } : []
            let fallsBack = Int.random(in: 0..<4, using: &rng) == 0
            let changes = StagedChangeset(source: old, target: new)
            let steps: [(batch: BatchUpdate?, data: TestSnapshot)] = fallsBack || changes.stages.isEmpty
                ? [(nil, new)] : changes.stages.map { ($0.batch, $0.data) }

            for (index, step) in steps.enumerated() {
                let previous = dataSource.snapshot
                let geometryBefore = view.scrollGeometry
                let offsetBefore = view.contentOffset
                let naiveBefore = NaiveLayout(view.sections, heights: heights, header: view.sectionHeaderHeight, footer: 0)
                let survivors = Set(step.data.itemIdentifiers.map { AnyHashable($0) })
                let anchor = expectedAnchor(before: naiveBefore, offset: offsetBefore, survivors: survivors)
                if index == 0 { for (id, height) in resized { heights.byID[id] = height } }
                let geometryAfter = view.scrollGeometry(laying: headlessSections(step.data))
                let offset = geometryBefore.anchoredOffset(anchoring, from: previous, to: step.data, geometryAfter: geometryAfter)
                if let batch = step.batch {
                    view.performBatchUpdates({
                        dataSource.snapshot = step.data
                        view.perform(batch)
                        view.contentOffset = offset
                    }, completion: nil)
                } else {
                    dataSource.snapshot = step.data
                    view.reloadData()
                    view.contentOffset = offset
                }
                let place = "trial \(trial) (\(kind), stage \(index), \(step.batch == nil ? "reloadData" : "batch"))"
                if !view.violations.isEmpty {
                    failures.append(Outcome(trial: trial, description: "\(place): \(view.violations)"))
                    break
                }
                if anchoring == .topVisibleItemUnlessAtTop && offsetBefore <= 0 {
                    if view.contentOffset != offsetBefore {
                        failures.append(Outcome(trial: trial, description: "\(place): left the top for \(view.contentOffset)"))
                    }
                    continue
                }
                guard let anchor else { continue }
                let naiveAfter = NaiveLayout(view.sections, heights: heights, header: view.sectionHeaderHeight, footer: 0)
                guard let top = naiveAfter.top(of: anchor.id) else {
                    failures.append(Outcome(trial: trial, description: "\(place): the anchor \(anchor.id) is gone"))
                    continue
                }
                let position = top - view.contentOffset
                if abs(position - anchor.position) > 1e-9 {
                    failures.append(Outcome(
                        trial: trial,
                        description: "\(place): \(anchor.id) moved on screen from \(anchor.position) to \(position)"
                    ))
                }
            }
        }
        return failures
    }

    /// `old` with a page of new rows above everything: at the top of its
    /// first section, or as a new first section.
    static func prepending(to old: TestSnapshot, _ rng: inout SplitMix64) -> TestSnapshot {
        let page = (0..<Int.random(in: 1...12, using: &rng)).map { TestItem(id: 500 + $0, content: 0) }
        var sections = Array(old.sections)
        if let first = sections.first, Bool.random(using: &rng) {
            sections[0] = TestSnapshot.Section(id: first.id, model: first.model, items: page + first.items)
        } else {
            sections.insert(TestSnapshot.Section(id: 900, model: 0, items: page), at: 0)
        }
        return TestSnapshot(sections: sections)
    }

    @Test("The top visible item stays put on screen across random updates, prepends, resizes and reloadData fallbacks")
    func anchorStaysPut() {
        let failures = Self.replay(trials: 400, anchoring: .topVisibleItem, seed: 0xA4C4)
        #expect(failures.isEmpty, "\(failures.prefix(5).map(\.description))")
    }

    @Test("Sticking to the top: a list at the top stays there; elsewhere it anchors")
    func stickToTop() {
        let failures = Self.replay(trials: 400, anchoring: .topVisibleItemUnlessAtTop, seed: 0x5717)
        #expect(failures.isEmpty, "\(failures.prefix(5).map(\.description))")
    }

    @Test("The property can fail: without anchoring, content jumps")
    func withoutAnchoringContentJumps() {
        let failures = Self.replay(trials: 400, anchoring: .none, seed: 0xA4C4)
        #expect(failures.count > 20)
    }
}
