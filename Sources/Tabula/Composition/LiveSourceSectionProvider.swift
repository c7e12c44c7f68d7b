import Foundation

/// Makes any ``LiveSource`` part of a ``SectionTree``: a ``ListController``,
/// a ``LiveOutline``, an ``EmptyStateSource``, a live query, another tree.
/// The source's published sections become sections of the tree, in order,
/// and every update of the source becomes a tree transaction, re-addressed.
///
/// ```swift
/// let contacts = ListController(configuration: …)
/// let screen = ComposedSectionProvider([banner, contacts.makeSectionProvider()])
/// let tree = try SectionTree(root: screen)
/// try contacts.insert(newContact)       // the tree delivers it at global index paths
/// ```
///
/// The provider observes the source through ``LiveSource/observe(_:)``, so
/// nothing set on the source (its `onUpdate` included) can disconnect it; it
/// stops when the provider is released, and keeps the source alive until
/// then. A tree batch or pause is one of the source too (a controller, an
/// outline, a live query, an empty-state source or another tree), and an
/// atomic tree batch that throws restores it with the tree.
///
/// Behavior lookups for the source's sections (``SectionTree/location(of:)``)
/// answer with this provider and the source's own section index; conform it
/// to ``SelectableSection`` and the others in an extension of your own to
/// handle them.
///
/// - Complexity: A source's transaction that keeps its sections costs the
///   tree O(changes), plus at most a copy of each changed section's items
///   (<doc:Composition> says when the tree writes into a spare list
///   instead); one that adds, removes or reorders sections costs O(*s*) for
///   the source's *s* sections, plus the items of the sections it changed.
@MainActor
public final class LiveSourceSectionProvider<Source: LiveSource>: SectionProvider {
    private typealias Content = Snapshot<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>
    private typealias Update = ListUpdate<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item, Source.Payload>
    private typealias Item = Source.Item
    private typealias ItemID = Source.ItemID

    /// The node that links the provider into a tree.
    public let compositionNode: CompositionNode
    /// The source shown.
    public let source: Source

    /// The source's sections the section nodes were built from, parallel to
    /// the node's children.
    private var shown: ContiguousArray<Content.Section> = []
    /// Each shown item's token (its identity in the tree), content stamp, and
    /// the synchronization that last saw it.
    private var identities: [ItemID: Identity] = [:]
    private var generation: UInt64 = 0
    private var observation: ObservationToken?
    /// The source's transactions, which tree transactions join; `nil` for a
    /// source that has none.
    private let transactions: (any TransactionalSource)?
    /// What the source says of itself: how it updates changed content, read
    /// at each update since a controller's configuration may change it.
    private let hints: (any SourceHints)?

    private struct Identity {
        var token: UInt64
        var stamp: UInt64
        var generation: UInt64
    }

    /// Shows `source`'s published sections and follows its updates.
    /// - Parameter source: The live source to show.
    /// - Complexity: O(*n*) for the source's *n* items.
    public init(_ source: Source) {
        self.compositionNode = CompositionNode(kind: .composed)
        self.source = source
        transactions = source as? any TransactionalSource
        hints = source.hints
        _ = synchronize(with: source.snapshot._sections, updated: [])
        observation = source.observe { [weak self] update in self?.apply(update) }
    }

    /// The source's section shown at the provider's local section `index`;
    /// `nil` when out of range. O(1).
    /// - Parameter index: A section index local to the provider.
    public func section(at index: Int) -> Snapshot<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>.Section? {
        shown.indices.contains(index) ? shown[index] : nil
    }

    private func apply(_ update: Update) {
        let position = compositionNode.visiblePosition()
        let (dirty, structureChanged) = synchronizeTouched(update) ?? synchronize(with: update.snapshot._sections, updated: updatedIDs(update))
        guard let (tree, offset) = position else { return }
        let changeset = SourceReaddressing.shift(update.changeset, by: offset)
        var direct: (changeset: Changeset, batch: BatchUpdate)?
        if update.stagedChangeset.stages.count == 1, update.userMove == nil,
           let batch = update.stagedChangeset.stages.first?.batch,
           tree.contentUpdates == hints?.updatesContentAs
            || (batch.itemReloads.isEmpty && batch.itemReconfigures.isEmpty) {
            direct = (changeset, SourceReaddressing.shift(batch, by: offset))
        }
        let userMove = update.userMove.map {
            Changeset.Move(source: SourceReaddressing.shift($0.source, by: offset), destination: SourceReaddressing.shift($0.destination, by: offset))
        }
        tree.record(SourceReaddressing.changes(of: changeset), dirtyLeaves: dirty, structureChanged: structureChanged,
                    direct: direct, userMove: userMove, isComplete: changeset.sectionMoves.isEmpty)
    }

    /// The identifiers of the items `update` reports as changed in content.
    private func updatedIDs(_ update: Update) -> Set<ItemID> {
        let new = update.snapshot._sections
        var updated = Set<ItemID>()
        for change in update.changeset.itemUpdates {
            let path = change.new
            guard new.indices.contains(path.section), new[path.section].itemIDs.indices.contains(path.item) else { continue }
            updated.insert(new[path.section].itemIDs[path.item])
        }
        return updated
    }

