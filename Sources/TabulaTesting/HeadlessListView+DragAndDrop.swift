import Foundation
import Tabula

// Drag and drop, played as UIKit plays it to the delegate: a long press
// lifts a row (`itemsForBeginningDragSession`), a drag over a view asks it
// for a proposal (`dropSessionDidUpdate`), and a drop asks it to perform the
// drop, whose batches the view checks as any others. Rows dragged from one
// view may be dropped on another: the items carry their models.

extension HeadlessListView {
    /// Lifts the item at `indexPath`, as a long press starts a drag: the
    /// delegate gives the rows dragged, none when the item may not be
    /// dragged (or `indexPath` names no item).
    /// - Parameter indexPath: The item pressed.
    /// - Returns: The rows dragged, to drop on this view or another.
    public func beginDrag(at indexPath: IndexPath) -> [DragItem] {
        guard itemID(at: indexPath) != nil else { return [] }
        scrollToItem(at: indexPath)
        return cellDelegate?.listView(self, dragItemsForItemAt: indexPath) ?? []
    }

    /// Drops `items` on the view at `destination`, as a drag ends over it:
    /// the delegate is asked whether it takes them and, if it does, to
    /// perform the drop; the batches it gives meanwhile are checked as any.
    /// - Parameters:
    ///   - items: Rows lifted with ``beginDrag(at:)``, from this view or another.
    ///   - destination: The index path under the drop, as UIKit reports it
    ///     (one past the last row of a section to append); `nil` for a drop
    ///     over no row.
    /// - Returns: `nil` when the view refused the drop; otherwise where the
    ///   delegate says each item shows once the drop is performed, which
    ///   UIKit would animate it to (`nil`: UIKit's default animation). A
    ///   test compares them with what ``itemIDs`` shows.
    @discardableResult
    public func drop(_ items: [DragItem], at destination: IndexPath?) -> [IndexPath?]? {
        guard !items.isEmpty, let delegate = cellDelegate,
              delegate.listView(self, dropProposalFor: items, at: destination).operation != .forbidden else { return nil }
        let landed = delegate.listView(self, performDrop: items, at: destination)
        layoutIfNeeded()
        return landed
    }
}
