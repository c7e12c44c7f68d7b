// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSTableViewForwarder {
    /// The swipe actions of the item at `row` for `edge`, from its
    /// `leadingSwipeActions` or `trailingSwipeActions` handler; none for a
    /// group row.
    package func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge) -> [NSTableViewRowAction] {
        guard let listView, let delegate, let indexPath = listView.layout.indexPath(ofRow: row) else { return [] }
        let actions = switch edge {
        case .leading: delegate.listView(listView, leadingSwipeActionsForItemAt: indexPath)
        case .trailing: delegate.listView(listView, trailingSwipeActionsForItemAt: indexPath)
        @unknown default: [SwipeAction<Void>]?.none
        }
        return (actions ?? []).map { $0.rowAction(at: indexPath, in: tableView) }
    }
}

// AppKit calls a row action's handler off no particular isolation in its
// signature, but on the main thread; the typed handler is main-actor
// isolated, so it runs only there.

extension SwipeAction where Model == Void {
    /// The action as an AppKit table row action: pressing it runs the
    /// handler, and when the handler reports it completed, the table's row
    /// actions are hidden.
    ///
    /// Complexity: O(1).
    /// - Parameters:
    ///   - indexPath: The item the action is for.
    ///   - tableView: The table whose row actions to hide when it completes.
    @MainActor
    public func rowAction(at indexPath: IndexPath, in tableView: NSTableView) -> NSTableViewRowAction {
        let handler = self.handler
        let style: NSTableViewRowAction.Style = style == .destructive ? .destructive : .regular
        return NSTableViewRowAction(style: style, title: title) { [weak tableView] _, _ in
            _ = MainActorCheck.runIfOnMainActor {
                if handler((), indexPath) { tableView?.rowActionsVisible = false }
            }
        }
    }
}
#endif
