import Foundation

/// The root of a composition: sections and providers nested to any depth,
/// flattened into the one list of sections a table or collection view shows.
///
/// ```swift
/// let family = ArraySection<Person>(people)
/// let friends = ArraySection<Person>()
/// let banner = SingleElementSection<Banner>()
/// let tabs = SegmentedSectionProvider([ComposedSectionProvider([family, friends]), photos])
/// let screen = ComposedSectionProvider([banner, tabs])
/// let tree = try SectionTree(root: screen)
///
/// dataSource.snapshot = tree.snapshot
/// tree.onUpdate = { update in
///     collectionView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// friends.append(ada)                      // one item insert at (0, 2) in global terms
/// try tabs.select(1)                       // family and friends out, photos in
/// tree.performBatchUpdates {               // one coalesced transaction
///     try? family.remove(at: 0)
///     banner.element = Banner(text: "Welcome")
/// }
/// ```
///
/// **How changes flow.** Every mutation of a section or provider in the tree
/// reaches the tree, re-addressed to global section indexes and index paths
/// (``SectionTreeChange``). Outside ``performBatchUpdates(_:)`` each mutation
/// is a transaction; inside, all of them become one. A transaction publishes a
/// new flattened ``snapshot`` (a ``CompositionSnapshot``) and reports it three
/// ways, in this order, as a ``ListController`` does: to the ``delegate`` (a
/// ``ListControllerDelegate``: will change, section changes, item changes, did
/// change), to ``onUpdate`` and to every stream from
/// ``updates(bufferingPolicy:)``, as a ``SectionTreeUpdate`` whose
/// ``SectionTreeUpdate/stagedChangeset`` passes every rule of UIKit's batch updates.
///
/// **Costs.** A single mutation outside a batch is written down directly
/// from the indexes the section reported, without diffing: O(*s*) to publish
/// the new snapshot (*s* sections; it shares every section's storage) plus
/// O(depth) to re-address. A batch, and any change of the tree's structure
/// inside one, diffs the flattened snapshots: expected O(*n*) in the items of
/// the surviving sections, with identical runs compared without hashing.
/// Global ↔ local lookups cost O(depth · log children) (see ``CompositionNode``).
@MainActor
public final class SectionTree: AnyListController {
    /// The element at the top of the tree.
    public let root: any Composable

    /// The published flattened snapshot: what views show after the last
    /// delivered transaction.
    public private(set) var snapshot: CompositionSnapshot

    /// The number of the last published snapshot; see ``SectionTreeUpdate/sequenceNumber``.
    public private(set) var sequenceNumber = 0

    /// Whether content changes reload or reconfigure cells in the staged changesets.
    public var contentUpdates: ContentUpdateStyle

    /// Receives every transaction's changes in NSFetchedResultsController's
    /// order, exactly as a list controller's delegate does. Held weakly.
    public weak var delegate: (any ListControllerDelegate)?

    /// Called with every transaction's ``SectionTreeUpdate``, after the
    /// delegate and before the streams: the place for an adapter that animates
    /// a view with ``SectionTreeUpdate/stagedChangeset``.
    public var onUpdate: ((SectionTreeUpdate) -> Void)?

    let broadcaster = ListUpdateBroadcaster<SectionTreeUpdate>()
    var batchDepth = 0
    var pending: Pending?
    var deliveryQueue: [SectionTreeUpdate] = []
    var isDelivering = false

    /// The changes gathered for the next transaction.
    struct Pending {
        var changes: [SectionTreeChange] = []
        /// Section nodes whose elements changed; their flattened sections are
        /// patched into the previous snapshot when the structure did not change.
        var dirtyLeaves: [CompositionNode] = []
        /// Whether sections were added, removed or switched: rebuild the snapshot.
        var structureChanged = false
        /// The number of operations recorded; one allows the direct path.
        var operations = 0
        var userMove: Changeset.Move<IndexPath>?
        /// For a single structural operation: the provider whose sections
        /// changed, its global offset and its section count before; its
        /// sections are spliced into the previous snapshot instead of rebuilding.
        var subtree: (node: CompositionNode, offset: Int, oldCount: Int)?
    }

