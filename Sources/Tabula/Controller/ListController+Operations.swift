import Foundation

extension ListController {
    // MARK: - Loading

    /// Loads `items` as a fresh start: the controller now holds exactly these
    /// items, and observers get one update flagged ``ListUpdate/isReload`` —
    /// its changes are exact, but a view may simply reload from ``snapshot``.
    /// Delegates are not told, as Core Data's `performFetch` tells none.
    ///
    /// Use it for the first load (or to start over). Insertion order follows
    /// the array; sections appear in the order their keys first appear.
    /// Inside a batch or while paused, the reload is delivered with the
    /// transaction.
    ///
    /// - Parameter items: The items; identifiers must be unique.
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, with the
    ///   controller unchanged.
    /// - Complexity: O(*n*) hashing plus O(*n* log *n*) sorting, plus a diff
    ///   against the published snapshot when anything observes the controller.
    @inlinable
    public func fetch(_ items: some Sequence<Item>) throws(ListControllerError) {
        try engine.load(Array(items))
        replacementToken &+= 1
        generation &+= 1
        let found = engine.takeDiagnostics()
        if isCoalescing {
            pending?.changed = true
            pending?.needsFullDiff = true
            pending?.isReload = true
            pending?.diagnostics += found
            return
        }
        guard hasObservers else {
            publishUnobserved(diagnostics: found)
            return
        }
        let old = snapshot, content = engine.makeSnapshot()
        let style = configuration.contentUpdates, equal = configuration.itemContentEqual
        publish(content: content, base: old, diagnostics: found, userMove: nil, isReload: true) {
            Builder.full(old: old, new: content, style: style, contentEqual: equal)
        }
    }

    // MARK: - Inserting

    /// Inserts a new item at its sorted place in its section; the section
    /// appears if needed. Under insertion order the item goes last in its section.
    ///
    /// - Throws: ``ListControllerError/itemAlreadyExists(_:)`` when an item has
    ///   its identifier (``upsert(_:)`` inserts or updates).
    /// - Complexity: O(log *m* + *m*) for a section of *m* items, plus O(*s*)
    ///   to publish; O(*s*) more when the section is new.
    @inlinable
    public func insert(_ item: Item) throws(ListControllerError) {
        let change = try engine.insert(item)
        record(change.map(Outcome.single) ?? .filteredOutOnly)
    }

    /// Inserts new items, each at its sorted place, as one transaction,
    /// without diffing: the items are merged into the sections they join.
    ///
    /// - Throws: ``ListControllerError/itemAlreadyExists(_:)`` or
    ///   ``ListControllerError/duplicateIdentifier(_:)``, inserting nothing.
    /// - Complexity: O(*k* log *k*) for *k* items plus the sizes of the
    ///   sections they join.
    @inlinable
    public func insert(contentsOf items: some Sequence<Item>) throws(ListControllerError) {
        let items = Array(items)
        guard items.count > 1 else {
            if let item = items.first { try insert(item) }
            return
        }
        let change = try engine.insert(contentsOf: items)
        record(change.map(Outcome.direct) ?? .filteredOutOnly)
    }

    /// Adds the next page of a paged load — a `fetchBatchSize`-style window —
    /// without diffing what is already there: new items are merged in at their
    /// sorted places, and items already held (a page boundary that shifted) are
    /// updated as by ``upsert(contentsOf:)``.
    ///
    /// - Parameter items: The page's items; identifiers must be unique.
    /// - Returns: The number of items that were new, so a page with fewer new
    ///   items than requested tells the caller the end is near.
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, adding nothing.
    /// - Complexity: That of ``insert(contentsOf:)`` for new items only.
    @discardableResult
    @inlinable
    public func appendPage(_ items: some Sequence<Item>) throws(ListControllerError) -> Int {
        let items = Array(items)
        let newCount = items.reduce(0) { $0 + (engine.entries[$1.id] == nil ? 1 : 0) }
        try upsert(contentsOf: items)
        return newCount
    }

    // MARK: - Replacing

