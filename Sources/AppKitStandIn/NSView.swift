import Foundation

// https://developer.apple.com/documentation/appkit/nsview
/// The infrastructure for drawing, printing, and handling events in an app.
///
/// Stand-in for AppKit's `NSView` on platforms without AppKit; see the module
/// notes in `AppKitStandIn.swift`. Only ``window`` and ``animator()`` are declared.
@MainActor
open class NSView {
    /// What ``window`` returns: a test puts the view "on screen" by setting it.
    package var standInWindow: NSWindow?

    /// How many times ``animator()`` was asked for, for tests.
    package private(set) var standInAnimatorRequests = 0

    /// Creates a view that is in no window.
    package init() {}

    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {}

    /// What ``visibleRect`` returns.
    package var standInVisibleRect = NSRect.zero

    // https://developer.apple.com/documentation/appkit/nsview/visiblerect
    /// The portion of the view that isn’t clipped by its superviews.
    open var visibleRect: NSRect { standInVisibleRect }

    // https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentification/identifier
    /// A string that identifies the user interface item. (AppKit declares it
    /// in the `NSUserInterfaceItemIdentification` protocol, which `NSView` adopts.)
    open var identifier: NSUserInterfaceItemIdentifier?

    // https://developer.apple.com/documentation/appkit/nsview/window
    /// The view’s window object, if it is installed in a window.
    open var window: NSWindow? { standInWindow }

    // https://developer.apple.com/documentation/appkit/nsanimatablepropertycontainer/animator()
    /// Returns a proxy object for the receiver that can be used to initiate
    /// implied animation for property changes. (AppKit declares it in the
    /// `NSAnimatablePropertyContainer` protocol, which `NSView` adopts.) The
    /// stand-in counts the request and returns the view itself.
    public func animator() -> Self {
        standInAnimatorRequests += 1
        return self
    }
}

// https://developer.apple.com/documentation/appkit/nswindow
/// A window that an app displays on the screen.
///
/// Stand-in for AppKit's `NSWindow`; nothing of it is used but its existence.
@MainActor
open class NSWindow {
    /// Creates a window.
    package init() {}
}
