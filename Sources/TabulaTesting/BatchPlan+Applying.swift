@MainActor
// Loops over sections and cells are `for` loops, not closures: see BatchValidation.
extension BatchPlan {
    typealias Section = HeadlessListView.Section
    typealias Cell = HeadlessListView.Cell

    /// What applying the batch changes, reads and compares: worked out once
    /// per batch, for ``read(_:scope:)`` and ``apply(to:after:scope:)`` alike.
    struct Scope {
        /// The sections after the batch whose cells change (``touchedSections()``).
        var touched: [Int]
        /// Whether every section keeps its index, so the batch applies in place.
        var keepsSectionLayout: Bool
        /// The sections whose cells are compared with the data source.
        var checked: [Int]
        /// Whether every header is compared with the data source.
        var everyHeader: Bool
        /// With ``HeadlessListView/IdentityCheck/touchedItems``, the items
        /// compared in each checked section (by index after the batch);
        /// `nil` compares whole sections.
        var items: [Int: [Int]]?
    }

    /// The scope of applying the batch under `check`.
    /// - Parameter screen: The rows on screen after the batch, counting the
    ///   rows of all sections in order (for ``HeadlessListView/IdentityCheck/touchedItems``).
    func scope(_ check: HeadlessListView.IdentityCheck, itemCounts: [Int], screen: Range<Int>) -> Scope {
        let touched = touchedSections()
        let keeps = keepsSectionLayout
        switch check {
        case .everySection:
            return Scope(touched: touched, keepsSectionLayout: keeps, checked: Array(sectionOrigins.indices), everyHeader: true)
        case .touchedSections:
            return Scope(touched: touched, keepsSectionLayout: keeps, checked: touched, everyHeader: !keeps)
        case .touchedItems:
            return Scope(
                touched: touched, keepsSectionLayout: keeps, checked: touched, everyHeader: !keeps,
                items: writtenOrShownItems(in: touched, itemCounts: itemCounts, screen: screen)
            )
        }
    }

    /// For each of `sections`, the items the batch writes there (inserted,
    /// reloaded, moved in, reconfigured) and those on `screen`, ascending.
    /// O(sections + operations + rows on screen).
    private func writtenOrShownItems(in sections: [Int], itemCounts: [Int], screen: Range<Int>) -> [Int: [Int]] {
        var items: [Int: Set<Int>] = [:]
        for section in sections {
            var written = Set(freshItems[section] ?? [])
            for (_, to) in movesInto[section] ?? [] { written.insert(to.item) }
            items[section] = written
        }
        for position in itemReconfigures {
            if let section = newIndex(ofSection: position.section), items[section] != nil {
                // Where it lands is worked out when applying; until then, its row and the screen.
                items[section]?.insert(position.item)
            }
        }
        // The screen, section by section: the rows of each before it are offset.
        var start = 0
        let wanted = Set(sections)
        for (section, count) in itemCounts.enumerated() {
            defer { start += count }
            guard wanted.contains(section) else { continue }
            let lower = max(screen.lowerBound, start), upper = min(screen.upperBound, start + count)
            guard lower < upper else { continue }
            items[section]?.formUnion((lower - start)..<(upper - start))
        }
        var result: [Int: [Int]] = [:]
        for (section, set) in items {
            let count = itemCounts.indices.contains(section) ? itemCounts[section] : 0
            result[section] = set.filter { $0 < count }.sorted()
        }
        return result
    }

    /// Whether every section keeps its index: as many sections before as
    /// after, none inserted, deleted, reloaded or moved.
    var keepsSectionLayout: Bool {
        if sectionLayoutKnownKept { return true }
        guard sectionOrigins.count == newSectionIndexes.count else { return false }
        for (section, origin) in sectionOrigins.enumerated() where origin != .existing(old: section) {
            return false
        }
        return true
    }

    /// The sections after the batch whose cells change: new ones, ones that
    /// gain, lose or reorder cells, and ones with a reconfigured item or
    /// header. Ascending, each once.
    func touchedSections() -> [Int] {
        // Built from the operations, not by asking about every section, so
        // that a batch on one section of a thousand hashes a handful of keys.
        var touched = Set(freshItems.keys)
        touched.formUnion(movesInto.keys)
        for old in sectionsLosingItems {
            if let section = newIndex(ofSection: old) { touched.insert(section) }
        }
        if !sectionLayoutKnownKept {
            for (section, origin) in sectionOrigins.enumerated() where origin == .fresh {
                touched.insert(section)
            }
        }
        for position in itemReconfigures {
            if let section = newIndex(ofSection: position.section) { touched.insert(section) }
        }
        for old in sectionReconfigures {
            if let section = newIndex(ofSection: old) { touched.insert(section) }
        }
        return touched.sorted()
    }

