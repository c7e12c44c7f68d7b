import Foundation

/// A provider that shows at most one of its children: the current segment of
/// a segmented control, a tab, a "list / grid" switch.
///
/// ```swift
/// let tabs = SegmentedSectionProvider([posts, photos, likes])   // shows posts
/// try tabs.select(1)        // posts' sections removed, photos' inserted
/// tabs.selectClamped(7)     // clamped: likes
/// ```
///
/// Switching reports the old child's sections removed and the new child's
/// inserted, in one change. Mutations inside hidden children change their
/// content but report nothing to the tree (they are not shown); they appear
/// when their child is selected.
@MainActor
public final class SegmentedSectionProvider: SectionProvider {
    /// The node that links the provider into a tree.
    public let compositionNode: CompositionNode

    /// Creates a provider over `children`, showing the one at `selectedIndex`
    /// (clamped to the children; `nil` shows nothing). Children already in a
    /// tree, or repeated, are skipped.
    public init(_ children: [any Composable] = [], selectedIndex: Int? = 0) {
        self.compositionNode = CompositionNode(kind: .segmented)
        let accepted = CompositionNode.acceptable(children)
        compositionNode.linkChildren(accepted, at: 0)
        if let selectedIndex, !accepted.isEmpty {
            let index = min(max(selectedIndex, 0), accepted.count - 1)
            compositionNode.selectedIndex = index
            compositionNode.sectionCount = compositionNode.children[index].sectionCount
        }
    }

    /// The children, in order.
    public var children: [any Composable] { compositionNode.childComposables }

    /// The index of the child shown, or `nil` when none is.
    public var selectedIndex: Int? { compositionNode.selectedIndex }

    /// The child shown, or `nil`.
    public var selectedChild: (any Composable)? { compositionNode.selectedIndex.map { compositionNode.childComposables[$0] } }

    /// The index of `child` among the children, or `nil`. O(1).
    public func index(of child: any Composable) -> Int? { compositionNode.index(ofChild: child) }

    /// Shows the child at `index`, or nothing for `nil`. Reports the old
    /// child's sections removed and the new child's inserted; selecting the
    /// current child does nothing.
    /// - Throws: ``CompositionError/segmentOutOfRange(index:count:)``; nothing changes then.
    public func select(_ index: Int?) throws(CompositionError) {
        if let index, !compositionNode.children.indices.contains(index) {
            throw .segmentOutOfRange(index: index, count: compositionNode.children.count)
        }
        setSelection(index)
    }

    /// Shows the child at `index` clamped to the children (nothing when there
    /// are none). Never fails.
    public func selectClamped(_ index: Int) {
        let count = compositionNode.children.count
        setSelection(count == 0 ? nil : min(max(index, 0), count - 1))
    }

    /// Shows `child`.
    /// - Throws: ``CompositionError/childNotFound(operation:)`` when it is not a child.
    public func select(_ child: any Composable) throws(CompositionError) {
        guard let index = index(of: child) else { throw .childNotFound(operation: "select(_:)") }
        setSelection(index)
    }

    /// Appends a child (not shown unless nothing was: then it is selected).
    /// - Throws: ``CompositionError`` when it is already in a tree or would make a cycle.
    public func append(_ child: any Composable) throws(CompositionError) {
        try insert(child, at: compositionNode.children.count)
    }

    /// Inserts a child at `index` (0...children.count). The selection stays on
    /// the same child; when nothing was selected and this is the only child,
    /// it is selected and its sections are reported inserted.
    /// - Throws: ``CompositionError``; nothing changes then.
    public func insert(_ child: any Composable, at index: Int) throws(CompositionError) {
        let node = compositionNode
        guard index >= 0, index <= node.children.count else {
            throw .childIndexOutOfRange(index: index, count: node.children.count, operation: "insert(_:at:)")
        }
        try node.validateNewChildren([child], operation: "insert(_:at:)")
        node.linkChildren([child], at: index)
        if let selected = node.selectedIndex {
            if index <= selected { node.selectedIndex = selected + 1 }
        } else if node.children.count == 1 {
            setSelection(0, force: true)
        }
    }

    /// Removes `child`. When it was shown, the selection moves to the child
    /// before it (or the new first child; none if no children remain), and the
    /// change is reported as a switch.
    /// - Throws: ``CompositionError/childNotFound(operation:)``.
    public func remove(_ child: any Composable) throws(CompositionError) {
        guard let index = index(of: child) else { throw .childNotFound(operation: "remove(_:)") }
        removeChild(at: index)
    }

    /// Removes the child at `index`; see ``remove(_:)``.
    /// - Throws: ``CompositionError/childIndexOutOfRange(index:count:operation:)``.
    @discardableResult
    public func remove(at index: Int) throws(CompositionError) -> any Composable {
        guard compositionNode.children.indices.contains(index) else {
            throw .childIndexOutOfRange(index: index, count: compositionNode.children.count, operation: "remove(at:)")
        }
        let child = compositionNode.childComposables[index]
        removeChild(at: index)
        return child
    }

    private func removeChild(at index: Int) {
        let node = compositionNode
        guard let selected = node.selectedIndex else {
            node.unlinkChildren(index..<(index + 1))
            return
        }
        if selected == index {
            let remaining = node.children.count - 1
            let next: Int? = remaining == 0 ? nil : max(index - 1, 0)
            // Switch away first (reported as a switch), then unlink the hidden child.
            let target = next.map { $0 >= index ? $0 + 1 : $0 }
            setSelection(target)
            node.unlinkChildren(index..<(index + 1))
            if let current = node.selectedIndex, current > index { node.selectedIndex = current - 1 }
        } else {
            node.unlinkChildren(index..<(index + 1))
            if selected > index { node.selectedIndex = selected - 1 }
        }
    }

    private func setSelection(_ index: Int?, force: Bool = false) {
        let node = compositionNode
        guard force || index != node.selectedIndex else { return }
        let position = node.visiblePosition()
        let oldCount = force ? 0 : node.sectionCount
        node.selectedIndex = index
        let newCount = index.map { node.children[$0].sectionCount } ?? 0
        node.adjustSectionCount(by: newCount - node.sectionCount)
        guard let (tree, offset) = position else { return }
        var changes: [SectionTreeChange] = []
        if oldCount > 0 { changes.append(.sectionsDeleted(IndexSet(integersIn: offset..<(offset + oldCount)))) }
        if newCount > 0 { changes.append(.sectionsInserted(IndexSet(integersIn: offset..<(offset + newCount)))) }
        tree.record(changes, structureChanged: true)
    }
}
