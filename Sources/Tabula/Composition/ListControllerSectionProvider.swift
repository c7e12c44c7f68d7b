import Foundation

/// Makes a ``ListController`` part of a ``SectionTree``: the controller's
/// published sections become sections of the tree, in order, and every
/// controller transaction becomes a tree transaction, re-addressed.
///
/// ```swift
/// let contacts = ListController(configuration: …)
/// let screen = ComposedSectionProvider([banner, ListControllerSectionProvider(contacts)])
/// let tree = try SectionTree(root: screen)
/// try contacts.insert(newContact)       // the tree delivers it at global index paths
/// ```
///
/// A silent ``ListController/fetch(_:)`` reaches the tree with the
/// controller's next transaction, which the tree then diffs in full.
///
/// The provider listens through the controller's ``ListController/onUpdate``,
/// calling the closure that was set before it first (so set yours before
/// creating the provider, or not at all). Replacing `onUpdate` afterwards
/// disconnects the provider. Behaviour lookups for the controller's sections
/// (``SectionTree/location(of:)``) answer with this provider and the
/// controller's own section index; conform it to ``SelectableSection`` and the
/// others in an extension of your own to handle them.
///
/// - Complexity: Each controller transaction costs O(*n*) in the controller's
///   shown items to map identities, plus a diff of the tree's snapshot unless
///   the change is a single simple one.
@MainActor
public final class ListControllerSectionProvider<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable>: SectionProvider
where Item.ID: Sendable {
    /// The node that links the provider into a tree.
    public let compositionNode: CompositionNode
    /// The controller shown.
    public let controller: ListController<Item, SectionKey>
    private var nodesByKey: [SectionKey?: CompositionNode] = [:]
    private var identities: [Item.ID: (token: UInt64, stamp: UInt64)] = [:]
    /// The controller's sequence number this provider last showed. A silent
    /// `fetch` takes a number without an update, so a gap means the
    /// controller's changeset does not start from what the tree shows.
    private var shownSequenceNumber: Int

    /// Shows `controller`'s published sections and follows its transactions.
    public init(_ controller: ListController<Item, SectionKey>) {
        self.compositionNode = CompositionNode(kind: .composed)
        self.controller = controller
        self.shownSequenceNumber = controller.sequenceNumber
        let previous = controller.onUpdate
        controller.onUpdate = { [weak self] update in
            previous?(update)
            self?.apply(update)
        }
        synchronize(with: controller.snapshot, updated: [])
    }

    /// The controller section shown at the provider's local section `index`, by key.
    public func sectionKey(at index: Int) -> SectionKey?? {
        controller.snapshot.sectionIdentifier(at: index)
    }

    private func apply(_ update: ListUpdate<Item, SectionKey>) {
        var updated = Set<Item.ID>()
        for change in update.changeset.itemUpdates {
            if let id = update.snapshot.itemIdentifier(at: change.new) { updated.insert(id) }
        }
        let position = compositionNode.visiblePosition()
        let oldCount = compositionNode.sectionCount
        let continuous = update.sequenceNumber == shownSequenceNumber + 1
        shownSequenceNumber = update.sequenceNumber
        synchronize(with: update.snapshot, updated: updated)
        guard let (tree, offset) = position else { return }
        // After a gap (a silent fetch), report no changes: the tree then diffs
        // what it shows against the controller's new sections.
        let changes = continuous ? Self.changes(of: update.changeset, offset: offset) : []
        tree.record(changes, dirtyLeaf: nil, subtree: (compositionNode, offset, oldCount))
    }

    /// Rebuilds the section nodes from `snapshot`, keeping the identity of
    /// sections (by key) and items (by id), with new stamps for `updated` items.
    private func synchronize(with snapshot: ListSnapshot<Item, SectionKey>, updated: Set<Item.ID>) {
        var nodes: [CompositionNode] = []
        var keptNodes: [SectionKey?: CompositionNode] = [:]
        var keptIdentities: [Item.ID: (token: UInt64, stamp: UInt64)] = [:]
        keptIdentities.reserveCapacity(snapshot.numberOfItems)
        for section in snapshot.sections {
            let node = keptNodes[section.id] == nil ? (nodesByKey[section.id] ?? CompositionNode(kind: .section)) : CompositionNode(kind: .section)
            keptNodes[section.id] = node
            var ids = ContiguousArray<UInt64>()
            var items = ContiguousArray<CompositionItem>()
            ids.reserveCapacity(section.items.count)
            items.reserveCapacity(section.items.count)
            for (id, item) in zip(section.itemIDs, section.items) {
                var identity = identities[id] ?? (CompositionTokens.next(), CompositionTokens.next())
                if keptIdentities[id] != nil { identity = (CompositionTokens.next(), CompositionTokens.next()) }
                if updated.contains(id) { identity.stamp = CompositionTokens.next() }
                keptIdentities[id] = identity
                ids.append(identity.token)
                items.append(CompositionItem(value: item, stamp: identity.stamp))
            }
            node.itemIDs = ids
            node.items = items
            nodes.append(node)
        }
        nodesByKey = keptNodes
        identities = keptIdentities

        let parent = compositionNode
        for old in parent.children where old.parent === parent { old.parent = nil }
        for (index, node) in nodes.enumerated() {
            node.parent = parent
            node.indexInParent = index
            node.owner = self
        }
        parent.children = nodes
        parent.adjustSectionCount(by: parent.rebuildPrefix())
    }

    /// The controller's changeset as tree changes, shifted by `offset` sections.
    private static func changes(of changeset: Changeset, offset: Int) -> [SectionTreeChange] {
        var result: [SectionTreeChange] = []
        if !changeset.sectionDeletes.isEmpty { result.append(.sectionsRemoved(IndexSet(changeset.sectionDeletes.map { $0 + offset }))) }
        if !changeset.sectionInserts.isEmpty { result.append(.sectionsInserted(IndexSet(changeset.sectionInserts.map { $0 + offset }))) }
        var perSection: [Int: SectionChange] = [:]
        for path in changeset.itemDeletes { perSection[path.section + offset, default: SectionChange()].removed.insert(path.item) }
        for path in changeset.itemInserts { perSection[path.section + offset, default: SectionChange()].inserted.insert(path.item) }
        for move in changeset.itemMoves {
            if move.source.section == move.destination.section {
                perSection[move.source.section + offset, default: SectionChange()].moved.append(.init(source: move.source.item, destination: move.destination.item))
            } else {
                perSection[move.source.section + offset, default: SectionChange()].removed.insert(move.source.item)
                perSection[move.destination.section + offset, default: SectionChange()].inserted.insert(move.destination.item)
            }
        }
        for update in changeset.itemUpdates where update.old.section == update.new.section {
            perSection[update.new.section + offset, default: SectionChange()].updated.append(.init(old: update.old.item, new: update.new.item))
        }
        for section in perSection.keys.sorted() {
            if let change = perSection[section], !change.isEmpty { result.append(.items(section: section, change)) }
        }
        return result
    }
}
