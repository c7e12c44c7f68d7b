/// How a ``LiveQuery`` learns what a commit changed. Both engines are exact:
/// every published snapshot is the request's result at a committed state.
public enum LiveQueryEngine: Sendable, Equatable {
    /// After each commit that touches the request's tables, fetch the whole
    /// request again (off the main actor) and diff it against what is shown.
    /// O(*n*) per commit; works for every request.
    case refetch
    /// After commits, fetch only the rows they touched and apply them as
    /// inserts, updates and deletes: O(changed rows · log *n*) per step.
    /// Falls back to a whole fetch for a transaction, or a step's merged
    /// commits, that touched more than `threshold` rows and a quarter of the
    /// result, and for a commit whose effect it cannot tell (a join, a
    /// `notifyChanges`, a changed schema).
    /// It is used only where it can work: a request built
    /// from a `QueryInterfaceRequest` of a `TableRecord` on a rowid table,
    /// observed on a `DatabaseWriter` (such as a `DatabasePool`). Elsewhere
    /// the query uses ``refetch``.
    ///
    /// After a commit the writer only records the rowids touched; the rows
    /// are fetched on a reader, in steps taken one at a time. A step merges
    /// every commit recorded since the step before, fetching their rows once
    /// from a snapshot of the last of them (or every row, when one of them
    /// called for it), so a list slower than the writes is never more than
    /// one step behind.
    case incremental(threshold: Int)

    /// ``incremental(threshold:)`` with a threshold of 1,000 rows.
    public static var incremental: Self { .incremental(threshold: 1_000) }
}
