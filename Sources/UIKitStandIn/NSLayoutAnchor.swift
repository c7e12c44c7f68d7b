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

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// The relationship between two user interface objects that must be
/// satisfied by the constraint-based layout system.
///
/// Stand-in: the two edges it makes equal, and whether it is active.
@MainActor
open class NSLayoutConstraint {
    /// One side of the constraint: a view, held weakly as UIKit's
    /// `firstItem` and `secondItem` are (the first view keeps its
    /// constraints), and an edge.
    package struct StandInEdge {
        package weak var view: UIView?
        package let edge: String
    }

    /// The first view and edge.
    package let standInFirst: StandInEdge
    /// The second view and edge.
    package let standInSecond: StandInEdge
    /// Whether ``activate(_:)`` activated it.
    package private(set) var standInIsActive = false

    package init(first: StandInEdge, second: StandInEdge) {
        standInFirst = first
        standInSecond = second
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    /// Activates each constraint in the specified array.
    ///
    /// The stand-in adds each to its first view's constraints, for tests.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            constraint.standInIsActive = true
            constraint.standInFirst.view?.standInConstraints.append(constraint)
        }
    }
}
