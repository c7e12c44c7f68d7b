import Foundation

extension SequentialRowUpdate {
    /// The row operations that carry out `batch`, a batch as UIKit reads it,
    /// on a table whose rows are laid out as `old`, leaving them laid out as
    /// `new`: how an AppKit table takes the batches the core plans for UIKit.
    ///
    /// The batch is read as `UITableView.performBatchUpdates(_:completion:)`
    /// reads one: deletions and reloads by their index paths before it,
    /// insertions by their index paths after it, moves from one to the
    /// other. Sections and items that none of them names keep their order,
    /// filling the places left, as UIKit keeps them. A reloaded section keeps
    /// its group row, reloaded, and gets all new items; a reloaded item keeps
    /// its row and is reloaded. Reconfigures are not row changes: the view
    /// reloads those rows after the update, where they then are.
    ///
    /// Nothing needs identifiers: a row is the row it was because the batch
    /// says so, which makes this O(*n* log *n* + *d*) for *n* rows, *d* being
    /// the total distance the moved rows travel, with no hashing.
    /// - Parameters:
    ///   - batch: The changes, in UIKit's index spaces.
    ///   - old: The rows the table shows.
    ///   - new: The rows the data source has after the batch.
    /// - Returns: `nil` when the batch does not change `old` into `new`: an
    ///   index out of range, a place given twice, counts that do not add up,
    ///   or an item deleted, reloaded or moved out of a section that is
    ///   deleted or reloaded (its items are gone with it). The view is then
    ///   best reloaded.
    package init?(_ batch: BatchUpdate, from old: TableRowLayout, to new: TableRowLayout) {
        guard old.groupRows == new.groupRows,
              let sections = SectionPlacement(batch, old: old.numberOfSections, new: new.numberOfSections),
              let items = ItemPlacement(batch, sections: sections, old: old.counts, new: new.counts, groupRows: old.groupRows)
        else { return nil }
        var origins: [Int?] = []
        origins.reserveCapacity(new.numberOfRows)
        var reloads = IndexSet()
        for section in 0..<new.numberOfSections {
            let origin = sections.origins[section]
            if new.groupRows {
                origins.append(origin.flatMap { old.row(of: .group(section: $0)) })
                if origin != nil, sections.reloaded[section] { reloads.insert(origins.count - 1) }
            }
            for item in 0..<new.counts[section] {
                let source = items.origins[items.newStarts[section] + item]
                guard let source else {
                    origins.append(nil)
                    continue
                }
                if items.reloaded[source] { reloads.insert(origins.count) }
                origins.append(items.oldRows[source])
            }
        }
        self.init(oldCount: old.numberOfRows, origins: origins, reloads: reloads)
    }
}

/// Where each section after a batch comes from.
private struct SectionPlacement {
    /// For each section after the batch, the section before it is, or `nil`
    /// for an inserted one.
    var origins: [Int?]
    /// For each section after the batch, whether it was reloaded.
    var reloaded: [Bool]
    /// For each section before the batch, whether it was deleted or reloaded:
    /// its items are gone.
    var emptied: [Bool]

    init?(_ batch: BatchUpdate, old oldCount: Int, new newCount: Int) {
        // What each old section does: 0 stays, 1 deleted, 2 reloaded, 3 moved.
        var fate = [UInt8](repeating: 0, count: oldCount)
        origins = Array(repeating: nil, count: newCount)
        reloaded = Array(repeating: false, count: newCount)
        var filled = [Bool](repeating: false, count: newCount)
        for (sections, mark) in [(batch.sectionDeletes, UInt8(1)), (batch.sectionReloads, 2)] {
            for section in sections {
                guard section >= 0, section < oldCount, fate[section] == 0 else { return nil }
                fate[section] = mark
            }
        }
        for move in batch.sectionMoves {
            guard move.source >= 0, move.source < oldCount, fate[move.source] == 0,
                  move.destination >= 0, move.destination < newCount, !filled[move.destination] else { return nil }
            fate[move.source] = 3
            filled[move.destination] = true
            origins[move.destination] = move.source
        }
        for section in batch.sectionInserts {
            guard section >= 0, section < newCount, !filled[section] else { return nil }
            filled[section] = true
        }
        // The sections that stay, and the reloaded ones, fill the places left in order.
        var place = 0
        for section in 0..<oldCount where fate[section] == 0 || fate[section] == 2 {
            while place < newCount, filled[place] { place += 1 }
            guard place < newCount else { return nil }
            filled[place] = true
            origins[place] = section
            reloaded[place] = fate[section] == 2
        }
        guard !filled.contains(false) else { return nil }
        emptied = fate.map { $0 == 1 || $0 == 2 }
    }
}

