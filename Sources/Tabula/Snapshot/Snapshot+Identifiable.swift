/// A snapshot's sections and items as identified elements, as SwiftUI's
/// `ForEach` and `List` take them:
///
/// ```swift
/// ForEach(snapshot.sections) { section in
///     Section(section.model.title) {
///         ForEach(section.identifiedItems) { element in
///             Text(element.item.name)
///         }
///     }
/// }
/// ```
extension Snapshot.Section: Identifiable {}

extension Snapshot {
    /// One item of a snapshot with its identifier: an element of
    /// ``Section/identifiedItems``, identified as the snapshot identifies the item.
    public struct IdentifiedItem: Identifiable {
        /// The item's identifier.
        public let id: ItemID
        /// The item.
        public let item: Item

        /// Creates an element from an item and its identifier.
        ///
        /// - Parameters:
        ///   - id: The item's identifier.
        ///   - item: The item.
        @inlinable
        public init(id: ItemID, item: Item) {
            self.id = id
            self.item = item
        }
    }
}

extension Snapshot.IdentifiedItem: Sendable where ItemID: Sendable, Item: Sendable {}

extension Snapshot.IdentifiedItem: Equatable where Item: Equatable {}

extension Snapshot.Section {
    /// The section's items, each with its identifier, in order: a
    /// random-access collection of `Identifiable` elements whatever the item
    /// type, for SwiftUI's `ForEach`.
    ///
    /// - Complexity: O(1), as ``items`` and ``itemIDs`` are; elements are
    ///   made as they are read, each in O(1).
    @inlinable
    public var identifiedItems: IdentifiedItems { IdentifiedItems(ids: itemIDs, items: items) }

    /// A section's items, each with its identifier (``Snapshot/IdentifiedItem``):
    /// see ``Snapshot/Section/identifiedItems``.
    public struct IdentifiedItems: RandomAccessCollection {
        @usableFromInline internal let ids: ContiguousArray<ItemID>
        @usableFromInline internal let items: ContiguousArray<Item>

        @inlinable
        internal init(ids: ContiguousArray<ItemID>, items: ContiguousArray<Item>) {
            self.ids = ids
            self.items = items
        }

        /// The position of the first item: 0.
        @inlinable public var startIndex: Int { 0 }

        /// One past the position of the last item: the number of items. O(1).
        @inlinable public var endIndex: Int { Swift.min(ids.count, items.count) }

        /// The item at `position` with its identifier. O(1).
        ///
        /// - Parameter position: A valid position, `0..<count`, as for any collection.
        @inlinable
        public subscript(position: Int) -> Snapshot.IdentifiedItem {
            Snapshot.IdentifiedItem(id: ids[position], item: items[position])
        }
    }
}

extension Snapshot.Section.IdentifiedItems: Sendable where ItemID: Sendable, Item: Sendable {}
