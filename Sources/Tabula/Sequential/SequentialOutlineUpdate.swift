import Foundation

// What AppKit documents about NSOutlineView's update calls, and what this
// update does not rely on.
//
// Documented:
// - insertItems(at:inParent:withAnimation:) is used like NSMutableArray's
//   insert(_:at:) (the indexes are those the new items end at) and "does
//   nothing if parent is not expanded"; the view reads the items themselves
//   from the data source.
//   https://developer.apple.com/documentation/appkit/nsoutlineview/insertitems(at:inparent:withanimation:)
// - removeItems(at:inParent:withAnimation:) is used like NSMutableArray's
//   removeObjects(at:), and does nothing if parent is not expanded.
//   https://developer.apple.com/documentation/appkit/nsoutlineview/removeitems(at:inparent:withanimation:)
// - moveItem(at:inParent:to:inParent:) parallels NSTableView's
//   moveRow(at:to:), whose changes "happen incrementally as they are sent";
//   the new parent may be the old one.
//   https://developer.apple.com/documentation/appkit/nsoutlineview/moveitem(at:inparent:to:inparent:)
//   https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
// - expandItem(_:) does nothing when the item is not expandable or already
//   expanded. https://developer.apple.com/documentation/appkit/nsoutlineview/expanditem(_:)
// - reloadItem(_:reloadChildren:): "It is not necessary, or efficient, to
//   reload children if the item is not expanded": a collapsed item's
//   children are read again when it expands.
//   https://developer.apple.com/documentation/appkit/nsoutlineview/reloaditem(_:reloadchildren:)
// - Each item must be unique, and keep its pointer for its expansion to
//   survive reloads. https://developer.apple.com/documentation/appkit/nsoutlineview
//
// Not documented, and not relied on:
// - when the view asks its data source for children (at the call, or when
//   the update ends): ``OutlineViewState`` lets the data source answer with
//   the children the view has at every call;
// - the expansion of an item that is inserted (a removed item inserted again
//   may come back expanded) or that appears under an item that expands (the
//   view may remember it expanded), and whether a moved item stays expanded:
//   after each of these the update sets the expansion of every such item
//   explicitly, `.expand` and `.collapse` meaning "make it so".

/// A change of one outline into another, written as the calls AppKit's
/// `NSOutlineView` takes: each applied to the tree the view shows as the calls
/// before it left it, children addressed by their index in their parent at
/// that moment. Apple ships no diffable data source for outline views; this
/// is the update such a data source would make.
///
/// The calls come in this order, every step only for parents the view shows
/// expanded (AppKit ignores insertions and removals under others, whose
/// children it reads when they expand):
///
/// 1. ``Operation/collapse(_:)`` of every shown item the new outline shows
///    collapsed, or no longer expandable;
/// 2. per parent, one ``Operation/remove(_:parent:)`` of the children that
///    leave the view there: deleted, hidden, or whose new parent is not shown
///    expanded throughout (they are inserted where they go);
/// 3. ``Operation/move(from:fromParent:to:toParent:)`` of the items that stay
///    shown, within and across parents, parent by parent in the new outline's
///    order; within a parent the children of one longest run that keeps its
///    order stay put, and every other child moves once. Each moved item that
///    is expanded has its expansion, and its shown descendants', set again;
/// 4. per parent, one ``Operation/insert(_:parent:)`` of the new children, by
///    final index;
/// 5. ``Operation/reload(_:)`` of the items that stay whose content, or
///    whether they have children, changed;
/// 6. ``Operation/expand(_:)`` and ``Operation/collapse(_:)`` of every shown
///    item whose expansion is unknown or differs, top down: the children an
///    expansion shows come from the data source, which has the new outline's.
///
/// See the notes at the top of this file for what AppKit documents and what
/// the update does not rely on.
package struct SequentialOutlineUpdate<ItemID: Hashable>: Equatable {
    /// One call to the view, applied to what the calls before it left.
    package enum Operation: Equatable {
        /// Collapses the item, if expanded (`collapseItem(_:)`).
        case collapse(ItemID)
        /// Removes the children at these indexes of the parent (`nil`: the roots).
        case remove(IndexSet, parent: ItemID?)
        /// Moves the child at `from` of one parent so that it ends at `to` of
        /// another, or of the same.
        case move(from: Int, fromParent: ItemID?, to: Int, toParent: ItemID?)
        /// Inserts children so that they end at these indexes of the parent.
        case insert(IndexSet, parent: ItemID?)
        /// Reloads the item's own row (`reloadItem(_:reloadChildren: false)`).
        case reload(ItemID)
        /// Expands the item, if collapsed (`expandItem(_:)`).
        case expand(ItemID)
    }

    /// The calls, in the order the view must get them.
    package var operations: [Operation]

    /// The calls that change a view showing `old` into one showing `new`,
    /// reloading the items that stay shown and for which `reloads` is `true`.
    ///
    /// Only the shown parts of the outlines are read: the children of items
    /// shown collapsed are not compared, since the view reads them when the
    /// item expands.
    ///
    /// Complexity: O(*v* + *m* × *f*) for *v* items shown before or after,
    /// *m* moves and fanout *f*, plus O(*s*) for each moved expanded item
    /// showing *s* descendants.
    /// - Parameters:
    ///   - old: What the view shows.
    ///   - new: What it is to show.
    ///   - reloads: Whether an item shown before and after shows changed content.
    package init<Item>(from old: Outline<ItemID, Item>, to new: Outline<ItemID, Item>, reloads: (ItemID) -> Bool = { _ in false }) {
        var builder = Builder(old: old, new: new)
        builder.collapseWhatNewCollapses()
        builder.findWhatStays()
        builder.removeWhatLeaves()
        builder.moveWhatStays()
        builder.insertWhatArrives()
        builder.reloadChanged(reloads)
        builder.setExpansion()
        operations = builder.operations
    }
}

