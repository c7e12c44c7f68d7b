import Foundation

/// A well-formed (section, item) pair: what an `IndexPath` becomes once checked.
///
/// The checks work on this instead of `IndexPath` so that no code path can touch
/// `IndexPath.section`/`.item`, which trap on index paths of the wrong length.
struct ItemPosition: Hashable, Comparable, CustomStringConvertible {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// `nil` unless `indexPath` has exactly two non-negative indexes.
    init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[1] >= 0 else { return nil }
        self.init(section: indexPath[0], item: indexPath[1])
    }

    var indexPath: IndexPath {
        // Not `IndexPath(indexes:)`: its array literal allocates.
        IndexPath(item: item, section: section)
    }

    static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// Matches how `IndexPath` prints, so messages read the same either way.
    var description: String {
        "[\(section), \(item)]"
    }
}
