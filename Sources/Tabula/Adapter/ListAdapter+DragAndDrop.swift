import Foundation

// Drag and drop, in the adapter's terms (see DragAndDrop.md): a row lifted
// becomes a `DragItem`; rows dropped on the list they came from are a move,
// committed as the user's moves are (the source's update is diffed against
// what the view shows, which already agrees, so the row animates once);
// rows from another list go to `.drop` handlers, whose changes the adapter
// shows before the drop ends, so that the view can animate each dropped row
// to its place. Index paths are the view's, in `shown`.

extension ListAdapter {
    /// The item shown at `indexPath` as a dragged row, when the
    /// ``EventKind/canDrag`` handler says it may be lifted; empty without
    /// one, for rows that are not data, and when `indexPath` is out of
    /// range (reported).
    package func listView(_ listView: any CellHosting, dragItemsForItemAt indexPath: IndexPath) -> [DragItem] {
        guard !isShowingEmptyState, let id = shown.itemIdentifier(at: indexPath) else { return [] }
        // The row resolved once, for the question and the item.
        var lifted: ConfiguredView?
        _ = ask(.canDrag, at: indexPath) { row in
            if registry.canDrag(model: row.model, registration: row.registration, at: indexPath) == true { lifted = row }
            return ()
        }
        guard let model = lifted?.model else { return [] }
        return [DragItem(model: model, itemID: AnyHashable(id), origin: self)]
    }

    /// Whether the list takes `items` dropped at `destination` (`nil`: over
    /// no row), and where they would go.
    package func listView(_ listView: any CellHosting, dropProposalFor items: [DragItem], at destination: IndexPath?) -> DropProposal {
        if let move = localMove(of: items, to: destination) {
            return DropProposal(operation: .move, destination: move.destination)
        }
        if isSeveralRowsOfThisList(items) {
            guard let block = localBlockMove(of: items, to: destination) else { return .forbidden }
            return DropProposal(operation: .move, destination: block.start)
        }
        let start = dropStart(destination)
        guard items.contains(where: { registry.hasBatchHandler(.drop, for: dropped($0, at: start)) }) else { return .forbidden }
        return DropProposal(operation: .move, destination: start)
    }

    /// Takes `items` dropped at `destination`: moves a row dropped on its own
    /// list, or hands rows from elsewhere to their ``EventKind/drop``
    /// handlers, then shows what they changed.
    /// - Returns: Where each item shows now, in the order given; `nil` for
    ///   one the view does not show (not taken, or shown later, once a
    ///   batch ends or the data arrives).
    package func listView(_ listView: any CellHosting, performDrop items: [DragItem], at destination: IndexPath?) -> [IndexPath?] {
        if let move = localMove(of: items, to: destination) {
            return [commitDroppedMove(from: move.source, to: move.destination)]
        }
        if isSeveralRowsOfThisList(items) {
            guard let block = localBlockMove(of: items, to: destination) else { return items.map { _ in nil } }
            return commitDroppedBlock(block)
        }
        let start = dropStart(destination)
        // A row the list showed before the drop is not one the drop inserted.
        let before = shown
        var taken: [PrefetchItem] = []
        for item in items {
            let candidate = dropped(item, at: IndexPath(item: start.item + taken.count, section: start.section))
            if registry.hasBatchHandler(.drop, for: candidate) { taken.append(candidate) }
        }
        guard !taken.isEmpty else { return items.map { _ in nil } }
        asCallback { _ = registry.drop(taken) }
        // The handlers' changes reach the view now, not at the next turn:
        // UIKit animates a dropped row to its place only if it is there.
        showWaiting()
        return items.map { item in
            guard let id = item.itemID.base as? ItemID, !before.contains(id: id) else { return nil }
            return landing(of: item.itemID)
        }
    }

    // MARK: - Moves

    /// Whether `items` are several rows, one of them at least from this
    /// list: not one move, and not rows from elsewhere either.
    private func isSeveralRowsOfThisList(_ items: [DragItem]) -> Bool {
        items.count > 1 && items.contains { $0.origin === self }
    }

    /// Several rows of this list dropped on it: the rows, in the order they
    /// were lifted, and the row they will stand before as a block (`nil`:
    /// at the end of the section).
    struct BlockMove {
        var ids: [ItemID]
        var sectionID: SectionID
        var anchor: ItemID?
        /// Where the block starts in the view now, with its rows still where they are.
        var start: IndexPath
    }

