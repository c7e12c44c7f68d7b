import Foundation

// https://developer.apple.com/documentation/appkit/nsviewcontroller
/// A controller that manages a view, typically loaded from a nib file.
///
/// Stand-in for AppKit's `NSViewController` (which subclasses `NSResponder`,
/// left out); see the module notes in `AppKitStandIn.swift`. Only its
/// initializers and its view are declared.
@MainActor
open class NSViewController {
    /// The view once loaded or set; `nil` before.
    package var standInView: NSView?

    // https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    /// Returns a view controller object initialized to the nib file in the
    /// specified bundle. The stand-in loads no nib.
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {}

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    /// Implemented by subclasses to initialize a new object immediately after
    /// memory for it has been allocated. (AppKit's view controllers inherit it
    /// from `NSObject`; it loads the nib named after the class, if any.)
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // https://developer.apple.com/documentation/appkit/nsviewcontroller/view
    /// The view controller’s primary view.
    ///
    /// Stand-in: read before it is set, it calls ``loadView()``; where that
    /// sets none (AppKit would raise an exception for the missing nib), a
    /// plain view.
    open var view: NSView {
        get {
            if standInView == nil { loadView() }
            if let standInView { return standInView }
            let view = NSView()
            standInView = view
            return view
        }
        set { standInView = newValue }
    }

    // https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview()
    /// Instantiates a view from a nib file and sets the value of the view
    /// property. The stand-in has no nib to load, and sets nothing.
    open func loadView() {}
}
