import Foundation

// https://developer.apple.com/documentation/uikit/uiview
/// An object that manages the content for a rectangular area on the screen.
///
/// Stand-in for UIKit's `UIView` on platforms without UIKit; see the module
/// notes in `UIKitStandIn.swift`. Only ``window``, ``bounds`` and
/// ``traitCollection`` are declared.
@MainActor
open class UIView {
    /// What ``window`` returns: a test puts the view "on screen" by setting it.
    package var standInWindow: UIWindow?

    /// Creates a view that is in no window.
    package init() {}

    // https://developer.apple.com/documentation/uikit/uiview/window
    /// The receiver's window object, or `nil` if it has none.
    open var window: UIWindow? { standInWindow }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    /// The bounds rectangle, which describes the view’s location and size in
    /// its own coordinate system. The stand-in stores what a test sets.
    open var bounds: CGRect = .zero

    /// What ``traitCollection`` returns: a test sets the text size with it.
    package var standInTraitCollection = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))

    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// The traits, such as the size class and scale factor, that describe the
    /// current environment of the object.
    open var traitCollection: UITraitCollection { standInTraitCollection }
}