    /// The block move that dropping `items` at `destination` makes: every
    /// item a row this list shows that may be moved (``EventKind/move`` has
    /// handlers), none twice; `nil` otherwise, while an update waits, when
    /// ``EventKind/targetIndexPathForMove`` has handlers (they redirect one
    /// row: a block they would break up is refused rather than let through
    /// unchecked), and over a section the adapter collapsed.
    /// The block stands before the first row at or after `destination`
    /// that is not one of them; over no row, at the end of the first row's
    /// section.
    private func localBlockMove(of items: [DragItem], to destination: IndexPath?) -> BlockMove? {
        guard !isUpdateWaiting, registry.hasHandlers(for: .move), !registry.hasHandlers(for: .targetIndexPathForMove),
              !isShowingEmptyState else { return nil }
        var ids: [ItemID] = []
        var firstSource: IndexPath?
        for item in items {
            guard item.origin === self, let id = item.itemID.base as? ItemID, !ids.contains(id),
                  let source = shown.indexPath(for: id), listView(view, canMoveItemAt: source) == true else { return nil }
            ids.append(id)
            if firstSource == nil { firstSource = source }
        }
        guard let firstSource else { return nil }
        // Within the sections as a drop from elsewhere; over no row, the end
        // of the first row's section rather than of the last section.
        let start = destination?.count == 2
            ? dropStart(destination)
            : IndexPath(item: shown.numberOfItems(inSection: firstSource.section) ?? 0, section: firstSource.section)
        guard let sectionID = shown.sectionIdentifier(at: start.section), !isSectionCollapsed(withID: sectionID),
              let rowIDs = shown.section(at: start.section)?.itemIDs else { return nil }
        let lifted = Set(ids)
        let anchor = rowIDs[start.item...].first { !lifted.contains($0) }
        return BlockMove(ids: ids, sectionID: sectionID, anchor: anchor, start: start)
    }

    /// Moves the rows of `block` in the view, all in one batch, so that
    /// UIKit animates each to its place during the drop; then commits them
    /// through the ``EventKind/move`` handler one row at a time, as the
    /// user's moves are: each taken out and put before the anchor (or at
    /// the end of the section), in the index space the source has then —
    /// its last update when it published one, the rows as the moves before
    /// left them otherwise (a source that commits later).
    /// - Returns: Where each row shows now; `nil` for a row the view does
    ///   not show where the data will have it.
    private func commitDroppedBlock(_ block: BlockMove) -> [IndexPath?] {
        let before = shown
        var target = before
        for id in block.ids {
            if let step = blockStep(of: id, in: target, block), let moved = target.movingItem(from: step.source, to: step.destination) {
                target = moved
            }
        }
        if !target.sharesStorage(with: before) { receive(target, staged: nil, from: nil) }
        var base = before
        for id in block.ids {
            guard let step = blockStep(of: id, in: base, block), let moved = base.movingItem(from: step.source, to: step.destination),
                  let model = base.item(at: step.source).map(self.model) else { continue }
            let registration = registry.cellMapping(for: model, at: step.source)?.registration
            let published = waiting
            asCallback { _ = registry.move(model: model, registration: registration, from: step.source, to: step.destination) }
            if let now = waiting, !(published.map { now.sharesStorage(with: $0) } ?? false) {
                base = now
            } else {
                base = moved
            }
        }
        // The source's updates, which agree with the view unless it refused
        // a move or placed a row elsewhere, are shown before the drop ends.
        showWaiting()
        return block.ids.map { landing(of: AnyHashable($0)) }
    }

    /// The single move that takes `id` out of `content` and puts it before
    /// the block's anchor, or at the end of the block's section; `nil` when
    /// the row or the section is gone, or the row is already there.
    private func blockStep(of id: ItemID, in content: Content, _ block: BlockMove) -> (source: IndexPath, destination: IndexPath)? {
        guard let source = content.indexPath(for: id), let section = content.index(ofSection: block.sectionID),
              let count = content.numberOfItems(inSection: section) else { return nil }
        var item = block.anchor.flatMap { content.indexPath(for: $0) }.flatMap { $0.section == section ? $0.item : nil } ?? count
        if source.section == section, source.item < item { item -= 1 }
        let destination = IndexPath(item: item, section: section)
        return source == destination ? nil : (source, destination)
    }

