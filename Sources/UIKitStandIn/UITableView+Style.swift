extension UITableView {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    /// Constants for the table view styles.
    ///
    /// Stand-in for UIKit's `UITableView.Style`; the stand-in's table view
    /// draws nothing, so the style only travels.
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        /// A plain table view.
        case plain = 0
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
        /// A table view where sections have distinct groups of rows.
        case grouped = 1
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        /// A table view where the grouped sections are inset with rounded corners.
        case insetGrouped = 2
    }
}
