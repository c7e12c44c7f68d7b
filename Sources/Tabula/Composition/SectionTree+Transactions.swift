import Foundation

extension SectionTree {
    /// The changes gathered for the next transaction.
    struct Pending {
        var changes: [SectionTreeChange] = []
        /// Section nodes whose items changed; their flattened sections are
        /// patched into the previous snapshot when the structure did not change.
        var dirtyLeaves: [CompositionNode] = []
        /// Whether sections were added, removed or switched: rebuild the snapshot.
        var structureChanged = false
        /// The number of operations recorded; one allows the direct path.
        var operations = 0
        var userMove: Changeset.Move<IndexPath>?
        /// For a single operation that already knows its exact changes (a list
        /// controller's one-batch transaction, re-addressed): the changeset and
        /// the batch, used instead of diffing.
        var direct: (changeset: Changeset, batch: BatchUpdate)?
        /// Whether ``changes`` leave something out (a source's section moves),
        /// so that they cannot be written down as the transaction's batch.
        var isIncomplete = false
    }

    /// Records one operation's changes; commits unless a transaction is open.
    ///
    /// - Parameters:
    ///   - changes: The operation's changes, re-addressed.
    ///   - dirtyLeaves: Section nodes whose items changed.
    ///   - structureChanged: Whether sections were added, removed or switched.
    ///   - direct: The operation's exact changeset and batch, when it knows them.
    ///   - userMove: A move the user already made in the view, which the
    ///     changes start from.
    ///   - isComplete: Whether `changes` say everything that changed; `false`
    ///     makes the transaction diff rather than write them down.
    func record(
        _ changes: [SectionTreeChange], dirtyLeaves: [CompositionNode] = [], structureChanged: Bool,
        direct: (changeset: Changeset, batch: BatchUpdate)? = nil, userMove: Changeset.Move<IndexPath>? = nil,
        isComplete: Bool = true
    ) {
        guard !changes.isEmpty || !dirtyLeaves.isEmpty || structureChanged || direct != nil || userMove != nil else { return }
        // Sections that just arrived show nothing unless they are the one
        // expanded section; their items were not reported one by one.
        var next = pending ?? Pending()
        next.changes.append(contentsOf: changes)
        next.operations += 1
        next.direct = next.operations == 1 ? direct : nil
        next.dirtyLeaves.append(contentsOf: dirtyLeaves)
        next.structureChanged = next.structureChanged || structureChanged
        next.isIncomplete = next.isIncomplete || !isComplete
        if let userMove { next.userMove = userMove }
        pending = next
        if !transactions.isOpen { commit() }
    }

    /// Publishes the pending transaction, if any.
    func commit() {
        guard let transaction = pending else { return }
        pending = nil
        let new = publishedSnapshot(for: transaction)
        var previous = snapshot
        if let move = transaction.userMove {
            previous = previous.movingItem(
                from: (move.source.section, move.source.item), to: (move.destination.section, move.destination.item)
            )
        }

        var changeset: Changeset
        var staged: CompositionStagedChangeset
        if transaction.operations == 1, transaction.userMove == nil,
           let direct = transaction.direct ?? (transaction.isIncomplete ? nil : directChanges(transaction.changes)) {
            changeset = direct.changeset
            staged = CompositionStagedChangeset(stages: [.init(batch: direct.batch, data: new)])
        } else {
            // The section the user moved in is diffed whatever its owner did:
            // an owner that refused the move left it unchanged, and the diff
            // then moves the item back.
            let moved = transaction.userMove.flatMap { previous._sections.indices.contains($0.source[0]) ? previous._sections[$0.source[0]].id : nil }
            (changeset, staged) = diff(
                previous, new, dirtyLeaves: transaction.dirtyLeaves, alsoTouched: moved,
                structureChanged: transaction.structureChanged
            )
        }
        snapshot = new
        publisher.publish(
            from: previous, to: new, changeset: changeset, stages: staged.stages, userMove: transaction.userMove,
            diagnostics: changeset.diagnostics, payload: transaction.changes, source: self
        )
    }

    /// The snapshot a transaction publishes, its section list kept in
    /// ``published``: after a transaction that kept the sections, only the
    /// sections of changed leaves are replaced. O(changed sections), or O(*s*)
    /// after sections were added, removed or switched.
    private func publishedSnapshot(for transaction: Pending) -> CompositionSnapshot {
        var itemCount = snapshot.numberOfItems
        if transaction.structureChanged {
            published.noteStructureChanged()
        } else {
            var seen = Set<ObjectIdentifier>()
            for leaf in transaction.dirtyLeaves where seen.insert(ObjectIdentifier(leaf)).inserted {
                guard let (tree, offset) = leaf.visiblePosition(), tree === self, snapshot._sections.indices.contains(offset)
                else { continue }
                itemCount += leaf.items.count - snapshot._sections[offset].items.count
                published.noteChanged(NodeKey(node: leaf))
            }
        }
        let root = self.root.compositionNode
        var rebuilt = false
        let sections = published.next(
            count: root.sectionCount,
            rebuild: { list in
                root.appendSections(to: &list)
                rebuilt = true
            },
            refresh: { key in
                guard let (tree, offset) = key.node.visiblePosition(), tree === self else { return nil }
                return (offset, key.node.flattenedSection)
            }
        )
        if rebuilt { itemCount = sections.reduce(0) { $0 + $1.items.count } }
        return CompositionSnapshot(_sections: sections, itemCount: itemCount)
    }