    /// Makes `root` the top of a tree.
    ///
    /// - Parameters:
    ///   - root: A section or provider that is in no provider and no other tree.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    /// - Throws: ``CompositionError/alreadyInTree(operation:)`` when `root` has a
    ///   parent or is another tree's root.
    public init(root: any Composable, contentUpdates: ContentUpdateStyle = .reload) throws(CompositionError) {
        let node = root.compositionNode
        guard node.parent == nil, node.tree == nil else { throw .alreadyInTree(operation: "SectionTree(root:)") }
        self.root = root
        self.contentUpdates = contentUpdates
        self.snapshot = CompositionSnapshot()
        node.owner = root
        node.tree = self
        self.snapshot = buildSnapshot()
    }

    deinit {
        broadcaster.finish()
    }

    /// A stream of every update published from now on; it ends when the tree
    /// is deallocated. The default buffering never drops an update, since each
    /// changeset starts where the previous one ended.
    ///
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    public func updates(
        bufferingPolicy: AsyncStream<SectionTreeUpdate>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<SectionTreeUpdate> {
        broadcaster.makeStream(bufferingPolicy: bufferingPolicy)
    }

    /// The flattened snapshot of the tree as it is now (inside a batch, with
    /// the batch's changes so far). O(sections shown).
    public var currentSnapshot: CompositionSnapshot { buildSnapshot() }

    func buildSnapshot() -> CompositionSnapshot {
        var sections = ContiguousArray<CompositionSnapshot.Section>()
        sections.reserveCapacity(root.compositionNode.sectionCount)
        root.compositionNode.appendSections(to: &sections)
        return CompositionSnapshot(sections: sections)
    }

    // MARK: - Transactions

    /// Runs `updates` as one transaction: mutations of any sections and
    /// providers in the tree take effect at once, and are delivered together,
    /// as one staged changeset, when the outermost batch ends.
    ///
    /// Batches nest. Each mutation inside is atomic, but the batch is not: if
    /// `updates` throws, what it did before the error is delivered, and the
    /// error is rethrown.
    public func performBatchUpdates(_ updates: () throws -> Void) rethrows {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { commit() }
        }
        try updates()
    }

    /// Whether a ``performBatchUpdates(_:)`` is running.
    public var isBatching: Bool { batchDepth > 0 }

    /// Records one operation's changes; commits unless a batch is running.
    func record(_ changes: [SectionTreeChange], dirtyLeaf: CompositionNode?,
                subtree: (node: CompositionNode, offset: Int, oldCount: Int)? = nil) {
        guard !changes.isEmpty || subtree != nil else { return }
        var next = pending ?? Pending()
        next.changes.append(contentsOf: changes)
        next.operations += 1
        next.subtree = next.operations == 1 ? subtree : nil
        if let dirtyLeaf { next.dirtyLeaves.append(dirtyLeaf) } else { next.structureChanged = true }
        pending = next
        if batchDepth == 0 { commit() }
    }

    /// Records one operation's change; commits unless a batch is running.
    func record(_ change: SectionTreeChange, dirtyLeaf: CompositionNode?) {
        record([change], dirtyLeaf: dirtyLeaf)
    }

