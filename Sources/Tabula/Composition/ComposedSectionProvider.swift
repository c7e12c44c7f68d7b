import Foundation

/// A provider that shows all its children, in order: sections and other
/// providers, nested to any depth.
///
/// ```swift
/// let people = ComposedSectionProvider([family, friends])
/// try people.insert(colleagues, after: family)     // sections inserted, re-addressed
/// try people.remove(friends)
/// ```
///
/// Adding children reports their sections inserted; removing them reports
/// their sections removed — in global indexes when the provider is shown in a
/// ``SectionTree``. A child has one place at a time: adding one that is
/// already in a provider or tree, or adding an ancestor (a cycle), throws and
/// changes nothing.
///
/// - Complexity: Adding or removing children costs O(*c*) for the provider's
///   *c* children plus O(*c*) per ancestor level to adjust section offsets
///   (O(1) per level when appending at the end).
@MainActor
public final class ComposedSectionProvider: SectionProvider {
    /// The node that links the provider into a tree.
    public let compositionNode: CompositionNode

    /// Creates a provider showing `children`.
    ///
    /// Children that are already elsewhere in a tree, or repeated, are
    /// skipped; use ``append(contentsOf:)`` to get an error instead.
    public init(_ children: [any Composable] = []) {
        self.compositionNode = CompositionNode(kind: .composed)
        compositionNode.linkChildren(CompositionNode.acceptable(children), at: 0)
        compositionNode.sectionCount = 0
        _ = compositionNode.rebuildPrefix()
        compositionNode.sectionCount = compositionNode.prefix.last ?? 0
    }

    /// The children, in order.
    public var children: [any Composable] { compositionNode.childComposables }

    /// The index of `child` among the children, or `nil`. O(1).
    public func index(of child: any Composable) -> Int? { compositionNode.index(ofChild: child) }

    /// Appends a child. Reports its sections inserted.
    /// - Throws: ``CompositionError`` when the child is already in a tree or would make a cycle.
    public func append(_ child: any Composable) throws(CompositionError) {
        try insert(contentsOf: [child], at: compositionNode.children.count)
    }

    /// Appends children, as one change. Reports their sections inserted.
    /// - Throws: ``CompositionError``; nothing is added then.
    public func append(contentsOf children: [any Composable]) throws(CompositionError) {
        try insert(contentsOf: children, at: compositionNode.children.count)
    }

    /// Inserts a child at `index` (0...children.count).
    /// - Throws: ``CompositionError``; nothing changes then.
    public func insert(_ child: any Composable, at index: Int) throws(CompositionError) {
        try insert(contentsOf: [child], at: index)
    }

    /// Inserts a child just before `sibling`.
    /// - Throws: ``CompositionError/childNotFound(operation:)`` when `sibling`
    ///   is not a child, or another ``CompositionError``.
    public func insert(_ child: any Composable, before sibling: any Composable) throws(CompositionError) {
        guard let index = index(of: sibling) else { throw .childNotFound(operation: "insert(_:before:)") }
        try insert(contentsOf: [child], at: index)
    }

    /// Inserts a child just after `sibling`.
    /// - Throws: ``CompositionError/childNotFound(operation:)`` when `sibling`
    ///   is not a child, or another ``CompositionError``.
    public func insert(_ child: any Composable, after sibling: any Composable) throws(CompositionError) {
        guard let index = index(of: sibling) else { throw .childNotFound(operation: "insert(_:after:)") }
        try insert(contentsOf: [child], at: index + 1)
    }

    /// Inserts children at `index`, as one change: their sections are
    /// reported inserted together.
    /// - Throws: ``CompositionError``; nothing changes then.
    public func insert(contentsOf newChildren: [any Composable], at index: Int) throws(CompositionError) {
        let node = compositionNode
        guard index >= 0, index <= node.children.count else {
            throw .childIndexOutOfRange(index: index, count: node.children.count, operation: "insert(contentsOf:at:)")
        }
        try node.validateNewChildren(newChildren, operation: "insert(contentsOf:at:)")
        guard !newChildren.isEmpty else { return }
        node.linkChildren(newChildren, at: index)
        let start = node.prefix[index]
        node.adjustSectionCount(by: node.rebuildPrefix())
        let added = node.prefix[index + newChildren.count] - start
        guard added > 0, let (tree, offset) = node.visiblePosition() else { return }
        tree.record([.sectionsInserted(IndexSet(integersIn: (offset + start)..<(offset + start + added)))], structureChanged: true)
    }

    /// Removes `child`. Reports its sections removed.
    /// - Throws: ``CompositionError/childNotFound(operation:)`` when it is not a child.
    public func remove(_ child: any Composable) throws(CompositionError) {
        guard let index = index(of: child) else { throw .childNotFound(operation: "remove(_:)") }
        removeChildren(index..<(index + 1))
    }

    /// Removes the child at `index`.
    /// - Throws: ``CompositionError/childIndexOutOfRange(index:count:operation:)``.
    @discardableResult
    public func remove(at index: Int) throws(CompositionError) -> any Composable {
        guard compositionNode.children.indices.contains(index) else {
            throw .childIndexOutOfRange(index: index, count: compositionNode.children.count, operation: "remove(at:)")
        }
        let child = compositionNode.childComposables[index]
        removeChildren(index..<(index + 1))
        return child
    }

    /// Removes every child. Reports all the provider's sections removed.
    public func removeAll() {
        removeChildren(0..<compositionNode.children.count)
    }

    private func removeChildren(_ range: Range<Int>) {
        let node = compositionNode
        guard !range.isEmpty else { return }
        let start = node.prefix[range.lowerBound]
        let removed = node.prefix[range.upperBound] - start
        let position = node.visiblePosition()
        node.unlinkChildren(range)
        node.adjustSectionCount(by: node.rebuildPrefix())
        guard removed > 0, let (tree, offset) = position else { return }
        tree.record([.sectionsDeleted(IndexSet(integersIn: (offset + start)..<(offset + start + removed)))], structureChanged: true)
    }
}
