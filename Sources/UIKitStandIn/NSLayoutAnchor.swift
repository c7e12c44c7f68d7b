import Foundation

// https://developer.apple.com/documentation/uikit/nslayoutanchor
/// A factory class for creating layout constraint objects using a fluent API.
///
/// Stand-in for UIKit's `NSLayoutAnchor`: an edge of one view, which the
/// constraints it makes remember, for tests to read.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view whose edge this is.
    package private(set) weak var standInView: UIView?
    /// Which edge: `leading`, `trailing`, `top` or `bottom`.
    package let standInEdge: String

    package init(view: UIView, edge: String) {
        standInView = view
        standInEdge = edge
    }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    /// Returns a constraint that defines one item’s attribute as equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: .init(view: standInView, edge: standInEdge),
                           second: .init(view: anchor.standInView, edge: anchor.standInEdge))
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
/// A factory class for creating horizontal layout constraint objects using a fluent API.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
/// A factory class for creating vertical layout constraint objects using a fluent API.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
