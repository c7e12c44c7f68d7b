import Foundation

// https://developer.apple.com/documentation/uikit/uiview
/// An object that manages the content for a rectangular area on the screen.
///
/// Stand-in for UIKit's `UIView` on platforms without UIKit; see the module
/// notes in `UIKitStandIn.swift`. Only the window, bounds, trait, view
/// hierarchy and layout anchor members `TabulaUIKit` uses are declared; the
/// hierarchy keeps UIKit's rules (a view has one superview; adding it
/// elsewhere moves it).
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

    // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// Lays out the subviews immediately, if layout updates are pending.
    /// The stand-in lays out nothing.
    open func layoutIfNeeded() {}

    /// The active constraints whose first item is this view, for tests.
    package var standInConstraints: [NSLayoutConstraint] = []

    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    /// A Boolean value that determines whether the view’s autoresizing mask
    /// is translated into Auto Layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true

    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    /// A layout anchor representing the leading edge of the view’s frame.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, edge: "leading") }

    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    /// A layout anchor representing the trailing edge of the view’s frame.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, edge: "trailing") }

    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    /// A layout anchor representing the top edge of the view’s frame.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, edge: "top") }

    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    /// A layout anchor representing the bottom edge of the view’s frame.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, edge: "bottom") }

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    /// An array of custom actions to display along with the built-in actions.
    /// UIKit declares it on `NSObject`.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

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
    /// UIKit also removes the constraints between the view and its former
    /// superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.standInSubviews.removeAll { $0 === self }
        standInConstraints.removeAll { $0.standInSecond.view === superview }
        self.superview = nil
    }

    /// What ``traitCollection`` returns: a test sets the text size with it.
    package var standInTraitCollection = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))

    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// The traits, such as the size class and scale factor, that describe the
    /// current environment of the object.
    open var traitCollection: UITraitCollection { standInTraitCollection }
}
