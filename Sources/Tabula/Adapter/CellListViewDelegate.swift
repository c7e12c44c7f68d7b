import Foundation

/// What a ``CellListView`` tells and asks about user interaction and display:
/// the events of `UICollectionViewDelegate` and `UITableViewDelegate` (and the
/// editing and moving questions of their data sources), in
/// `UICollectionViewDelegate`'s words. A ``ListAdapter`` answers them from the
/// snapshot the view shows, through its registry's event handlers.
///
/// Every question whose answer is optional returns `nil` for "no handler":
/// the view then does what UIKit does by default. Index paths are in the
/// index space of what the view shows now, except in
/// ``listView(_:didEndDisplaying:forItemAt:)``, where, as in UIKit, the index
/// path is where the cell was.
@MainActor
package protocol CellListViewDelegate: AnyObject {
    /// Whether anything handles `event`: a view that can skip asking (UIKit
    /// does, through `responds(to:)`) asks nothing about events without handlers.
    func listView(_ listView: any CellHosting, handles event: EventKind) -> Bool

    /// Whether the item may be selected; `nil`: yes.
    func listView(_ listView: any CellHosting, shouldSelectItemAt indexPath: IndexPath) -> Bool?
    /// The item was selected.
    func listView(_ listView: any CellHosting, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected.
    func listView(_ listView: any CellHosting, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item may be highlighted; `nil`: yes.
    func listView(_ listView: any CellHosting, shouldHighlightItemAt indexPath: IndexPath) -> Bool?
    /// The item was highlighted (touch down).
    func listView(_ listView: any CellHosting, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func listView(_ listView: any CellHosting, didUnhighlightItemAt indexPath: IndexPath)

    /// `cell` is about to be shown at `indexPath`.
    func listView(_ listView: any CellHosting, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath)
    /// `cell` left the screen; `indexPath` is where it was, possibly in the
    /// snapshot before the latest update.
    func listView(_ listView: any CellHosting, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath)
    /// A supplementary view of `kind` is about to be shown for the section of `indexPath`.
    func listView(_ listView: any CellHosting, willDisplaySupplementaryView view: AnyObject,
                  forElementKind kind: String, at indexPath: IndexPath)
    /// A supplementary view of `kind` left the screen.
    func listView(_ listView: any CellHosting, didEndDisplayingSupplementaryView view: AnyObject,
                  forElementOfKind kind: String, at indexPath: IndexPath)

    /// The item's height, in points; `nil`: the view's own (automatic) height.
    func listView(_ listView: any CellHosting, heightForItemAt indexPath: IndexPath) -> Double?
    /// The item's estimated height; `nil`: the view's own estimate.
    func listView(_ listView: any CellHosting, estimatedHeightForItemAt indexPath: IndexPath) -> Double?
    /// The height of the supplementary view of `kind` of `section`; `nil`: the view's own.
    func listView(_ listView: any CellHosting, heightForSupplementaryViewOfKind kind: String, inSection section: Int) -> Double?

    /// Whether the item may be edited; `nil`: UIKit's default.
    func listView(_ listView: any CellHosting, canEditItemAt indexPath: IndexPath) -> Bool?
    /// The item's editing control; `nil`: UIKit's default (delete).
    func listView(_ listView: any CellHosting, editingStyleForItemAt indexPath: IndexPath) -> EditingStyle?
    /// The user committed a delete or an insert on the item.
    func listView(_ listView: any CellHosting, commit style: EditingStyle, forItemAt indexPath: IndexPath)
    /// The actions behind the item's leading edge, bound to its model; `nil`: none.
    func listView(_ listView: any CellHosting, leadingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction<Void>]?
    /// The actions behind the item's trailing edge, bound to its model;
    /// `nil`: UIKit's default (delete, when the item can be edited).
    func listView(_ listView: any CellHosting, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction<Void>]?

    /// Whether the item may be moved by the user; `nil`: no.
    func listView(_ listView: any CellHosting, canMoveItemAt indexPath: IndexPath) -> Bool?
    /// Where an item dragged from `source` to `proposed` lands; `nil`: `proposed`.
    func listView(_ listView: any CellHosting, targetIndexPathForMoveFromItemAt source: IndexPath,
                  toProposedIndexPath proposed: IndexPath) -> IndexPath?
    /// The user moved the item from `source` to `destination`: the view
    /// already shows it there, and must not be told about the move again.
    func listView(_ listView: any CellHosting, moveItemAt source: IndexPath, to destination: IndexPath)

    /// Whether the item may take focus (tvOS, a keyboard); `nil`: UIKit's default.
    func listView(_ listView: any CellHosting, canFocusItemAt indexPath: IndexPath) -> Bool?
    /// Focus moved to the item at `indexPath`; `nil`: out of the list.
    func listView(_ listView: any CellHosting, didMoveFocusTo indexPath: IndexPath?)
    /// The item that should take focus when the list gets it: the one that
    /// had it last, where it is now; `nil`: UIKit's default.
    func indexPathForPreferredFocusedItem(in listView: any CellHosting) -> IndexPath?

    /// The item as a dragged row, when it may be lifted; empty otherwise.
    func listView(_ listView: any CellHosting, dragItemsForItemAt indexPath: IndexPath) -> [DragItem]
    /// Whether the list takes `items` dropped at `destination` (`nil`: over
    /// no row), and where they would be inserted.
    func listView(_ listView: any CellHosting, dropProposalFor items: [DragItem], at destination: IndexPath?) -> DropProposal
    /// The user dropped `items` at `destination`: the delegate commits them
    /// and shows the result. Returns where each shows now (`nil`: not shown).
    func listView(_ listView: any CellHosting, performDrop items: [DragItem], at destination: IndexPath?) -> [IndexPath?]

    /// The accessory button of the item's cell was tapped.
    func listView(_ listView: any CellHosting, accessoryButtonTappedForItemAt indexPath: IndexPath)
    /// The item's context menu, its actions bound to the item's model; `nil`: none.
    func listView(_ listView: any CellHosting, contextMenuConfigurationForItemAt indexPath: IndexPath) -> ContextMenuConfiguration<Void>?

    /// The items will be needed soon.
    func listView(_ listView: any CellHosting, prefetchItemsAt indexPaths: [IndexPath])
    /// The items prefetched are no longer needed.
    func listView(_ listView: any CellHosting, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}
