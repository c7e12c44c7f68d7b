/// One visible row of an outline: an item and where it sits.
///
/// A ``LiveOutline`` publishes rows as the items of its snapshot, so a cell
/// can indent by ``level`` and draw a disclosure indicator from
/// ``hasChildren`` and ``isExpanded``.
public struct OutlineRow<ItemID: Hashable, Item> {
    /// The item's identifier.
    public var id: ItemID
    /// The item.
    public var item: Item
    /// The depth of the item: 0 for a root item.
    public var level: Int
    /// The identifier of the item's parent; `nil` for a root item.
    public var parent: ItemID?
    /// Whether the item is expanded (its children, if any, are shown below it).
    public var isExpanded: Bool
    /// Whether the item can show children: it has some, or has children not loaded yet.
    public var hasChildren: Bool
    /// Whether the item is the last of its parent's children (or the last root).
    public var isLastChild: Bool

    /// Creates a row.
    public init(id: ItemID, item: Item, level: Int, parent: ItemID?, isExpanded: Bool, hasChildren: Bool, isLastChild: Bool) {
        self.id = id
        self.item = item
        self.level = level
        self.parent = parent
        self.isExpanded = isExpanded
        self.hasChildren = hasChildren
        self.isLastChild = isLastChild
    }
}

extension OutlineRow: Identifiable {}
extension OutlineRow: Sendable where ItemID: Sendable, Item: Sendable {}
extension OutlineRow: Equatable where Item: Equatable {}
extension OutlineRow: Hashable where Item: Hashable {}
