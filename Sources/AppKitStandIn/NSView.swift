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
    public required init(frame frameRect: NSRect) {
        frame = frameRect
    }

    // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct
    /// Options that specify how a view is resized when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/width
        /// The view's width is flexible.
        public static let width = AutoresizingMask(rawValue: 2)
        // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/height
        /// The view's height is flexible.
        public static let height = AutoresizingMask(rawValue: 16)
    }

    // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.property
    /// The options that determine how the view is resized relative to its superview.
    open var autoresizingMask: AutoresizingMask = []

    // https://developer.apple.com/documentation/appkit/nsview/frame
    /// The view’s frame rectangle, which defines its position and size in its
    /// superview’s coordinate system.
    open var frame = NSRect.zero

    // https://developer.apple.com/documentation/appkit/nsview/subviews
    /// The array of views embedded in the current view.
    open var subviews: [NSView] = []

    // https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    /// Adds a view to the view’s subviews so it’s displayed above its siblings.
    open func addSubview(_ view: NSView) { subviews.append(view) }

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
