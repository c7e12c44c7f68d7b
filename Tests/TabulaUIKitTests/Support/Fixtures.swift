// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Tabula
import TabulaTesting
import UIKitStandIn

/// A stand-in table view whose calls go to a headless list view showing `snapshot`.
@MainActor
struct TableFixture {
    let backend: HeadlessBackend
    let tableView = UITableView()

    init(showing snapshot: TestSnapshot, inWindow: Bool = true) {
        backend = HeadlessBackend(showing: snapshot)
        tableView.backend = backend
        if inWindow { tableView.standInWindow = UIWindow() }
    }

    var view: HeadlessListView { backend.view }
    var dataSource: SnapshotDataSource<Int, Int, Int, TestItem> { backend.dataSource }
}

/// A stand-in collection view whose calls go to a headless list view showing `snapshot`.
@MainActor
struct CollectionFixture {
    let backend: HeadlessBackend
    let collectionView = UICollectionView()

    init(showing snapshot: TestSnapshot, inWindow: Bool = true) {
        backend = HeadlessBackend(showing: snapshot)
        collectionView.backend = backend
        if inWindow { collectionView.standInWindow = UIWindow() }
    }

    var view: HeadlessListView { backend.view }
    var dataSource: SnapshotDataSource<Int, Int, Int, TestItem> { backend.dataSource }
}
#endif
