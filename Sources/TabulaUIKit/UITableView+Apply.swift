// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Tabula

extension UITableView {
    /// Animates a staged changeset: one `performBatchUpdates` per stage, with
    /// the data source's data set inside each batch, as UIKit requires.
    ///
    /// ```swift
    /// let changes = StagedChangeset(source: dataSource.snapshot, target: newSnapshot)
    /// tableView.apply(changes) { dataSource.snapshot = $0 }
    /// ```
    ///
    /// When the table view is in no window (UIKit does not animate off screen)
    /// or the changeset has more operations than `reloadThreshold`, it sets the
    /// final data and calls `reloadData()` instead. Reconfigures follow their
    /// stage's batch: rows through `reconfigureRows(at:)`, sections through
    /// `reconfigureSection`.
    ///
    /// The work is the core's `ListView/apply(_:animated:reloadThreshold:setData:completion:)`,
    /// run on a ``TableViewListView`` that wraps this table view.
    ///
    /// - Parameters:
    ///   - changeset: The stages to apply, in order.
    ///   - animations: The row animation for each kind of insert, delete and reload.
    ///   - reloadThreshold: The number of operations, across all stages, above
    ///     which the table view reloads instead of animating; `nil` never does.
    ///   - reconfigureSection: Refreshes the header and footer of a section
    ///     whose model changed, in place (for example by configuring
    ///     `headerView(forSection:)` again). When `nil`, such sections are
    ///     reloaded without animation.
    ///   - setData: Stores a snapshot as the data source's data. Called inside
    ///     each batch, before the batch's changes are recorded.
    ///   - completion: Called once, after the last batch's animations, with
    ///     `true` when every batch ran to completion.
    public func apply<SectionID, SectionModel, ItemID, Item>(
        _ changeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>,
        animations: TableRowAnimations = TableRowAnimations(),
        reloadThreshold: Int? = nil,
        reconfigureSection: ((Int) -> Void)? = nil,
        setData: @escaping (Snapshot<SectionID, SectionModel, ItemID, Item>) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let listView = TableViewListView(self, animations: animations, reconfigureSection: reconfigureSection)
        listView.apply(
            changeset, animated: listView.isVisible, reloadThreshold: reloadThreshold,
            setData: setData, completion: completion
        )
    }
}
#endif
