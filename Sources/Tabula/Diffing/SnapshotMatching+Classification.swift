extension SnapshotMatching {
    /// A content update found while walking a section, waiting for the
    /// section's longest increasing subsequence to tell whether it moves.
    @usableFromInline
    internal typealias PendingUpdate = (update: ItemUpdate, staying: Int)

    /// The scratch bytes ``classifySurvivors(_:_:oldOffsets:newToOld:largestNewSection:arena:itemContentEqual:)``
    /// carves: the old indexes of the items that stayed in a section, and the
    /// longest increasing subsequence's two buffers.
    @inlinable
    internal static func classificationFootprint(largestNewSection: Int) -> Int {
        3 * ScratchMemory.footprint(Int32.self, count: largestNewSection)
    }

    /// Walks every surviving new section: inserts, cross-section moves, moves
    /// outside the longest increasing subsequence, and content updates.
    ///
    /// - Parameter largest: The most items a new section has.
    @inlinable
    internal mutating func classifySurvivors<SectionID, SectionModel, ItemID, Item, ItemEquivalence: ContentEquivalence>(
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        oldOffsets: [Int],
        newToOld: UnsafeBufferPointer<Int32>,
        largestNewSection largest: Int,
        arena: inout ScratchArena,
        itemContentEqual: ItemEquivalence
    ) where ItemEquivalence.Value == Item {
        // Reused across sections, so the walk allocates nothing per item.
        let start = arena.mark
        defer { arena.reset(to: start) }
        let stayingOld = arena.carve(Int32.self, count: largest)
        let tails = arena.carve(Int32.self, count: largest)
        let predecessors = arena.carve(Int32.self, count: largest)
        var pendingUpdates: [PendingUpdate] = []
        for ns in new._sections.indices {
            let os = sectionNewToOld[ns]
            guard os >= 0 else { continue }
            pendingUpdates.removeAll(keepingCapacity: true)
            let stayingCount = classifyItems(
                inNewSection: ns, oldSection: os, old, new, oldOffsets: oldOffsets, newToOld: newToOld,
                stayingOld: stayingOld, pendingUpdates: &pendingUpdates, itemContentEqual: itemContentEqual)
            let kept = longestIncreasingSubsequence(
                UnsafeBufferPointer(start: stayingOld, count: stayingCount), tails: tails, predecessors: predecessors)
            recordReorderedItems(
                inNewSection: ns, oldSection: os, oldOffsets: oldOffsets, newToOld: newToOld,
                stayingCount: stayingCount, kept: kept, pendingUpdates: pendingUpdates)
        }
        sortItemMovesByDestination()
    }

    /// Walks the items of new section `ns` (old section `os`): records
    /// inserts and cross-section moves, collects the old indexes of the items
    /// that stayed in the section into `stayingOld`, and their content updates
    /// into `pendingUpdates`.
    ///
    /// - Returns: How many items stayed in the section.
    @inlinable @inline(__always)
    internal mutating func classifyItems<SectionID, SectionModel, ItemID, Item, ItemEquivalence: ContentEquivalence>(
        inNewSection ns: Int,
        oldSection os: Int,
        _ old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        _ new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        oldOffsets: [Int],
        newToOld: UnsafeBufferPointer<Int32>,
        stayingOld: UnsafeMutablePointer<Int32>,
        pendingUpdates: inout [PendingUpdate],
        itemContentEqual: ItemEquivalence
    ) -> Int where ItemEquivalence.Value == Item {
        let oldBase = oldOffsets[os], oldEnd = oldOffsets[os + 1], newBase = newOffsets[ns]
        let newItems = new._sections[ns].items
        let oldItems = old._sections[os].items
        var stayingCount = 0
        newItems.withUnsafeBufferPointer { newItems in
            oldItems.withUnsafeBufferPointer { oldItems in
                // Nil only for an empty list: a new one has nothing to loop
                // over, an old one nothing to stay in it.
                let newItemAddress = newItems.baseAddress, oldItemAddress = oldItems.baseAddress
                for j in 0..<newItems.count {
                    let o = Int(newToOld[newBase &+ j])
                    if o < 0 {
                        itemInserts.append(ItemPosition(section: ns, item: j))
                        continue
                    }
                    if o >= oldBase && o < oldEnd {
                        let sourceItem = o &- oldBase
                        stayingOld[stayingCount] = Int32(truncatingIfNeeded: sourceItem)
                        if let oldItemAddress, let newItemAddress,
                           !itemContentEqual.contentsEqual(at: oldItemAddress + sourceItem, newItemAddress + j) {
                            let update = ItemUpdate(
                                old: ItemPosition(section: os, item: sourceItem),
                                new: ItemPosition(section: ns, item: j), moved: false)
                            pendingUpdates.append((update, stayingCount))
                        }
                        stayingCount &+= 1
                    } else {
                        let sourceSection = Self.section(containing: o, oldOffsets)
                        let source = ItemPosition(section: sourceSection, item: o &- oldOffsets[sourceSection])
                        let destination = ItemPosition(section: ns, item: j)
                        itemMoves.append((source, destination))
                        if !itemContentEqual(old._sections[source.section].items[source.item], newItems[j]) {
                            pendingUpdates.append((ItemUpdate(old: source, new: destination, moved: true), -1))
                        }
                    }
                }
            }
        }
        return stayingCount
    }

    /// Moves the items that stayed in their section but fall outside its
    /// longest increasing subsequence, then records the section's content
    /// updates, flagging those of moved items.
    ///
    /// - Parameter kept: Per item that stayed, in new order, whether it is in
    ///   the subsequence; `nil` when all are.
    /// - Complexity: O(*n*) in the section's items when some move, else
    ///   O(*u*) in its updates.
    @inlinable @inline(__always)
    internal mutating func recordReorderedItems(
        inNewSection ns: Int,
        oldSection os: Int,
        oldOffsets: [Int],
        newToOld: UnsafeBufferPointer<Int32>,
        stayingCount: Int,
        kept: FixedBitSet?,
        pendingUpdates: [PendingUpdate]
    ) {
        if let kept {
            // Room for the section's moves at once: a list grown by doubling
            // copies itself and, large, takes fresh pages each time.
            var keptCount = 0
            for word in kept.words { keptCount &+= word.nonzeroBitCount }
            let needed = itemMoves.count &+ stayingCount &- keptCount
            if needed > itemMoves.capacity {
                // At least doubled, so that many sections still cost linear time.
                itemMoves.reserveCapacity(Swift.max(needed, 2 &* itemMoves.capacity))
            }
            // The items that stayed again, in the same order, now with their new index.
            let oldBase = oldOffsets[os], oldEnd = oldOffsets[os + 1], newBase = newOffsets[ns]
            var k = 0
            for j in 0..<newOffsets[ns + 1] &- newBase {
                let o = Int(newToOld[newBase &+ j])
                guard o >= oldBase && o < oldEnd else { continue }
                if !kept[k] {
                    itemMoves.append((ItemPosition(section: os, item: o &- oldBase), ItemPosition(section: ns, item: j)))
                }
                k &+= 1
            }
        }
        for var pending in pendingUpdates {
            if pending.staying >= 0, let kept { pending.update.moved = !kept[pending.staying] }
            itemUpdates.append(pending.update)
        }
    }

    /// Orders the item moves by destination. Cross-section moves were appended
    /// as met and in-section ones per section, so most often they already are.
    @inlinable
    internal mutating func sortItemMovesByDestination() {
        let ordered = zip(itemMoves, itemMoves.dropFirst()).allSatisfy {
            ($0.destination.section, $0.destination.item) < ($1.destination.section, $1.destination.item)
        }
        if !ordered {
            itemMoves.sort { ($0.destination.section, $0.destination.item) < ($1.destination.section, $1.destination.item) }
        }
    }
}
