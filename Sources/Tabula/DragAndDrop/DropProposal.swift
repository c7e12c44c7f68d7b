import Foundation

/// What a list would do with rows dragged over it, as UIKit's
/// `UITableViewDropProposal` and `UICollectionViewDropProposal` say it: an
/// adapter's answer to a drag over its view.
package struct DropProposal: Hashable, Sendable {
    /// Whether the list takes the rows.
    package enum Operation: Hashable, Sendable {
        /// It does not: UIKit's `.forbidden`.
        case forbidden
        /// It moves them here: UIKit's `.move` (a drag within one app).
        case move
    }

    /// The operation.
    package var operation: Operation
    /// Where the rows would go, when taken: the index path they would be
    /// inserted at (UIKit's `.insertAtDestinationIndexPath`, which opens a gap).
    package var destination: IndexPath?

    /// The proposal that takes nothing.
    package static let forbidden = DropProposal(operation: .forbidden, destination: nil)

    /// A proposal.
    /// - Parameters:
    ///   - operation: Whether the rows are taken.
    ///   - destination: Where they would be inserted.
    package init(operation: Operation, destination: IndexPath?) {
        self.operation = operation
        self.destination = destination
    }
}