    /// Replaces every item by `items`, delivering the difference as one
    /// animated transaction (ModelAssistant's `applyingDifference`).
    ///
    /// Insertion order follows the array. Sections that stay keep their place
    /// among the others; new ones appear as ``ListSectionOrder`` says; emptied
    /// ones go unless the configuration keeps them. For large arrays, consider
    /// ``replaceInBackground(with:)``.
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, replacing nothing.
    /// - Complexity: Expected O(*n*) hashing and diffing, plus the sorting of
    ///   each section: O(*m*) comparisons when its items come in order, or
    ///   differ from those shown in a few items (the sort starts from the
    ///   order shown), O(*m* log *m*) at worst.
    @inlinable
    public func replace(with items: some Sequence<Item>) throws(ListControllerError) {
        try engine.replace(with: Array(items))
        replacementToken &+= 1
        record(.full)
    }

    // MARK: - Updating

    /// Merges a newly fetched value into the item with the same identifier
    /// (ModelAssistant's `update(with:)`).
    ///
    /// When `Item` conforms to ``ListMergeable`` the held value decides what to
    /// take (``ListMergeable/merge(from:)``); otherwise `newValue` replaces it.
    /// An item whose sort position or section changes moves; one the filter
    /// now filters out disappears, and one it now includes appears.
    ///
    /// - Throws: ``ListControllerError/unknownIdentifier(_:)``, or
    ///   ``ListControllerError/identifierChanged(from:to:)`` when a merge changed it.
    /// - Complexity: O(log *m*) in place (plus the section's copy when a
    ///   published snapshot shares it), O(log *m* + *m*) when it moves, plus
    ///   O(*s*) to publish.
    @inlinable
    public func update(with newValue: Item) throws(ListControllerError) {
        let value = try merged(newValue)
        try apply(value, to: newValue.id)
    }

    /// Merges a newly fetched value into the item with the same identifier,
    /// with an explicit merge.
    ///
    /// - Parameters:
    ///   - newValue: The newly fetched value.
    ///   - merge: Updates the held value (first argument) from the new one.
    /// - Throws: ``ListControllerError/unknownIdentifier(_:)``, what `merge` throws,
    ///   or ``ListControllerError/identifierChanged(from:to:)``; the controller is
    ///   then unchanged.
    @inlinable
    public func update(with newValue: Item, merging merge: (inout Item, Item) throws -> Void) throws {
        guard let entry = engine.entries[newValue.id] else {
            throw ListControllerError.unknownIdentifier(ListControllerError.name(newValue.id))
        }
        var value = entry.item
        try merge(&value, newValue)
        try apply(value, to: newValue.id)
    }

    /// Merges many newly fetched values, as ``update(with:)`` does one, in one
    /// transaction.
    ///
    /// - Throws: ``ListControllerError/unknownIdentifier(_:)``,
    ///   ``ListControllerError/duplicateIdentifier(_:)`` or
    ///   ``ListControllerError/identifierChanged(from:to:)``, updating nothing.
    /// - Complexity: O(log *m* + *m*) per item, plus a diff of the sections touched.
    @inlinable
    public func update(contentsOf newValues: some Sequence<Item>) throws(ListControllerError) {
        let newValues = Array(newValues)
        try Engine.validateUnique(newValues)
        var values: [Item] = []
        values.reserveCapacity(newValues.count)
        for newValue in newValues {
            let value = try merged(newValue)
            guard value.id == newValue.id else {
                throw .identifierChanged(from: ListControllerError.name(newValue.id), to: ListControllerError.name(value.id))
            }
            values.append(value)
        }
        try applyScoped(values.map { ($0, true) })
    }

    /// Changes the item with identifier `id` in place with a closure. A change
    /// of its sort position or section moves it.
    ///
    /// ```swift
    /// try controller.updateItem(withID: id) { $0.isDone = true }
    /// ```
    ///
    /// - Throws: ``ListControllerError/unknownIdentifier(_:)``, what `body`
    ///   throws, or ``ListControllerError/identifierChanged(from:to:)``; the
    ///   controller is then unchanged.
    /// - Complexity: That of ``update(with:)``.
    @inlinable
    public func updateItem(withID id: Item.ID, _ body: (inout Item) throws -> Void) throws {
        guard let entry = engine.entries[id] else {
            throw ListControllerError.unknownIdentifier(ListControllerError.name(id))
        }
        var value = entry.item
        try body(&value)
        try apply(value, to: id)
    }

    /// Changes the item at `indexPath` in place with a closure. A change of its
    /// sort position or section moves it.
    ///
    /// - Throws: ``ListControllerError`` for a bad index path, what `body`
    ///   throws, or ``ListControllerError/identifierChanged(from:to:)``.
    @inlinable
    public func updateItem(at indexPath: IndexPath, _ body: (inout Item) throws -> Void) throws {
        let (s, i) = try engine.validPosition(indexPath)
        try updateItem(withID: engine.sections[s].ids[i], body)
    }

