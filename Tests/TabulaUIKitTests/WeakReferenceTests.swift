#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// The wrappers hold their view weakly; once it is gone they are inert.
@MainActor
@Suite("ListView wrappers outlive their views")
struct WeakReferenceTests {
    let source = makeSnapshot(ids: [(1, [1, 2])])
    let target = makeSnapshot(ids: [(2, [3]), (1, [2, 1])])

    /// A wrapper whose table view, once in a window, is already released.
    func orphanedTableWrapper(reconfigureSection: @escaping (Int) -> Void) -> TableViewListView {
        let tableView = UITableView()
        tableView.standInWindow = UIWindow()
        return TableViewListView(tableView, reconfigureSection: reconfigureSection)
    }

    func orphanedCollectionWrapper(reconfigureSection: @escaping (Int) -> Void) -> CollectionViewListView {
        let collectionView = UICollectionView()
        collectionView.standInWindow = UIWindow()
        return CollectionViewListView(collectionView, reconfigureSection: reconfigureSection)
    }

    @Test func theWrappersDoNotKeepTheirViewsAlive() {
        weak var table: UITableView?
        weak var collection: UICollectionView?
        var tableWrapper: TableViewListView?
        var collectionWrapper: CollectionViewListView?
        do {
            let tableView = UITableView()
            let collectionView = UICollectionView()
            table = tableView
            collection = collectionView
            tableWrapper = TableViewListView(tableView)
            collectionWrapper = CollectionViewListView(collectionView)
            #expect(tableWrapper?.tableView === tableView)
            #expect(collectionWrapper?.collectionView === collectionView)
        }
        #expect(table == nil)
        #expect(collection == nil)
        #expect(tableWrapper?.tableView == nil)
        #expect(collectionWrapper?.collectionView == nil)
    }

    @Test func aTableWrapperWithoutItsViewIsInert() {
        var refreshed: [Int] = []
        let wrapper = orphanedTableWrapper { refreshed.append($0) }
        #expect(wrapper.tableView == nil)
        #expect(!wrapper.isVisible)
        #expect(wrapper.numberOfSections == 0)
        #expect(wrapper.numberOfItems(inSection: 3) == 0)
        exerciseEveryCall(on: wrapper)
        #expect(refreshed == [], "no view, no header to refresh")
        expectApplySetsTheDataAndReportsUnfinished(on: wrapper)
    }

    @Test func aCollectionWrapperWithoutItsViewIsInert() {
        var refreshed: [Int] = []
        let wrapper = orphanedCollectionWrapper { refreshed.append($0) }
        #expect(wrapper.collectionView == nil)
        #expect(!wrapper.isVisible)
        #expect(wrapper.numberOfSections == 0)
        #expect(wrapper.numberOfItems(inSection: 3) == 0)
        exerciseEveryCall(on: wrapper)
        #expect(refreshed == [])
        expectApplySetsTheDataAndReportsUnfinished(on: wrapper)
    }

    /// Makes every `ListView` call, with index paths no view could accept.
    func exerciseEveryCall(on listView: some ListView) {
        let nowhere = IndexPath(item: 99, section: 99)
        var ranUpdates = false
        var finished: Bool?
        listView.performBatchUpdates({
            ranUpdates = true
            listView.insertSections([7])
            listView.deleteSections([7])
            listView.reloadSections([7])
            listView.moveSection(7, toSection: 8)
            listView.insertItems(at: [nowhere])
            listView.deleteItems(at: [nowhere])
            listView.reloadItems(at: [nowhere])
            listView.moveItem(at: nowhere, to: IndexPath())
        }, completion: { finished = $0 })
        listView.reconfigureItems(at: [nowhere])
        listView.reconfigureSections([0, 7])
        listView.reloadData()
        #expect(ranUpdates, "the data source's model still keeps up")
        #expect(finished == false, "nothing was animated")
    }

    /// Animating on a wrapper whose view is gone still leaves the data on the target.
    func expectApplySetsTheDataAndReportsUnfinished(on listView: some ListView) {
        let staged = StagedChangeset(source: source, target: target)
        var data = source
        var completions: [Bool] = []
        listView.apply(staged, animated: true, setData: { data = $0 }) { completions.append($0) }
        #expect(data == target)
        #expect(completions == [false])
    }
}
#endif
