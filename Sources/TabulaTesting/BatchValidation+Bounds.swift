import Foundation

// The basic checks every operation goes through first: well-formed (a
// two-index path), in bounds of its index space (R6 before the update, R7
// after it) and not repeated (R9).
extension BatchValidation {
    /// Keeps the first occurrence of each in-bounds index, reporting duplicates (R9)
    /// and out-of-bounds indexes (R6/R7).
    ///
    /// - Returns: The kept indexes, and how many distinct indexes were asked
    ///   for, in bounds or not (UIKit merges duplicates when it counts).
    mutating func uniqueSections(
        _ raw: [Int], bound: Int, duplicate: (Int) -> BatchUpdateViolation, outOfBounds: (Int) -> BatchUpdateViolation
    ) -> (valid: [Int], distinctCount: Int) {
        var seen = Set<Int>()
        var valid: [Int] = []
        for section in raw {
            guard seen.insert(section).inserted else {
                report(duplicate(section))
                continue
            }
            guard (0..<bound).contains(section) else {
                report(outOfBounds(section))
                continue
            }
            valid.append(section)
        }
        return (valid, seen.count)
    }

    /// The well-formed positions among `indexPaths`, reporting the others.
    mutating func positions(_ indexPaths: [IndexPath], call: String) -> [ItemPosition] {
        var result: [ItemPosition] = []
        result.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths {
            if let position = ItemPosition(indexPath) {
                result.append(position)
            } else {
                report(.invalidIndexPath(indexPath, in: call))
            }
        }
        return result
    }

    /// The first occurrence of each well-formed position, reporting malformed
    /// index paths and duplicates (R9).
    mutating func unique(_ indexPaths: [IndexPath], _ verb: ItemVerb, call: String) -> [ItemPosition] {
        var seen = Set<ItemPosition>()
        var result: [ItemPosition] = []
        for position in positions(indexPaths, call: call) {
            if seen.insert(position).inserted {
                result.append(position)
            } else {
                report(.duplicate(verb, position))
            }
        }
        return result
    }

    /// Whether `position` exists before the update, reporting R6 when not.
    mutating func existsBefore(_ position: ItemPosition, _ verb: ItemVerb) -> Bool {
        guard position.section < before.count else {
            report(.itemOutOfBoundsBefore(verb, position, sectionCount: before.count, itemCount: nil))
            return false
        }
        let count = before[position.section].items.count
        guard position.item < count else {
            report(.itemOutOfBoundsBefore(verb, position, sectionCount: before.count, itemCount: count))
            return false
        }
        return true
    }

    /// The number of items in `section` after the update, or `nil` when there is no such section.
    func itemCountAfter(_ section: Int) -> Int? {
        after.itemCount(section)
    }
}