    // MARK: - Upserting

    /// Inserts `item` if no item has its identifier, or merges it into the one
    /// that does, as ``update(with:)``.
    ///
    /// - Complexity: That of ``insert(_:)`` or ``update(with:)``.
    @inlinable
    public func upsert(_ item: Item) throws(ListControllerError) {
        if engine.entries[item.id] != nil {
            try update(with: item)
        } else {
            try insert(item)
        }
    }

    /// Inserts what is new and merges what exists, in one transaction.
    ///
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, changing nothing.
    /// - Complexity: That of ``insert(contentsOf:)`` when every item is new;
    ///   otherwise O(log *m* + *m*) per item plus a diff of the sections touched.
    @inlinable
    public func upsert(contentsOf items: some Sequence<Item>) throws(ListControllerError) {
        let items = Array(items)
        try Engine.validateUnique(items)
        guard items.contains(where: { engine.entries[$0.id] != nil }) else {
            try insert(contentsOf: items)
            return
        }
        if items.count == 1 {
            try upsert(items[0])
            return
        }
        var operations: [(Item, Bool)] = []
        operations.reserveCapacity(items.count)
        for item in items {
            let exists = engine.entries[item.id] != nil
            let value = exists ? try merged(item) : item
            guard value.id == item.id else {
                throw .identifierChanged(from: ListControllerError.name(item.id), to: ListControllerError.name(value.id))
            }
            operations.append((value, exists))
        }
        try applyScoped(operations)
    }

    // MARK: - Removing

    /// Removes the item with identifier `id`; its section goes too when it
    /// empties, unless the configuration keeps empty sections.
    ///
    /// - Returns: The removed item.
    /// - Throws: ``ListControllerError/unknownIdentifier(_:)``.
    /// - Complexity: O(log *m* + *m*), plus O(*s*) to publish.
    @discardableResult
    @inlinable
    public func removeItem(withID id: Item.ID) throws(ListControllerError) -> Item {
        let (item, change) = try engine.remove(id)
        record(change.map(Outcome.single) ?? .filteredOutOnly)
        return item
    }

    /// Removes the item at `indexPath`, as a table view's delete action does.
    ///
    /// - Returns: The removed item.
    /// - Throws: ``ListControllerError`` for a malformed or out-of-range index path.
    /// - Complexity: That of ``removeItem(withID:)``.
    @discardableResult
    @inlinable
    public func removeItem(at indexPath: IndexPath) throws(ListControllerError) -> Item {
        let (s, i) = try engine.validPosition(indexPath)
        return try removeItem(withID: engine.sections[s].ids[i])
    }

    /// Removes the items with the given identifiers in one transaction, without diffing.
    ///
    /// - Returns: The removed items, in the order of `ids`.
    /// - Throws: ``ListControllerError/unknownIdentifier(_:)`` or
    ///   ``ListControllerError/duplicateIdentifier(_:)``, removing nothing.
    /// - Complexity: O(*k* log *m*) plus the sizes of the sections they leave.
    @discardableResult
    @inlinable
    public func removeItems(withIDs ids: some Sequence<Item.ID>) throws(ListControllerError) -> [Item] {
        let ids = Array(ids)
        guard ids.count > 1 else {
            guard let id = ids.first else { return [] }
            return [try removeItem(withID: id)]
        }
        let (removed, change) = try engine.remove(ids: ids)
        record(change.map(Outcome.direct) ?? .filteredOutOnly)
        return removed
    }

    /// Removes the items at the given index paths in one transaction.
    ///
    /// - Returns: The removed items, in the order of `indexPaths`.
    /// - Throws: ``ListControllerError`` for a bad index path;
    ///   ``ListControllerError/duplicateIdentifier(_:)`` when a path repeats.
    ///   Nothing is removed then.
    @discardableResult
    @inlinable
    public func removeItems(at indexPaths: [IndexPath]) throws(ListControllerError) -> [Item] {
        var ids: [Item.ID] = []
        ids.reserveCapacity(indexPaths.count)
        for path in indexPaths {
            let (s, i) = try engine.validPosition(path)
            ids.append(engine.sections[s].ids[i])
        }
        return try removeItems(withIDs: ids)
    }

