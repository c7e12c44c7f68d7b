import Foundation

/// Makes a ``LiveOutline`` part of a ``SectionTree``: the outline's one
/// section — its visible rows, each an ``OutlineRow`` — becomes a section of
/// the tree, and every outline update becomes a tree transaction, re-addressed.
///
/// ```swift
/// let files = LiveOutline(sectionID: "files", outline: try Outline<String, String>([
///     .init(id: "src", item: "src", children: .loaded([.init(id: "main", item: "main.swift")])),
/// ]))
/// let screen = ComposedSectionProvider([ArraySection(["Recent"]), files.makeSectionProvider()])
/// let tree = try SectionTree(root: screen)
/// try files.expand("src")      // the tree delivers one row inserted at (1, 1), "src" reloaded
/// ```
///
/// The provider observes the outline through ``LiveOutline/observe(_:)``, so
/// nothing set on the outline (``LiveOutline/onUpdate`` included) can
/// disconnect it; it stops when the provider is released. Each row keeps one
/// identity in the tree while its item is in the outline, and gets a new
/// content stamp whenever the outline reports its row updated (an item whose
/// disclosure state or content changed), so the tree reloads or reconfigures
/// its cell (per ``SectionTree/contentUpdates``).
///
/// A tree batch is a batch of the outline too: the outline's updates are
/// paused for the batch (see ``LiveOutline/pauseUpdates()``) and publish,
/// diffed, when it ends; an atomic tree batch that throws restores the
/// outline — its items, expansion and published rows — with the tree.
///
/// Behavior lookups for the outline's section (``SectionTree/location(of:)``)
/// answer with this provider and local section 0; ``row(at:)`` reads the row.
///
/// - Complexity: An outline update costs the tree O(*n*) for its *n* visible
///   rows (a pass to carry identities over, the copy the outline's own update
///   costs); expanding or collapsing one item, outside a tree batch, is
///   re-addressed without diffing.
// Not one generic provider for any `LiveSource`: a tree batch has to open a
// transaction on the source and checkpoint it, which `LiveSource` does not
// offer (a controller coalesces, an outline pauses), and the controller's
// provider keeps a node per section key with a fast path of its own. What
// both need of the tree — re-addressing — is shared in `SourceReaddressing`.
@MainActor
public final class LiveOutlineSectionProvider<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Item: Sendable>: SectionProvider {
    /// The rows the tree shows.
    public typealias Row = OutlineRow<ItemID, Item>

    /// The node that links the provider into a tree.
    public let compositionNode: CompositionNode
    /// The outline shown.
    public let outline: LiveOutline<SectionID, ItemID, Item>

    /// The node of the outline's section: the provider's one child.
    private let sectionNode: CompositionNode
    /// Each shown row's token (its identity in the tree) and content stamp.
    private var identities: [ItemID: (token: UInt64, stamp: UInt64)] = [:]
    private var observation: ObservationToken?
    /// One entry per open tree transaction: the outline's checkpoint when atomic.
    private var checkpoints: [LiveOutline<SectionID, ItemID, Item>.Checkpoint?] = []

    /// Shows `outline`'s visible rows and follows its updates.
    /// - Complexity: O(visible rows).
    public init(_ outline: LiveOutline<SectionID, ItemID, Item>) {
        self.outline = outline
        compositionNode = CompositionNode(kind: .composed)
        sectionNode = CompositionNode(kind: .section)
        sectionNode.parent = compositionNode
        sectionNode.indexInParent = 0
        compositionNode.children = [sectionNode]
        compositionNode.adjustSectionCount(by: compositionNode.rebuildPrefix())
        sectionNode.owner = self
        synchronize(with: outline.snapshot, updated: [])
        observation = outline.observe { [weak self] update in self?.apply(update) }
    }

    /// The row at `index` of the outline's section as the tree holds it: the
    /// outline's published rows (inside a tree batch, as they were when it
    /// began, since the outline publishes when the batch ends), held even
    /// while the tree collapses the section. `nil` when out of range. O(1).
    public func row(at index: Int) -> Row? {
        sectionNode.items.indices.contains(index) ? sectionNode.items[index].value as? Row : nil
    }

    private func apply(_ update: LiveOutline<SectionID, ItemID, Item>.Update) {
        synchronize(with: update.snapshot, updated: updatedIDs(update))
        // A section the tree collapsed shows no rows: nothing to tell it.
        guard !sectionNode.isCollapsed, let (tree, offset) = compositionNode.visiblePosition() else { return }
        let changeset = SourceReaddressing.shift(update.changeset, by: offset)
        var direct: (changeset: Changeset, batch: BatchUpdate)?
        if update.stagedChangeset.stages.count == 1, let batch = update.stagedChangeset.stages.first?.batch,
           tree.contentUpdates == outline.contentUpdates || (batch.itemReloads.isEmpty && batch.itemReconfigures.isEmpty) {
            direct = (changeset, SourceReaddressing.shift(batch, by: offset))
        }
        tree.record(SourceReaddressing.changes(of: changeset), dirtyLeaves: [sectionNode], structureChanged: false, direct: direct)
    }

    /// The identifiers of the rows `update` reports as changed in content.
    private func updatedIDs(_ update: LiveOutline<SectionID, ItemID, Item>.Update) -> Set<ItemID> {
        guard let section = update.snapshot._sections.first else { return [] }
        var updated = Set<ItemID>()
        for change in update.changeset.itemUpdates where section.itemIDs.indices.contains(change.new.item) {
            updated.insert(section.itemIDs[change.new.item])
        }
        return updated
    }

    /// Fills the section node from `content`'s rows, keeping each row's token
    /// by identifier, with new stamps for `updated` rows; rows that left lose
    /// their identity. O(*n*).
    private func synchronize(with content: LiveOutline<SectionID, ItemID, Item>.Content, updated: Set<ItemID>) {
        guard let section = content._sections.first else {
            identities = [:]
            sectionNode.itemIDs = []
            sectionNode.setItems([])
            return
        }
        var next: [ItemID: (token: UInt64, stamp: UInt64)] = [:]
        next.reserveCapacity(section.itemIDs.count)
        var ids = ContiguousArray<UInt64>(), items = ContiguousArray<CompositionItem>()
        ids.reserveCapacity(section.itemIDs.count)
        items.reserveCapacity(section.itemIDs.count)
        // The items share the outline's own array of rows.
        let values = CompositionValueArray(sharing: section.items)
        for (index, id) in section.itemIDs.enumerated() {
            var identity = identities[id] ?? (CompositionTokens.next(), CompositionTokens.next())
            if updated.contains(id) { identity.stamp = CompositionTokens.next() }
            next[id] = identity
            ids.append(identity.token)
            items.append(CompositionItem(values: values, index: index, stamp: identity.stamp))
        }
        identities = next
        sectionNode.itemIDs = ids
        sectionNode.setItems(items)
    }
}

extension LiveOutlineSectionProvider: CompositionParticipant {
    func beginTreeTransaction(atomic: Bool) {
        checkpoints.append(atomic ? outline.makeCheckpoint() : nil)
        outline.pauseUpdates()
    }

    func endTreeTransaction() {
        guard !checkpoints.isEmpty else { return }
        checkpoints.removeLast()
        // The last resume publishes what the batch changed, which the tree
        // records while its own batch is still open.
        outline.resumeUpdates()
    }

    func rollbackTreeTransaction() {
        guard let last = checkpoints.popLast() else { return }
        if let checkpoint = last {
            outline.restore(checkpoint)
        } else if outline.publisher.pauseDepth > 0 {
            outline.publisher.pauseDepth -= 1
        }
    }
}
