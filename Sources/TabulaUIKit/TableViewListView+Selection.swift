// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// The table view's selection, for a `ListAdapter`, which keeps it by item
// identity across updates (UIKit drops the selection of reloaded rows and
// of every row at `reloadData()`). Programmatic changes tell the delegate
// nothing, as UIKit's own don't.

extension TableViewListView {
    /// The table view's selected rows; `nil` when the table view is gone.
    package var selectedIndexPaths: [IndexPath]? {
        guard let tableView else { return nil }
        return tableView.indexPathsForSelectedRows ?? []
    }

    /// The table view's `allowsMultipleSelection`.
    package var allowsMultipleSelection: Bool {
        tableView?.allowsMultipleSelection ?? false
    }

    /// Selects the row, without scrolling, when the table view has it.
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate.
    package func selectItem(at indexPath: IndexPath, animated: Bool) {
        guard let tableView, contains(indexPath, in: tableView) else { return }
        tableView.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    /// Deselects the row, when the table view has it.
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let tableView, contains(indexPath, in: tableView) else { return }
        tableView.deselectRow(at: indexPath, animated: animated)
    }
}
#endif
