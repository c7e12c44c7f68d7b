/// How a ``LiveQuery`` learns what a commit changed. Both engines are exact:
/// every published snapshot is the request's result at a committed state.
public enum LiveQueryEngine: Sendable, Equatable {
    /// After each commit that touches the request's tables, fetch the whole
    /// request again (off the main actor) and diff it against what is shown.
    /// O(*n*) per commit; works for every request.
    case refetch
    /// After each commit, fetch only the rows the transaction touched and
    /// apply them as inserts, updates and deletes: O(changed rows · log *n*)
    /// per commit. Falls back to a whole fetch for a transaction that touches
    /// more than `threshold` rows, or whose effect it cannot tell (a join, a
    /// `notifyChanges`, a changed schema), and is used only where it can work: a request built
    /// from a `QueryInterfaceRequest` of a `TableRecord` on a rowid table,
    /// observed on a `DatabaseWriter` (such as a `DatabasePool`). Elsewhere
    /// the query uses ``refetch``.
    ///
    /// The rows are fetched on the writer's queue right after each commit,
    /// which orders them with the commits for free and delays the next write
    /// by that small fetch.
    case incremental(threshold: Int)

    /// ``incremental(threshold:)`` with a threshold of 1,000 rows.
    public static var incremental: Self { .incremental(threshold: 1_000) }
}
