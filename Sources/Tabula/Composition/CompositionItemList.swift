import Foundation

/// A section node's items, and a spare copy of them that an in-place
/// replacement writes into instead of copying the list it published.
///
/// A published snapshot shares the node's item list, so replacing one item
/// afterwards copies the whole list: for a section of *k* items, *k* retains
/// (each item holds its value's store), and *k* releases when the last
/// snapshot holding the old list lets it go. Instead, the old list is kept as
/// a spare once views have moved on from it, and the next replacement brings
/// the spare up to date at the positions that changed since, then writes into
/// it: O(positions changed) when nothing else holds the spare.
///
/// The spare is a second list of the section's items (32 bytes an item),
/// kept from a node's first in-place replacement until its items are added,
/// removed, moved or replaced wholesale. It also keeps the values replaced
/// since it was current (up to an eighth of the section) until the section
/// changes again. Sections of fewer than ``minimumSpareCount`` items keep no
/// spare: copying them costs little, and a replaced value (a large image, say)
/// is not kept. The tree's published snapshots keep the last few lists, so a
/// section replaced in each of several consecutive transactions finds its
/// spare still held and copies it. Correctness never depends on the spare:
/// writing into one that is still shared copies it, as before.
struct CompositionItemList {
    /// The items, in order.
    private(set) var items: ContiguousArray<CompositionItem> = []
    /// An earlier version of ``items``, of the same length, or `nil`.
    private var spare: ContiguousArray<CompositionItem>?
    /// The positions at which ``spare`` may differ from ``items``.
    private var spareDiffers: [Int] = []
    /// Whether ``items`` was handed out since it was last made: the next
    /// replacement would copy it.
    private var isShared = false

    /// The items, to be kept by a snapshot: the next replacement writes into
    /// the spare instead.
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

    /// Edits the items in place (insertions, removals, moves), dropping the
    /// spare: it cannot follow such edits.
    mutating func edit<Result>(_ body: (inout ContiguousArray<CompositionItem>) -> Result) -> Result {
        dropSpare()
        // An edit that writes copies a shared list: what it leaves is its own,
        // and a replacement that follows need not keep it as a spare.
        defer { isShared = false }
        return body(&items)
    }

    /// Replaces the item at `index` (in range: checked by the caller).
    ///
    /// - Complexity: O(1) when the items were not shared since they were
    ///   last made. When they were: O(1) plus the positions replaced since the
    ///   spare was last current, if the spare is no longer shared; otherwise
    ///   O(*k*) for *k* items, a copy (the first replacement after sharing, a
    ///   spare still held elsewhere, or a section under ``minimumSpareCount``).
    mutating func replace(at index: Int, with item: CompositionItem) {
        if isShared, items.count >= Self.minimumSpareCount {
            isShared = false
            if var next = spare, next.count == items.count, spareDiffers.count <= Self.maxDiffers(items.count) {
                // Release the spare's reference first, so that `next` is
                // written in place when no snapshot holds it any longer.
                spare = nil
                for position in spareDiffers { next[position] = items[position] }
                spare = items
                items = next
            } else {
                // The write below copies the shared list; the old one becomes the spare.
                spare = items
            }
            spareDiffers.removeAll(keepingCapacity: true)
        }
        items[index] = item
        if spare != nil {
            spareDiffers.append(index)
            if spareDiffers.count > Self.maxDiffers(items.count) { dropSpare() }
        }
    }

    private mutating func dropSpare() {
        spare = nil
        spareDiffers.removeAll()
    }

    /// Below this many items a section keeps no spare.
    static let minimumSpareCount = 64

    /// Past this many positions to bring up to date, copying costs about as much.
    private static func maxDiffers(_ count: Int) -> Int { max(8, count / 8) }
}
