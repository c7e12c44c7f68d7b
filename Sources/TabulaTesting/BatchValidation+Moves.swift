import Foundation

// Moves: their bounds in both index spaces (R6, R7), moves that share a
// source or a destination (R8), and moves out of or into sections that go,
// come or move themselves (R4, R5, R12).
extension BatchValidation {
    /// Keeps the in-bounds moves that share neither source nor destination
    /// with an earlier one.
    ///
    /// R8 is judged on the raw indexes, so that a move that is also out of
    /// bounds still shows up as sharing its source or destination.
    mutating func collectSectionMoves(_ moves: [(from: Int, to: Int)], into ops: inout SectionOperations) {
        let oldCount = before.count
        let newCount = after.count
        var firstDestination: [Int: Int] = [:]
        var firstSource: [Int: Int] = [:]
        for (from, to) in moves {
            var keep = true
            if !(0..<oldCount).contains(from) {
                report(.sectionOutOfBoundsBefore(.move, section: from, count: oldCount))
                keep = false
            }
            if !(0..<newCount).contains(to) {
                report(.sectionMoveOutOfBounds(from: from, to: to, count: newCount))
                keep = false
            }
            if let other = firstDestination[from] {
                report(other == to ? .sectionMoveRepeated(from: from, to: to) : .sectionMovedTwice(from: from, to: other, and: to))
                keep = false
            } else {
                firstDestination[from] = to
            }
            if let other = firstSource[to] {
                if other != from { report(.sectionsMovedToSame(other, and: from, to: to)) }
                keep = false
            } else {
                firstSource[to] = from
            }
            if keep {
                ops.moves.append((from, to))
                ops.moveDestinations[from] = to
                ops.moveSources[to] = from
            }
        }
    }

    /// Keeps the well-formed moves that share neither source nor destination
    /// with an earlier one (R8, judged on positions whatever their bounds),
    /// and of those the moves whose both ends exist (R6, R7).
    mutating func collectItemMoves(_ moves: [(from: IndexPath, to: IndexPath)], into ops: inout ItemOperations) {
        var firstDestination: [ItemPosition: ItemPosition] = [:]
        var firstSource: [ItemPosition: ItemPosition] = [:]
        for (rawFrom, rawTo) in moves {
            let from = ItemPosition(rawFrom)
            let to = ItemPosition(rawTo)
            if from == nil { report(.invalidIndexPath(rawFrom, in: "moveItem(at:to:)")) }
            if to == nil { report(.invalidIndexPath(rawTo, in: "moveItem(at:to:)")) }
            guard let from, let to else { continue }
            let fromExists = existsBefore(from, .move)
            let count = itemCountAfter(to.section)
            let toExists = count.map { to.item < $0 } ?? false
            if !toExists {
                report(.itemMoveOutOfBounds(from: from, to: to, sectionCount: after.count, itemCount: count))
            }
            var distinct = true
            if let other = firstDestination[from] {
                report(other == to ? .itemMoveRepeated(from: from, to: to) : .itemMovedTwice(from: from, to: other, and: to))
                distinct = false
            } else {
                firstDestination[from] = to
            }
            if let other = firstSource[to] {
                if other != from { report(.itemsMovedToSame(other, and: from, to: to)) }
                distinct = false
            } else {
                firstSource[to] = from
            }
            guard distinct else { continue }
            if from.section < before.count, count != nil { ops.requestedMoves.append((from, to)) }
            if fromExists, toExists { ops.moves.append((from, to)) }
        }
    }

    /// R4 and R5: a move out of a section that goes or into one that comes
    /// new; R12: a move out of or into a section that itself moves.
    mutating func checkItemMovesAgainstSections(_ moves: [(from: ItemPosition, to: ItemPosition)], sections: SectionOperations) {
        for (from, to) in moves {
            if sections.isGone(from.section) {
                report(.moveFromDeletedSection(from: from, to: to, sectionIsReloaded: sections.reloadSet.contains(from.section)))
            } else if let destination = sections.moveDestinations[from.section] {
                report(.itemOperationInMovingSection(.move, from, sectionMovesTo: destination))
            }
            if sections.isNew(to.section) {
                report(.moveIntoInsertedSection(from: from, to: to, reloadedFrom: sections.reloadOrigins[to.section]))
            } else if let source = sections.moveSources[to.section] {
                report(.itemOperationInMovedSection(.move, to, sectionMovedFrom: source))
            }
        }
    }
}
