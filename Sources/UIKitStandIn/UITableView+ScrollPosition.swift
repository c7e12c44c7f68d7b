import Foundation

extension UITableView {
    // https://developer.apple.com/documentation/uikit/uitableview/scrollposition
    /// Constants for the position to which the table view scrolls a given row.
    ///
    /// The raw values are those of `UITableViewScrollPosition` in UIKit's headers.
    public enum ScrollPosition: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none
        /// The table view scrolls the row of interest to be fully visible with a minimum of movement.
        case none = 0
        // https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top
        /// The table view scrolls the row of interest to the top of the visible table view.
        case top = 1
        // https://developer.apple.com/documentation/uikit/uitableview/scrollposition/middle
        /// The table view scrolls the row of interest to the middle of the visible table view.
        case middle = 2
        // https://developer.apple.com/documentation/uikit/uitableview/scrollposition/bottom
        /// The table view scrolls the row of interest to the bottom of the visible table view.
        case bottom = 3
    }

    // https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
    /// Scrolls through the table view until a row that an index path
    /// identifies is at a particular location on the screen.
    ///
    /// Stand-in: tells ``backend``.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        backend?.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
}
