/// One item of an outline with its children, for building an ``Outline``
/// from nested arrays.
///
/// ```swift
/// let elements: [OutlineElement<String, String>] = [
///     .init(id: "fruit", item: "Fruit", children: .loaded([
///         .init(id: "apple", item: "Apple"),
///     ])),
///     .init(id: "later", item: "Later", children: .notLoaded),
/// ]
/// ```
public struct OutlineElement<ItemID: Hashable, Item> {
    /// What an item has beneath it.
    public enum Children {
        /// Nothing: a leaf, which cannot show a disclosure indicator.
        case none
        /// Children that exist but are not loaded yet: the item is expandable.
        case notLoaded
        /// These children, in order. An empty array is a parent with no children.
        case loaded([OutlineElement])
    }

    /// The item's identifier, unique in the outline.
    public var id: ItemID
    /// The item.
    public var item: Item
    /// The item's children.
    public var children: Children

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, unique in the outline.
    ///   - item: The item.
    ///   - children: What the item has beneath it; a leaf by default.
    public init(id: ItemID, item: Item, children: Children = .none) {
        self.id = id
        self.item = item
        self.children = children
    }
}

extension OutlineElement where Item: Identifiable, Item.ID == ItemID {
    /// Creates an element of an `Identifiable` item.
    ///
    /// - Parameters:
    ///   - item: The item, identified by its `id`.
    ///   - children: What the item has beneath it; a leaf by default.
    public init(_ item: Item, children: Children = .none) {
        self.init(id: item.id, item: item, children: children)
    }
}

extension OutlineElement.Children: Sendable where ItemID: Sendable, Item: Sendable {}
extension OutlineElement: Sendable where ItemID: Sendable, Item: Sendable {}
extension OutlineElement.Children: Equatable where Item: Equatable {}
extension OutlineElement: Equatable where Item: Equatable {}
