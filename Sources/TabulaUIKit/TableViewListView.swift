#if canImport(UIKit) && !os(watchOS)
import Tabula
import UIKit

/// A `UITableView` seen as a ``Tabula/ListView``, so that staged changesets
/// animate it.
///
/// ```swift
/// let listView = TableViewListView(tableView)
/// listView.apply(StagedChangeset(source: dataSource.snapshot, target: new)) { snapshot in
///     dataSource.snapshot = snapshot   // set inside each batch
/// }
/// ```
///
/// The adapter only forwards calls; everything Tabula decides about the update
/// is in the core and tested on every platform with `HeadlessListView`.
@MainActor
public final class TableViewListView: ListView {
    /// The table view being updated.
    public unowned let tableView: UITableView
    /// The animation for inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation
    /// Refreshes the header and footer of a section in place (for example by
    /// configuring `tableView.headerView(forSection:)` again). Called for the
    /// sections whose model changed when content updates are reconfigures; when
    /// `nil`, such sections are reloaded instead.
    public var reconfigureSection: ((Int) -> Void)?

    /// Wraps `tableView`.
    /// - Parameters:
    ///   - tableView: The table view to update; the adapter does not retain it.
    ///   - rowAnimation: The animation for inserts, deletes and reloads.
    public init(_ tableView: UITableView, rowAnimation: UITableView.RowAnimation = .automatic) {
        self.tableView = tableView
        self.rowAnimation = rowAnimation
    }

    /// Whether the table view is in a window; UIKit does not animate otherwise.
    public var isVisible: Bool { tableView.window != nil }

    /// The table view's number of sections.
    public var numberOfSections: Int { tableView.numberOfSections }
    /// The table view's number of rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int { tableView.numberOfRows(inSection: section) }

    /// Forwards to `UITableView.performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        tableView.performBatchUpdates(updates, completion: completion)
    }

    /// Forwards to `insertSections(_:with:)`.
    public func insertSections(_ sections: IndexSet) { tableView.insertSections(sections, with: rowAnimation) }
    /// Forwards to `deleteSections(_:with:)`.
    public func deleteSections(_ sections: IndexSet) { tableView.deleteSections(sections, with: rowAnimation) }
    /// Forwards to `reloadSections(_:with:)`.
    public func reloadSections(_ sections: IndexSet) { tableView.reloadSections(sections, with: rowAnimation) }
    /// Forwards to `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        tableView.moveSection(section, toSection: newSection)
    }
    /// Forwards to `insertRows(at:with:)`.
    public func insertItems(at indexPaths: [IndexPath]) { tableView.insertRows(at: indexPaths, with: rowAnimation) }
    /// Forwards to `deleteRows(at:with:)`.
    public func deleteItems(at indexPaths: [IndexPath]) { tableView.deleteRows(at: indexPaths, with: rowAnimation) }
    /// Forwards to `reloadRows(at:with:)`.
    public func reloadItems(at indexPaths: [IndexPath]) { tableView.reloadRows(at: indexPaths, with: rowAnimation) }
    /// Forwards to `moveRow(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        tableView.moveRow(at: indexPath, to: newIndexPath)
    }

    /// Forwards to `reconfigureRows(at:)` where available (iOS 15, tvOS 15),
    /// and reloads the rows without animation before that.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            tableView.reconfigureRows(at: indexPaths)
        } else {
            tableView.reloadRows(at: indexPaths, with: .none)
        }
    }

    /// Calls ``reconfigureSection`` for each section, or reloads the sections
    /// without animation when it is `nil`.
    public func reconfigureSections(_ sections: IndexSet) {
        guard let reconfigureSection else {
            tableView.reloadSections(sections, with: .none)
            return
        }
        sections.forEach(reconfigureSection)
    }

    /// Forwards to `reloadData()`.
    public func reloadData() { tableView.reloadData() }
}
#endif
