// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// Thousands of random snapshot pairs, applied through the UIKit entry points
/// to stand-in views whose every call a headless list view checks.
@MainActor
@Suite("apply on stand-in UIKit views, random snapshots")
struct ApplyPropertyTests {
    /// A distinct animation per operation kind, so a call with the wrong one shows.
    static let animations = TableRowAnimations(
        deleteSections: .left, insertSections: .right, reloadSections: .top,
        deleteRows: .bottom, insertRows: .fade, reloadRows: .middle
    )

    /// The animation each table call must carry; `.none` marks the reload
    /// that stands in for a section reconfigure, outside any batch.
    static func expectedAnimation(for call: Call) -> UITableView.RowAnimation? {
        switch call.name {
        case "deleteSections": animations.deleteSections
        case "insertSections": animations.insertSections
        case "reloadSections": call.insideBatch ? animations.reloadSections : UITableView.RowAnimation.none
        case "deleteRows": animations.deleteRows
        case "insertRows": animations.insertRows
        case "reloadRows": animations.reloadRows
        default: nil
        }
    }

    /// Checks what every apply promises, whatever the view.
    func expectShowsTarget(
        _ backend: HeadlessBackend, _ staged: StagedChangeset<Int, Int, Int, TestItem>, target: TestSnapshot,
        completions: [Bool], context: String
    ) {
        #expect(backend.view.violations == [], "\(context)")
        #expect(backend.dataSource.snapshot == target, "\(context): the data source ends on the target")
        #expect(backend.view.verifyMatchesDataSource() == [], "\(context): the view ends showing the target")
        #expect(completions == [true], "\(context): completion runs once, finished")
        #expect(backend.callNames.filter { $0 == "performBatchUpdates" }.count == staged.stages.count, "\(context)")
        #expect(!backend.callNames.contains("reloadData"), "\(context): animated, never reloaded")
        #expect(backend.changedBeforeBatch.allSatisfy { $0.isEmpty }, "\(context): data changed before a batch began")
    }

    @Test(arguments: 0..<4)
    func tableViews(batch: Int) {
        // How often the interesting paths ran, so the generator cannot go bland unnoticed.
        var multiStage = 0, moves = 0, headerRefreshes = 0, headerReloads = 0
        for seed in UInt64(batch * 600)..<UInt64(batch * 600 + 600) {
            var rng = SplitMix64(seed: seed)
            let (source, target) = randomPair(&rng)
            let style: ContentUpdateStyle = seed % 2 == 0 ? .reload : .reconfigure
            let staged = StagedChangeset(source: source, target: target, contentUpdates: style)
            let fixture = TableFixture(showing: source)
            if seed % 3 != 0 { _ = fixture.view.sections }  // else the first batch loads the view
            let backend = fixture.backend
            // Every fourth seed refreshes headers in place; the others take the reload fallback.
            let reconfigureSection: ((Int) -> Void)? =
                seed % 4 < 2 ? nil : { section in
                    headerRefreshes += 1
                    backend.view.reconfigureSections([section])
                }
            var completions: [Bool] = []
            fixture.tableView.apply(
                staged, animations: Self.animations, reconfigureSection: reconfigureSection,
                setData: { backend.dataSource.snapshot = $0 }, completion: { completions.append($0) }
            )
            let context = "seed \(seed) \(style): \(backend.calls)"
            expectShowsTarget(backend, staged, target: target, completions: completions, context: context)
            for call in backend.calls {
                #expect(call.animation == Self.expectedAnimation(for: call), "\(context): \(call)")
            }
            if !backend.view.violations.isEmpty { return }
            if staged.stages.count > 1 { multiStage += 1 }
            moves += backend.callNames.filter { $0 == "moveRow" || $0 == "moveSection" }.count
            headerReloads += backend.calls.filter { $0.name == "reloadSections" && !$0.insideBatch }.count
        }
        #expect(multiStage > 20 && moves > 150 && headerRefreshes > 20 && headerReloads > 20,
                "\(multiStage) multi-stage, \(moves) moves, \(headerRefreshes) header refreshes, \(headerReloads) header reloads")
    }

    @Test(arguments: 0..<4)
    func collectionViews(batch: Int) {
        for seed in UInt64(10_000 + batch * 600)..<UInt64(10_000 + batch * 600 + 600) {
            var rng = SplitMix64(seed: seed)
            let (source, target) = randomPair(&rng)
            let style: ContentUpdateStyle = seed % 2 == 0 ? .reload : .reconfigure
            let staged = StagedChangeset(source: source, target: target, contentUpdates: style)
            let fixture = CollectionFixture(showing: source)
            if seed % 3 != 0 { _ = fixture.view.sections }
            let backend = fixture.backend
            let reconfigureSection: ((Int) -> Void)? =
                seed % 4 < 2 ? nil : { backend.view.reconfigureSections([$0]) }
            var completions: [Bool] = []
            fixture.collectionView.apply(
                staged, reconfigureSection: reconfigureSection,
                setData: { backend.dataSource.snapshot = $0 }, completion: { completions.append($0) }
            )
            let context = "seed \(seed) \(style): \(backend.calls)"
            expectShowsTarget(backend, staged, target: target, completions: completions, context: context)
            #expect(backend.calls.allSatisfy { $0.animation == nil }, "\(context)")
            if !backend.view.violations.isEmpty { return }
        }
    }
}
#endif
