import Foundation

// https://developer.apple.com/documentation/appkit/nstextfield
/// Text that the user can select or edit.
///
/// Stand-in: a label's string, under `NSView` (AppKit's `NSControl` is left out).
@MainActor
open class NSTextField: NSView {
    // https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
    /// The value of the receiver’s cell as a string. (AppKit declares it on `NSControl`.)
    open var stringValue = ""

    // https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:)
    /// Creates a text field for use as a static label that uses the system
    /// default font, doesn’t wrap, and doesn’t have selectable text.
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }
}
