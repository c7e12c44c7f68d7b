import Foundation

/// Builds the changeset and the staged batches of one controller transaction.
///
/// Three ways, from cheapest:
/// - ``single(_:old:new:style:)`` and ``direct(_:new:)``: an operation that
///   knows exactly what it did (one item in or out or moved; items merged in or
///   filtered out) writes the changeset down without diffing.
/// - ``scoped(old:new:touched:style:contentEqual:)``: a transaction that only
///   touched some sections, and moved none, diffs just those sections and
///   re-addresses the result; the other sections are the same values in both
///   snapshots and are never compared.
/// - ``full(old:new:style:contentEqual:)``: the core diff and stage planner.
@usableFromInline
enum ListChangeBuilder<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable> where Item.ID: Sendable {
    @usableFromInline
    typealias Key = SectionKey?
    @usableFromInline
    typealias Content = ListSnapshot<Item, SectionKey>
    @usableFromInline
    typealias Stage = ListStagedChangeset<Item, SectionKey>.Stage

    @usableFromInline
    struct Result: Sendable {
        @usableFromInline
        var changeset: Changeset
        @usableFromInline
        var stages: [Stage]

        @inlinable
        init(changeset: Changeset = Changeset(), stages: [Stage] = []) {
            self.changeset = changeset
            self.stages = stages
        }
    }

    // MARK: - Without diffing

    /// The change of a single-item operation. O(1), plus O(*s* + *m*) for the
    /// extra stage of a moved and reloaded item.
    @inlinable
    ///
    /// - Parameter intermediate: Makes the new snapshot with some sections
    ///   replaced, for the extra stage of a moved and reloaded item; by
    ///   default, a copy of `new` (O(*s*)).
    static func single(
        _ change: ListSingleChange<Item>, old: Content, new: Content, style: ContentUpdateStyle,
        intermediate: ([(section: Int, value: Content.Section)]) -> Content = { _ in Content() }
    ) -> Result {
        var result = Result()
        var batch = BatchUpdate()
        switch (change.removal, change.insertion) {
        case (nil, nil):
            return result
        case (let removal?, nil):
            addRemoval(removal, to: &result.changeset, &batch)
        case (nil, let insertion?):
            addInsertion(insertion, to: &result.changeset, &batch)
        case (let removal?, let insertion?) where removal.sectionRemoved || insertion.sectionCreated:
            // The item leaves with its section or arrives with a new one:
            // UIKit cannot move it out of a deleted section or into an inserted one.
            addRemoval(removal, to: &result.changeset, &batch)
            addInsertion(insertion, to: &result.changeset, &batch)
        case (let removal?, let insertion?):
            let from = IndexPath(item: removal.item, section: removal.section)
            let to = IndexPath(item: insertion.item, section: insertion.section)
            let moved = from != to
            if moved {
                result.changeset.itemMoves = [.init(source: from, destination: to)]
                batch.itemMoves = [.init(source: from, destination: to)]
            }
            if change.contentChanged {
                result.changeset.itemUpdates = [.init(old: from, new: to)]
                switch (style, moved) {
                case (.reconfigure, _):
                    batch.itemReconfigures = [to]
                case (.reload, false):
                    batch.itemReloads = [from]
                case (.reload, true):
                    // A reload cannot share a batch with a move of the same item
                    // (R2): reload first, in the old layout, then move.
                    // No section came or went, so the old layout is the new one
                    // with the two sections involved as they were, and the item's
                    // new value in place.
                    var reload = BatchUpdate()
                    reload.itemReloads = [from]
                    let value = new._sections[to.section].items[to.item]
                    let source = old._sections[from.section]
                    var items = source.items
                    items[from.item] = value
                    var overrides = [(section: from.section, value: Content.Section(
                        id: source.id, model: source.model, itemIDs: source.itemIDs, items: items
                    ))]
                    if to.section != from.section { overrides.append((to.section, old._sections[to.section])) }
                    let reloaded = intermediate(overrides)
                    result.stages = [Stage(batch: reload, data: reloaded), Stage(batch: batch, data: new)]
                    return result
                }
            }
        }
        result.stages = [Stage(batch: batch, data: new)]
        return result
    }

    @inlinable
    static func addRemoval(_ removal: ListSingleChange<Item>.Removal, to changeset: inout Changeset, _ batch: inout BatchUpdate) {
        if removal.sectionRemoved {
            changeset.sectionDeletes = [removal.section]
            batch.sectionDeletes = [removal.section]
        } else {
            changeset.itemDeletes = [IndexPath(item: removal.item, section: removal.section)]
            batch.itemDeletes = changeset.itemDeletes
        }
    }

    @inlinable
    static func addInsertion(_ insertion: ListSingleChange<Item>.Insertion, to changeset: inout Changeset, _ batch: inout BatchUpdate) {
        if insertion.sectionCreated {
            changeset.sectionInserts = [insertion.section]
            batch.sectionInserts = [insertion.section]
        } else {
            changeset.itemInserts = [IndexPath(item: insertion.item, section: insertion.section)]
            batch.itemInserts = changeset.itemInserts
        }
    }

    /// The change of a many-item operation that only deleted or only inserted.
    /// O(number of changes).
    @inlinable
    static func direct(_ change: ListDirectChange, new: Content) -> Result {
        var result = Result()
        result.changeset.sectionDeletes = change.sectionDeletes
        result.changeset.sectionInserts = change.sectionInserts
        result.changeset.itemDeletes = change.itemDeletes
        result.changeset.itemInserts = change.itemInserts
        var batch = BatchUpdate()
        batch.sectionDeletes = change.sectionDeletes
        batch.sectionInserts = change.sectionInserts
        batch.itemDeletes = change.itemDeletes
        batch.itemInserts = change.itemInserts
        result.stages = [Stage(batch: batch, data: new)]
        return result
    }

    // MARK: - Diffing

    /// The core diff and staging of two whole snapshots. Expected O(*n*).
    @inlinable
    static func full(
        old: Content, new: Content, style: ContentUpdateStyle, contentEqual: (Item, Item) -> Bool
    ) -> Result {
        let matching = match(old, new, contentEqual: contentEqual)
        var planner = StagePlanner(matching: matching, source: old, target: new, style: style)
        return Result(changeset: matching.changeset, stages: planner.stages())
    }

    /// The core matching of two snapshots. A section's model is its key, so
    /// two sections with the same identifier always show the same content.
    @inlinable
    static func match(_ old: Content, _ new: Content, contentEqual: (Item, Item) -> Bool) -> SnapshotMatching {
        let sameSection: (Key, Key) -> Bool = { _, _ in true }
        return SnapshotMatching(old: old, new: new, sectionContentEqual: sameSection, itemContentEqual: contentEqual)
    }

    /// Diffs only the sections whose keys are in `touched`; see
    /// ``ScopedStaging``. `nil` when the sections were reordered.
    @inlinable
    static func scoped(
        old: Content, new: Content, touched: Set<Key>, style: ContentUpdateStyle,
        contentEqual: (Item, Item) -> Bool
    ) -> Result? {
        ScopedStaging.stage(
            old: old, new: new, touched: touched, style: style,
            sectionContentEqual: { (_: Key, _: Key) in true }, itemContentEqual: contentEqual
        ).map { Result(changeset: $0.changeset, stages: $0.stages) }
    }
}
