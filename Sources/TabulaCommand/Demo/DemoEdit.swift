import GRDB

/// One transaction of the demo's edit stream. Each changes what the query
/// shows, so that every edit has an update to wait for and time.
enum DemoEdit: Hashable, Sendable {
    /// A new contact.
    case insert(DemoContact)
    /// A new name, usually under another initial: the row moves across sections.
    case rename(id: Int64, name: String)
    /// A new phone number: the row stays and is updated in place.
    case changePhone(id: Int64, phone: String)
    /// The contact goes away.
    case delete(id: Int64)
    /// Every contact under `initial` toggles its favorite flag in one
    /// statement: hundreds of rows at once, as a sync or an import would.
    case toggleFavorites(initial: String)

    /// Runs the edit's statement in `db`, inside the caller's transaction.
    func apply(_ db: Database) throws {
        let table = DemoContact.databaseTableName
        switch self {
        case .insert(let contact):
            try contact.insert(db)
        case .rename(let id, let name):
            try db.execute(sql: "UPDATE \(table) SET name = ? WHERE id = ?", arguments: [name, id])
        case .changePhone(let id, let phone):
            try db.execute(sql: "UPDATE \(table) SET phone = ? WHERE id = ?", arguments: [phone, id])
        case .delete(let id):
            try db.execute(sql: "DELETE FROM \(table) WHERE id = ?", arguments: [id])
        case .toggleFavorites(let initial):
            try db.execute(
                sql: "UPDATE \(table) SET favorite = NOT favorite WHERE substr(name, 1, 1) = ?",
                arguments: [initial]
            )
        }
    }
}
