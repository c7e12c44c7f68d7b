import GRDB

/// What a ``LiveQuery`` fetches: a GRDB request over `Record`, kept as the
/// work of fetching it so that it can run on GRDB's reader threads.
///
/// ```swift
/// let adults = LiveQueryRequest { Person.filter(Column("age") >= 18) }
/// let named = LiveQueryRequest<Person>.sql("SELECT * FROM person WHERE name LIKE ?", arguments: ["A%"])
/// ```
///
/// GRDB's request types are not `Sendable`, so a request is given as a
/// closure that builds it (called once per fetch, off the main actor); the
/// closure is cheap, as building a request does not touch the database.
/// It must build the same request each time (use ``LiveQuery/setRequest(_:)``
/// to change it): the refetch engine tells GRDB that what the request reads
/// does not change between fetches, so that it can fetch on a reader.
/// The query's order and sections come from the ``LiveQuery``, so an
/// `ORDER BY` in the request changes nothing that is shown. One that matches
/// the declared order (section key, then the order's keys, then the
/// identifier) saves the first fetch its sort: rows that arrive in order cost
/// one comparison each to check. Later fetches need none: each starts its
/// sort from the order shown, so that a result that changed in a few rows is
/// not sorted from scratch. Either way the order is checked in Swift, not
/// taken from the database's collation, so the list always shows the
/// declared order.
public struct LiveQueryRequest<Record: FetchableRecord & Sendable>: Sendable {
    /// Fetches every record of the request; runs on a GRDB reader or writer queue.
    @usableFromInline let fetchAll: @Sendable (Database) throws -> [Record]
    /// What the incremental engine needs; `nil` for requests it cannot follow.
    @usableFromInline let incremental: Incremental?

    /// A request whose rows the incremental engine can fetch one by one.
    @usableFromInline
    struct Incremental: Sendable {
        /// The table whose rowids identify the rows.
        let table: String
        /// What the request reads: a change elsewhere in it calls for a refetch.
        let region: @Sendable (Database) throws -> DatabaseRegion
        /// The rows with the given rowids that the request selects (every row
        /// when `nil`), each with its rowid.
        let fetch: @Sendable (Database, Set<Int64>?) throws -> [RowRecord]
    }

    /// A fetched record with the rowid of its row.
    @usableFromInline
    struct RowRecord: Sendable {
        @usableFromInline var rowID: Int64
        @usableFromInline var record: Record
    }

    /// A request built by `makeRequest` for each fetch.
    ///
    /// - Parameter makeRequest: Builds the request: a `QueryInterfaceRequest`
    ///   (`Person.all()`, `Person.filter(…)`), an `SQLRequest`, or any other
    ///   `FetchRequest` whose rows decode as `Record`.
    public init<Request: FetchRequest<Record>>(_ makeRequest: @escaping @Sendable () -> Request) {
        fetchAll = { database in try makeRequest().fetchAll(database) }
        incremental = nil
    }

    /// A request written in SQL.
    ///
    /// - Parameters:
    ///   - sql: A `SELECT` statement whose rows decode as `Record`.
    ///   - arguments: The statement's arguments.
    /// - Returns: The request.
    public static func sql(_ sql: String, arguments: StatementArguments = StatementArguments()) -> Self {
        Self { SQLRequest<Record>(sql: sql, arguments: arguments) }
    }
}

extension LiveQueryRequest where Record: TableRecord {
    /// A query-interface request, which the incremental engine can follow
    /// row by row (see ``LiveQueryEngine/incremental(threshold:)``).
    ///
    /// - Parameter makeRequest: Builds the request, for example
    ///   `{ Person.filter(Column("city") == "Paris") }`.
    public init(_ makeRequest: @escaping @Sendable () -> QueryInterfaceRequest<Record>) {
        fetchAll = { database in try makeRequest().fetchAll(database) }
        incremental = Incremental(
            table: Record.databaseTableName,
            region: { database in try makeRequest().databaseRegion(database) },
            fetch: { database, rowIDs in
                guard let rowIDs else { return try Self.rowRecords(makeRequest(), in: database) }
                // In statements of at most 999 rowids, the fewest variables
                // any SQLite allows in one statement: a step may merge many
                // more. Every statement reads the same snapshot.
                let ids = Array(rowIDs)
                var records: [RowRecord] = []
                records.reserveCapacity(ids.count)
                for start in stride(from: 0, to: ids.count, by: Self.rowIDsPerStatement) {
                    let chunk = ids[start..<Swift.min(start + Self.rowIDsPerStatement, ids.count)]
                    records += try Self.rowRecords(makeRequest().filter(chunk.contains(Column.rowID)), in: database)
                }
                return records
            }
        )
    }

    /// How many rowids one statement of the incremental engine names at most.
    static var rowIDsPerStatement: Int { 999 }

    /// The rows of `request` as records, each with its rowid, fetched as one
    /// statement with the rowid as an extra column that records ignore.
    private static func rowRecords(_ request: QueryInterfaceRequest<Record>, in database: Database) throws -> [RowRecord] {
        let key = "tabulaRowID"
        let rows = try Row.fetchAll(database, request.annotated(with: Column.rowID.forKey(key)))
        return try rows.map { row in
            guard let rowID = row[key] as Int64? else { throw LiveQueryError.missingRowID(table: Record.databaseTableName) }
            return RowRecord(rowID: rowID, record: try Record(row: row))
        }
    }
}