    /// Reads from the data source everything ``apply(to:after:scope:)`` will
    /// need, so that applying calls nothing outside the view.
    func read(_ after: DataSourceSections, scope: Scope) {
        // The checked sections include every touched one, whose cells applying
        // needs; compared item by item, only those items are read.
        for section in scope.checked {
            guard let items = scope.items?[section] else {
                _ = after.section(section)
                continue
            }
            _ = after.header(section)
            _ = after.footer(section)
            for item in items where item < (after.itemCount(section) ?? 0) { _ = after.item(section, item) }
        }
        if scope.everyHeader {
            for section in 0..<after.count { _ = after.header(section) }
        }
    }

    /// Applies the batch as UIKit does, then compares identities with the
    /// data source where `scope` says.
    ///
    /// Inserted and reloaded sections and items get fresh cells from the data
    /// source; moved ones keep their cell; everything else keeps its cell and
    /// its relative order, filling the slots nobody else took (rule 6). UIKit
    /// does not know identities, so when the data source disagrees with that
    /// placement it shows the wrong cells: so does this, and the mismatches
    /// are returned as violations.
    ///
    /// Complexity: O(sections + operations + cells of the touched sections)
    /// when `sections` is uniquely referenced and the section layout is kept;
    /// sections untouched by the batch are neither copied nor read, and the
    /// data source is asked only for the cells the batch writes and those
    /// `scope` compares.
    /// - Parameters:
    ///   - sections: What the view showed before the batch; what it shows after.
    ///   - after: What the data source holds after it.
    ///   - scope: What the batch changes and which sections to compare, from ``scope(_:)``.
    func apply(to sections: inout [Section], after: DataSourceSections, scope: Scope) -> [BatchUpdateViolation] {
        // Moved cells are taken before any section changes, since a move can
        // leave a section that is rebuilt first.
        var movedCells: [ItemPosition: Cell] = [:]
        for moves in movesInto.values {
            for (from, _) in moves where sections.indices.contains(from.section) && sections[from.section].items.indices.contains(from.item) {
                movedCells[from] = sections[from.section].items[from.item]
            }
        }
        if !scope.keepsSectionLayout {
            let before = sections
            sections = []
            sections.reserveCapacity(sectionOrigins.count)
            for (section, origin) in sectionOrigins.enumerated() {
                switch origin {
                case .fresh: sections.append(after.section(section))
                case .existing(let old): sections.append(before[old])
                }
            }
        }
        var reconfiguredNewPositions: [ItemPosition: ItemPosition] = [:]
        let reconfigured = Set(itemReconfigures)
        for position in itemReconfigures {
            if let section = newIndex(ofSection: position.section) {
                reconfiguredNewPositions[position] = ItemPosition(section: section, item: position.item)
            }
        }
        var removedBySection: [Int: [Int]] = [:]
        for position in removedItems { removedBySection[position.section, default: []].append(position.item) }
        let reconfiguredSections = Set(itemReconfigures.map(\.section))
        for section in scope.touched {
            guard case .existing(let old) = sectionOrigins[section],
                freshItems[section] != nil || movesInto[section] != nil || sectionsLosingItems.contains(old)
            else { continue }
            // Taken out so that the changed list is the only reference to it.
            var items = sections[section].items
            sections[section].items = []
            if movesInto[section] == nil, !reconfiguredSections.contains(old) {
                // Without moves in, survivors keep their order and fresh cells
                // go in at their final indexes, ascending: the same slots as
                // `rebuild` fills, edited in place.
                editInPlace(&items, removing: removedBySection[old] ?? [], inserting: freshItems[section] ?? [], section: section, from: after)
            } else {
                items = rebuild(
                    items, old: old, section: section, after: after,
                    movedCells: movedCells, reconfigured: reconfigured, reconfiguredNewPositions: &reconfiguredNewPositions
                )
            }
            sections[section].items = items
        }

        var violations: [BatchUpdateViolation] = []
        // Reconfigures refresh the cell where the item now is, with whatever the
        // data source has there: like UIKit, which asks the data source for a
        // cell at that index path and hands it the existing cell.
        for position in itemReconfigures {
            guard let current = reconfiguredNewPositions[position] else { continue }
            let shown = sections[current.section].items[current.item]
            var refreshed = after.item(current.section, current.item)
            if !shown.hasSameID(as: refreshed) {
                violations.append(.reconfigureChangedIdentity(position, now: current, from: shown.id, to: refreshed.id))
            }
            // A reconfigure keeps the row's cell.
            refreshed.displayToken = shown.displayToken
            sections[current.section].items[current.item] = refreshed
        }
        for old in sectionReconfigures {
            guard let current = newIndex(ofSection: old) else { continue }
            let shown = sections[current].header
            let refreshed = after.header(current)
            if !shown.hasSameID(as: refreshed) {
                violations.append(.reconfigureChangedIdentity(section: old, now: current, from: shown.id, to: refreshed.id))
            }
            sections[current].header = refreshed
            sections[current].footer = after.footer(current)
        }

        violations += BatchPlan.identityMismatches(
            shown: sections, expected: after, sections: scope.checked, items: scope.items, everyHeader: scope.everyHeader
        )
        return violations
    }

