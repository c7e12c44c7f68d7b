#if os(Linux)
import Foundation
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// The item of the adapter tests: a section key (`group`), a sort key
/// (`rank`) and content (`text`).
struct Row: Identifiable, Hashable, Sendable {
    var id: Int
    var group: Int
    var rank: Int
    var text = 0
}

/// A cell that shows text, read back by the tests.
@MainActor
protocol ShowsText: AnyObject {
    var text: String { get }
}

/// A table cell showing "id:text".
final class RowTableCell: UITableViewCell, MakeableView, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Row) { text = "\(model.id):\(model.text)" }
}

/// A collection cell showing "id:text".
final class RowCollectionCell: UICollectionViewCell, MakeableView, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Row) { text = "\(model.id):\(model.text)" }
}

/// A collection header showing its section's title.
final class TitleHeaderView: UICollectionReusableView, MakeableView, ShowsText {
    var text = ""
}

/// Receives the calls of a stand-in table or collection view driven by a
/// `ListAdapter`, and forwards the batch calls to a `HeadlessListView` that
/// enforces UIKit's batch-update rules. The headless view reads its data as
/// UIKit would: from the stand-in view's `dataSource`, the wrapper's forwarder.
@MainActor
final class AdapterBackend: UITableViewStandInBackend, UICollectionViewStandInBackend {
    let view: HeadlessListView
    let reuse = StandInReuse()
    /// Held here because the headless view holds its data source weakly.
    let questions = UIKitQuestions()
    /// The cell UIKit last got for each index path: what `cellForRow(at:)` returns.
    var shownCells: [IndexPath: UIView] = [:]

    init() {
        view = HeadlessListView(dataSource: questions)
        questions.backend = self
    }

    var numberOfSections: Int { view.numberOfSections }
    func numberOfRows(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        view.performBatchUpdates(updates, completion: completion)
    }

    func reloadData() {
        shownCells = [:]
        view.reloadData()
    }

    func moveSection(_ section: Int, toSection newSection: Int) { view.moveSection(section, toSection: newSection) }
    func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { view.insertSections(sections) }
    func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { view.deleteSections(sections) }
    func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { view.reloadSections(sections) }
    func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { view.insertItems(at: indexPaths) }
    func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { view.deleteItems(at: indexPaths) }
    func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { view.reloadItems(at: indexPaths) }
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { view.moveItem(at: indexPath, to: newIndexPath) }
    func reconfigureRows(at indexPaths: [IndexPath]) { view.reconfigureItems(at: indexPaths) }
    func insertSections(_ sections: IndexSet) { view.insertSections(sections) }
    func deleteSections(_ sections: IndexSet) { view.deleteSections(sections) }
    func reloadSections(_ sections: IndexSet) { view.reloadSections(sections) }
    func insertItems(at indexPaths: [IndexPath]) { view.insertItems(at: indexPaths) }
    func deleteItems(at indexPaths: [IndexPath]) { view.deleteItems(at: indexPaths) }
    func reloadItems(at indexPaths: [IndexPath]) { view.reloadItems(at: indexPaths) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { view.moveItem(at: indexPath, to: newIndexPath) }
    func reconfigureItems(at indexPaths: [IndexPath]) { view.reconfigureItems(at: indexPaths) }

    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuse.register(cellClass, kind: "cell", identifier: identifier)
    }

    func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.register(aClass, kind: "headerFooter", identifier: identifier)
    }

    func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        reuse.register(nib, kind: "cell", identifier: identifier)
    }

    func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.register(nib, kind: "headerFooter", identifier: identifier)
    }

    func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(nib, kind: "cell", identifier: identifier)
    }

    func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reuse.register(nib, kind: kind, identifier: identifier)
    }

    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuse.makeIfRegistered("cell", identifier, as: UITableViewCell.self)
    }

    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reuse.make("cell", identifier, as: UITableViewCell.self) ?? UITableViewCell()
    }

    func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reuse.make("headerFooter", identifier, as: UITableViewHeaderFooterView.self)
    }

    func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] as? UITableViewCell }

    var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleItems }

    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(cellClass, kind: "cell", identifier: identifier)
    }

    func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        reuse.register(viewClass, kind: elementKind, identifier: identifier)
    }

    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        reuse.make("cell", identifier, as: UICollectionViewCell.self) ?? UICollectionViewCell()
    }

    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        reuse.make(elementKind, identifier, as: UICollectionReusableView.self) ?? UICollectionReusableView()
    }

    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] as? UICollectionViewCell }

    /// Every item counts as visible, as in the headless view.
    var indexPathsForVisibleItems: [IndexPath] {
        view.sections.enumerated().flatMap { section, value in value.items.indices.map { IndexPath(item: $0, section: section) } }
    }
}

/// Asks a stand-in view's `dataSource` what UIKit asks, for the headless view:
/// counts, cells (their text is the content) and headers (their title). The
/// identities the headless view tracks come from the forwarder's adapter.
@MainActor
final class UIKitQuestions: HeadlessListViewDataSource {
    weak var tableView: UITableView?
    weak var collectionView: UICollectionView?
    weak var backend: AdapterBackend?

    private var adapter: (source: any CellListViewDataSource, listView: any CellListView)? {
        if let forwarder = tableView?.dataSource as? TableViewForwarder, let source = forwarder.source, let listView = forwarder.listView {
            return (source, listView)
        }
        if let forwarder = collectionView?.dataSource as? CollectionViewForwarder, let source = forwarder.source,
           let listView = forwarder.listView {
            return (source, listView)
        }
        return nil
    }

    func numberOfSections(in listView: HeadlessListView) -> Int {
        if let tableView { return tableView.dataSource?.numberOfSections(in: tableView) ?? 0 }
        if let collectionView { return collectionView.dataSource?.numberOfSections(in: collectionView) ?? 0 }
        return 0
    }

    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        if let tableView { return tableView.dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0 }
        if let collectionView { return collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0 }
        return 0
    }

    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        var cell: UIView?
        if let tableView {
            cell = tableView.dataSource?.tableView(tableView, cellForRowAt: indexPath)
        } else if let collectionView {
            cell = collectionView.dataSource?.collectionView(collectionView, cellForItemAt: indexPath)
        }
        backend?.shownCells[indexPath] = cell
        let id = adapter.flatMap { $0.source.listView($0.listView, identifierForItemAt: indexPath) } ?? AnyHashable(indexPath)
        return HeadlessListView.Cell(id: id, content: (cell as? any ShowsText).map { AnyEquatable($0.text) })
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        let id = adapter.flatMap { $0.source.listView($0.listView, identifierForSection: section) } ?? AnyHashable(section)
        var title: String?
        if let tableView {
            title = tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section)
        } else if let collectionView {
            let view = collectionView.dataSource?.collectionView(
                collectionView, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue,
                at: IndexPath(item: 0, section: section)
            )
            title = (view as? any ShowsText)?.text
        }
        return HeadlessListView.Cell(id: id, content: title.map { AnyEquatable($0) })
    }
}
#endif
