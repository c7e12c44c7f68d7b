import Foundation

// A published snapshot shares the node's item list, so changing the list
// afterwards (replacing, inserting or removing one item) copies all of it:
// for a section of k items, k retains (each item holds its value's store),
// and k releases when the last snapshot holding the old list lets it go.
// Instead, the old list is kept as a spare, with the changes made since it
// was current. Once views have moved on from it, the next change replays
// those changes on the spare and writes into it: O(positions replaced) for
// replacements, and one move of the list's tail per insertion or removal
// (memory moved, no retain or release per item), when nothing else holds the
// spare.
//
// The spare is kept from the first change after a publication until the
// section is replaced wholesale, falls under `minimumSpareCount` items, or
// changes too much between two publications: more than `maximumShifts`
// insertions and removals (a move is one of each), or more items written
// (replaced or inserted) than an eighth of the section, at least 8. Past
// those, replaying would cost about what a copy does. Until the first change
// after the next publication, the spare keeps the values replaced or removed
// since it was current, and the changes kept hold the items they wrote.
// Sections of fewer than `minimumSpareCount` items keep no spare: copying
// them costs little, and a replaced or removed value (a large image, say) is
// not kept. The tree's published snapshots keep the last few lists, so a
// section changed in each of several consecutive transactions finds its
// spare still held and copies it (and then replays the changes on the copy).
//
// One spare per section, not several: keeping the last few lists of each
// section, so that an edit could replay onto whichever the snapshots had let
// go, cost more memory for a gain that could not be told from noise. Items
// holding no reference at all would make every copy a plain memory copy
// (an element type that is not bitwise copyable is copied and destroyed one
// element at a time, whatever its references point to, even when they are
// `nil`), but such an item would have to find its value through the snapshot
// that holds it, and the stages a tree hands out put items under other
// sections' models (see the Composition article).
/// A section node's items, and a spare copy of them that a change writes into
/// instead of copying the list it published.
///
/// The spare is a second list of the section's items (an identifier and a
/// value per item), kept while the section changes after a publication.
/// Correctness never depends on the spare: writing into one that is still
/// shared copies it.
struct CompositionItemList {
    /// The items, in order.
    private(set) var items: ContiguousArray<CompositionItem> = []
    /// An earlier version of ``items``, or `nil`.
    private(set) var spare: ContiguousArray<CompositionItem>?
    /// What turns ``spare`` into ``items``, in order.
    private var changes: [Change] = []
    /// The items ``changes`` wrote (replaced or inserted), and its insertions and removals.
    private var written = 0, shifts = 0
    /// Whether ``items`` was handed out since it was last made: the next
    /// change would copy it.
    private var isShared = false

    /// One change made to ``items`` since ``spare`` was current.
    private enum Change {
        case replace(Int, CompositionItem)
        case insert(ContiguousArray<CompositionItem>, at: Int)
        case remove(Range<Int>)
    }

    /// The items, to be kept by a snapshot: the next change writes into the
    /// spare instead.
    mutating func share() -> ContiguousArray<CompositionItem> {
        isShared = true
        return items
    }

    /// Replaces every item. O(1), dropping the spare.
    mutating func set(_ newItems: ContiguousArray<CompositionItem>) {
        dropSpare()
        items = newItems
        isShared = false
    }

    /// Replaces the item at `index` (in range: checked by the caller).
    ///
    /// - Complexity: O(1) when the items were not shared since they were last
    ///   made. When they were: the cost of ``prepareToWrite()``.
    mutating func replace(at index: Int, with item: CompositionItem) {
        prepareToWrite()
        items[index] = item
        record(.replace(index, item))
    }

    /// Inserts `newItems` at `index` (at most the count: checked by the caller).
    ///
    /// - Complexity: O(*k*) for *k* items, a move of the tail; plus the cost
    ///   of ``prepareToWrite()``.
    mutating func insert(contentsOf newItems: ContiguousArray<CompositionItem>, at index: Int) {
        guard !newItems.isEmpty else { return }
        prepareToWrite()
        items.insert(contentsOf: newItems, at: index)
        record(.insert(newItems, at: index))
    }

    /// Inserts `item` at `index` (at most the count: checked by the caller).
    /// The complexity of ``insert(contentsOf:at:)``.
    mutating func insert(_ item: CompositionItem, at index: Int) {
        insert(contentsOf: [item], at: index)
    }

    /// Removes the items in `range` (in range: checked by the caller).
    /// The complexity of ``insert(contentsOf:at:)``.
    mutating func removeSubrange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        prepareToWrite()
        items.removeSubrange(range)
        record(.remove(range))
    }

    /// Removes and returns the item at `index` (in range: checked by the caller).
    /// The complexity of ``insert(contentsOf:at:)``.
    @discardableResult
    mutating func remove(at index: Int) -> CompositionItem {
        let item = items[index]
        removeSubrange(index..<(index + 1))
        return item
    }

    /// Makes ``items`` safe to write into once it was handed out: the spare,
    /// brought up to date, becomes the items, and the list handed out becomes
    /// the spare.
    ///
    /// - Complexity: O(1) when the items were not shared. When they were:
    ///   the changes made since the spare was current (a move of the tail for
    ///   each insertion or removal) when nothing else holds the spare; O(*k*)
    ///   for *k* items otherwise, a copy (the first change after sharing, a
    ///   spare still held elsewhere, or a section under ``minimumSpareCount``).
    private mutating func prepareToWrite() {
        guard isShared else { return }
        isShared = false
        guard items.count >= Self.minimumSpareCount else {
            // The write copies the shared list; no spare is worth keeping.
            dropSpare()
            return
        }
        if var next = spare {
            // Release the spare's reference first, so that `next` is
            // written in place when no snapshot holds it any longer.
            spare = nil
            for change in changes {
                switch change {
                case let .replace(index, item): next[index] = item
                case let .insert(inserted, index): next.insert(contentsOf: inserted, at: index)
                case let .remove(range): next.removeSubrange(range)
                }
            }
            spare = items
            items = next
        } else {
            // The write that follows copies the shared list; the old one becomes the spare.
            spare = items
        }
        changes.removeAll()
        written = 0
        shifts = 0
    }

    /// Keeps `change` for the spare, or drops the spare when replaying the
    /// changes would cost more than a copy, or the section became too small
    /// to keep one (a spare would only keep its removed values alive).
    private mutating func record(_ change: Change) {
        guard spare != nil else { return }
        switch change {
        case .replace: written += 1
        case let .insert(inserted, _):
            written += inserted.count
            shifts += 1
        case .remove: shifts += 1
        }
        if shifts > Self.maximumShifts || written > Self.maximumWritten(items.count)
            || items.count < Self.minimumSpareCount {
            dropSpare()
        } else {
            changes.append(change)
        }
    }

    private mutating func dropSpare() {
        spare = nil
        changes.removeAll()
        written = 0
        shifts = 0
    }

    /// Below this many items a section keeps no spare.
    static let minimumSpareCount = 64

    /// Past this many insertions and removals between two publications,
    /// moving the spare's tail once for each costs about what copying it does.
    static let maximumShifts = 4

    /// Past this many items written (replaced or inserted) between two
    /// publications, for a section of `count` items, copying costs about as much.
    static func maximumWritten(_ count: Int) -> Int { max(8, count / 8) }
}
