import Foundation

// https://developer.apple.com/documentation/uikit/uiview
/// An object that manages the content for a rectangular area on the screen.
///
/// Stand-in for UIKit's `UIView` on platforms without UIKit; see the module
/// notes in `UIKitStandIn.swift`. Only the window, geometry, trait and view
/// hierarchy members `TabulaUIKit` uses are declared; the hierarchy keeps
/// UIKit's rules (a view has one superview; adding it elsewhere moves it).
@MainActor
open class UIView {
    /// What ``window`` returns: a test puts the view "on screen" by setting it.
    package var standInWindow: UIWindow?
    /// The subviews, in order, for tests to inspect (UIKit's `subviews`).
    package private(set) var standInSubviews: [UIView] = []

    /// Creates a view that is in no window.
    package init() {}

    // https://developer.apple.com/documentation/uikit/uiview/window
    /// The receiver's window object, or `nil` if it has none.
    open var window: UIWindow? { standInWindow }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    /// The bounds rectangle, which describes the view’s location and size in
    /// its own coordinate system. The stand-in stores what a test sets.
    open var bounds: CGRect = .zero

    // https://developer.apple.com/documentation/uikit/uiview/frame
    /// The frame rectangle, which describes the view’s location and size in
    /// its superview’s coordinate system. The stand-in stores what is set.
    open var frame: CGRect = .zero

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    /// An integer bit mask that determines how the receiver resizes itself
    /// when its superview’s bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []

    // https://developer.apple.com/documentation/uikit/uiview/superview
    /// The receiver’s superview, or `nil` if it has none.
    open private(set) weak var superview: UIView?

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Adds a view to the end of the receiver’s list of subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        standInSubviews.append(view)
        view.superview = self
    }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// Unlinks the view from its superview and its window, and removes it
    /// from the responder chain.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.standInSubviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// What ``traitCollection`` returns: a test sets the text size with it.
    package var standInTraitCollection = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))

    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// The traits, such as the size class and scale factor, that describe the
    /// current environment of the object.
    open var traitCollection: UITraitCollection { standInTraitCollection }
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    /// Options for automatic view resizing.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        /// Resizing performed by expanding or shrinking a view’s width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        /// Resizing performed by expanding or shrinking a view's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}