    /// The changes from `old` to `new`, diffing only the sections that
    /// changed: those of dirty leaves, `alsoTouched`, and those in only one
    /// of the snapshots. After sections were added, removed or switched, also
    /// every section whose items or model are not the ones it had: a section
    /// edited while a segment hid it comes back changed, and its leaf was
    /// not shown to be marked dirty.
    private func diff(
        _ old: CompositionSnapshot, _ new: CompositionSnapshot, dirtyLeaves: [CompositionNode],
        alsoTouched: UInt64? = nil, structureChanged: Bool = false
    ) -> (Changeset, CompositionStagedChangeset) {
        var touched = Set(dirtyLeaves.map(\.id))
        if let alsoTouched { touched.insert(alsoTouched) }
        let oldIDs = Set(old._sections.map(\.id)), newIDs = Set(new._sections.map(\.id))
        for id in oldIDs where !newIDs.contains(id) { touched.insert(id) }
        for id in newIDs where !oldIDs.contains(id) { touched.insert(id) }
        if structureChanged {
            var oldSections: [UInt64: CompositionSnapshot.Section] = [:]
            for section in old._sections { oldSections[section.id] = section }
            for section in new._sections {
                guard let before = oldSections[section.id] else { continue }
                if !section.sharesStorage(with: before) || section.model != before.model { touched.insert(section.id) }
            }
        }
        if let scoped = ScopedStaging.stage(
            old: old, new: new, touched: touched, style: contentUpdates,
            sectionContentEqual: { $0 == $1 }, itemContentEqual: { $0 == $1 }
        ) {
            return (scoped.changeset, CompositionStagedChangeset(stages: scoped.stages, diagnostics: scoped.changeset.diagnostics))
        }
        let matching = SnapshotMatching(
            old: old, new: new,
            sectionContentEqual: EquatableContent<CompositionSectionModel>(), itemContentEqual: EquatableContent<CompositionItem>()
        )
        return (matching.changeset, CompositionStagedChangeset(matching: matching, source: old, target: new, style: contentUpdates))
    }

    /// The changes of a single operation, written down from the indexes it
    /// reported instead of diffing; `nil` when it is not one of the simple kinds.
    private func directChanges(_ changes: [SectionTreeChange]) -> (changeset: Changeset, batch: BatchUpdate)? {
        var changeset = Changeset()
        var batch = BatchUpdate()
        switch changes.count {
        case 1:
            switch changes[0] {
            case let .sectionsInserted(set):
                changeset.sectionInserts = Array(set)
                batch.sectionInserts = changeset.sectionInserts
            case let .sectionsDeleted(set):
                changeset.sectionDeletes = Array(set)
                batch.sectionDeletes = changeset.sectionDeletes
            case let .items(section, change):
                let kinds = [!change.deleted.isEmpty, !change.inserted.isEmpty, !change.updated.isEmpty,
                             !change.moved.isEmpty, change.isSupplementaryChanged].filter { $0 }.count
                guard kinds == 1 else { return nil }
                if change.isSupplementaryChanged {
                    changeset.sectionUpdates = [.init(old: section, new: section)]
                    if contentUpdates == .reload { batch.sectionReloads = [section] } else { batch.sectionReconfigures = [section] }
                } else if !change.deleted.isEmpty {
                    changeset.itemDeletes = change.deleted.map { IndexPath(item: $0, section: section) }
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
            guard case let .sectionsDeleted(deleted) = changes[0], case let .sectionsInserted(inserted) = changes[1] else { return nil }
            changeset.sectionDeletes = Array(deleted)
            changeset.sectionInserts = Array(inserted)
            batch.sectionDeletes = changeset.sectionDeletes
            batch.sectionInserts = changeset.sectionInserts
        default:
            return nil
        }
        return (changeset, batch)
    }
}

extension SectionTree: TransactionalSource {
    /// An open transaction: the tree's checkpoint when atomic, and the
    /// sources in the tree, which joined it.
    package struct TransactionRecord {
        let checkpoint: Checkpoint?
        let participants: [any TransactionalSource]
    }

    package func openTransaction(atomic: Bool) -> TransactionRecord {
        let checkpoint = atomic ? makeCheckpoint() : nil
        let participants = checkpoint?.participants ?? self.participants()
        for participant in participants { participant.beginTransaction(atomic: atomic) }
        return TransactionRecord(checkpoint: checkpoint, participants: participants)
    }

    /// The sources publish what they gathered, which the tree records,
    /// still inside its transaction.
    package func closeTransaction(_ record: TransactionRecord) {
        for participant in record.participants { participant.endTransaction() }
    }

    package func rollBack(_ record: TransactionRecord) {
        for participant in record.participants.reversed() { participant.rollbackTransaction() }
        if let checkpoint = record.checkpoint { restore(checkpoint) }
    }

    /// The sources in the tree pause with it, and resume with it.
    package func openPause() -> TransactionRecord {
        let participants = self.participants()
        for participant in participants { participant.pause() }
        return TransactionRecord(checkpoint: nil, participants: participants)
    }

    package func closePause(_ record: TransactionRecord) {
        for participant in record.participants { participant.resume() }
    }

    package func publishTransaction() { commit() }
}
