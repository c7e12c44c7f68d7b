import Foundation

/// A row lifted from a list to be dragged: what the list it is dropped on
/// is given.
///
/// The adapter of the list a row is dragged from makes one (UIKit carries it
/// as the drag item's `localObject`); the adapter of the list it is dropped
/// on reads it, and hands its ``model`` to a ``ListEvent/drop`` handler, or,
/// when the row comes from the same list, moves it through
/// ``ListEvent/move``. See <doc:DragAndDrop>.
public struct DragItem {
    /// The row's model, as the list it is dragged from shows it.
    public let model: Any
    /// The row's item identifier in the list it is dragged from.
    public let itemID: AnyHashable
    /// Where the row was in the list it is dragged from when it was lifted.
    public let sourceIndexPath: IndexPath
    /// The adapter of the list the row is dragged from, held weakly and only
    /// compared: a drop on the same list is a move.
    package weak var origin: AnyObject?

    /// Creates a dragged row.
    /// - Parameters:
    ///   - model: The row's model.
    ///   - itemID: The row's item identifier.
    ///   - sourceIndexPath: Where the row is.
    ///   - origin: The adapter of the list it is dragged from.
    package init(model: Any, itemID: AnyHashable, sourceIndexPath: IndexPath, origin: AnyObject?) {
        self.model = model
        self.itemID = itemID
        self.sourceIndexPath = sourceIndexPath
        self.origin = origin
    }
}