/// Where each item after a batch comes from, items numbered across
/// sections in order.
private struct ItemPlacement {
    /// The number of items in the sections before each section, before the batch.
    var oldStarts: [Int]
    /// The number of items in the sections before each section, after the batch.
    var newStarts: [Int]
    /// The row of each item before the batch.
    var oldRows: [Int]
    /// For each item after the batch, the item before it is, or `nil` for a new one.
    var origins: [Int?]
    /// For each item before the batch, whether it was reloaded.
    var reloaded: [Bool]

    init?(_ batch: BatchUpdate, sections: SectionPlacement, old oldCounts: [Int], new newCounts: [Int], groupRows: Bool) {
        oldStarts = Self.starts(of: oldCounts)
        newStarts = Self.starts(of: newCounts)
        let oldTotal = oldCounts.reduce(0, +)
        let newTotal = newCounts.reduce(0, +)
        oldRows = []
        oldRows.reserveCapacity(oldTotal)
        var row = 0
        for count in oldCounts {
            if groupRows { row += 1 }
            for _ in 0..<count {
                oldRows.append(row)
                row += 1
            }
        }
        // What each old item does: 0 stays, 1 deleted, 2 reloaded, 3 moved.
        var fate = [UInt8](repeating: 0, count: oldTotal)
        reloaded = Array(repeating: false, count: oldTotal)
        origins = Array(repeating: nil, count: newTotal)
        var filled = [Bool](repeating: false, count: newTotal)
        let oldStarts = oldStarts, newStarts = newStarts
        // An item before the batch, in a section whose items are not all gone.
        func oldItem(_ indexPath: IndexPath) -> Int? {
            guard indexPath.count == 2, oldCounts.indices.contains(indexPath.section),
                  !sections.emptied[indexPath.section],
                  indexPath.item >= 0, indexPath.item < oldCounts[indexPath.section] else { return nil }
            return oldStarts[indexPath.section] + indexPath.item
        }
        func newItem(_ indexPath: IndexPath) -> Int? {
            guard indexPath.count == 2, newCounts.indices.contains(indexPath.section),
                  indexPath.item >= 0, indexPath.item < newCounts[indexPath.section] else { return nil }
            return newStarts[indexPath.section] + indexPath.item
        }
        for (indexPaths, mark) in [(batch.itemDeletes, UInt8(1)), (batch.itemReloads, 2)] {
            for indexPath in indexPaths {
                guard let item = oldItem(indexPath), fate[item] == 0 else { return nil }
                fate[item] = mark
            }
        }
        for move in batch.itemMoves {
            guard let source = oldItem(move.source), fate[source] == 0,
                  let destination = newItem(move.destination), !filled[destination] else { return nil }
            fate[source] = 3
            filled[destination] = true
            origins[destination] = source
        }
        for indexPath in batch.itemInserts {
            guard let item = newItem(indexPath), !filled[item] else { return nil }
            filled[item] = true
        }
        for (item, mark) in fate.enumerated() where mark == 2 { reloaded[item] = true }
        // The items that stay fill the places left in their section's new
        // place, in order; a new or reloaded section's places left are new items.
        for section in 0..<newCounts.count {
            let start = newStarts[section], end = start + newCounts[section]
            var place = start
            if let origin = sections.origins[section], !sections.reloaded[section] {
                let oldStart = oldStarts[origin]
                for item in oldStart..<(oldStart + oldCounts[origin]) where fate[item] == 0 || fate[item] == 2 {
                    while place < end, filled[place] { place += 1 }
                    guard place < end else { return nil }
                    filled[place] = true
                    origins[place] = item
                }
                while place < end, filled[place] { place += 1 }
                guard place == end else { return nil }
            }
        }
    }

    /// The running totals of `counts`, starting at 0.
    private static func starts(of counts: [Int]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        return starts
    }
}
