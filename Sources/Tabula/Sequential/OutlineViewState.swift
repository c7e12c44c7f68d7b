import Foundation

/// What an outline view shows, as far as the calls made to it say: the
/// children of every item it shows expanded, and which shown items are
/// expanded, each applied as AppKit applies its outline calls, one after
/// the other.
///
/// ``SequentialOutlineUpdate`` replays its own calls on one to know, call by
/// call, which children each parent has; the AppKit glue keeps one during an
/// update so that its data source answers `outlineView(_:child:ofItem:)` and
/// `outlineView(_:numberOfChildrenOfItem:)` with the children the view has
/// at that moment, whenever AppKit asks (Apple does not say when it does).
///
/// An item the view shows has a parent here (`nil` for a root); an item it
/// shows expanded has a list of children here. The expansion of an item
/// shown by a call whose outcome AppKit does not document (inserted, or
/// shown when its parent expanded) is unknown until a later call sets it.
package struct OutlineViewState<ItemID: Hashable> {
    /// The children of each parent shown expanded, the roots under `nil`.
    package private(set) var children: [ItemID?: [ItemID]]
    /// The parent of each shown item; `.some(nil)` for a root.
    package private(set) var parents: [ItemID: ItemID?]
    /// Whether each shown item is expanded; absent when unknown.
    package private(set) var expansion: [ItemID: Bool]

    /// The state of a view that shows `outline` as it is: every shown item
    /// expanded as the outline says, when it has children to show.
    ///
    /// Complexity: O(*v*) for *v* visible items.
    /// - Parameter outline: The outline the view shows.
    package init<Item>(showing outline: Outline<ItemID, Item>) {
        children = [nil: outline.rootItems]
        parents = [:]
        expansion = [:]
        var stack: [ItemID?] = [nil]
        while let next = stack.popLast() {
            let list = children[next] ?? []
            for id in list {
                parents[id] = .some(next)
                let expanded = outline.showsExpanded(id)
                expansion[id] = expanded
                if expanded {
                    children[id] = outline.childList(of: id)
                    stack.append(id)
                }
            }
        }
    }

    /// Whether the view shows the item.
    package func isShown(_ id: ItemID) -> Bool { parents[id] != nil }

    /// Whether the view shows the item expanded, with its children.
    package func isOpen(_ id: ItemID?) -> Bool { children[id] != nil }

    /// The parent of a shown item: `.some(nil)` for a root, `nil` when not shown.
    package func parent(of id: ItemID) -> ItemID?? { parents[id] }

    /// The children the view shows under `parent`, or, when it does not show
    /// it expanded, those of `target`: what a data source answers during an
    /// update. O(1), or O(fanout) for a parent not shown expanded.
    /// - Parameters:
    ///   - parent: An item, or `nil` for the roots.
    ///   - target: The outline the update leads to.
    package func children<Item>(of parent: ItemID?, target: Outline<ItemID, Item>) -> [ItemID] {
        children[parent] ?? target.childList(ofParent: parent)
    }

    /// Applies one call, as AppKit would, to what the view shows.
    ///
    /// Complexity: O(fanout) for a move or an insertion, plus O(*k*) for the
    /// *k* shown items a removal or a collapse hides.
    /// - Parameters:
    ///   - operation: The call. An insertion inserts the items `target` has
    ///     at those indexes of the parent: the indexes are final.
    ///   - target: The outline the update leads to.
    package mutating func apply<Item>(_ operation: SequentialOutlineUpdate<ItemID>.Operation, target: Outline<ItemID, Item>) {
        switch operation {
        case .collapse(let id):
            hideChildren(of: id)
            if isShown(id) { expansion[id] = false }
        case .expand(let id):
            guard isShown(id), target.hasChildren(id) else { return }
            expansion[id] = true
            guard !isOpen(id) else { return }
            let list = target.childList(of: id)
            children[id] = list
            for child in list {
                parents[child] = .some(id)
                expansion[child] = nil
            }
        case .remove(let indexes, let parent):
            guard var list = children[parent] else { return }
            for index in indexes.reversed() where list.indices.contains(index) {
                hide(list.remove(at: index))
            }
            children[parent] = list
        case .move(let from, let fromParent, let to, let toParent):
            guard var source = children[fromParent], source.indices.contains(from) else { return }
            let id = source.remove(at: from)
            children[fromParent] = source
            var destination = children[toParent] ?? []
            destination.insert(id, at: Swift.min(Swift.max(to, 0), destination.count))
            children[toParent] = destination
            parents[id] = .some(toParent)
        case .insert(let indexes, let parent):
            guard var list = children[parent] else { return }
            let final = target.childList(ofParent: parent)
            for index in indexes where final.indices.contains(index) && index <= list.count {
                let id = final[index]
                list.insert(id, at: index)
                parents[id] = .some(parent)
                expansion[id] = nil
            }
            children[parent] = list
        case .reload:
            break
        }
    }

    /// Forgets a shown item and everything shown beneath it. O(*k*).
    private mutating func hide(_ id: ItemID) {
        hideChildren(of: id)
        parents[id] = nil
        expansion[id] = nil
    }

    /// Forgets everything shown beneath an item, which no longer shows it. O(*k*).
    private mutating func hideChildren(of id: ItemID) {
        guard let list = children.removeValue(forKey: id) else { return }
        var stack = list
        while let next = stack.popLast() {
            parents[next] = nil
            expansion[next] = nil
            if let below = children.removeValue(forKey: next) { stack += below }
        }
    }
}

extension OutlineViewState: Equatable {}
extension OutlineViewState: Sendable where ItemID: Sendable {}

extension Outline {
    /// Whether an outline view shows the item expanded: it is expanded and
    /// has children to show, or to load (an item without any is not
    /// expandable in AppKit, whatever the outline says). O(1).
    package func showsExpanded(_ id: ItemID) -> Bool {
        isExpanded(id) && hasChildren(id)
    }

    /// The item's children, or none for an unknown identifier. O(fanout).
    package func childList(of id: ItemID) -> [ItemID] {
        children(of: id) ?? []
    }

    /// The children of `parent`, the roots for `nil`. O(fanout).
    package func childList(ofParent parent: ItemID?) -> [ItemID] {
        guard let parent else { return rootItems }
        return childList(of: parent)
    }
}