    /// The new index of the section at `old` before the batch; `nil` when it
    /// was deleted or reloaded.
    private func newIndex(ofSection old: Int) -> Int? {
        newSectionIndexes.indices.contains(old) ? newSectionIndexes[old] : nil
    }

    /// Removes the cells at `removed` (indexes before the batch) and inserts
    /// the fresh cells at `inserted` (indexes after it).
    private func editInPlace(
        _ items: inout [Cell], removing removed: [Int], inserting inserted: [Int], section: Int, from after: DataSourceSections
    ) {
        for item in removed.sorted(by: >) where items.indices.contains(item) {
            items.remove(at: item)
        }
        let count = after.itemCount(section) ?? 0
        for item in inserted.sorted() where item <= items.count && item < count {
            items.insert(after.item(section, item), at: item)
        }
    }

    /// The cells of a kept section that gains, loses or reorders cells.
    private func rebuild(
        _ oldItems: [Cell], old: Int, section: Int, after: DataSourceSections,
        movedCells: [ItemPosition: Cell], reconfigured: Set<ItemPosition>,
        reconfiguredNewPositions: inout [ItemPosition: ItemPosition]
    ) -> [Cell] {
        // Only the cells the batch writes are read from the data source, one
        // by one: survivors and moved cells are the view's own, so a batch
        // that moves one row in a long section reads one cell, not the section.
        let count = after.itemCount(section) ?? 0
        var slots = [Cell?](repeating: nil, count: count)
        // Validation guarantees every index below is in range and every slot
        // is filled exactly once; the bounds checks only keep a slip in it
        // from ever trapping.
        for item in freshItems[section] ?? [] where item < slots.count {
            slots[item] = after.item(section, item)
        }
        for (from, to) in movesInto[section] ?? [] where to.item < slots.count {
            slots[to.item] = movedCells[from]
        }
        var slot = 0
        for (item, cell) in oldItems.enumerated() {
            let position = ItemPosition(section: old, item: item)
            guard !removedItems.contains(position) else { continue }
            while slot < slots.count, slots[slot] != nil { slot += 1 }
            guard slot < slots.count else { break }
            slots[slot] = cell
            if reconfigured.contains(position) {
                reconfiguredNewPositions[position] = ItemPosition(section: section, item: slot)
            }
            slot += 1
        }
        var cells: [Cell] = []
        cells.reserveCapacity(slots.count)
        for (item, cell) in slots.enumerated() { cells.append(cell ?? after.item(section, item)) }
        return cells
    }

    /// Every header and cell of `sections` (only the cells `items` lists for
    /// a section, when it lists any; and every header when `everyHeader`)
    /// whose identity differs from the data source's at the same place. Both
    /// have the same shape after a valid batch.
    static func identityMismatches(
        shown: [Section], expected: DataSourceSections, sections checked: [Int], items: [Int: [Int]]? = nil,
        everyHeader: Bool
    ) -> [BatchUpdateViolation] {
        var violations: [BatchUpdateViolation] = []
        let headers = everyHeader ? Array(shown.indices) : checked
        var next = checked.startIndex
        for section in headers where section < expected.count {
            let header = expected.header(section)
            if !shown[section].header.hasSameID(as: header) {
                violations.append(.wrongHeader(section: section, shows: shown[section].header.id, expected: header.id))
            }
            // Items after their section's header, so violations come in order.
            guard next < checked.endIndex, checked[next] == section else { continue }
            next += 1
            // By index into both arrays rather than a zip of copies: this runs
            // over every cell of each section a batch touches, after every batch,
            // and copying a cell retains its content.
            if let listed = items?[section] {
                for item in listed where item < shown[section].items.count && item < (expected.itemCount(section) ?? 0) {
                    let expectedCell = expected.item(section, item)
                    if !shown[section].items[item].hasSameID(as: expectedCell) {
                        violations.append(
                            .wrongItem(at: ItemPosition(section: section, item: item), shows: shown[section].items[item].id, expected: expectedCell.id)
                        )
                    }
                }
                continue
            }
            let expectedItems = expected.items(section)
            let count = min(shown[section].items.count, expectedItems.count)
            for item in 0..<count where !shown[section].items[item].hasSameID(as: expectedItems[item]) {
                violations.append(
                    .wrongItem(
                        at: ItemPosition(section: section, item: item),
                        shows: shown[section].items[item].id, expected: expectedItems[item].id
                    )
                )
            }
        }
        return violations
    }
}
