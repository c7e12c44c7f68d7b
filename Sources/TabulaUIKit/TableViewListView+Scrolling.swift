// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// Scrolling a table view to an item, for `ListAdapter.scrollToItem(withID:at:animated:)`
// and `restore(_:)`: UIKit's own `scrollToRow(at:at:animated:)` for the
// named positions, the content offset for a distance from the top.

extension TableViewListView {
    /// Scrolls the row at `indexPath` to `position`; nothing for a row the
    /// table view does not have.
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - position: Where it should be.
    ///   - animated: Whether to animate.
    /// - Returns: Whether the view has the item.
    @discardableResult
    package func scrollToItem(at indexPath: IndexPath, at position: ItemScrollPosition, animated: Bool) -> Bool {
        guard let tableView, contains(indexPath, in: tableView) else { return false }
        switch position {
        case .top:
            tableView.scrollToRow(at: indexPath, at: .top, animated: animated)
        case .middle:
            tableView.scrollToRow(at: indexPath, at: .middle, animated: animated)
        case .bottom:
            tableView.scrollToRow(at: indexPath, at: .bottom, animated: animated)
        case .nearest:
            tableView.scrollToRow(at: indexPath, at: .none, animated: animated)
        case .distanceFromTop(let distance):
            guard distance.isFinite else { return false }
            tableView.layoutIfNeeded()
            let top = tableView.rectForRow(at: indexPath).minY
            // Never past the content's ends, as UIKit's own scrolls stop there.
            let insets = tableView.adjustedContentInset
            let lowest = -insets.top
            let highest = max(lowest, tableView.contentSize.height + insets.bottom - tableView.bounds.height)
            let y = min(max(top - CGFloat(distance) - insets.top, lowest), highest)
            tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: y), animated: animated)
        }
        return true
    }
}
#endif
