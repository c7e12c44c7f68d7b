extension UITableView {
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    /// The type of animation to use when inserting or deleting rows.
    ///
    /// All of UIKit's cases are declared, although `TabulaUIKit` names only
    /// `automatic` and `none`: callers choose any of them. The raw values are
    /// those of `UITableViewRowAnimation` in UIKit's headers.
    public enum RowAnimation: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
        /// The inserted or deleted row or rows fade into or out of the table view.
        case fade = 0
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/right
        /// The inserted row or rows slide in from the right; the deleted row or rows slide out to the right.
        case right = 1
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/left
        /// The inserted row or rows slide in from the left; the deleted row or rows slide out to the left.
        case left = 2
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/top
        /// The inserted row or rows slide in from the top; the deleted row or rows slide out toward the top.
        case top = 3
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/bottom
        /// The inserted row or rows slide in from the bottom; the deleted row or rows slide out toward the bottom.
        case bottom = 4
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none
        /// The inserted or deleted rows use the default animations.
        case none = 5
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/middle
        /// The table view attempts to keep the old and new cells centered in the
        /// space they did or will occupy.
        case middle = 6
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
        /// The table view chooses an appropriate animation style for you.
        case automatic = 100
    }
}
