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
    /// The row's model, as the list it is dragged from showed it when it
    /// was lifted (a change made to the data during the drag is not in it).
    public let model: Any
    /// The row's item identifier in the list it is dragged from.
    public let itemID: AnyHashable
    /// The adapter of the list the row is dragged from, held weakly and only
    /// compared: a drop on the same list is a move.
    package weak var origin: AnyObject?

    /// Creates a dragged row.
    /// - Parameters:
    ///   - model: The row's model.
    ///   - itemID: The row's item identifier.
    ///   - origin: The adapter of the list it is dragged from.
    package init(model: Any, itemID: AnyHashable, origin: AnyObject?) {
        self.model = model
        self.itemID = itemID
        self.origin = origin
    }
}
