// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSOutlineView {
    /// Animates the change from the outline `items` holds to `outline`:
    /// items inserted, removed and moved (within and across parents),
    /// reloaded, expanded and collapsed.
    ///
    /// ```swift
    /// let token = files.observe { _ in
    ///     outlineView.apply(files.outline, to: items)
    /// }
    /// ```
    ///
    /// AppKit applies each outline call to the tree as the calls before it
    /// left it, so a batch of before-and-after indexes cannot be replayed
    /// there. This makes, in one `beginUpdates()`…`endUpdates()`, the calls
    /// of the change in AppKit's terms: collapses, removals, the moves of the
    /// items that stay (the fewest within each parent), insertions, reloads
    /// of changed items, then expansions. While it runs, `items` answers the
    /// data source with the children the view has after each call, however
    /// early AppKit asks; the expansion of every item AppKit may have shown
    /// differently (inserted, moved, or revealed by an expansion) is set
    /// explicitly, since Apple does not document it. Off screen (in no
    /// window), it stores `outline`, calls `reloadData()` and sets the
    /// expansion of the items shown.
    ///
    /// The view must show what `items` held (its expansion included): when
    /// the user expands or collapses an item, change the outline too (for a
    /// `LiveOutline`, from the delegate's `outlineViewItemDidExpand(_:)`
    /// and `outlineViewItemDidCollapse(_:)`), or the next update undoes it.
    ///
    /// Complexity: O(*v* + *m* × *f* + *o*) for *v* items shown before or
    /// after, *m* moves, fanout *f* and *o* objects `items` handed out, plus
    /// O(*s*) for each moved expanded item showing *s* items, besides
    /// AppKit's own work.
    /// - Parameters:
    ///   - outline: What the view is to show.
    ///   - items: What the view shows, and its data source's answers; holds `outline` afterwards.
    ///   - animation: How items are inserted and removed.
    ///   - itemContentEqual: Whether an item shows the same content before and
    ///     after; items for which it is `false` are reloaded.
    public func apply<ItemID, Item>(
        _ outline: Outline<ItemID, Item>, to items: OutlineViewItems<ItemID, Item>,
        animation: NSTableView.AnimationOptions = .effectFade,
        itemContentEqual: (Item, Item) -> Bool
    ) {
        let old = items.outline
        guard window != nil else {
            items.endUpdate(with: outline)
            reloadData()
            setExpansion(of: items)
            return
        }
        let update = SequentialOutlineUpdate(from: old, to: outline) { id in
            guard let before = old.item(for: id), let after = outline.item(for: id) else { return false }
            return !itemContentEqual(before, after)
        }
        guard !update.operations.isEmpty else {
            items.endUpdate(with: outline)
            return
        }
        items.beginUpdate(to: outline)
        beginUpdates()
        for operation in update.operations {
            items.willApply(operation)
            switch operation {
            case .collapse(let id):
                let object = items.object(for: id)
                if isItemExpanded(object) { collapseItem(object) }
            case .remove(let indexes, let parent):
                removeItems(at: indexes, inParent: parent.map(items.object(for:)), withAnimation: animation)
            case .move(let from, let fromParent, let to, let toParent):
                moveItem(at: from, inParent: fromParent.map(items.object(for:)), to: to, inParent: toParent.map(items.object(for:)))
            case .insert(let indexes, let parent):
                insertItems(at: indexes, inParent: parent.map(items.object(for:)), withAnimation: animation)
            case .reload(let id):
                reloadItem(items.object(for: id), reloadChildren: false)
            case .expand(let id):
                let object = items.object(for: id)
                if !isItemExpanded(object) { expandItem(object) }
            }
        }
        items.endUpdate(with: outline)
        endUpdates()
    }

    /// Animates the change from the outline `items` holds to `outline`,
    /// reloading the items that are not equal before and after; see
    /// ``apply(_:to:animation:itemContentEqual:)``.
    ///
    /// Complexity: as ``apply(_:to:animation:itemContentEqual:)``.
    /// - Parameters:
    ///   - outline: What the view is to show.
    ///   - items: What the view shows, and its data source's answers; holds `outline` afterwards.
    ///   - animation: How items are inserted and removed.
    public func apply<ItemID, Item: Equatable>(
        _ outline: Outline<ItemID, Item>, to items: OutlineViewItems<ItemID, Item>,
        animation: NSTableView.AnimationOptions = .effectFade
    ) {
        apply(outline, to: items, animation: animation) { $0 == $1 }
    }

    /// Expands and collapses the shown items, top down, as `items`' outline
    /// has them: after a reload, the view's own memory of expansion is not
    /// the outline's. O(*v*) for *v* items shown.
    private func setExpansion<ItemID, Item>(of items: OutlineViewItems<ItemID, Item>) {
        let outline = items.outline
        var stack: [ItemID] = outline.rootItems.reversed()
        while let id = stack.popLast() {
            guard outline.hasChildren(id) else { continue }
            let object = items.object(for: id)
            let wanted = outline.showsExpanded(id)
            if wanted, !isItemExpanded(object) { expandItem(object) }
            if !wanted, isItemExpanded(object) { collapseItem(object) }
            if wanted { stack += outline.childList(of: id).reversed() }
        }
    }
}
#endif
