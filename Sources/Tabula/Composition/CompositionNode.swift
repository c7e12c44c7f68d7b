import Foundation

/// The bookkeeping that links a section or provider into a ``SectionTree``:
/// its parent, its children and their section counts, and — for a section —
/// the identity token and content stamp of every item.
///
/// You never create one: every built-in section and provider owns its node,
/// and a type of yours returns the node of the section or provider it wraps
/// (see ``Composable``).
///
/// **Mapping.** A provider node keeps the prefix sums of its children's
/// section counts, so the child holding a global section is found by binary
/// search: global → local costs O(*d* log *c*) for depth *d* and *c* children
/// per provider, and local → global sums the prefixes up the parent chain in
/// O(*d*). When a child's section count changes (children added or removed, a
/// segment switched), the prefix sums after it are adjusted in each ancestor:
/// O(*c*) per level, O(1) when appending at the end. Item mutations do not
/// change section counts and cost nothing here.
@MainActor
public final class CompositionNode {
    enum Kind { case section, composed, segmented }

    let kind: Kind
    /// Unique to this node: the flattened section's identifier, for a section.
    let id: UInt64
    weak var parent: CompositionNode?
    var indexInParent = 0
    /// The composable inserted into the tree for this node: the one asked for behaviors.
    weak var owner: (any Composable)?
    /// The tree whose root this node is, if it is one.
    weak var tree: SectionTree?
    /// The section that created this node and keeps its typed items beside it,
    /// restored with the node when an atomic transaction throws.
    weak var storage: (any CompositionStateful)?

    // MARK: Section nodes

    /// Item tokens, parallel to ``items``.
    var itemIDs: ContiguousArray<UInt64> = []
    /// Items with their content stamps, and a spare copy that changes write
    /// into once views let it go; written through the methods in `CompositionNode+Items.swift`.
    var itemList = CompositionItemList()
    /// Items with their content stamps, parallel to ``itemIDs``.
    var items: ContiguousArray<CompositionItem> { itemList.items }
    /// The supplementary content's stamp.
    var modelStamp: UInt64
    /// For a section node owned by a provider (a list controller's section),
    /// its index among the owner's sections; otherwise 0.
    var ownerSectionIndex: Int { kind == .section && !(owner is any ListSection) ? indexInParent : 0 }

    // MARK: Provider nodes

    /// The children's nodes.
    var children: [CompositionNode] = []
    /// The children themselves, held strongly (a node holds its owner weakly).
    var childComposables: [any Composable] = []
    /// For a composed node: `prefix[k]` is the number of sections before child
    /// `k`; `prefix.count == children.count + 1`.
    var prefix: [Int] = [0]
    /// For a segmented node: the child shown, if any.
    var selectedIndex: Int?
    /// The sections this subtree shows.
    var sectionCount: Int

    init(kind: Kind) {
        self.kind = kind
        self.id = CompositionTokens.next()
        self.modelStamp = CompositionTokens.next()
        self.sectionCount = kind == .section ? 1 : 0
    }

    /// The top of this node's tree (itself when it has no parent).
    var root: CompositionNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The tree this node is shown in and the global index of its first
    /// section, or `nil` when it is in no tree or hidden by a segmented ancestor. O(depth).
    func visiblePosition() -> (tree: SectionTree, offset: Int)? {
        var offset = 0
        var node = self
        while let parent = node.parent {
            switch parent.kind {
            case .composed: offset += parent.prefix[node.indexInParent]
            case .segmented: guard parent.selectedIndex == node.indexInParent else { return nil }
            case .section: return nil
            }
            node = parent
        }
        guard let tree = node.tree else { return nil }
        return (tree, offset)
    }

    /// The flattened section of a section node. O(1): it shares the node's
    /// storage (so the next change of its items writes into the spare list).
    var flattenedSection: CompositionSnapshot.Section {
        CompositionSnapshot.Section(
            id: id,
            model: CompositionSectionModel(owner: owner, localSection: ownerSectionIndex, stamp: modelStamp),
            itemIDs: itemIDs, items: itemList.share()
        )
    }

    /// Appends the flattened sections this subtree shows. O(sections + nodes shown).
    func appendSections(to sections: inout ContiguousArray<CompositionSnapshot.Section>) {
        switch kind {
        case .section: sections.append(flattenedSection)
        case .composed: for child in children { child.appendSections(to: &sections) }
        case .segmented: if let selectedIndex { children[selectedIndex].appendSections(to: &sections) }
        }
    }

