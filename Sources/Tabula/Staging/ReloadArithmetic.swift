import Foundation

/// UIKit's arithmetic for where a reload lands.
///
/// A reload is a delete at its old position plus an insert at a position that
/// UIKit computes from the batch's explicit deletes and inserts alone, ignoring
/// moves. A reload is safe only where this computed position is where the item
/// really ends up (rule R13), so the planner checks each one with this.
@usableFromInline
internal struct ReloadArithmetic {
    @usableFromInline let sectionDeletes: [Int]
    /// Inserted section indexes minus their rank: non-decreasing, so counting
    /// the inserts at or before a position is a binary search.
    @usableFromInline let sectionInsertKeys: [Int]
    @usableFromInline let itemDeletes: [Int: [Int]]
    @usableFromInline let itemInsertKeys: [Int: [Int]]

    @inlinable
    init(_ batch: BatchUpdate) {
        sectionDeletes = batch.sectionDeletes.sorted()
        sectionInsertKeys = batch.sectionInserts.sorted().enumerated().map { $0.element - $0.offset }
        var deletes: [Int: [Int]] = [:]
        for path in batch.itemDeletes where path.count == 2 { deletes[path[0], default: []].append(path[1]) }
        itemDeletes = deletes.mapValues { $0.sorted() }
        var inserts: [Int: [Int]] = [:]
        for path in batch.itemInserts where path.count == 2 { inserts[path[0], default: []].append(path[1]) }
        var keys: [Int: [Int]] = [:]
        for (section, items) in inserts { keys[section] = items.sorted().enumerated().map { $0.element - $0.offset } }
        itemInsertKeys = keys
    }

    /// The number of elements of the sorted `values` below `bound`.
    @inlinable
    static func count(below bound: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Shifts a position that survived the deletes up past the inserts: the
    /// final index is `p + t`, where `t` counts inserts whose key (index − rank)
    /// is at most `p`.
    @inlinable
    static func shifted(_ position: Int, pastInsertKeys keys: [Int]) -> Int {
        position + count(below: position + 1, in: keys)
    }

    /// Where UIKit puts a reloaded section.
    @inlinable
    func section(after before: Int) -> Int {
        let survived = before - Self.count(below: before, in: sectionDeletes)
        return Self.shifted(survived, pastInsertKeys: sectionInsertKeys)
    }

    /// Where UIKit puts a reloaded item.
    @inlinable
    func indexPath(after before: ItemPosition) -> ItemPosition {
        let section = section(after: before.section)
        let survived = before.item - Self.count(below: before.item, in: itemDeletes[before.section] ?? [])
        return ItemPosition(section: section, item: Self.shifted(survived, pastInsertKeys: itemInsertKeys[section] ?? []))
    }
}