    /// Publishes the pending transaction, if any.
    func commit() {
        guard let transaction = pending else { return }
        pending = nil
        let new: CompositionSnapshot
        if transaction.structureChanged, transaction.operations == 1, let (node, offset, oldCount) = transaction.subtree,
           offset >= 0, offset + oldCount <= snapshot.numberOfSections {
            // One provider's sections changed: splice them in. O(s) copying, no traversal.
            var replacement = ContiguousArray<CompositionSnapshot.Section>()
            replacement.reserveCapacity(node.sectionCount)
            node.appendSections(to: &replacement)
            var sections = snapshot.sections
            sections.replaceSubrange(offset..<(offset + oldCount), with: replacement)
            new = CompositionSnapshot(sections: sections)
        } else if transaction.structureChanged {
            new = buildSnapshot()
        } else {
            var sections = snapshot.sections
            var seen = Set<ObjectIdentifier>()
            for leaf in transaction.dirtyLeaves where seen.insert(ObjectIdentifier(leaf)).inserted {
                guard let (_, offset) = leaf.visiblePosition(), sections.indices.contains(offset) else { continue }
                sections[offset] = leaf.flattenedSection
            }
            new = CompositionSnapshot(sections: sections)
        }
        var previous = snapshot
        if let move = transaction.userMove { previous = previous.applyingUserMove(move) }

        var changeset: Changeset
        var staged: CompositionStagedChangeset
        if transaction.operations == 1, transaction.userMove == nil,
           let direct = directChanges(transaction.changes, target: new) {
            (changeset, staged) = direct
        } else {
            let matching = SnapshotMatching(
                old: previous, new: new,
                sectionContentEqual: EquatableContent(), itemContentEqual: EquatableContent()
            )
            changeset = matching.changeset
            staged = CompositionStagedChangeset(matching: matching, source: previous, target: new, style: contentUpdates)
        }
        if staged.stages.isEmpty {
            // Nothing the view shows changed (a move the user already made, or
            // changes that cancel out): one empty batch hands over the data.
            staged.stages = [.init(batch: BatchUpdate(), data: new)]
        }
        sequenceNumber += 1
        let update = SectionTreeUpdate(
            sequenceNumber: sequenceNumber, previousSnapshot: previous, snapshot: new,
            changes: transaction.changes, changeset: changeset, stagedChangeset: staged,
            userMove: transaction.userMove
        )
        snapshot = new
        enqueue(update)
    }

    /// The changes of a single operation, written down from the indexes it
    /// reported instead of diffing; `nil` when it is not one of the simple kinds.
    func directChanges(_ changes: [SectionTreeChange], target: CompositionSnapshot) -> (Changeset, CompositionStagedChangeset)? {
        var changeset = Changeset()
        var batch = BatchUpdate()
        switch changes.count {
        case 1:
            switch changes[0] {
            case let .sectionsInserted(set):
                changeset.sectionInserts = Array(set)
                batch.sectionInserts = changeset.sectionInserts
            case let .sectionsRemoved(set):
                changeset.sectionDeletes = Array(set)
                batch.sectionDeletes = changeset.sectionDeletes
            case let .items(section, change):
                let kinds = [!change.removed.isEmpty, !change.inserted.isEmpty, !change.updated.isEmpty,
                             !change.moved.isEmpty, change.isSupplementaryChanged].filter { $0 }.count
                guard kinds == 1 else { return nil }
                if change.isSupplementaryChanged {
                    changeset.sectionUpdates = [.init(old: section, new: section)]
                    if contentUpdates == .reload { batch.sectionReloads = [section] } else { batch.sectionReconfigures = [section] }
                } else if !change.removed.isEmpty {
                    changeset.itemDeletes = change.removed.map { IndexPath(item: $0, section: section) }
                    batch.itemDeletes = changeset.itemDeletes
                } else if !change.inserted.isEmpty {
                    changeset.itemInserts = change.inserted.map { IndexPath(item: $0, section: section) }
                    batch.itemInserts = changeset.itemInserts
                } else if !change.updated.isEmpty {
                    guard change.updated.allSatisfy({ $0.old == $0.new }) else { return nil }
                    let paths = change.updated.map { IndexPath(item: $0.old, section: section) }.sorted()
                    changeset.itemUpdates = paths.map { .init(old: $0, new: $0) }
                    if contentUpdates == .reload { batch.itemReloads = paths } else { batch.itemReconfigures = paths }
                } else {
                    guard change.moved.count == 1, let move = change.moved.first else { return nil }
                    let path = Changeset.Move(source: IndexPath(item: move.source, section: section),
                                              destination: IndexPath(item: move.destination, section: section))
                    changeset.itemMoves = [path]
                    batch.itemMoves = [path]
                }
            }
        case 2:
            // A segment switch: the old child's sections out, the new one's in.
            guard case let .sectionsRemoved(removed) = changes[0], case let .sectionsInserted(inserted) = changes[1] else { return nil }
            changeset.sectionDeletes = Array(removed)
            changeset.sectionInserts = Array(inserted)
            batch.sectionDeletes = changeset.sectionDeletes
            batch.sectionInserts = changeset.sectionInserts
        default:
            return nil
        }
        return (changeset, CompositionStagedChangeset(stages: [.init(batch: batch, data: target)]))
    }

