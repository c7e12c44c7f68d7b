// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// Anchoring on a table view. A `ListAdapter` reads the top visible row and
// its place on screen before an update, and asks to keep the row (or its
// survivor) there. The wrapper remembers the request and, once the table
// view has laid the update out — when `performBatchUpdates` returns, before
// its animations run, or after `reloadData()` and a layout — sets the
// content offset so that the row's new rectangle is where it was.
// Positions are from the top of the viewport: the content offset plus the
// adjusted top inset.

extension TableViewListView {
    /// The first of the table view's visible rows; `nil` when none is, or the table view is gone.
    package var topVisibleIndexPath: IndexPath? {
        tableView?.indexPathsForVisibleRows?.first
    }

    /// The distance from the top of the viewport to the top of the row at
    /// `indexPath`, from `rectForRow(at:)`; `nil` outside the table view's rows.
    /// - Parameter indexPath: The row, as the table view shows it now.
    package func screenPosition(ofItemAt indexPath: IndexPath) -> Double? {
        guard let tableView, contains(indexPath, in: tableView) else { return nil }
        return Double(tableView.rectForRow(at: indexPath).minY - viewportTop(of: tableView))
    }

    /// Whether the table view is scrolled to the very top: its content
    /// offset at or above minus its adjusted top inset.
    package var isScrolledToTop: Bool {
        guard let tableView else { return false }
        return viewportTop(of: tableView) <= 0
    }

    /// Remembers to keep the row at `indexPath` (in the data of the update
    /// under way) at `position` from the top of the viewport, once the
    /// update is laid out.
    /// - Parameters:
    ///   - indexPath: The row, in the data after the update.
    ///   - position: Where its top should be, from the top of the viewport.
    package func keepItem(at indexPath: IndexPath, atScreenPosition position: Double) {
        pendingAnchor = (indexPath, position)
    }

    /// Sets the content offset ``keepItem(at:atScreenPosition:)`` asked for;
    /// nothing for a row the table view does not have.
    func applyPendingAnchor() {
        guard let anchor = pendingAnchor else { return }
        pendingAnchor = nil
        guard let tableView, contains(anchor.indexPath, in: tableView), anchor.position.isFinite else { return }
        let top = tableView.rectForRow(at: anchor.indexPath).minY
        tableView.contentOffset.y = top - CGFloat(anchor.position) - tableView.adjustedContentInset.top
    }

    /// Where the viewport starts, in content coordinates.
    func viewportTop(of tableView: UITableView) -> CGFloat {
        tableView.contentOffset.y + tableView.adjustedContentInset.top
    }

    /// Whether `indexPath` is a row of `tableView` (UIKit raises for others).
    func contains(_ indexPath: IndexPath, in tableView: UITableView) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < tableView.numberOfSections
            && indexPath.item >= 0 && indexPath.item < tableView.numberOfRows(inSection: indexPath.section)
    }
}
#endif