    /// The fast path of ``synchronize(with:updated:)`` for a transaction that
    /// kept the source's sections and changed items the changeset names:
    /// the changeset is applied to the nodes of the sections it names, so a
    /// single-item change costs O(changes) plus moving the section's array
    /// tail, not a pass over the section. `nil` when it does not apply
    /// (sections came, went or moved; a reload; a user move; or changes of
    /// values only, which the changeset does not name).
    ///
    /// Items the changeset does not name keep the values the tree holds: the
    /// source found their content unchanged.
    private func synchronizeTouched(
        _ update: Update
    ) -> (dirty: [CompositionNode], structureChanged: Bool)? {
        let changeset = update.changeset, new = update.snapshot._sections
        guard !update.isReload, update.userMove == nil, new.count == shown.count,
              new.count == compositionNode.children.count,
              changeset.sectionDeletes.isEmpty, changeset.sectionInserts.isEmpty, changeset.sectionMoves.isEmpty
        else { return nil }
        // Positions leaving (old) and arriving (new), and updated (new), as
        // (section, item) pairs in order: plain arrays, since a transaction
        // here is usually one change.
        var leaving: [ItemPosition] = [], arriving: [ItemPosition] = [], refreshed: [ItemPosition] = []
        leaving.reserveCapacity(changeset.itemDeletes.count + changeset.itemMoves.count)
        arriving.reserveCapacity(changeset.itemInserts.count + changeset.itemMoves.count)
        for path in changeset.itemDeletes { leaving.append(ItemPosition(path)) }
        for path in changeset.itemInserts { arriving.append(ItemPosition(path)) }
        for move in changeset.itemMoves {
            leaving.append(ItemPosition(move.source))
            arriving.append(ItemPosition(move.destination))
        }
        for change in changeset.itemUpdates { refreshed.append(ItemPosition(change.new)) }
        guard !(leaving.isEmpty && arriving.isEmpty && refreshed.isEmpty),
              (leaving + arriving + refreshed).allSatisfy({ new.indices.contains($0.section) })
        else { return nil }
        // Removals run back to front; insertions and updates front to back.
        leaving.sort { ($0.section, $0.item) > ($1.section, $1.item) }
        arriving.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        refreshed.sort { ($0.section, $0.item) < ($1.section, $1.item) }

        // Identities of the items that move survive their removal.
        var moving: [ItemID: Identity] = [:]
        for move in changeset.itemMoves {
            let source = shown[move.source.section]
            guard source.itemIDs.indices.contains(move.source.item) else { return nil }
            let id = source.itemIDs[move.source.item]
            moving[id] = identities[id]
        }
        for path in changeset.itemDeletes {
            let source = shown[path.section]
            guard source.itemIDs.indices.contains(path.item) else { return nil }
            let id = source.itemIDs[path.item]
            if moving[id] == nil { identities[id] = nil }
        }

        var touched = Set(leaving.map(\.section))
        touched.formUnion(arriving.map(\.section))
        touched.formUnion(refreshed.map(\.section))
        var dirty: [CompositionNode] = []
        for section in touched.sorted() {
            let node = compositionNode.children[section], target = new[section]
            guard !target.sharesStorage(with: shown[section]) else { continue }
            let edited = leaving.contains { $0.section == section } || arriving.contains { $0.section == section }
            if (edited || node.items.count != target.itemIDs.count)
                && !applyEdits(to: node, from: target, leaving: leaving, arriving: arriving, moving: moving, section: section) {
                // A changeset that does not add up: rebuild the section.
                let updated = Set(refreshed.lazy.filter { $0.section == section && target.itemIDs.indices.contains($0.item) }
                    .map { target.itemIDs[$0.item] })
                fill(node, from: target, updated: updated)
            } else {
                // Updates item by item: into the node's spare list rather
                // than a copy of the list the tree published.
                for position in refreshed where position.section == section && node.items.indices.contains(position.item) {
                    guard target.itemIDs.indices.contains(position.item), let stamp = restamp(target.itemIDs[position.item]) else { continue }
                    node.replaceItem(at: position.item, with: Self.item(target.items[position.item], stamp: stamp))
                }
            }
            dirty.append(node)
            shown[section] = target
        }
        return (dirty, false)
    }

    /// A new content stamp for the item identified by `id`, recorded; `nil`
    /// when the item has no identity here.
    private func restamp(_ id: ItemID) -> UInt64? {
        guard var identity = identities[id] else { return nil }
        identity.stamp = CompositionTokens.next()
        identities[id] = identity
        return identity.stamp
    }