    /// The move that dropping `items` at `destination` makes: a single row
    /// of this list, when ``EventKind/move`` has handlers that take it,
    /// landing where ``EventKind/targetIndexPathForMove`` says; `nil` for a
    /// drop from elsewhere.
    private func localMove(of items: [DragItem], to destination: IndexPath?) -> (source: IndexPath, destination: IndexPath)? {
        guard items.count == 1, let item = items.first, item.origin === self, registry.hasHandlers(for: .move),
              let id = item.itemID.base as? ItemID, let source = shown.indexPath(for: id),
              listView(view, canMoveItemAt: source) == true else { return nil }
        var proposed = destination ?? IndexPath(item: Int.max, section: source.section)
        guard proposed.count == 2 else { return nil }
        // The view proposes where the row is inserted once taken out: keep it
        // within the rows there are.
        if let count = shown.numberOfItems(inSection: proposed.section) {
            let room = count - (proposed.section == source.section ? 1 : 0)
            proposed = IndexPath(item: max(0, min(proposed.item, room)), section: proposed.section)
        } else {
            proposed = source
        }
        let target = listView(view, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed) ?? proposed
        return shown.acceptsMove(from: source, to: target) ? (source, target) : nil
    }

    /// Moves the row at `source` to `destination` in the view, in a batch,
    /// then commits the move through the ``EventKind/move`` handler, as the
    /// user's moves are committed.
    /// - Returns: Where the row shows now; `nil` while the move waits for a
    ///   batch under way.
    private func commitDroppedMove(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard let id = shown.itemIdentifier(at: source), let moved = shown.movingItem(from: source, to: destination) else {
            registry.report(.indexPathOutOfRange(event: EventKind.move.description, indexPath: source))
            return nil
        }
        let row = self.row(for: .move, at: source)
        if source != destination { receive(moved, staged: nil, from: nil) }
        if let row, source != destination {
            asCallback { _ = registry.move(model: row.model, registration: row.registration, from: source, to: destination) }
            // The source's update, which agrees with the view unless it
            // refused the move, is shown before the drop ends.
            showWaiting()
        }
        return landing(of: AnyHashable(id))
    }

    /// Where the view shows the item `id` for good: where ``shown`` has it
    /// (the batch under way, if any, takes it there), unless an update
    /// waiting to be shown puts it elsewhere.
    private func landing(of id: AnyHashable) -> IndexPath? {
        guard let id = id.base as? ItemID, let indexPath = shown.indexPath(for: id) else { return nil }
        if let waiting, waiting.indexPath(for: id) != indexPath { return nil }
        return indexPath
    }

    // MARK: - Drops from elsewhere

    /// Where rows dropped at `destination` start: within the sections shown,
    /// the end of the last section when over no row, the first row of the
    /// first section when there are none.
    private func dropStart(_ destination: IndexPath?) -> IndexPath {
        let sections = isShowingEmptyState ? 0 : shown.numberOfSections
        guard sections > 0 else { return IndexPath(item: 0, section: 0) }
        guard let destination, destination.count == 2 else {
            let last = sections - 1
            return IndexPath(item: shown.numberOfItems(inSection: last) ?? 0, section: last)
        }
        let section = max(0, min(destination.section, sections - 1))
        let count = shown.numberOfItems(inSection: section) ?? 0
        let item = section == destination.section ? max(0, min(destination.item, count)) : (destination.section < 0 ? 0 : count)
        return IndexPath(item: item, section: section)
    }

    /// `item` as a ``EventKind/drop`` handler gets it: its model at
    /// `indexPath`, with the registration this list would show it with, if
    /// any (a list may take models it shows otherwise; none is reported).
    private func dropped(_ item: DragItem, at indexPath: IndexPath) -> PrefetchItem {
        var registration: MappingRegistration?
        if case .resolved(let entry) = registry.resolve(item.model, kind: .cell, at: indexPath) { registration = entry.registration }
        return PrefetchItem(model: item.model, registration: registration, indexPath: indexPath)
    }
}
