import Foundation

/// A change of one item, as a ``LiveSourceDelegate`` receives it
/// (NSFetchedResultsController's object change). Index paths follow UIKit:
/// old ones in the space before the transaction, new ones after it.
public enum ListItemChange: Hashable, Sendable, CustomStringConvertible {
    /// The item appeared at this index path.
    case insert(at: IndexPath)
    /// The item at this index path went away.
    case delete(at: IndexPath)
    /// The item moved; `isContentChanged` when its content changed too (one
    /// move, as in Core Data), `isUserDriven` when the user already made the
    /// move in the view, which must not animate it again.
    case move(from: IndexPath, to: IndexPath, isContentChanged: Bool, isUserDriven: Bool)
    /// The item's content changed; it was at `from` and is at `to` (other
    /// changes may shift it, but it did not move).
    case update(from: IndexPath, to: IndexPath)

    /// Where the item was, `nil` for an insert.
    public var oldIndexPath: IndexPath? {
        switch self {
        case .insert: nil
        case let .delete(path): path
        case let .move(from, _, _, _), let .update(from, _): from
        }
    }

    /// Where the item is, `nil` for a delete.
    public var newIndexPath: IndexPath? {
        switch self {
        case let .insert(path): path
        case .delete: nil
        case let .move(_, to, _, _), let .update(_, to): to
        }
    }

    /// For example `move [0, 1] → [2, 0] (updated)`.
    public var description: String {
        func text(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }
        switch self {
        case let .insert(path): return "insert \(text(path))"
        case let .delete(path): return "delete \(text(path))"
        case let .update(from, to): return "update \(text(from)) → \(text(to))"
        case let .move(from, to, changed, user):
            return "move \(text(from)) → \(text(to))" + (changed ? " (updated)" : "") + (user ? " (user-driven)" : "")
        }
    }
}