    /// Applies the positions of one section that leave and arrive to its node.
    /// - Returns: Whether the section then has as many items as `target`;
    ///   when not, the caller rebuilds it.
    private func applyEdits(
        to node: CompositionNode, from target: Content.Section, leaving: [ItemPosition], arriving: [ItemPosition],
        moving: [ItemID: Identity], section: Int
    ) -> Bool {
        var ids = node.itemIDs
        // Unique storage, so the edits below happen in place.
        node.itemIDs = []
        for position in leaving
        where position.section == section && ids.indices.contains(position.item) && node.items.indices.contains(position.item) {
            ids.remove(at: position.item)
            node.itemList.remove(at: position.item)
        }
        for position in arriving where position.section == section {
            let index = position.item
            guard index <= ids.count, index <= node.items.count, target.itemIDs.indices.contains(index) else { continue }
            let id = target.itemIDs[index]
            let identity = moving[id] ?? identities[id]
                ?? Identity(token: CompositionTokens.next(), stamp: CompositionTokens.next(), generation: generation)
            identities[id] = identity
            ids.insert(identity.token, at: index)
            node.itemList.insert(Self.item(target.items[index], stamp: identity.stamp), at: index)
        }
        node.itemIDs = ids
        return ids.count == target.itemIDs.count && node.items.count == ids.count
    }

    /// Brings the section nodes to `sections`, keeping the node of each
    /// section (by key) and the identity of each item (by id), with new stamps
    /// for `updated` items. A section whose storage is the one shown is left
    /// alone, so this costs O(*s*) plus the sections that changed.
    /// - Returns: The nodes whose items changed, and whether sections were
    ///   added, removed or reordered.
    private func synchronize(
        with sections: ContiguousArray<Content.Section>, updated: Set<ItemID>
    ) -> (dirty: [CompositionNode], structureChanged: Bool) {
        generation &+= 1
        let parent = compositionNode
        var oldNodes: [Source.SectionID: (node: CompositionNode, index: Int)] = [:]
        oldNodes.reserveCapacity(shown.count)
        for (index, section) in shown.enumerated() where index < parent.children.count {
            oldNodes[section.id] = (parent.children[index], index)
        }
        var structureChanged = sections.count != shown.count
        var nodes: [CompositionNode] = []
        nodes.reserveCapacity(sections.count)
        var dirty: [CompositionNode] = []
        var leaving: [ItemID] = []
        for (index, section) in sections.enumerated() {
            if let (node, oldIndex) = oldNodes.removeValue(forKey: section.id) {
                if oldIndex != index { structureChanged = true }
                nodes.append(node)
                if section.sharesStorage(with: shown[oldIndex]) { continue }
                leaving.append(contentsOf: shown[oldIndex].itemIDs)
                fill(node, from: section, updated: updated)
                dirty.append(node)
            } else {
                let node = CompositionNode(kind: .section)
                fill(node, from: section, updated: updated)
                nodes.append(node)
                structureChanged = true
            }
        }
        for (_, old) in oldNodes {
            leaving.append(contentsOf: shown[old.index].itemIDs)
            old.node.parent = nil
        }
        // An item that left a changed section and was not seen again is gone.
        for id in leaving where identities[id]?.generation != generation { identities[id] = nil }
        shown = sections
        if structureChanged {
            for (index, node) in nodes.enumerated() {
                node.parent = parent
                node.indexInParent = index
                node.owner = self
            }
            parent.children = nodes
            parent.adjustSectionCount(by: parent.rebuildPrefix())
        }
        return (dirty, structureChanged)
    }

    private func fill(_ node: CompositionNode, from section: Content.Section, updated: Set<ItemID>) {
        var ids = ContiguousArray<UInt64>()
        var items = ContiguousArray<CompositionItem>()
        ids.reserveCapacity(section.items.count)
        items.reserveCapacity(section.items.count)
        // The items share the source's own array of the section.
        let values = CompositionValueArray(sharing: section.items)
        for (index, id) in section.itemIDs.enumerated() {
            var identity = identities[id] ?? Identity(token: CompositionTokens.next(), stamp: CompositionTokens.next(), generation: 0)
            if updated.contains(id) { identity.stamp = CompositionTokens.next() }
            identity.generation = generation
            identities[id] = identity
            ids.append(identity.token)
            items.append(CompositionItem(values: values, index: index, stamp: identity.stamp))
        }
        node.itemIDs = ids
        node.setItems(items)
    }

    /// An item of its own: sharing the section's array would keep that
    /// version of the whole section alive for one item.
    private static func item(_ value: Item, stamp: UInt64) -> CompositionItem {
        CompositionItem(values: CompositionValue(value), index: 0, stamp: stamp)
    }
}

extension LiveSourceSectionProvider: CompositionParticipant {
    var joinedSource: (any TransactionalSource)? { transactions }
}

extension LiveSource {
    /// A provider that shows this source in a ``SectionTree``, next to other
    /// sections; see ``LiveSourceSectionProvider``.
    /// - Complexity: O(*n*) for the source's *n* items.
    public func makeSectionProvider() -> LiveSourceSectionProvider<Self> {
        LiveSourceSectionProvider(self)
    }
}
