import Foundation

/// A change of one section, as a ``LiveSourceDelegate`` receives it
/// (NSFetchedResultsController's section change). Indexes follow UIKit: the
/// old one in the space before the transaction, the new one after it.
public enum ListSectionChange: Hashable, Sendable, CustomStringConvertible {
    /// The section appeared at this index.
    case insert(at: Int)
    /// The section at this index went away.
    case delete(at: Int)
    /// The section moved.
    case move(from: Int, to: Int)
    /// The section's model changed; it was at `from` and is at `to` (other
    /// changes may shift it, but it did not move).
    case update(from: Int, to: Int)

    /// Where the section was, `nil` for an insert.
    public var oldIndex: Int? {
        switch self {
        case .insert: nil
        case let .delete(index): index
        case let .move(from, _), let .update(from, _): from
        }
    }

    /// Where the section is, `nil` for a delete.
    public var newIndex: Int? {
        switch self {
        case let .insert(index): index
        case .delete: nil
        case let .move(_, to), let .update(_, to): to
        }
    }

    /// For example `delete section 2` or `move section 1 → 3`.
    public var description: String {
        switch self {
        case let .insert(index): "insert section \(index)"
        case let .delete(index): "delete section \(index)"
        case let .move(from, to): "move section \(from) → \(to)"
        case let .update(from, to): "update section \(from) → \(to)"
        }
    }
}
