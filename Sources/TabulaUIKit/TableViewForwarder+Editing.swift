// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// UIKit's data source, not its delegate, asks about editing and moving; but
// implementing `commit` turns on swipe-to-delete and `moveRowAt` shows
// reorder controls, so these too are answered only for events with handlers
// (see TableViewForwarder+Responds.swift).

extension TableViewForwarder {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    /// The delegate's answer; `true`, UIKit's default, without one.
    package func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return true }
        return delegate.listView(listView, canEditItemAt: indexPath) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    /// Hands the committed delete or insert to the delegate. The table view
    /// changes nothing itself: the handler changes the source, whose update
    /// the adapter applies.
    package func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, commit: EditingStyle(editingStyle), forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
    /// The delegate's answer; `false` without one, since nothing would take the move.
    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return false }
        return delegate.listView(listView, canMoveItemAt: indexPath) ?? false
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
    /// Hands the user's move to the delegate, which already shows the row
    /// there and commits the move without telling the table view again.
    package func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
