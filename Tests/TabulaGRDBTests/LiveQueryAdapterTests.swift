import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// A cell of the adapter tests: the contact's name.
final class ContactCell: HeadlessReusableView, ModelTransfer {
    var name = ""
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable(name) }
    func update(with contact: Contact) { name = contact.name }
}

/// A live query shown by a list adapter, as the live queries guide does it.
@MainActor
@Suite struct LiveQueryAdapterTests {
    @Test func aListAdapterShowsALiveQueryAndFollowsTheDatabase() async throws {
        let database = try TemporaryDatabase(rows: 9)
        let query = LiveQuery<Contact, Int>(
            database: database.pool, request: LiveQueryRequest { Contact.all() },
            sectionKey: { $0.team }, sectionOrder: .ascending, order: [.ascending(\.name)]
        )
        let view = HeadlessListView()
        let adapter: ListAdapterOf<LiveQuery<Contact, Int>> = ListAdapter(view: view, showing: query)
        adapter.registry.register(ContactCell.self)
        var selected: [Contact] = []
        adapter.registry.on(.didSelect, forModel: Contact.self) { contact, _ in selected.append(contact) }

        func shownNames() -> [[String]] {
            view.layoutIfNeeded()
            return view.sections.map { $0.items.map { $0.content?.base as? String ?? "?" } }
        }
        func expectedNames() async throws -> [[String]] {
            expectedSections(try await database.fetchAll()).map { $0.map(\.name) }
        }

        let first = try await expectedNames()
        #expect(await eventually { shownNames() == first })
        try await database.pool.write { db in try Contact(id: 50, name: "a", team: 7).insert(db) }
        let second = try await expectedNames()
        #expect(await eventually { shownNames() == second }, "a committed insert reaches the view")
        #expect(view.tapItem(at: IndexPath(item: 0, section: 3)))
        #expect(selected.map(\.id) == [50])
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty)
    }
}
