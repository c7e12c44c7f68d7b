// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A `UITableView` seen as a `ListView`, so that the core's update
/// logic drives it.
///
/// Most code calls `tableView.apply(_:animations:reloadThreshold:reconfigureSection:setData:completion:)`,
/// which wraps the table view in one of these for the duration of the update.
/// Keep a wrapper yourself to call other `ListView` API:
///
/// ```swift
/// let listView = TableViewListView(tableView, animations: TableRowAnimations(all: .fade))
/// listView.apply(StagedChangeset(source: dataSource.snapshot, target: new),
///                animated: listView.isVisible) { dataSource.snapshot = $0 }
/// ```
///
/// It is also a `CellListView`, so a `ListAdapter` can
/// drive the table view: the adapter registers and dequeues cells through the
/// wrapper, and the wrapper's `forwarder` becomes the table view's `dataSource`.
/// The adapter holds the wrapper, so keeping the adapter is enough:
///
/// ```swift
/// let adapter = ListAdapter(view: TableViewListView(tableView), showing: contacts)
/// ```
///
/// The wrapper only forwards calls; every decision about the update is made
/// in the core and tested on every platform with `HeadlessListView`. It holds
/// the table view weakly: once the table view is gone it reports no sections
/// and changes nothing.
@MainActor
public final class TableViewListView: ListView {
    /// The table view being updated, or `nil` once it has been released.
    public private(set) weak var tableView: UITableView?
    /// The animation for each kind of insert, delete and reload.
    public var animations: TableRowAnimations
    /// Refreshes the header and footer of a section in place, for sections
    /// whose model changed when content updates are reconfigures. UIKit has no
    /// call for this, so the closure does it, for example by configuring
    /// `tableView.headerView(forSection:)` again. When `nil`, such sections
    /// are reloaded without animation, which also replaces their cells.
    public var reconfigureSection: ((Int) -> Void)?
    /// The table view's data source (and, with a `cellDelegate`, its
    /// delegate and prefetch data source) while a `CellListViewDataSource` drives the wrapper; `nil`
    /// otherwise. The table view holds its data source weakly, so the wrapper
    /// keeps it (and the adapter that drives the wrapper keeps the wrapper).
    package internal(set) var forwarder: TableViewForwarder?

    /// The `ListAdapter` driving the view. Setting it makes the adapter
    /// the view's data source and delegate, replacing any before; `nil`
    /// removes them.
    package var connection: CellListViewConnection? {
        didSet {
            cellDataSource = connection?.dataSource
            cellDelegate = connection?.delegate
        }
    }
    /// Cell reuse identifiers registered through the wrapper. UIKit raises an
    /// exception when asked to dequeue any other, so the wrapper answers those
    /// with `nil` itself.
    var cellIdentifiers: Set<String> = []
    /// The item a `ListAdapter` asked to keep in place during the update
    /// under way, and where (see `TableViewListView+Anchoring.swift`).
    var pendingAnchor: (indexPath: IndexPath, position: Double)?
    /// Header and footer reuse identifiers registered through the wrapper.
    var headerFooterIdentifiers: Set<String> = []
    /// Identifiers of storyboard prototype cells, which the storyboard
    /// registered, as far as the registrations say.
    var prototypeIdentifiers: Set<String> = []

    /// Wraps `tableView`.
    /// - Parameters:
    ///   - tableView: The table view to update; the wrapper does not retain it.
    ///   - animations: The animation for each kind of insert, delete and reload.
    ///   - reconfigureSection: Refreshes a section's header and footer in place;
    ///     see ``reconfigureSection``.
    public init(
        _ tableView: UITableView,
        animations: TableRowAnimations = TableRowAnimations(),
        reconfigureSection: ((Int) -> Void)? = nil
    ) {
        self.tableView = tableView
        self.animations = animations
        self.reconfigureSection = reconfigureSection
    }

    /// Whether the table view is in a window; UIKit does not animate otherwise.
    public var isVisible: Bool { tableView?.window != nil }

    /// The table view's number of sections; 0 once it is gone.
    public var numberOfSections: Int { tableView?.numberOfSections ?? 0 }

    /// The table view's number of rows in `section`; 0 once it is gone.
    public func numberOfItems(inSection section: Int) -> Int {
        tableView?.numberOfRows(inSection: section) ?? 0
    }

    /// Forwards to `UITableView.performBatchUpdates(_:completion:)`.
    ///
    /// Once the table view is gone, `updates` still runs, so that the data
    /// source's model keeps up with the changes, and `completion` gets `false`:
    /// nothing was animated.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard let tableView else {
            updates?()
            pendingAnchor = nil
            completion?(false)
            return
        }
        tableView.performBatchUpdates(updates, completion: completion)
        // The batch is laid out once performBatchUpdates returns; its
        // animations have not started.
        applyPendingAnchor()
    }

    /// Forwards to `insertSections(_:with:)` with ``TableRowAnimations/insertSections``.
    public func insertSections(_ sections: IndexSet) {
        tableView?.insertSections(sections, with: animations.insertSections)
    }

    /// Forwards to `deleteSections(_:with:)` with ``TableRowAnimations/deleteSections``.
    public func deleteSections(_ sections: IndexSet) {
        tableView?.deleteSections(sections, with: animations.deleteSections)
    }

    /// Forwards to `reloadSections(_:with:)` with ``TableRowAnimations/reloadSections``.
    public func reloadSections(_ sections: IndexSet) {
        tableView?.reloadSections(sections, with: animations.reloadSections)
    }

    /// Forwards to `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        tableView?.moveSection(section, toSection: newSection)
    }

    /// Forwards to `insertRows(at:with:)` with ``TableRowAnimations/insertRows``.
    public func insertItems(at indexPaths: [IndexPath]) {
        tableView?.insertRows(at: indexPaths, with: animations.insertRows)
    }

    /// Forwards to `deleteRows(at:with:)` with ``TableRowAnimations/deleteRows``.
    public func deleteItems(at indexPaths: [IndexPath]) {
        tableView?.deleteRows(at: indexPaths, with: animations.deleteRows)
    }

    /// Forwards to `reloadRows(at:with:)` with ``TableRowAnimations/reloadRows``.
    public func reloadItems(at indexPaths: [IndexPath]) {
        tableView?.reloadRows(at: indexPaths, with: animations.reloadRows)
    }

    /// Forwards to `moveRow(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        tableView?.moveRow(at: indexPath, to: newIndexPath)
    }

    /// Forwards to `reconfigureRows(at:)` where it exists (iOS and tvOS 15);
    /// before that, reloads the rows without animation, the nearest UIKit has.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            tableView?.reconfigureRows(at: indexPaths)
        } else {
            tableView?.reloadRows(at: indexPaths, with: .none)
        }
    }

    /// Calls ``reconfigureSection`` for each section, or, when it is `nil`,
    /// reloads the sections without animation.
    public func reconfigureSections(_ sections: IndexSet) {
        guard let tableView else { return }
        guard let reconfigureSection else {
            tableView.reloadSections(sections, with: .none)
            return
        }
        sections.forEach(reconfigureSection)
    }

    /// Forwards to `reloadData()`.
    public func reloadData() {
        tableView?.reloadData()
        if pendingAnchor != nil {
            tableView?.layoutIfNeeded()
            applyPendingAnchor()
        }
    }
}
#endif
