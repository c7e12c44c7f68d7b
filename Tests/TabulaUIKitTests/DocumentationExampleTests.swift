#if os(Linux)
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// The code examples of TabulaUIKit's doc comments, compiled and run, so they
/// stay true to the API.
@MainActor
@Suite("TabulaUIKit documentation examples")
struct DocumentationExampleTests {
    let old = makeSnapshot(ids: [(1, [1, 2]), (2, [3])])
    let new = makeSnapshot(ids: [(2, [3, 4]), (1, [2])])

    @Test func tableViewApply() {
        let fixture = TableFixture(showing: old)
        let tableView = fixture.tableView, dataSource = fixture.dataSource
        // UITableView+Apply.swift
        let changes = StagedChangeset(source: dataSource.snapshot, target: new)
        tableView.apply(changes) { dataSource.snapshot = $0 }
        #expect(fixture.view.violations == [] && fixture.view.verifyMatchesDataSource() == [])
        #expect(dataSource.snapshot == new)
    }

    @Test func tableViewApplyWithAnimations() {
        let fixture = TableFixture(showing: old)
        let tableView = fixture.tableView, dataSource = fixture.dataSource
        let changes = StagedChangeset(source: dataSource.snapshot, target: new)
        // TableRowAnimations.swift
        tableView.apply(changes, animations: TableRowAnimations(deleteRows: .fade, insertRows: .fade)) {
            dataSource.snapshot = $0
        }
        #expect(fixture.backend.calls.filter { $0.name.hasSuffix("Rows") }.allSatisfy { $0.animation == .fade })
        #expect(fixture.view.violations == [] && fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func collectionViewApply() {
        let fixture = CollectionFixture(showing: old)
        let collectionView = fixture.collectionView, dataSource = fixture.dataSource
        let newSnapshot = new
        // UICollectionView+Apply.swift
        let changes = StagedChangeset(source: dataSource.snapshot, target: newSnapshot, contentUpdates: .reconfigure)
        collectionView.apply(changes) { dataSource.snapshot = $0 }
        #expect(fixture.view.violations == [] && fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func wrappers() {
        let table = TableFixture(showing: old)
        do {
            let tableView = table.tableView, dataSource = table.dataSource
            // TableViewListView.swift
            let listView = TableViewListView(tableView, animations: TableRowAnimations(all: .fade))
            listView.apply(StagedChangeset(source: dataSource.snapshot, target: new),
                           animated: listView.isVisible) { dataSource.snapshot = $0 }
        }
        #expect(table.view.violations == [] && table.view.verifyMatchesDataSource() == [])

        let collection = CollectionFixture(showing: old)
        do {
            let collectionView = collection.collectionView, dataSource = collection.dataSource
            // CollectionViewListView.swift
            let listView = CollectionViewListView(collectionView)
            listView.apply(StagedChangeset(source: dataSource.snapshot, target: new, contentUpdates: .reconfigure),
                           animated: listView.isVisible) { dataSource.snapshot = $0 }
        }
        #expect(collection.view.violations == [] && collection.view.verifyMatchesDataSource() == [])
    }
}
#endif
