import Foundation

/// A section holding an array of elements, mutated like an array, each
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
/// Elements may be equal or even duplicates: each element gets its own
/// identity when it enters the section and keeps it while it stays, so the
/// flattened snapshot tells them apart. An update whose new value has the same
/// content as the old (by `contentEqual`, or `==` for `Equatable` elements)
/// changes nothing and reports nothing.
///
/// Mutations return their ``SectionChange`` and pass it to ``onChange``; when
/// the section is shown in a ``SectionTree``, the tree gets it too, re-addressed.
/// Bad indexes throw a ``CompositionError`` and change nothing.
@MainActor
public final class ArraySection<Element: Sendable>: ListSection {
    /// The node that links the section into a tree.
    public let compositionNode: CompositionNode
    /// The elements, in order.
    public private(set) var elements: [Element]
    /// Called after every mutation with what it changed, in local indexes.
    public var onChange: ((SectionChange) -> Void)?
    private let contentEqual: ((Element, Element) -> Bool)?

    /// Creates a section holding `elements`.
    ///
    /// - Parameters:
    ///   - elements: The first elements.
    ///   - contentEqual: Whether two values show the same content, so that an
    ///     update between them is no change. `nil` uses `==` when `Element` is
    ///     `Equatable`, and otherwise treats every update as a change.
    public init(_ elements: [Element] = [], contentEqual: ((Element, Element) -> Bool)? = nil) {
        self.compositionNode = CompositionNode(kind: .section)
        self.elements = elements
        self.contentEqual = contentEqual ?? DynamicEquality.comparison(for: Element.self)
        compositionNode.insertElements(elements.lazy.map { $0 as any Sendable }, at: 0)
        compositionNode.storage = self
    }

    /// The number of elements. O(1).
    public var count: Int { elements.count }

    /// Whether the section has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The element at `index`, or `nil` when out of range. Setting a value at a
    /// valid index updates it (reporting `updated [index]` when its content
    /// changed); setting `nil`, or at an index out of range, changes nothing —
    /// use ``update(_:at:)`` to get an error instead.
    public subscript(index: Int) -> Element? {
        get { elements.indices.contains(index) ? elements[index] : nil }
        set {
            guard let newValue, elements.indices.contains(index) else { return }
            _ = try? update(newValue, at: index)
        }
    }

    // MARK: - Inserting

    /// Appends an element. Reports `inserted [count]`.
    @discardableResult
    public func append(_ element: Element) -> SectionChange {
        insertUnchecked([element], at: elements.count)
    }

    /// Appends elements. Reports the appended indexes.
    @discardableResult
    public func append(contentsOf newElements: some Sequence<Element>) -> SectionChange {
        insertUnchecked(Array(newElements), at: elements.count)
    }

