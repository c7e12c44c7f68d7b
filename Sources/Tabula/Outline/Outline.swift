// Storage and cost.
//
// An outline is a tree kept as a dictionary from identifier to node (item,
// parent, ordered children, whether children are loaded), the ordered root
// identifiers, and the expansion state as a plain set of identifiers, apart
// from the data so that it survives replacing it.
//
// Visible rows are not stored. Each node instead keeps `shownBelow`: how many
// rows its subtree shows beneath it *if the node itself is shown* — the sum of
// (1 + shownBelow) over its children when it is expanded, 0 when collapsed.
// The count depends only on the subtree, never on the ancestors, so:
//
// - expanding or collapsing a node changes its own count and adds the
//   difference to each ancestor up to the first collapsed one: O(depth), plus
//   O(log fanout) to read what the children show from their sums;
// - a node's visible position is the sum, along its path to the root, of
//   (1 + shownBelow) of the siblings before it. Each child list keeps those
//   counts in a Fenwick tree (`childSums`, `rootSums`) and each node its index
//   in its list (`position`), so the sum is O(log fanout) a level and the
//   position O(depth × log fanout), which is O(log n) for a balanced outline;
// - the rows an expand shows are a walk of the shown part of that subtree: O(k).
//
// So expand and collapse cost O(k + depth × log fanout) for k rows shown or
// hidden — no flattening of the outline and no array splicing; a flat list of
// a million roots costs 20 steps, not a million. A count that changes updates
// the Fenwick tree of its list, O(log fanout); inserting or removing children
// renumbers their list, O(fanout), as the array insertion itself costs.
// Listing every visible row (``visibleRows``) is O(visible rows), done only
// when asked.
//
// Every walk is iterative: outlines can be deeper than the stack is tall.

/// A tree of items with unique identifiers, and which of them are expanded:
/// the value behind an outline view, as Apple's
/// `NSDiffableDataSourceSectionSnapshot` is for collection views.
///
/// ```swift
/// var outline = try Outline<String, String>([
///     .init(id: "fruit", item: "Fruit", children: .loaded([.init(id: "apple", item: "Apple")])),
/// ])
/// let shown = try outline.expand("fruit")      // rows 1..<2 appeared
/// outline.visibleItems                         // ["fruit", "apple"]
/// ```
///
/// Each item is a leaf, an expandable item whose children are not loaded yet,
/// or a parent of loaded children. Expansion is a set of identifiers kept
/// apart from the data: ``replaceItems(with:)-(Outline<ItemID,Item>)`` keeps it, dropping only
/// identifiers that vanished. Collapsing a node keeps the expansion of its
/// descendants, as Apple's snapshot does.
///
/// **Errors.** Bad input — an unknown identifier, a duplicate — throws an
/// ``OutlineError`` naming it and leaves the outline unchanged. Nothing traps.
///
/// **Costs.** Expanding or collapsing one item costs O(*d* × log *f*) for
/// depth *d* and fanout *f* — O(log *n*) for a balanced outline — and listing
/// the *k* rows it shows, O(*k*); lookups by identifier are O(1) for the item,
/// O(*d*) for level and visibility and O(*d* × log *f*) for the visible
/// position. Inserting or removing items renumbers their sibling list, O(*f*).
///
/// - Note: When the item is `Identifiable`, ``IdentifiableOutline`` spells the type.
public struct Outline<ItemID: Hashable, Item> {
    /// The building block of an outline: an item and its children.
    public typealias Element = OutlineElement<ItemID, Item>
    /// A visible row of the outline.
    public typealias Row = OutlineRow<ItemID, Item>

    /// Whether, and how, an item has children.
    @usableFromInline
    enum ChildState: Sendable {
        case leaf, notLoaded, loaded
    }

    @usableFromInline
    struct Node {
        @usableFromInline var item: Item
        @usableFromInline var parent: ItemID?
        @usableFromInline var children: ContiguousArray<ItemID>
        @usableFromInline var state: ChildState
        /// Rows the subtree shows beneath the node when the node is shown.
        @usableFromInline var shownBelow: Int
        /// The node's index among its parent's children (among the roots for a root).
        @usableFromInline var position: Int
        /// The children's `shownBelow`, in order, for prefix sums.
        @usableFromInline var childSums: FenwickTree

        @inlinable
        init(item: Item, parent: ItemID?, children: ContiguousArray<ItemID>, state: ChildState, shownBelow: Int, position: Int = 0) {
            self.item = item
            self.parent = parent
            self.children = children
            self.state = state
            self.shownBelow = shownBelow
            self.position = position
            self.childSums = FenwickTree()
        }
    }

    @usableFromInline var nodes: [ItemID: Node]
    @usableFromInline var roots: ContiguousArray<ItemID>
    @usableFromInline var expanded: Set<ItemID>
    /// The number of visible rows: the sum of (1 + shownBelow) over the roots.
    @usableFromInline var visibleCount: Int
    /// The roots' `shownBelow`, in order, for prefix sums.
    @usableFromInline var rootSums: FenwickTree

    /// Creates an empty outline.
    @inlinable
    public init() {
        nodes = [:]
        roots = []
        expanded = []
        visibleCount = 0
        rootSums = FenwickTree()
    }
}

/// An outline of `Identifiable` items.
public typealias IdentifiableOutline<Item: Identifiable> = Outline<Item.ID, Item>

extension Outline.Node: Sendable where ItemID: Sendable, Item: Sendable {}
extension Outline: Sendable where ItemID: Sendable, Item: Sendable {}

extension Outline {
    /// Records that the rows `parent`'s children show changed by `delta`, and
    /// carries the difference up through the ancestors that show it.
    /// `nil` is the level of the roots. O(depth).
    @inlinable
    mutating func childrenShownChanged(of parent: ItemID?, by delta: Int) {
        guard delta != 0 else { return }
        var current = parent
        while let id = current {
            guard expanded.contains(id), let node = nodes.index(forKey: id) else { return }
            nodes.values[node].shownBelow += delta
            current = nodes.values[node].parent
            addToSums(of: current, delta, at: nodes.values[node].position)
        }
        visibleCount += delta
    }

    /// The rows `id`'s children show when `id` is expanded, from the sums of
    /// its child list. O(log fanout).
    @inlinable
    func shownBeneathIfExpanded(_ id: ItemID) -> Int {
        guard let node = nodes[id] else { return 0 }
        return node.children.count + node.childSums.prefix(upTo: node.children.count)
    }

    /// The rows `id`'s children show when `id` is expanded, summed child by
    /// child: for building, before the sums exist. O(fanout).
    @inlinable
    func summedShownBeneath(_ id: ItemID) -> Int {
        guard let node = nodes[id] else { return 0 }
        var total = 0
        for child in node.children { total += 1 + (nodes[child]?.shownBelow ?? 0) }
        return total
    }

    /// The children of `parent`, or the roots for `nil`.
    @inlinable
    func childIDs(of parent: ItemID?) -> ContiguousArray<ItemID> {
        guard let parent else { return roots }
        return nodes[parent]?.children ?? []
    }
}