extension SequentialOutlineUpdate: Sendable where ItemID: Sendable {}
extension SequentialOutlineUpdate.Operation: Sendable where ItemID: Sendable {}

extension SequentialOutlineUpdate {
    /// Writes the calls down, replaying each on the view's state.
    struct Builder<Item> {
        let old: Outline<ItemID, Item>
        let new: Outline<ItemID, Item>
        /// What the view shows after the calls so far.
        var state: OutlineViewState<ItemID>
        var operations: [Operation] = []
        /// The items shown before and after whose row the update keeps (moving it or not).
        var stays: Set<ItemID> = []
        /// Those items, in the new outline's order.
        var stayOrder: [ItemID] = []
        /// The parents shown expanded throughout, the roots first, in the new outline's order.
        var openParents: [ItemID?] = [nil]

        init(old: Outline<ItemID, Item>, new: Outline<ItemID, Item>) {
            self.old = old
            self.new = new
            state = OutlineViewState(showing: old)
        }

        /// Records a call and applies it to the state.
        mutating func emit(_ operation: Operation) {
            operations.append(operation)
            state.apply(operation, target: new)
        }

        /// Step 1: collapses the shown expanded items the new outline shows
        /// collapsed or without children. O(*v*).
        mutating func collapseWhatNewCollapses() {
            var stack: [ItemID] = (state.children[nil] ?? []).reversed()
            while let id = stack.popLast() {
                guard state.expansion[id] == true else { continue }
                if new.contains(id), !new.showsExpanded(id) {
                    emit(.collapse(id))
                } else {
                    stack += (state.children[id] ?? []).reversed()
                }
            }
        }

        /// Decides which shown items stay: shown in the new outline, under a
        /// parent that stays shown expanded (or the roots), and still under
        /// their old parent's row (or a root). The new outline is walked top
        /// down, so a new parent is decided before its children; an old
        /// parent not decided yet counts as leaving, which keeps every move
        /// from putting an item inside itself. O(*v*).
        mutating func findWhatStays() {
            var stack: [(id: ItemID, parent: ItemID?)] = new.rootItems.reversed().map { ($0, nil) }
            while let (id, parent) = stack.popLast() {
                var staying = state.isShown(id)
                if staying, let parent { staying = stays.contains(parent) && state.isOpen(parent) }
                if staying, case .some(.some(let oldParent)) = state.parent(of: id) { staying = stays.contains(oldParent) }
                if staying {
                    stays.insert(id)
                    stayOrder.append(id)
                    if state.isOpen(id) { openParents.append(id) }
                }
                if new.showsExpanded(id) {
                    stack += new.childList(of: id).reversed().map { ($0, id) }
                }
            }
        }

        /// Step 2: removes, parent by parent, the shown children that do not
        /// stay. O(*v*).
        mutating func removeWhatLeaves() {
            for parent in openParents {
                let list = state.children[parent] ?? []
                var leaving = IndexSet()
                for (index, id) in list.enumerated() where !stays.contains(id) { leaving.insert(index) }
                if !leaving.isEmpty { emit(.remove(leaving, parent: parent)) }
            }
        }

        /// Step 4: inserts, parent by parent, the children that arrive, at
        /// their final indexes: every child before them is in place. O(*v*).
        mutating func insertWhatArrives() {
            for parent in openParents {
                var arriving = IndexSet()
                for (index, id) in new.childList(ofParent: parent).enumerated() where !stays.contains(id) {
                    arriving.insert(index)
                }
                if !arriving.isEmpty { emit(.insert(arriving, parent: parent)) }
            }
        }

        /// Step 5: reloads the items that stay whose content changed, or
        /// which gained or lost children. O(*v*).
        mutating func reloadChanged(_ reloads: (ItemID) -> Bool) {
            for id in stayOrder where old.hasChildren(id) != new.hasChildren(id) || reloads(id) {
                emit(.reload(id))
            }
        }
    }
}
