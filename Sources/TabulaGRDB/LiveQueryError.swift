/// An error of a ``LiveQuery`` itself; database errors are GRDB's own.
public enum LiveQueryError: Error, Sendable, Equatable {
    /// The incremental engine could not read the rowid of a row of `table`.
    case missingRowID(table: String)
}
