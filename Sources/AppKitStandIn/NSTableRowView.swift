import Foundation

// https://developer.apple.com/documentation/appkit/nstablerowview
/// The view shown for a row in a view-based table view.
///
/// Stand-in: it holds the views of its columns, which a test sets.
@MainActor
open class NSTableRowView: NSView {
    /// The views of the row's columns, in order.
    package var standInColumnViews: [NSView] = []

    // https://developer.apple.com/documentation/appkit/nstablerowview/view(atcolumn:)
    /// Provides access to the given view at a specified column.
    open func view(atColumn column: Int) -> Any? {
        standInColumnViews.indices.contains(column) ? standInColumnViews[column] : nil
    }

    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }
}
