/// Where a snapshot section keeps its items: two parallel arrays, as nearly
/// every section does, or an `ItemRope`, which a live outline publishes so
/// that expanding or collapsing does not copy the rows that stay.
///
/// Whole-array readers (the diff, equality, the identifier index) see arrays
/// either way; reads by position go to the rope directly, in O(log *n*).
@usableFromInline
enum SectionStorage<ItemID, Item> {
    case contiguous(ContiguousArray<ItemID>, ContiguousArray<Item>)
    case rope(ItemRope<ItemID, Item>)

    /// The identifiers, as an array. O(1) for arrays; O(*n*) the first time for a rope.
    @inlinable
    var ids: ContiguousArray<ItemID> {
        switch self {
        case .contiguous(let ids, _): ids
        case .rope(let rope): rope.contiguous.ids
        }
    }

    /// The items, as an array. O(1) for arrays; O(*n*) the first time for a rope.
    @inlinable
    var items: ContiguousArray<Item> {
        switch self {
        case .contiguous(_, let items): items
        case .rope(let rope): rope.contiguous.items
        }
    }

    /// The number of items. O(1).
    @inlinable
    var count: Int {
        switch self {
        case .contiguous(_, let items): items.count
        case .rope(let rope): rope.count
        }
    }

    /// The identifier at `index`, or `nil` when out of range. O(1) for arrays, O(log *n*) for a rope.
    @inlinable
    func id(at index: Int) -> ItemID? {
        switch self {
        case .contiguous(let ids, _): ids.indices.contains(index) ? ids[index] : nil
        case .rope(let rope): rope.id(at: index)
        }
    }

    /// The item at `index`, or `nil` when out of range. O(1) for arrays, O(log *n*) for a rope.
    @inlinable
    func item(at index: Int) -> Item? {
        switch self {
        case .contiguous(_, let items): items.indices.contains(index) ? items[index] : nil
        case .rope(let rope): rope.item(at: index)
        }
    }

    /// The rope, as a live outline splices it: the one it published, or a
    /// new one of the arrays (O(*n*), once after each diffed change).
    @inlinable
    var rope: ItemRope<ItemID, Item> {
        switch self {
        case .contiguous(let ids, let items): ItemRope(ids: ids, items: items)
        case .rope(let rope): rope
        }
    }
}

extension SectionStorage: Sendable where ItemID: Sendable, Item: Sendable {}
