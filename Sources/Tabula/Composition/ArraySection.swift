import Foundation

/// A section holding an array of items, mutated like an array, each
/// mutation reporting exactly the indexes it touched.
///
/// ```swift
/// let friends = ArraySection<Person>()
/// friends.append(ada)                          // inserted [0]
/// try friends.insert(contentsOf: [bob, cy], at: 1)   // inserted [1..<3], not the tail
/// friends[0] = adaRenamed                      // updated [0]
/// try friends.move(from: 2, to: 0)             // moved [2→0]
/// friends.removeAll { $0.isBlocked }           // removed [the indexes it removed]
/// ```
///
/// Items may be equal or even duplicates: each item gets its own identity
/// when it enters the section and keeps it while it stays, so the flattened
/// snapshot tells them apart. An update whose new value has the same
/// content as the old (by `contentEqual`, or `==` for `Equatable` items)
/// changes nothing and reports nothing.
///
/// Mutations return their ``SectionChange`` and pass it to ``onChange``; when
/// the section is shown in a ``SectionTree``, the tree gets it too, re-addressed.
/// Bad indexes throw a ``CompositionError`` and change nothing.
@MainActor
public final class ArraySection<Item: Sendable>: ListSection {
    /// The node that links the section into a tree.
    public let compositionNode: CompositionNode
    /// The items, in order.
    public private(set) var items: [Item]
    /// Called after every mutation with what it changed, in local indexes.
    public var onChange: ((SectionChange) -> Void)?
    private let contentEqual: ((Item, Item) -> Bool)?

    /// Creates a section holding `items`.
    ///
    /// - Parameters:
    ///   - items: The first items.
    ///   - contentEqual: Whether two values show the same content, so that an
    ///     update between them is no change. `nil` uses `==` when `Item` is
    ///     `Equatable`, and otherwise treats every update as a change.
    public init(_ items: [Item] = [], contentEqual: ((Item, Item) -> Bool)? = nil) {
        self.compositionNode = CompositionNode(kind: .section)
        self.items = items
        self.contentEqual = contentEqual ?? DynamicEquality.comparison(for: Item.self)
        compositionNode.insertItems(items.lazy.map { $0 as any Sendable }, at: 0)
        compositionNode.storage = self
    }

    /// The number of items. O(1).
    public var count: Int { items.count }

    /// Whether the section has no items.
    public var isEmpty: Bool { items.isEmpty }

    /// The item at `index`, or `nil` when out of range. Setting a value at a
    /// valid index updates it (reporting `updated [index]` when its content
    /// changed); setting `nil`, or at an index out of range, changes nothing —
    /// use ``update(_:at:)`` to get an error instead.
    public subscript(index: Int) -> Item? {
        get { items.indices.contains(index) ? items[index] : nil }
        set {
            guard let newValue, items.indices.contains(index) else { return }
            _ = try? update(newValue, at: index)
        }
    }

    // MARK: - Inserting

    /// Appends an item. Reports `inserted [count]`.
    @discardableResult
    public func append(_ item: Item) -> SectionChange {
        insertUnchecked([item], at: items.count)
    }

    /// Appends items. Reports the appended indexes.
    @discardableResult
    public func append(contentsOf newItems: some Sequence<Item>) -> SectionChange {
        insertUnchecked(Array(newItems), at: items.count)
    }

