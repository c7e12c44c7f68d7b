import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

@MainActor
@Suite struct LiveQueryRefetchTests {
    private func makeQuery(_ database: TemporaryDatabase) -> LiveQuery<Contact, Int> {
        LiveQuery(
            database: database.pool,
            request: LiveQueryRequest { Contact.all() },
            sectionKey: { $0.team },
            sectionOrder: .ascending,
            order: [.ascending(\.name)]
        )
    }

    @Test func loadsTheRequestSectionedAndSortedWithTheIdentifierBreakingTies() async throws {
        let database = try TemporaryDatabase(rows: 40)
        let query = makeQuery(database)
        let expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })
        #expect(query.hasLoaded)
        #expect(query.error == nil)
        #expect(query.numberOfSections == 3)
        #expect(query.sectionTitles == ["0", "1", "2"])
    }

    @Test func followsInsertsUpdatesAndDeletesWithAnimatedUpdatesTheViewAccepts() async throws {
        let database = try TemporaryDatabase(rows: 12)
        let query = makeQuery(database)
        #expect(await eventually { query.hasLoaded })
        let harness = SourceViewHarness(query)

        try await database.pool.write { db in
            try Contact(id: 100, name: "a", team: 5).insert(db)
        }
        try await database.pool.write { db in
            // Changes both keys: the row moves to another section and place.
            try db.execute(sql: "UPDATE contact SET team = 0, name = 'zz' WHERE id = 2")
            try db.execute(sql: "DELETE FROM contact WHERE id IN (3, 4)")
        }
        let expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })
        #expect(!harness.updates.isEmpty)
        #expect(harness.updates.allSatisfy { !$0.isReload })
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func aChangedSortKeyIsAMoveWithAnUpdateSoTheCellIsRefreshed() async throws {
        let database = try TemporaryDatabase()
        try await database.pool.write { db in
            for (id, name) in [(1, "a"), (2, "b"), (3, "c")] {
                try Contact(id: Int64(id), name: name, team: 0).insert(db)
            }
        }
        let query = makeQuery(database)
        #expect(await eventually { query.numberOfItems == 3 })
        let harness = SourceViewHarness(query)
        try await database.pool.write { db in try db.execute(sql: "UPDATE contact SET name = 'd' WHERE id = 1") }
        #expect(await eventually { query.snapshot.sections.first?.items.last?.name == "d" })
        let changeset = try #require(harness.updates.last?.changeset)
        #expect(changeset.itemMoves.count == 1)
        #expect(changeset.itemUpdates.count == 1, "NSFetchedResultsController reports a move alone; the cell must refresh")
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func changingTheRequestOrderAndSectionKeyAnimates() async throws {
        let database = try TemporaryDatabase(rows: 30)
        let query = makeQuery(database)
        #expect(await eventually { query.hasLoaded })
        let harness = SourceViewHarness(query)
        var all = try await database.fetchAll()

        query.setOrder([.descending(\.name)])
        let descending = all.sorted { ($1.name, $0.id) < ($0.name, $1.id) }
        #expect(shownSections(query.snapshot) == Set(all.map(\.team)).sorted().map { team in descending.filter { $0.team == team } })

        query.setOrder([.ascending(\.name)])
        query.setSectionKey { $0.team == 0 ? nil : $0.team }
        #expect(query.snapshot.sections.last?.id == .some(nil), "team 0 went to the \"no section\" bucket")
        query.setSectionKey { $0.team }
        #expect(shownSections(query.snapshot) == expectedSections(all))

        query.setRequest(LiveQueryRequest<Contact>.sql("SELECT * FROM contact WHERE team <> ?", arguments: [1]))
        all.removeAll { $0.team == 1 }
        #expect(await eventually { shownSections(query.snapshot) == expectedSections(all) })
        #expect(harness.updates.count >= 5)
        #expect(harness.updates.allSatisfy { !$0.isReload })
        #expect(harness.problems.isEmpty, "\(harness.problems)")

        // The new request is observed, the old one no longer.
        try await database.pool.write { db in
            try Contact(id: 500, name: "new", team: 2).insert(db)
            try Contact(id: 501, name: "hidden", team: 1).insert(db)
        }
        all.append(Contact(id: 500, name: "new", team: 2))
        #expect(await eventually { shownSections(query.snapshot) == expectedSections(all) })
    }

    @Test func aFlatQueryHasOneSection() async throws {
        let database = try TemporaryDatabase(rows: 10)
        let query = LiveQuery<Contact, Never>(
            database: database.pool,
            request: LiveQueryRequest { Contact.filter(Column("team") == 1) },
            order: [.ascending(\.name)]
        )
        let expected = expectedSections(try await database.fetchAll().filter { $0.team == 1 }, sectioned: false)
        #expect(await eventually { shownSections(query.snapshot) == expected })
    }

    @Test func sitsInASectionTreeAsASectionProvider() async throws {
        let database = try TemporaryDatabase(rows: 9)
        let query = makeQuery(database)
        let tree = try SectionTree(root: ComposedSectionProvider([
            SingleItemSection<String>("banner"), query.makeSectionProvider(),
        ]))
        #expect(await eventually { tree.snapshot.numberOfSections == 4 })
        try await database.pool.write { db in try Contact(id: 50, name: "x", team: 7).insert(db) }
        #expect(await eventually { tree.snapshot.numberOfSections == 5 })
        #expect(tree.snapshot.numberOfItems == 11)
    }
}