    /// Inserts an element at `index` (0...count). Reports `inserted [index]`.
    /// - Throws: ``CompositionError/elementIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func insert(_ element: Element, at index: Int) throws(CompositionError) -> SectionChange {
        try checkInsertion(index, "insert(_:at:)")
        return insertUnchecked([element], at: index)
    }

    /// Inserts elements at `index` (0...count). Reports `inserted [index..<index+n]`.
    /// - Throws: ``CompositionError/elementIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func insert(contentsOf newElements: some Sequence<Element>, at index: Int) throws(CompositionError) -> SectionChange {
        try checkInsertion(index, "insert(contentsOf:at:)")
        return insertUnchecked(Array(newElements), at: index)
    }

    // MARK: - Removing

    /// Removes the element at `index`. Reports `removed [index]`.
    /// - Throws: ``CompositionError/elementIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func remove(at index: Int) throws(CompositionError) -> SectionChange {
        try checkExisting(index, "remove(at:)")
        return removeUnchecked(IndexSet(integer: index))
    }

    /// Removes the elements at `indexes`. Reports them.
    /// - Throws: ``CompositionError/elementIndexOutOfRange(index:bounds:operation:)``
    ///   naming the first bad index; nothing is removed then.
    @discardableResult
    public func remove(at indexes: IndexSet) throws(CompositionError) -> SectionChange {
        if let bad = indexes.first(where: { !elements.indices.contains($0) }) {
            throw .elementIndexOutOfRange(index: bad, bounds: CompositionError.readBounds(elements.count), operation: "remove(at:)")
        }
        return removeUnchecked(indexes)
    }

    /// Removes every element that satisfies `shouldBeRemoved`. Reports the
    /// indexes removed (possibly none).
    @discardableResult
    public func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows -> SectionChange {
        var indexes = IndexSet()
        for (index, element) in elements.enumerated() where try shouldBeRemoved(element) { indexes.insert(index) }
        return removeUnchecked(indexes)
    }

    /// Removes every element. Reports `removed [0..<count]`.
    @discardableResult
    public func removeAll() -> SectionChange {
        removeUnchecked(IndexSet(integersIn: 0..<elements.count))
    }

    // MARK: - Replacing, updating, moving

    /// Replaces every element with `newElements`, without diffing: reports
    /// every old index removed and every new index inserted. To animate only
    /// what changed, use a ``DiffableSection``.
    @discardableResult
    public func replace(with newElements: some Sequence<Element>) -> SectionChange {
        let newElements = Array(newElements)
        let change = SectionChange(deleted: IndexSet(integersIn: 0..<elements.count),
                                   inserted: IndexSet(integersIn: 0..<newElements.count))
        elements = newElements
        compositionNode.replaceAllElements(with: newElements.lazy.map { $0 as any Sendable })
        return finish(change)
    }

    /// Replaces the element at `index` with `element`, keeping its identity.
    /// Reports `updated [index]`, or nothing when the content is equal.
    /// - Throws: ``CompositionError/elementIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func update(_ element: Element, at index: Int) throws(CompositionError) -> SectionChange {
        try checkExisting(index, "update(_:at:)")
        let changed = contentEqual.map { !$0(elements[index], element) } ?? true
        elements[index] = element
        compositionNode.replaceElement(at: index, with: element, contentChanged: changed)
        return finish(changed ? .updated(IndexSet(integer: index)) : SectionChange())
    }

    /// Moves the element at `source` so that it ends at `destination` (an index
    /// in the section after the move, 0..<count). Reports `moved [source→destination]`,
    /// or nothing when they are equal.
    /// - Throws: ``CompositionError/elementIndexOutOfRange(index:bounds:operation:)``.
    @discardableResult
    public func move(from source: Int, to destination: Int) throws(CompositionError) -> SectionChange {
        try checkExisting(source, "move(from:to:)")
        try checkExisting(destination, "move(from:to:)")
        guard source != destination else { return SectionChange() }
        let element = elements.remove(at: source)
        elements.insert(element, at: destination)
        compositionNode.moveElement(from: source, to: destination)
        return finish(.moved(from: source, to: destination))
    }

    // MARK: - Private

    private func checkInsertion(_ index: Int, _ operation: String) throws(CompositionError) {
        guard index >= 0, index <= elements.count else {
            throw .elementIndexOutOfRange(index: index, bounds: 0...elements.count, operation: operation)
        }
    }

    private func checkExisting(_ index: Int, _ operation: String) throws(CompositionError) {
        guard elements.indices.contains(index) else {
            throw .elementIndexOutOfRange(index: index, bounds: CompositionError.readBounds(elements.count), operation: operation)
        }
    }

    private func insertUnchecked(_ newElements: [Element], at index: Int) -> SectionChange {
        guard !newElements.isEmpty else { return SectionChange() }
        elements.insert(contentsOf: newElements, at: index)
        compositionNode.insertElements(newElements.lazy.map { $0 as any Sendable }, at: index)
        return finish(.inserted(IndexSet(integersIn: index..<(index + newElements.count))))
    }

    private func removeUnchecked(_ indexes: IndexSet) -> SectionChange {
        guard !indexes.isEmpty else { return SectionChange() }
        for range in indexes.rangeView.reversed() { elements.removeSubrange(range) }
        compositionNode.removeElements(at: indexes)
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
        let saved = elements
        return { self.elements = saved }
    }
}
