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
/// The query's order and sections come from the ``LiveQuery``, so an
/// `ORDER BY` in the request changes nothing that is shown.
public struct LiveQueryRequest<Record: FetchableRecord & Sendable>: Sendable {
    /// Fetches every record of the request; runs on a GRDB reader or writer queue.
    let fetchAll: @Sendable (Database) throws -> [Record]

    /// A request built by `makeRequest` for each fetch.
    ///
    /// - Parameter makeRequest: Builds the request: a `QueryInterfaceRequest`
    ///   (`Person.all()`, `Person.filter(…)`), an `SQLRequest`, or any other
    ///   `FetchRequest` whose rows decode as `Record`.
    public init<Request: FetchRequest<Record>>(_ makeRequest: @escaping @Sendable () -> Request) {
        fetchAll = { database in try makeRequest().fetchAll(database) }
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