    /// Removes every item, included or filtered out, that satisfies `shouldBeRemoved`.
    ///
    /// - Returns: The removed items, in no particular order.
    /// - Complexity: O(*n*) to test every item, plus the removal.
    @discardableResult
    @inlinable
    public func removeAll(where shouldBeRemoved: (Item) throws -> Bool) rethrows -> [Item] {
        var ids: [Item.ID] = []
        for (id, entry) in engine.entries where try shouldBeRemoved(entry.item) { ids.append(id) }
        guard !ids.isEmpty, let (removed, change) = try? engine.remove(ids: ids) else { return [] }
        record(change.map(Outcome.direct) ?? .filteredOutOnly)
        return removed
    }

    /// Removes whole sections with their items, even when the configuration
    /// keeps empty sections. Items filtered out keep their place and
    /// bring the section back if they are included later. A flat list keeps its
    /// one section and loses its items.
    ///
    /// - Throws: ``ListControllerError/sectionOutOfRange(section:numberOfSections:)``,
    ///   removing nothing.
    /// - Complexity: O(*s*) plus the sizes of the sections.
    @inlinable
    public func removeSections(at indexes: IndexSet) throws(ListControllerError) {
        for s in indexes where !engine.sections.indices.contains(s) {
            throw .sectionOutOfRange(section: s, numberOfSections: engine.sections.count)
        }
        guard !indexes.isEmpty else { return }
        let (_, change) = engine.removeSections(Array(indexes))
        record(change.map(Outcome.direct) ?? .unchanged)
    }

    /// Removes the section with key `key` (`nil` for the "no section" bucket)
    /// with its items. See ``removeSections(at:)``.
    ///
    /// - Throws: ``ListControllerError/unknownSectionKey(_:)``.
    @inlinable
    public func removeSection(withKey key: SectionKey?) throws(ListControllerError) {
        guard let s = engine.indexOfKey[key] else { throw .unknownSectionKey(ListControllerError.name(key)) }
        try removeSections(at: IndexSet(integer: s))
    }

