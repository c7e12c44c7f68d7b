import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// The refetch engine sorts each fetch starting from the order shown, and
/// trusts no order of the database: whether the request has no `ORDER BY`
/// (rows in rowid order), one in SQLite's byte order, which differs from
/// Swift's for these names, or one in the reverse order, the list shows
/// each committed state exactly in the declared order, checked against a
/// fresh fetch sorted in Swift.
@MainActor
@Suite struct LiveQueryRefetchOrderTests {
    /// Pieces of names, two to a name, whose orders differ between SQLite's
    /// `BINARY` collation (UTF-8 bytes) and Swift (canonical equivalence:
    /// precomposed and decomposed accents are equal in Swift): cases,
    /// accents both ways, a ligature, an emoji.
    ///
    /// Always two pieces: Swift 6.3's `String.<` is not a strict weak
    /// ordering when a decomposed accent ends one string and begins a
    /// longer one in precomposed form ("e\u{301}" and "éa" compare neither
    /// less nor equal), and no order is then *the* declared order. Over
    /// every name of two of these pieces it is one (checked exhaustively
    /// when this was written).
    static let pieces = ["a", "A", "b", "B", "e", "é", "e\u{301}", "ä", "a\u{308}", "z", "Z", "ß", "ss", "\u{FB01}", "fi", "😀"]

    enum SQLOrder: CaseIterable, CustomTestStringConvertible {
        case none
        case byName
        case reversed

        var testDescription: String {
            switch self {
            case .none: "no ORDER BY"
            case .byName: "ORDER BY team, name, id"
            case .reversed: "ORDER BY name DESC"
            }
        }

        var request: LiveQueryRequest<Contact> {
            switch self {
            case .none: LiveQueryRequest { Contact.all() }
            case .byName: LiveQueryRequest { Contact.order(Column("team"), Column("name"), Column("id")) }
            case .reversed: LiveQueryRequest { Contact.order(Column("name").desc) }
            }
        }
    }

    @Test(arguments: SQLOrder.allCases)
    func everyCommittedStateShowsTheDeclaredOrder(order: SQLOrder) async throws {
        var rng = SplitMix64(seed: 0x0DE5 &+ UInt64(SQLOrder.allCases.firstIndex(of: order) ?? 0))
        let database = try TemporaryDatabase()
        let initial = (1...300).map { id in Contact(id: Int64(id), name: Self.randomName(&rng), team: Int(rng.next() % 5)) }
        var nextID = Int64(initial.count + 1)
        try await database.pool.write { db in
            for contact in initial { try contact.insert(db) }
        }
        let query = LiveQuery<Contact, Int>(
            database: database.pool,
            request: order.request,
            sectionKey: { $0.team },
            sectionOrder: .ascending,
            order: [.ascending(\.name)]
        )
        var expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected }, "the first fetch")
        for step in 0..<20 {
            let changes = step % 7 == 6 ? 40 : Int(rng.next() % 4) + 1
            var edits: [(kind: UInt64, id: Int64, name: String, team: Int)] = []
            for _ in 0..<changes {
                edits.append((rng.next() % 5, Int64(rng.next() % UInt64(nextID)) + 1, Self.randomName(&rng), Int(rng.next() % 5)))
            }
            let firstNewID = nextID
            nextID += Int64(changes)
            try await database.pool.write { [edits] db in
                var newID = firstNewID
                for edit in edits {
                    switch edit.kind {
                    case 0, 1:
                        try db.execute(sql: "UPDATE contact SET name = ? WHERE id = ?", arguments: [edit.name, edit.id])
                    case 2:
                        try db.execute(sql: "UPDATE contact SET team = ? WHERE id = ?", arguments: [edit.team, edit.id])
                    case 3:
                        try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [edit.id])
                    default:
                        try Contact(id: newID, name: edit.name, team: edit.team).insert(db)
                        newID += 1
                    }
                }
            }
            expected = expectedSections(try await database.fetchAll())
            #expect(await eventually { shownSections(query.snapshot) == expected }, "step \(step)")
            #expect(query.error == nil, "step \(step): \(String(describing: query.error))")
        }
    }

    static func randomName(_ rng: inout SplitMix64) -> String {
        pieces[Int(rng.next() % UInt64(pieces.count))] + pieces[Int(rng.next() % UInt64(pieces.count))]
    }
}
