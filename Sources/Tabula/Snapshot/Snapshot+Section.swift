extension Snapshot {
    /// One section of a snapshot: its identifier, its model and its items.
    public struct Section {
        /// The identifier that matches this section across snapshots.
        public let id: SectionID
        /// The section's model, for example the title of its header.
        public let model: SectionModel
        /// The items and their identifiers: arrays, or a rope that a live
        /// outline edits without copying the rows it keeps.
        @usableFromInline internal let storage: SectionStorage<ItemID, Item>

        /// The identifiers of the section's items, in order; parallel to ``items``.
        ///
        /// - Complexity: O(1), except for the first read of a section a live
        ///   outline published after expanding or collapsing, which writes
        ///   its rows into an array once: O(*n*).
        @inlinable public var itemIDs: ContiguousArray<ItemID> { storage.ids }

        /// The section's items, in order.
        ///
        /// - Complexity: O(1), except for the first read of a section a live
        ///   outline published after expanding or collapsing, which writes
        ///   its rows into an array once: O(*n*). Read single items with
        ///   ``Snapshot/item(at:)``, which never does.
        @inlinable public var items: ContiguousArray<Item> { storage.items }

        /// Creates a section whose item identifiers are given by a function.
        ///
        /// - Parameters:
        ///   - id: The section's identifier.
        ///   - model: The section's model.
        ///   - items: The items, in order.
        ///   - itemID: Gives an item's identifier; a key path such as `\.uuid` works too.
        /// - Complexity: O(*n*) in the number of items.
        @inlinable
        public init<Items: Sequence<Item>>(
            id: SectionID,
            model: SectionModel,
            items: Items,
            itemID: (Item) throws -> ItemID
        ) rethrows {
            let items = ContiguousArray(items)
            var ids = ContiguousArray<ItemID>()
            ids.reserveCapacity(items.count)
            for item in items { ids.append(try itemID(item)) }
            self.init(id: id, model: model, itemIDs: ids, items: items)
        }

        @usableFromInline
        internal init(id: SectionID, model: SectionModel, itemIDs: ContiguousArray<ItemID>, items: ContiguousArray<Item>) {
            self.id = id
            self.model = model
            self.storage = .contiguous(itemIDs, items)
        }

        @usableFromInline
        internal init(id: SectionID, model: SectionModel, rope: ItemRope<ItemID, Item>) {
            self.id = id
            self.model = model
            self.storage = .rope(rope)
        }

        /// The number of items in the section. O(1).
        @inlinable public var count: Int { storage.count }
    }
}

extension Snapshot.Section where Item: Identifiable, Item.ID == ItemID {
    /// Creates a section of `Identifiable` items.
    ///
    /// - Parameters:
    ///   - id: The section's identifier.
    ///   - model: The section's model.
    ///   - items: The items, in order; each is identified by its `id`.
    @inlinable
    public init<Items: Sequence<Item>>(id: SectionID, model: SectionModel, items: Items) {
        self.init(id: id, model: model, items: items, itemID: { $0.id })
    }
}

extension Snapshot.Section where SectionModel: Identifiable, SectionModel.ID == SectionID, Item: Identifiable, Item.ID == ItemID {
    /// Creates a section from an `Identifiable` model and `Identifiable` items.
    @inlinable
    public init<Items: Sequence<Item>>(_ model: SectionModel, items: Items) {
        self.init(id: model.id, model: model, items: items, itemID: { $0.id })
    }
}

extension Snapshot.Section where SectionModel == SectionID, Item: Identifiable, Item.ID == ItemID {
    /// Creates a section whose model is its identifier (for example a plain title),
    /// holding `Identifiable` items.
    @inlinable
    public init<Items: Sequence<Item>>(id: SectionID, items: Items) {
        self.init(id: id, model: id, items: items, itemID: { $0.id })
    }
}

extension Snapshot.Section: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}

extension Snapshot.Section: Equatable where SectionModel: Equatable, Item: Equatable {
    /// Two sections are equal when their identifiers, models, item identifiers and items are.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.model == rhs.model && lhs.itemIDs == rhs.itemIDs && lhs.items == rhs.items
    }
}