    /// Removes every item, included or filtered out. The sections go too, unless
    /// the list is flat or keeps empty sections.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public func removeAll() {
        let hadItems = !engine.entries.isEmpty
        let change = engine.removeAll()
        record(change.map(Outcome.direct) ?? (hadItems ? .filteredOutOnly : .unchanged))
    }

    // MARK: - Moving

    /// Moves the item at `source` to `destination`, both in the controller's
    /// content, and animates it: a programmatic reorder.
    ///
    /// The item's place in insertion order becomes the one between its new
    /// neighbours, so under ``ListItemOrder/insertion`` it lands exactly at
    /// `destination`. Under a sort, the sort decides: `updating` can change the
    /// item so that it sorts there (for example a "position" property), and can
    /// give it the destination's section key; otherwise it stays where its
    /// values put it.
    ///
    /// For a row the user already dragged in the view, use
    /// ``commitUserMove(from:to:updating:)`` instead, so it is not animated twice.
    ///
    /// - Parameters:
    ///   - source: The item's index path.
    ///   - destination: Where it should go: an index path in the destination
    ///     section once the item has left `source` (as UIKit's moves count).
    ///   - updating: Changes the item as it moves; must not change its identifier.
    /// - Throws: ``ListControllerError`` for a bad index path; what `updating` throws.
    /// - Complexity: That of ``update(with:)``.
    @inlinable
    public func moveItem(at source: IndexPath, to destination: IndexPath, updating: ((inout Item) throws -> Void)? = nil) throws {
        let from = try engine.validPosition(source)
        let to = try validDestination(destination, movingFrom: from, in: engine.makeSectionCounts())
        let id = engine.sections[from.section].ids[from.item]
        var value = engine.sections[from.section].items[from.item]
        try updating?(&value)
        guard value.id == id else {
            throw ListControllerError.identifierChanged(from: ListControllerError.name(id), to: ListControllerError.name(value.id))
        }
        let destinationKey = engine.sections[to.section].key
        let (lower, upper) = engine.neighbours(movingFrom: from, to: to)
        let stamp = engine.key(of: value) == destinationKey ? engine.stamp(between: lower, and: upper) : nil
        let change = try engine.update(id, to: value, stamp: stamp)
        record(change.map(Outcome.single) ?? .filteredOutOnly)
    }

    /// Commits a move that the user already made in the view — a row dragged
    /// in a table's edit mode — so that the view does not animate it twice.
    ///
    /// `source` and `destination` are index paths of the published
    /// ``snapshot``, which is what the view shows, and `destination` counts as
    /// UIKit's `moveRowAt:to:` does (in the destination section once the row
    /// left `source`). The item's place in insertion order becomes the one
    /// between its new neighbours, and `updating` may change it (for example
    /// its "position" property, or the field its section key comes from).
    ///
    /// The update delivered has ``ListUpdate/userMove`` set, and its changes
    /// start from the view *after* the user's move: usually none, so its staged
    /// changeset is one empty batch that hands the data source the new
    /// snapshot. When the controller puts the item elsewhere (a sort that the
    /// drop contradicts, a section key that does not match the destination
    /// section) or the source section empties and goes, those corrections are
    /// the changes, and animate. The delegate gets the user's move first,
    /// flagged `isUserDriven` (``ListItemChange/move(from:to:isContentChanged:isUserDriven:)``), then the corrections.
    ///
    /// - Throws: ``ListControllerError`` for a bad index path;
    ///   ``ListControllerError/unavailableWhileCoalescing(operation:)`` inside a
    ///   batch or while paused (the view would not show what the paths address);
    ///   what `updating` throws.
    /// - Complexity: O(log *m*) plus the sizes of the sections involved, and
    ///   O(*s*) to publish.
    @inlinable
    public func commitUserMove(from source: IndexPath, to destination: IndexPath, updating: ((inout Item) throws -> Void)? = nil) throws {
        guard !isCoalescing else { throw ListControllerError.unavailableWhileCoalescing(operation: "commitUserMove") }
        let shown = snapshot
        let from = try Self.validPosition(source, in: shown)
        let to = try validDestination(destination, movingFrom: from, in: shown._sections.map(\.itemIDs.count))
        // Outside a transaction the published snapshot is the content, so
        // the item is the controller's; checked all the same.
        guard let id = shown.itemIdentifier(at: source), let entry = engine.entries[id], entry.isIncluded else {
            throw ListControllerError.itemOutOfRange(source, numberOfItems: shown._sections[from.section].itemIDs.count)
        }
        var value = entry.item
        try updating?(&value)
        guard value.id == id else {
            throw ListControllerError.identifierChanged(from: ListControllerError.name(id), to: ListControllerError.name(value.id))
        }

        let viewAfterMove = shown.movingItem(from: from, to: to)
        let destinationSection = viewAfterMove._sections[to.section]
        let destinationIDs = destinationSection.itemIDs
        let lower = to.item > 0 ? destinationIDs[to.item - 1] : nil
        let upper = to.item + 1 < destinationIDs.count ? destinationIDs[to.item + 1] : nil
        let destinationKey = destinationSection.id

        engine.touchedKeys = []
        let stamp = engine.key(of: value) == destinationKey ? engine.stamp(between: lower, and: upper) : nil
        _ = try engine.update(id, to: value, stamp: stamp)
        var touched = engine.touchedKeys ?? []
        engine.touchedKeys = nil
        touched.insert(shown._sections[from.section].id)
        touched.insert(destinationKey)
        generation &+= 1

        let content = engine.makeSnapshot()
        let style = configuration.contentUpdates, equal = configuration.itemContentEqual
        publish(
            content: content, base: viewAfterMove, diagnostics: engine.takeDiagnostics(),
            userMove: .init(source: source, destination: destination)
        ) {
            Builder.scoped(old: viewAfterMove, new: content, touched: touched, style: style, contentEqual: equal)
                ?? Builder.full(old: viewAfterMove, new: content, style: style, contentEqual: equal)
        }
    }

    // MARK: - Configuration

    /// Replaces the filter; items it now filters out disappear and items it now
    /// includes appear, animated. Sections keep their order.
    ///
    /// - Complexity: O(*n*) to test every item, plus rebuilding and diffing
    ///   the list: expected O(*n* log *n*).
    @inlinable
    public func setFilter(_ filter: (@Sendable (Item) -> Bool)?) {
        var configuration = configuration
        configuration.filter = filter
        engine.reconfigure(to: configuration, sectionKeyChanged: false)
        record(.full)
    }

    /// Replaces the order of the items inside each section; items move, animated.
    ///
    /// - Complexity: O(*n* log *m*) sorting plus an O(*n*) diff.
    @inlinable
    public func setItemOrder(_ order: ListItemOrder<Item>) {
        engine.reorderItems(order)
        record(.full)
    }

    /// Replaces the order of the sections; sections move, animated.
    ///
    /// - Complexity: O(*s* log *s*) sorting plus an O(*n*) diff.
    @inlinable
    public func setSectionOrder(_ order: ListSectionOrder<SectionKey>) {
        engine.reorderSections(order)
        record(.full)
    }

    /// Replaces the section key: the sections are rebuilt from the items (in
    /// order of first appearance in insertion order, then sorted by the section
    /// order), and items move between them, animated. `nil` makes the list flat.
    ///
    /// - Complexity: O(*n*) to key every item, plus rebuilding and diffing.
    @inlinable
    public func setSectionKey(_ sectionKey: (@Sendable (Item) -> SectionKey?)?) {
        var configuration = configuration
        configuration.sectionKey = sectionKey
        engine.reconfigure(to: configuration, sectionKeyChanged: true)
        record(.full)
    }

    /// Replaces the whole configuration, rebuilding the sections as
    /// ``setSectionKey(_:)`` does, and animates the difference.
    ///
    /// - Complexity: That of ``setSectionKey(_:)``.
    @inlinable
    public func setConfiguration(_ configuration: ListConfiguration<Item, SectionKey>) {
        engine.reconfigure(to: configuration, sectionKeyChanged: true)
        record(.full)
    }

    // MARK: - Helpers

    /// `newValue` merged into the held value with the same identifier.
    @inlinable
    func merged(_ newValue: Item) throws(ListControllerError) -> Item {
        guard let entry = engine.entries[newValue.id] else {
            throw .unknownIdentifier(ListControllerError.name(newValue.id))
        }
        guard let merge = mergeNewValue else { return newValue }
        var value = entry.item
        merge(&value, newValue)
        return value
    }

    /// Stores `value` as the item with identifier `id` and records the transaction.
    @inlinable
    func apply(_ value: Item, to id: Item.ID) throws(ListControllerError) {
        let change = try engine.update(id, to: value)
        record(change.map(Outcome.single) ?? .filteredOutOnly)
    }

    /// Updates (`true`) or inserts (`false`) validated values as one
    /// transaction, diffing only the sections touched.
    @inlinable
    func applyScoped(_ operations: [(value: Item, exists: Bool)]) throws(ListControllerError) {
        guard operations.count > 1 else {
            if let (value, exists) = operations.first {
                if exists { try apply(value, to: value.id) } else { try insert(value) }
            }
            return
        }
        let recording = engine.touchedKeys != nil
        if !recording { engine.touchedKeys = [] }
        var includedChanged = false
        for (value, exists) in operations {
            // Validated: neither can fail.
            let change = exists ? try engine.update(value.id, to: value) : try engine.insert(value)
            if change != nil { includedChanged = true }
        }
        let touched = engine.touchedKeys ?? []
        if !recording { engine.touchedKeys = nil }
        record(includedChanged ? .scoped(touched) : .filteredOutOnly)
    }

    /// The (section, item) of a valid destination for an item leaving `source`.
    @inlinable
    func validDestination(
        _ destination: IndexPath, movingFrom source: (section: Int, item: Int), in counts: [Int]
    ) throws(ListControllerError) -> (section: Int, item: Int) {
        guard destination.count == 2 else { throw .malformedIndexPath(destination) }
        let s = destination[0], i = destination[1]
        guard counts.indices.contains(s) else { throw .sectionOutOfRange(section: s, numberOfSections: counts.count) }
        let count = counts[s] - (s == source.section ? 1 : 0)
        guard i >= 0 && i <= count else { throw .itemOutOfRange(destination, numberOfItems: count) }
        return (s, i)
    }

    @inlinable
    static func validPosition(_ indexPath: IndexPath, in snapshot: Content) throws(ListControllerError) -> (section: Int, item: Int) {
        guard indexPath.count == 2 else { throw .malformedIndexPath(indexPath) }
        let s = indexPath[0], i = indexPath[1]
        guard let count = snapshot.numberOfItems(inSection: s) else {
            throw .sectionOutOfRange(section: s, numberOfSections: snapshot.numberOfSections)
        }
        guard i >= 0 && i < count else { throw .itemOutOfRange(indexPath, numberOfItems: count) }
        return (s, i)
    }
}

extension ListEngine {
    /// The number of items in each section.
    @inlinable
    func makeSectionCounts() -> [Int] { sections.map(\.ids.count) }
}