    /// The section node showing local section `section` of this subtree, by
    /// binary search on the prefix sums at each level. O(depth · log children).
    func locate(section: Int) -> CompositionNode? {
        guard section >= 0, section < sectionCount else { return nil }
        var node = self
        var local = section
        while true {
            switch node.kind {
            case .section:
                return local == 0 ? node : nil
            case .segmented:
                guard let selected = node.selectedIndex else { return nil }
                node = node.children[selected]
            case .composed:
                // The last child whose first section is at or before `local`
                // and that shows at least one section: the upper bound minus one.
                var low = 0, high = node.children.count
                while low < high {
                    let mid = (low + high) / 2
                    if node.prefix[mid] <= local { low = mid + 1 } else { high = mid }
                }
                let k = low - 1
                guard k >= 0, k < node.children.count else { return nil }
                local -= node.prefix[k]
                node = node.children[k]
            }
        }
    }

    // MARK: - Change propagation

    /// Reports a change of this section node's items or supplementary
    /// content to the tree, if the section is shown.
    func sectionDidChange(_ change: SectionChange) {
        guard !change.isEmpty, let (tree, offset) = visiblePosition() else { return }
        tree.record([.items(section: offset, change)], dirtyLeaves: [self], structureChanged: false)
    }

    /// Adds `delta` to this node's section count and adjusts every ancestor's
    /// prefix sums and counts, stopping at a segmented ancestor that does not
    /// show the subtree. O(children) per level.
    func adjustSectionCount(by delta: Int) {
        guard delta != 0 else { return }
        sectionCount += delta
        var child = self
        while let parent = child.parent {
            switch parent.kind {
            case .composed:
                for k in (child.indexInParent + 1)..<parent.prefix.count { parent.prefix[k] += delta }
                parent.sectionCount += delta
            case .segmented:
                guard parent.selectedIndex == child.indexInParent else { return }
                parent.sectionCount += delta
            case .section:
                return
            }
            child = parent
        }
    }

    /// Rebuilds a composed node's prefix sums and its section count (not its
    /// ancestors'); returns the change of the count. O(children).
    func rebuildPrefix() -> Int {
        var sums = [Int]()
        sums.reserveCapacity(children.count + 1)
        var total = 0
        sums.append(0)
        for child in children {
            total += child.sectionCount
            sums.append(total)
        }
        prefix = sums
        let delta = total - sectionCount
        return delta
    }

    // MARK: - Children

    /// Checks that `composables` may become children of this node.
    func validateNewChildren(_ composables: [any Composable], operation: String) throws(CompositionError) {
        var seen = Set<ObjectIdentifier>()
        for composable in composables {
            let node = composable.compositionNode
            guard seen.insert(ObjectIdentifier(node)).inserted else { throw .duplicateChild(operation: operation) }
            var ancestor: CompositionNode? = self
            while let current = ancestor {
                if current === node { throw .wouldCreateCycle(operation: operation) }
                ancestor = current.parent
            }
            guard node.parent == nil, node.tree == nil else { throw .alreadyInTree(operation: operation) }
        }
    }

    /// The composables of `children` that may join a new provider: each once, and
    /// only if it is in no tree. O(*n*).
    static func acceptable(_ children: [any Composable]) -> [any Composable] {
        var seen = Set<ObjectIdentifier>()
        return children.filter { child in
            let node = child.compositionNode
            return node.parent == nil && node.tree == nil && seen.insert(ObjectIdentifier(node)).inserted
        }
    }

    /// Inserts already validated children at `index`, renumbers the children
    /// after them and links them to this node. Does not touch counts.
    func linkChildren(_ composables: [any Composable], at index: Int) {
        let nodes = composables.map(\.compositionNode)
        children.insert(contentsOf: nodes, at: index)
        childComposables.insert(contentsOf: composables, at: index)
        for (node, composable) in zip(nodes, composables) {
            node.parent = self
            node.owner = composable
        }
        for k in index..<children.count { children[k].indexInParent = k }
    }

    /// Unlinks the children in `range` and renumbers the ones after them.
    /// Does not touch counts. Returns the removed composables.
    @discardableResult
    func unlinkChildren(_ range: Range<Int>) -> [any Composable] {
        let removed = Array(childComposables[range])
        for node in children[range] {
            node.parent = nil
            node.indexInParent = 0
        }
        children.removeSubrange(range)
        childComposables.removeSubrange(range)
        for k in range.lowerBound..<children.count { children[k].indexInParent = k }
        return removed
    }

    /// The index of `composable` among the children, if it is one. O(1).
    func index(ofChild composable: any Composable) -> Int? {
        let node = composable.compositionNode
        guard node.parent === self, children.indices.contains(node.indexInParent),
              children[node.indexInParent] === node else { return nil }
        return node.indexInParent
    }
}
