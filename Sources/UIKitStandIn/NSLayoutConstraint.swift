import Foundation

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
