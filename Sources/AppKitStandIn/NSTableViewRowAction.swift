import Foundation

// https://developer.apple.com/documentation/appkit/nstableviewrowaction
/// A single action to present when the user swipes horizontally on a table row.
///
/// Stand-in: it keeps what it was made with, so that a test can press it.
open class NSTableViewRowAction {
    // https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum
    /// Styles to apply to a row action button.
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum/regular
        /// A normal action.
        case regular = 0
        // https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum/destructive
        /// An action that deletes data or performs some type of destructive task.
        case destructive = 1
    }

    // https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.property
    /// The style applied to the action button.
    open private(set) var style: Style
    // https://developer.apple.com/documentation/appkit/nstableviewrowaction/title
    /// The title of the action button.
    open var title: String
    /// The handler the action was made with.
    package let standInHandler: (NSTableViewRowAction, Int) -> Void

    // https://developer.apple.com/documentation/appkit/nstableviewrowaction/init(style:title:handler:)
    /// Creates and returns a new table view row action object.
    public init(style: Style, title: String, handler: @escaping (NSTableViewRowAction, Int) -> Void) {
        self.style = style
        self.title = title
        standInHandler = handler
    }
}
