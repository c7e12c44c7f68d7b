import Foundation

/// A section whose elements are replaced wholesale by a new array and diffed:
/// elements are matched by `id` (the k-th occurrence of an identifier with the
/// k-th, as everywhere in Tabula) and compared for content, so a replacement
/// reports — and animates — only what changed.
///
/// ```swift
/// let results = DiffableSection<SearchResult>()
/// results.replace(with: firstPage)              // inserted [0..<20]
/// results.replace(with: refreshed)              // removed, inserted, updated, moved: the diff
/// ```
///
/// Matched elements keep their identity in the flattened snapshot; content is
/// compared with `contentEqual`, or `==` when `Element` is `Equatable`
/// (otherwise a matched element counts as updated whenever it is replaced).
@MainActor
public final class DiffableSection<Element: Identifiable & Sendable>: ListSection {
    /// The node that links the section into a tree.
    public let compositionNode: CompositionNode
    /// The elements, in order.
    public private(set) var elements: [Element]
    /// Called after every replacement that changed something, with the diff.
    public var onChange: ((SectionChange) -> Void)?
    private let contentEqual: ((Element, Element) -> Bool)?

    /// Creates a section holding `elements`.
    ///
    /// - Parameters:
    ///   - elements: The first elements.
    ///   - contentEqual: Whether two values with the same `id` show the same
    ///     content. `nil` uses `==` when `Element` is `Equatable`.
    public init(_ elements: [Element] = [], contentEqual: ((Element, Element) -> Bool)? = nil) {
        self.compositionNode = CompositionNode(kind: .section)
        self.elements = elements
        self.contentEqual = contentEqual ?? DynamicEquality.comparison(for: Element.self)
        compositionNode.insertElements(elements.lazy.map { $0 as any Sendable }, at: 0)
        compositionNode.storage = self
    }

    /// The number of elements. O(1).
    public var count: Int { elements.count }

    /// The element at `index`, or `nil` when out of range.
    public subscript(index: Int) -> Element? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// Replaces the elements with `newElements` and reports the difference:
    /// removed (old indexes), inserted (new indexes), moved (only elements
    /// outside a longest run that kept its order) and updated.
    ///
    /// - Complexity: Expected O(*n*) (hashing), plus O(*m* log *m*) for the
    ///   *m* elements whose order changed.
    @discardableResult
    public func replace(with newElements: [Element]) -> SectionChange {
        let equal = contentEqual ?? { _, _ in false }
        typealias Local = Snapshot<Int, Int, Element.ID, Element>
        let old = Local(sections: [Local.Section(id: 0, model: 0, items: elements, itemID: { $0.id })])
        let new = Local(sections: [Local.Section(id: 0, model: 0, items: newElements, itemID: { $0.id })])
        let diff = old.difference(to: new, sectionContentEqual: { _, _ in true }, itemContentEqual: equal)

        // Identities: the k-th occurrence of an id keeps the k-th old token.
        var queues: [Element.ID: [Int]] = [:]
        for (index, element) in elements.enumerated().reversed() { queues[element.id, default: []].append(index) }
        var ids = ContiguousArray<UInt64>()
        var items = ContiguousArray<CompositionItem>()
        ids.reserveCapacity(newElements.count)
        items.reserveCapacity(newElements.count)
        for element in newElements {
            if let oldIndex = queues[element.id]?.popLast() {
                ids.append(compositionNode.itemIDs[oldIndex])
                let changed = !equal(elements[oldIndex], element)
                let stamp = changed ? CompositionTokens.next() : compositionNode.items[oldIndex].stamp
                items.append(CompositionItem(value: element, stamp: stamp))
            } else {
                ids.append(CompositionTokens.next())
                items.append(CompositionItem(value: element, stamp: CompositionTokens.next()))
            }
        }
        elements = newElements
        compositionNode.itemIDs = ids
        compositionNode.items = items

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
        let saved = elements
        return { self.elements = saved }
    }
}
