import Foundation

/// A section whose items are replaced wholesale by a new array and diffed:
/// items are matched by `id` (the k-th occurrence of an identifier with the
/// k-th, as everywhere in Tabula) and compared for content, so a replacement
/// reports — and animates — only what changed.
///
/// ```swift
/// let results = DiffableSection<SearchResult>()
/// results.replace(with: firstPage)              // inserted [0..<20]
/// results.replace(with: refreshed)              // removed, inserted, updated, moved: the diff
/// ```
///
/// Matched items keep their identity in the flattened snapshot; content is
/// compared with `contentEqual`, or `==` when `Item` is `Equatable`
/// (otherwise a matched item counts as updated whenever it is replaced).
@MainActor
public final class DiffableSection<Item: Identifiable & Sendable>: ListSection {
    /// The node that links the section into a tree.
    public let compositionNode: CompositionNode
    /// The items, in order.
    public private(set) var items: [Item]
    /// Called after every replacement that changed something, with the diff.
    public var onChange: ((SectionChange) -> Void)?
    private let contentEqual: ((Item, Item) -> Bool)?

    /// Creates a section holding `items`.
    ///
    /// - Parameters:
    ///   - items: The first items.
    ///   - contentEqual: Whether two values with the same `id` show the same
    ///     content. `nil` uses `==` when `Item` is `Equatable`.
    public init(_ items: [Item] = [], contentEqual: ((Item, Item) -> Bool)? = nil) {
        self.compositionNode = CompositionNode(kind: .section)
        self.items = items
        self.contentEqual = contentEqual ?? DynamicEquality.comparison(for: Item.self)
        compositionNode.insertItems(items.lazy.map { $0 as any Sendable }, at: 0)
        compositionNode.storage = self
    }

    /// The number of items. O(1).
    public var count: Int { items.count }

    /// The item at `index`, or `nil` when out of range.
    public subscript(index: Int) -> Item? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// Replaces the items with `newItems` and reports the difference:
    /// removed (old indexes), inserted (new indexes), moved (only items
    /// outside a longest run that kept its order) and updated.
    ///
    /// - Complexity: Expected O(*n*) (hashing), plus O(*m* log *m*) for the
    ///   *m* items whose order changed.
    @discardableResult
    public func replace(with newItems: some Sequence<Item>) -> SectionChange {
        let newItems = Array(newItems)
        let equal = contentEqual ?? { _, _ in false }
        typealias Local = Snapshot<Int, Int, Item.ID, Item>
        let old = Local(sections: [Local.Section(id: 0, model: 0, items: items, itemID: { $0.id })])
        let new = Local(sections: [Local.Section(id: 0, model: 0, items: newItems, itemID: { $0.id })])
        let diff = old.difference(to: new, sectionContentEqual: { _, _ in true }, itemContentEqual: equal)

        // Identities: the k-th occurrence of an id keeps the k-th old token.
        var queues: [Item.ID: [Int]] = [:]
        for (index, item) in items.enumerated().reversed() { queues[item.id, default: []].append(index) }
        var ids = ContiguousArray<UInt64>()
        var stamped = ContiguousArray<CompositionItem>()
        ids.reserveCapacity(newItems.count)
        stamped.reserveCapacity(newItems.count)
        for item in newItems {
            if let oldIndex = queues[item.id]?.popLast() {
                ids.append(compositionNode.itemIDs[oldIndex])
                let changed = !equal(items[oldIndex], item)
                let stamp = changed ? CompositionTokens.next() : compositionNode.items[oldIndex].stamp
                stamped.append(CompositionItem(value: item, stamp: stamp))
            } else {
                ids.append(CompositionTokens.next())
                stamped.append(CompositionItem(value: item, stamp: CompositionTokens.next()))
            }
        }
        items = newItems
        compositionNode.itemIDs = ids
        compositionNode.setItems(stamped)

        let change = SectionChange(
            deleted: IndexSet(diff.itemDeletes.map(\.item)),
            inserted: IndexSet(diff.itemInserts.map(\.item)),
            updated: diff.itemUpdates.map { .init(old: $0.old.item, new: $0.new.item) },
            moved: diff.itemMoves.map { .init(source: $0.source.item, destination: $0.destination.item) }
        )
        guard !change.isEmpty else { return change }
        // The tree first: an `onChange` that mutates the section again must
        // find this change already delivered.
        compositionNode.sectionDidChange(change)
        onChange?(change)
        return change
    }
}

extension DiffableSection: CompositionStateful {
    func captureState() -> () -> Void {
        let saved = items
        return { self.items = saved }
    }
}
