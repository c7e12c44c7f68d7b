import Foundation

// Linux has no Objective-C runtime, so `@objc optional` requirements cannot be
// declared. The methods AppKit marks `optional` are plain requirements here:
// an adopter that implements them all (as TabulaAppKit's do) compiles against
// both, and a test may call them as AppKit would.

// https://developer.apple.com/documentation/appkit/nstableviewdatasource
/// A set of methods that a table view uses to provide data to a table view
/// and to allow the editing of the table view’s data source object.
@MainActor
public protocol NSTableViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/appkit/nstableviewdatasource/numberofrows(in:)
    /// Returns the number of records managed for the table view by the data
    /// source object. Optional in AppKit.
    func numberOfRows(in tableView: NSTableView) -> Int
}

// https://developer.apple.com/documentation/appkit/nstableviewdelegate
/// A set of optional methods you implement in a table view delegate to
/// customize the behavior of the table view.
@MainActor
public protocol NSTableViewDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:viewfor:row:)
    /// Asks the delegate for a view to display the specified row and column.
    /// Optional in AppKit.
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:isgrouprow:)
    /// Returns whether the specified row is a group row. Optional in AppKit.
    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:shouldselectrow:)
    /// Asks the delegate if the table view should allow selection of the
    /// specified row. Optional in AppKit.
    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableviewselectiondidchange(_:)
    /// Informs the delegate that the table view’s selection has changed.
    /// Optional in AppKit.
    func tableViewSelectionDidChange(_ notification: Notification)

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:heightofrow:)
    /// Asks the delegate for the height of the specified row. Optional in AppKit.
    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:rowactionsforrow:edge:)
    /// Asks the delegate to provide an array of row actions to be attached to
    /// the specified edge of a table row and displayed when the user swipes
    /// horizontally across the row. Optional in AppKit.
    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge) -> [NSTableViewRowAction]

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:didadd:forrow:)
    /// Informs the delegate that a row view was added to the table at the
    /// specified row. Optional in AppKit.
    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int)

    // https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:didremove:forrow:)
    /// Informs the delegate that a row view was removed from the table at the
    /// specified row. Optional in AppKit.
    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int)
}
