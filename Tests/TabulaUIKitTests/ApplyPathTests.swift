// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// The paths of `apply` one at a time: reload instead of animating, data set
/// inside each batch, animations per operation, section reconfigures.
@MainActor
@Suite("apply on stand-in UIKit views, path by path")
struct ApplyPathTests {
    /// Two stages: items change inside sections that also move.
    let twoStages = (
        source: makeSnapshot(ids: [(1, [1, 2]), (2, [3, 4])]),
        target: makeSnapshot(ids: [(2, [4, 3, 5]), (1, [1])])
    )

    @Test func outsideAWindowTheTableReloadsWithTheFinalData() {
        let fixture = TableFixture(showing: twoStages.source, inWindow: false)
        _ = fixture.view.sections
        let staged = StagedChangeset(source: twoStages.source, target: twoStages.target, contentUpdates: .reconfigure)
        #expect(staged.stages.count == 2)
        let backend = fixture.backend
        var completions: [Bool] = []
        fixture.tableView.apply(staged, setData: { backend.dataSource.snapshot = $0 }) { completions.append($0) }
        #expect(backend.callNames == ["reloadData"])
        #expect(backend.dataSource.snapshot == twoStages.target)
        #expect(fixture.view.verifyMatchesDataSource() == [])
        #expect(fixture.view.batchCount == 0)
        #expect(completions == [true])
    }

    @Test func outsideAWindowTheCollectionReloadsWithTheFinalData() {
        let fixture = CollectionFixture(showing: twoStages.source, inWindow: false)
        _ = fixture.view.sections
        let staged = StagedChangeset(source: twoStages.source, target: twoStages.target, contentUpdates: .reconfigure)
        let backend = fixture.backend
        var completions: [Bool] = []
        fixture.collectionView.apply(staged, setData: { backend.dataSource.snapshot = $0 }) { completions.append($0) }
        #expect(backend.callNames == ["reloadData"])
        #expect(backend.dataSource.snapshot == twoStages.target)
        #expect(fixture.view.verifyMatchesDataSource() == [])
        #expect(completions == [true])
    }

    @Test func aboveTheThresholdTheViewsReloadAndAtItTheyAnimate() {
        let source = makeSnapshot(ids: [(1, [1, 2, 3])])
        let target = makeSnapshot(ids: [(1, [4, 5, 6])])
        let staged = StagedChangeset(source: source, target: target)
        let operations = staged.stages.reduce(0) { $0 + $1.batch.operationCount }
        #expect(operations == 6)

        let table = TableFixture(showing: source)
        _ = table.view.sections
        table.tableView.apply(staged, reloadThreshold: operations - 1, setData: { table.dataSource.snapshot = $0 })
        #expect(table.backend.callNames == ["reloadData"])
        #expect(table.view.itemIDs == [[4, 5, 6]])

        let collection = CollectionFixture(showing: source)
        _ = collection.view.sections
        collection.collectionView.apply(staged, reloadThreshold: operations - 1, setData: { collection.dataSource.snapshot = $0 })
        #expect(collection.backend.callNames == ["reloadData"])
        #expect(collection.view.itemIDs == [[4, 5, 6]])

        let animated = TableFixture(showing: source)
        _ = animated.view.sections
        animated.tableView.apply(staged, reloadThreshold: operations, setData: { animated.dataSource.snapshot = $0 })
        #expect(animated.backend.callNames.first == "performBatchUpdates")
        #expect(!animated.backend.callNames.contains("reloadData"))
        #expect(animated.view.batchCount == 1)
        #expect(animated.view.itemIDs == [[4, 5, 6]])
        #expect(animated.view.violations == [])
    }

    @Test func anEmptyChangesetCompletesWithoutTouchingTheView() {
        let snapshot = makeSnapshot(ids: [(1, [1])])
        let fixture = TableFixture(showing: snapshot)
        var setDataCalls = 0
        var completions: [Bool] = []
        fixture.tableView.apply(StagedChangeset(source: snapshot, target: snapshot), setData: { _ in setDataCalls += 1 }) {
            completions.append($0)
        }
        #expect(fixture.backend.calls == [])
        #expect(setDataCalls == 0)
        #expect(completions == [true])
    }

