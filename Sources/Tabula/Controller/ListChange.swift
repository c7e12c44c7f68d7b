import Foundation

/// A change of one section, as a ``ListControllerDelegate`` receives it
/// (NSFetchedResultsController's section change).
public struct ListSectionChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the section.
    public enum Kind: String, Hashable, Sendable {
        /// The section appeared; ``newIndex`` says where.
        case insert
        /// The section went away; ``oldIndex`` says where it was.
        case delete
        /// The section moved from ``oldIndex`` to ``newIndex``.
        case move
        /// The section's model changed, from ``oldIndex`` to ``newIndex``.
        case update
    }

    /// What happened.
    public var kind: Kind
    /// The section's index before the change (`nil` for an insert).
    public var oldIndex: Int?
    /// The section's index after the change (`nil` for a delete).
    public var newIndex: Int?

    /// Creates a section change.
    @inlinable
    public init(kind: Kind, oldIndex: Int?, newIndex: Int?) {
        self.kind = kind
        self.oldIndex = oldIndex
        self.newIndex = newIndex
    }

    /// For example `delete section 2` or `move section 1 → 3`.
    @inlinable
    public var description: String {
        switch kind {
        case .insert: return "insert section \(newIndex ?? -1)"
        case .delete: return "delete section \(oldIndex ?? -1)"
        case .move: return "move section \(oldIndex ?? -1) → \(newIndex ?? -1)"
        case .update: return "update section \(oldIndex ?? -1) → \(newIndex ?? -1)"
        }
    }
}

/// A change of one item, as a ``ListControllerDelegate`` receives it
/// (NSFetchedResultsController's object change).
///
/// `oldIndexPath` is in the index space before the transaction, `newIndexPath`
/// in the space after it. An item that moved and changed content is one
/// ``Kind-swift.enum/move`` with ``isContentChanged`` set, as in Core Data.
public struct ListItemChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the item.
    public enum Kind: String, Hashable, Sendable {
        /// The item appeared at ``newIndexPath``.
        case insert
        /// The item went away from ``oldIndexPath``.
        case delete
        /// The item moved from ``oldIndexPath`` to ``newIndexPath``.
        case move
        /// The item's content changed; it was at ``oldIndexPath`` and is at
        /// ``newIndexPath`` (other changes may shift it, but it did not move).
        case update
    }

    /// What happened.
    public var kind: Kind
    /// Where the item was (`nil` for an insert).
    public var oldIndexPath: IndexPath?
    /// Where the item is now (`nil` for a delete).
    public var newIndexPath: IndexPath?
    /// Whether the item's content changed: always for an update, sometimes for a move.
    public var isContentChanged: Bool
    /// Whether this is a move the user already made in the view (see
    /// ``ListController/commitUserMove(from:to:updating:)``): a view must not
    /// animate it again.
    public var isUserDriven: Bool

    /// Creates an item change.
    @inlinable
    public init(kind: Kind, oldIndexPath: IndexPath?, newIndexPath: IndexPath?, isContentChanged: Bool = false, isUserDriven: Bool = false) {
        self.kind = kind
        self.oldIndexPath = oldIndexPath
        self.newIndexPath = newIndexPath
        self.isContentChanged = isContentChanged
        self.isUserDriven = isUserDriven
    }

    /// For example `move [0, 1] → [2, 0] (updated)`.
    @inlinable
    public var description: String {
        func text(_ path: IndexPath?) -> String { path.map(ListControllerError.text) ?? "-" }
        var result: String
        switch kind {
        case .insert: result = "insert \(text(newIndexPath))"
        case .delete: result = "delete \(text(oldIndexPath))"
        case .move: result = "move \(text(oldIndexPath)) → \(text(newIndexPath))"
        case .update: result = "update \(text(oldIndexPath)) → \(text(newIndexPath))"
        }
        if kind == .move && isContentChanged { result += " (updated)" }
        if isUserDriven { result += " (user-driven)" }
        return result
    }
}

extension Changeset {
    /// The section changes, in NSFetchedResultsController's order: deletes,
    /// inserts, moves, updates.
    @inlinable
    var listSectionChanges: [ListSectionChange] {
        sectionDeletes.map { ListSectionChange(kind: .delete, oldIndex: $0, newIndex: nil) }
            + sectionInserts.map { ListSectionChange(kind: .insert, oldIndex: nil, newIndex: $0) }
            + sectionMoves.map { ListSectionChange(kind: .move, oldIndex: $0.source, newIndex: $0.destination) }
            + sectionUpdates.map { ListSectionChange(kind: .update, oldIndex: $0.old, newIndex: $0.new) }
    }

    /// The item changes: deletes, inserts, moves (flagged when the content
    /// changed too), then updates of items that did not move.
    @inlinable
    var listItemChanges: [ListItemChange] {
        let updatedSources = Set(itemUpdates.map(\.old))
        let movedSources = Set(itemMoves.map(\.source))
        return itemDeletes.map { ListItemChange(kind: .delete, oldIndexPath: $0, newIndexPath: nil) }
            + itemInserts.map { ListItemChange(kind: .insert, oldIndexPath: nil, newIndexPath: $0) }
            + itemMoves.map {
                ListItemChange(kind: .move, oldIndexPath: $0.source, newIndexPath: $0.destination,
                               isContentChanged: updatedSources.contains($0.source))
            }
            + itemUpdates.filter { !movedSources.contains($0.old) }.map {
                ListItemChange(kind: .update, oldIndexPath: $0.old, newIndexPath: $0.new, isContentChanged: true)
            }
    }
}