    /// Inserts an item at `index` (0...count). Reports `inserted [index]`.
    /// - Throws: ``CompositionError/itemIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func insert(_ item: Item, at index: Int) throws(CompositionError) -> SectionChange {
        try checkInsertion(index, "insert(_:at:)")
        return insertUnchecked([item], at: index)
    }

    /// Inserts items at `index` (0...count). Reports `inserted [index..<index+n]`.
    /// - Throws: ``CompositionError/itemIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func insert(contentsOf newItems: some Sequence<Item>, at index: Int) throws(CompositionError) -> SectionChange {
        try checkInsertion(index, "insert(contentsOf:at:)")
        return insertUnchecked(Array(newItems), at: index)
    }

    // MARK: - Removing

    /// Removes the item at `index`. Reports `removed [index]`.
    /// - Throws: ``CompositionError/itemIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func remove(at index: Int) throws(CompositionError) -> SectionChange {
        try checkExisting(index, "remove(at:)")
        return removeUnchecked(IndexSet(integer: index))
    }

    /// Removes the items at `indexes`. Reports them.
    /// - Throws: ``CompositionError/itemIndexOutOfRange(index:bounds:operation:)``
    ///   naming the first bad index; nothing is removed then.
    @discardableResult
    public func remove(at indexes: IndexSet) throws(CompositionError) -> SectionChange {
        if let bad = indexes.first(where: { !items.indices.contains($0) }) {
            throw .itemIndexOutOfRange(index: bad, bounds: CompositionError.readBounds(items.count), operation: "remove(at:)")
        }
        return removeUnchecked(indexes)
    }

    /// Removes every item that satisfies `shouldBeRemoved`. Reports the
    /// indexes removed (possibly none).
    @discardableResult
    public func removeAll(where shouldBeRemoved: (Item) throws -> Bool) rethrows -> SectionChange {
        var indexes = IndexSet()
        for (index, item) in items.enumerated() where try shouldBeRemoved(item) { indexes.insert(index) }
        return removeUnchecked(indexes)
    }

    /// Removes every item. Reports `removed [0..<count]`.
    @discardableResult
    public func removeAll() -> SectionChange {
        removeUnchecked(IndexSet(integersIn: 0..<items.count))
    }

    // MARK: - Replacing, updating, moving

    /// Replaces every item with `newItems`, without diffing: reports
    /// every old index removed and every new index inserted. To animate only
    /// what changed, use a ``DiffableSection``.
    @discardableResult
    public func replace(with newItems: some Sequence<Item>) -> SectionChange {
        let newItems = Array(newItems)
        let change = SectionChange(deleted: IndexSet(integersIn: 0..<items.count),
                                   inserted: IndexSet(integersIn: 0..<newItems.count))
        items = newItems
        compositionNode.replaceAllItems(with: newItems.lazy.map { $0 as any Sendable })
        return finish(change)
    }

    /// Replaces the item at `index` with `item`, keeping its identity.
    /// Reports `updated [index]`, or nothing when the content is equal.
    /// - Throws: ``CompositionError/itemIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func update(_ item: Item, at index: Int) throws(CompositionError) -> SectionChange {
        try checkExisting(index, "update(_:at:)")
        let changed = contentEqual.map { !$0(items[index], item) } ?? true
        items[index] = item
        compositionNode.replaceItem(at: index, with: item, contentChanged: changed)
        return finish(changed ? .updated(IndexSet(integer: index)) : SectionChange())
    }

    /// Moves the item at `source` so that it ends at `destination` (an index
    /// in the section after the move, 0..<count). Reports `moved [source→destination]`,
    /// or nothing when they are equal.
    /// - Throws: ``CompositionError/itemIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func move(from source: Int, to destination: Int) throws(CompositionError) -> SectionChange {
        try checkExisting(source, "move(from:to:)")
        try checkExisting(destination, "move(from:to:)")
        guard source != destination else { return SectionChange() }
        let item = items.remove(at: source)
        items.insert(item, at: destination)
        compositionNode.moveItem(from: source, to: destination)
        return finish(.moved(from: source, to: destination))
    }

    // MARK: - Private

    private func checkInsertion(_ index: Int, _ operation: String) throws(CompositionError) {
        guard index >= 0, index <= items.count else {
            throw .itemIndexOutOfRange(index: index, bounds: 0...items.count, operation: operation)
        }
    }

    private func checkExisting(_ index: Int, _ operation: String) throws(CompositionError) {
        guard items.indices.contains(index) else {
            throw .itemIndexOutOfRange(index: index, bounds: CompositionError.readBounds(items.count), operation: operation)
        }
    }

    private func insertUnchecked(_ newItems: [Item], at index: Int) -> SectionChange {
        guard !newItems.isEmpty else { return SectionChange() }
        items.insert(contentsOf: newItems, at: index)
        compositionNode.insertItems(newItems.lazy.map { $0 as any Sendable }, at: index)
        return finish(.inserted(IndexSet(integersIn: index..<(index + newItems.count))))
    }

    private func removeUnchecked(_ indexes: IndexSet) -> SectionChange {
        guard !indexes.isEmpty else { return SectionChange() }
        for range in indexes.rangeView.reversed() { items.removeSubrange(range) }
        compositionNode.removeItems(at: indexes)
        return finish(.deleted(indexes))
    }

    private func finish(_ change: SectionChange) -> SectionChange {
        guard !change.isEmpty else { return change }
        // The tree first: an `onChange` that mutates the section again must
        // find this change already delivered.
        compositionNode.sectionDidChange(change)
        onChange?(change)
        return change
    }
}

extension ArraySection: CompositionStateful {
    func captureState() -> () -> Void {
        let saved = items
        return { self.items = saved }
    }
}