    @Test func eachStageSetsItsDataInsideItsOwnBatch() {
        let staged = StagedChangeset(source: twoStages.source, target: twoStages.target, contentUpdates: .reconfigure)
        let fixture = TableFixture(showing: twoStages.source)
        // Not loaded yet: the first batch loads the view before running its
        // updates, so data set before that batch would break the counts.
        let backend = fixture.backend
        var setInsideBatch: [Bool] = []
        var dataSet: [TestSnapshot] = []
        fixture.tableView.apply(staged, setData: { snapshot in
            setInsideBatch.append(backend.isInsideBatch)
            dataSet.append(snapshot)
            backend.dataSource.snapshot = snapshot
        })
        #expect(dataSet == staged.stages.map(\.data))
        #expect(setInsideBatch == [true, true])
        #expect(backend.changedBeforeBatch == [[], []], "the view still matched its data source when each batch began")
        #expect(fixture.view.violations == [])
        #expect(fixture.view.batchCount == 2)
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func theHeadlessViewCatchesDataSetBeforeItsBatch() {
        // What the check above guards against, done on purpose.
        let source = makeSnapshot(ids: [(1, [1])])
        let target = makeSnapshot(ids: [(1, [1, 2])])
        let fixture = TableFixture(showing: source)
        fixture.dataSource.snapshot = target
        fixture.tableView.performBatchUpdates({
            fixture.tableView.insertRows(at: [IndexPath(item: 1, section: 0)], with: .automatic)
        })
        #expect(!fixture.view.violations.isEmpty)
    }

    @Test func eachTableOperationGetsItsOwnAnimation() {
        let source = makeSnapshot([
            (id: 1, model: 0, items: [(id: 1, content: 0), (id: 2, content: 0), (id: 3, content: 0)]),
            (id: 2, model: 0, items: [(id: 4, content: 0)]),
            (id: 3, model: 0, items: [(id: 5, content: 0)]),
        ])
        let target = makeSnapshot([
            (id: 1, model: 0, items: [(id: 1, content: 1), (id: 3, content: 0), (id: 6, content: 0)]),
            (id: 2, model: 1, items: [(id: 4, content: 0)]),
            (id: 4, model: 0, items: [(id: 7, content: 0)]),
        ])
        let staged = StagedChangeset(source: source, target: target, contentUpdates: .reload)
        #expect(staged.stages.count == 1)
        let animations = TableRowAnimations(
            deleteSections: .left, insertSections: .right, reloadSections: .top,
            deleteRows: .bottom, insertRows: .fade, reloadRows: .middle
        )
        let fixture = TableFixture(showing: source)
        _ = fixture.view.sections
        fixture.tableView.apply(staged, animations: animations, setData: { fixture.dataSource.snapshot = $0 })
        let animated = fixture.backend.calls.filter { $0.animation != nil }
        #expect(Dictionary(animated.map { ($0.name, $0.animation) }, uniquingKeysWith: { first, _ in first }) == [
            "deleteSections": .left, "insertSections": .right, "reloadSections": .top,
            "deleteRows": .bottom, "insertRows": .fade, "reloadRows": .middle,
        ])
        #expect(animated.count == 6, "\(fixture.backend.calls)")
        #expect(fixture.view.violations == [])
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func oneAnimationForAllOperations() {
        let animations = TableRowAnimations(all: .fade)
        #expect(animations == TableRowAnimations(
            deleteSections: .fade, insertSections: .fade, reloadSections: .fade,
            deleteRows: .fade, insertRows: .fade, reloadRows: .fade
        ))
        #expect(TableRowAnimations() == TableRowAnimations(all: .automatic))
    }

    /// A section whose model changed, with reconfigures: its header refreshes after the batch.
    let headerChange = (
        source: makeSnapshot([(id: 1, model: 0, items: [(id: 1, content: 0)])]),
        target: makeSnapshot([(id: 1, model: 1, items: [(id: 1, content: 1)])])
    )

    @Test func sectionReconfiguresGoToTheClosureWhenThereIsOne() {
        let staged = StagedChangeset(source: headerChange.source, target: headerChange.target, contentUpdates: .reconfigure)
        #expect(staged.stages.map(\.batch.sectionReconfigures) == [[0]])
        let fixture = TableFixture(showing: headerChange.source)
        _ = fixture.view.sections
        let backend = fixture.backend
        var refreshed: [Int] = []
        fixture.tableView.apply(
            staged,
            reconfigureSection: { section in
                refreshed.append(section)
                backend.view.reconfigureSections([section])
            },
            setData: { backend.dataSource.snapshot = $0 }
        )
        #expect(refreshed == [0])
        #expect(backend.callNames == ["performBatchUpdates", "reconfigureRows"])
        #expect(fixture.view.violations == [])
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func withoutAClosureSectionReconfiguresReloadTheSection() {
        let staged = StagedChangeset(source: headerChange.source, target: headerChange.target, contentUpdates: .reconfigure)
        let table = TableFixture(showing: headerChange.source)
        _ = table.view.sections
        table.tableView.apply(staged, setData: { table.dataSource.snapshot = $0 })
        #expect(table.backend.calls.last == Call(name: "reloadSections", animation: UITableView.RowAnimation.none, insideBatch: false))
        #expect(table.view.violations == [])
        #expect(table.view.verifyMatchesDataSource() == [])

        let collection = CollectionFixture(showing: headerChange.source)
        _ = collection.view.sections
        collection.collectionView.apply(staged, setData: { collection.dataSource.snapshot = $0 })
        #expect(collection.backend.callNames == ["performBatchUpdates", "reconfigureItems", "reloadSections"])
        #expect(collection.view.violations == [])
        #expect(collection.view.verifyMatchesDataSource() == [])
    }
}
#endif
