import Foundation

/// Sections laid out as one column of rows, as an AppKit table shows a
/// sectioned list: each section's group row when there are group rows, then
/// its items.
///
/// It knows counts only, so it serves any list: a snapshot's
/// (``Snapshot/tableRows(groupRows:)`` gives the same rows with their
/// identifiers), or what a data source reports.
package struct TableRowLayout: Equatable, Sendable {
    /// Where a row is in the sections.
    package enum Position: Equatable, Sendable {
        /// The group row of a section.
        case group(section: Int)
        /// An item, by its index path.
        case item(IndexPath)
    }

    /// The number of items in each section.
    package private(set) var counts: [Int]
    /// Whether each section has a group row before its items.
    package let groupRows: Bool
    /// The row of each section's first row (its group row, or its first item).
    private var starts: [Int]
    /// The number of rows.
    package private(set) var numberOfRows: Int

    /// Lays out sections of `counts` items; negative counts count as 0.
    ///
    /// Complexity: O(*s*) for *s* sections.
    package init(counts: [Int] = [], groupRows: Bool) {
        self.groupRows = groupRows
        self.counts = counts.map { Swift.max(0, $0) }
        starts = []
        starts.reserveCapacity(counts.count)
        var row = 0
        for count in self.counts {
            starts.append(row)
            row += count + (groupRows ? 1 : 0)
        }
        numberOfRows = row
    }

    /// The number of sections.
    package var numberOfSections: Int { counts.count }

    /// The row of `position`, or `nil` when it is not in the layout.
    ///
    /// Complexity: O(1).
    package func row(of position: Position) -> Int? {
        switch position {
        case .group(let section):
            guard groupRows, counts.indices.contains(section) else { return nil }
            return starts[section]
        case .item(let indexPath):
            guard indexPath.count == 2, counts.indices.contains(indexPath.section),
                  indexPath.item >= 0, indexPath.item < counts[indexPath.section] else { return nil }
            return starts[indexPath.section] + (groupRows ? 1 : 0) + indexPath.item
        }
    }

    /// The row of the item at `indexPath`, or `nil` when there is none.
    ///
    /// Complexity: O(1).
    package func row(ofItemAt indexPath: IndexPath) -> Int? {
        row(of: .item(indexPath))
    }

    /// What is at `row`, or `nil` when it is out of range.
    ///
    /// Complexity: O(log *s*) for *s* sections.
    package func position(ofRow row: Int) -> Position? {
        guard row >= 0, row < numberOfRows else { return nil }
        // The last section starting at or before `row`: an empty section
        // without a group row starts where the next one does, and is skipped.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= row { low = middle } else { high = middle }
        }
        let offset = row - starts[low]
        guard groupRows else { return .item(IndexPath(item: offset, section: low)) }
        return offset == 0 ? .group(section: low) : .item(IndexPath(item: offset - 1, section: low))
    }

    /// The index path of the item at `row`, or `nil` for a group row or a
    /// row out of range.
    ///
    /// Complexity: O(log *s*) for *s* sections.
    package func indexPath(ofRow row: Int) -> IndexPath? {
        guard case .item(let indexPath)? = position(ofRow: row) else { return nil }
        return indexPath
    }

    /// Whether `row` is a section's group row.
    ///
    /// Complexity: O(log *s*) for *s* sections.
    package func isGroupRow(_ row: Int) -> Bool {
        guard case .group? = position(ofRow: row) else { return false }
        return true
    }
}
