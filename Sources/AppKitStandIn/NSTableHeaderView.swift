import Foundation

// https://developer.apple.com/documentation/appkit/nstableheaderview
/// A view that draws the column headers of a table view.
///
/// Stand-in: nothing of it is used but its existence.
@MainActor
open class NSTableHeaderView: NSView {
    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }
}
