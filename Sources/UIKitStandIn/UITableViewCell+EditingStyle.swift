import Foundation

extension UITableViewCell {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    /// The editing control used by a cell.
    public enum EditingStyle: Int, Sendable {
        /// The cell doesn't have an editing control.
        case none = 0
        /// The cell has the delete editing control.
        case delete = 1
        /// The cell has the insert editing control.
        case insert = 2
    }
}
