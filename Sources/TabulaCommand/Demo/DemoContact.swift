import GRDB

/// A row of the demo's table: what the live query lists, grouped by
/// ``initial`` and sorted by ``name``.
struct DemoContact: FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable {
    /// A table name unlikely to collide with anything in a database the user
    /// names with `--database`: the demo drops and recreates it.
    static let databaseTableName = "tabulaDemoContact"

    var id: Int64
    var name: String
    var phone: String
    var favorite: Bool

    /// The section a contact is listed in: its name's first character.
    var initial: String { String(name.prefix(1)) }

    init(id: Int64, name: String, phone: String, favorite: Bool) {
        self.id = id
        self.name = name
        self.phone = phone
        self.favorite = favorite
    }

    /// Decodes columns by position rather than through `Codable`: a refetch
    /// of 10,000 rows decodes every one, and `Codable` would dominate it.
    init(row: Row) throws {
        id = row[0]
        name = row[1]
        phone = row[2]
        favorite = row[3]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["name"] = name
        container["phone"] = phone
        container["favorite"] = favorite
    }

    /// Creates the table afresh, columns in the order ``init(row:)`` reads them.
    static func createTable(_ db: Database) throws {
        try db.execute(sql: "DROP TABLE IF EXISTS \(databaseTableName)")
        try db.create(table: databaseTableName) { table in
            table.primaryKey("id", .integer)
            table.column("name", .text).notNull()
            table.column("phone", .text).notNull()
            table.column("favorite", .boolean).notNull()
        }
    }
}