    // MARK: - Delivery

    /// Delivers updates in order; a mutation made from a callback is delivered
    /// once the current update is done.
    func enqueue(_ update: SectionTreeUpdate) {
        deliveryQueue.append(update)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !deliveryQueue.isEmpty {
            deliver(deliveryQueue.removeFirst())
        }
    }

    private func deliver(_ update: SectionTreeUpdate) {
        delegate?.report(update.sectionChanges, update.itemChanges, from: self)
        onUpdate?(update)
        broadcaster.yield(update)
    }

    // MARK: - AnyListController

    /// The number of sections in the published snapshot. O(1).
    public var numberOfSections: Int { snapshot.numberOfSections }

    /// The number of items in all sections of the published snapshot. O(1).
    public var numberOfItems: Int { snapshot.numberOfItems }

    /// The number of items in section `section` of the published snapshot, or
    /// `nil` when there is no such section. O(1).
    public func numberOfItems(inSection section: Int) -> Int? { snapshot.numberOfItems(inSection: section) }

    /// Each published section's header title: the header model of a
    /// ``SupplementarySection`` when it is a `String`, otherwise "". O(*s*).
    public var sectionTitles: [String] {
        snapshot.sections.map { section in
            (section.model.owner as? any SupplementarySection).flatMap { $0.headerModel as? String } ?? ""
        }
    }

    /// The titles for a table view's section index: the first letter of each
    /// non-empty section title, upper-cased, without repeats. O(*s*).
    public var sectionIndexTitles: [String] {
        var seen = Set<String>()
        return sectionTitles.compactMap { $0.first.map { String($0).uppercased() } }.filter { seen.insert($0).inserted }
    }
}

extension Snapshot {
    /// A copy with one item moved, as a view looks after the user dragged a
    /// row; the positions are validated by the caller. O(*s* + the sections' sizes).
    func applyingUserMove(_ move: Changeset.Move<IndexPath>) -> Self {
        var sections = self.sections
        let source = move.source, destination = move.destination
        guard sections.indices.contains(source.section), sections.indices.contains(destination.section) else { return self }
        let from = sections[source.section]
        guard from.items.indices.contains(source.item) else { return self }
        var ids = from.itemIDs, items = from.items
        let id = ids.remove(at: source.item), item = items.remove(at: source.item)
        if source.section == destination.section {
            let target = Swift.min(Swift.max(destination.item, 0), items.count)
            ids.insert(id, at: target)
            items.insert(item, at: target)
            sections[source.section] = Section(id: from.id, model: from.model, itemIDs: ids, items: items)
        } else {
            sections[source.section] = Section(id: from.id, model: from.model, itemIDs: ids, items: items)
            let to = sections[destination.section]
            var toIDs = to.itemIDs, toItems = to.items
            let target = Swift.min(Swift.max(destination.item, 0), toItems.count)
            toIDs.insert(id, at: target)
            toItems.insert(item, at: target)
            sections[destination.section] = Section(id: to.id, model: to.model, itemIDs: toIDs, items: toItems)
        }
        return Self(sections: sections)
    }
}
