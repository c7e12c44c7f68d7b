import Foundation

/// The differences between two snapshots, in the terms a list view understands.
///
/// Section indexes and item index paths of deletes, move sources and the `old`
/// side of updates are positions in the *source* snapshot; inserts, move
/// destinations and the `new` side of updates are positions in the *target*.
///
/// Items are matched only between sections that survive (are matched by
/// identifier in both snapshots): the items of a deleted section go with it,
/// and the items of an inserted section arrive with it, so neither appears as
/// an item change — the same convention UIKit follows.
///
/// A changeset describes *what* changed; ``StagedChangeset`` turns it into
/// batches that a view accepts.
public struct Changeset: Hashable, Sendable {
    /// A move of a section or an item from a source position to a destination.
    public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// The position before the change.
        public var source: Index
        /// The position after the change.
        public var destination: Index
        /// Creates a move.
        @inlinable public init(source: Index, destination: Index) {
            self.source = source
            self.destination = destination
        }
    }

    /// A content change of a section or an item that exists before and after.
    public struct Update<Index: Hashable & Sendable>: Hashable, Sendable {
        /// The position in the source snapshot.
        public var old: Index
        /// The position in the target snapshot (differs from `old` when other
        /// changes shift it or the section or item also moves).
        public var new: Index
        /// Creates an update.
        @inlinable public init(old: Index, new: Index) {
            self.old = old
            self.new = new
        }
    }

    /// Sections removed, by index in the source, ascending.
    public var sectionDeletes: [Int] = []
    /// Sections added, by index in the target, ascending.
    public var sectionInserts: [Int] = []
    /// Sections that moved, ordered by destination. Only sections outside a longest
    /// increasing subsequence of surviving sections move.
    public var sectionMoves: [Move<Int>] = []
    /// Sections whose model changed, ordered by their index in the target.
    public var sectionUpdates: [Update<Int>] = []
    /// Items removed, by index path in the source, ascending.
    public var itemDeletes: [IndexPath] = []
    /// Items added, by index path in the target, ascending.
    public var itemInserts: [IndexPath] = []
    /// Items that moved, ordered by destination: every item that changed section,
    /// and, inside a section, only items outside a longest increasing subsequence
    /// of the items that stayed.
    public var itemMoves: [Move<IndexPath>] = []
    /// Items whose content changed, ordered by their index path in the target.
    public var itemUpdates: [Update<IndexPath>] = []
    /// What the diff noticed about its input, such as duplicate identifiers
    /// (origin ``Diagnostic/Origin/diff``); empty when there are none.
    public var diagnostics: [Diagnostic] = []

    /// Creates an empty changeset.
    public init() {}

    /// Whether nothing changed (diagnostics aside).
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionUpdates.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
    }
}
