// Linux only: the stand-in table forwards its calls to the headless model of
// AppKit's table, which real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import Testing
@testable import TabulaTesting

/// A contact's cell: an `NSView` that shows the contact's name.
@MainActor
final class ContactCellView: NSView, ModelTransfer {
    private(set) var contact: Contact?
    func update(with model: Contact) { contact = model }
}

/// A section's header, shown as a group row.
@MainActor
final class HeaderView: NSView, ModelTransfer {
    private(set) var title: String?
    func update(with model: String) { title = model }
}

/// A class AppKit could not show in a row.
@MainActor
final class NotAView: ModelTransfer {
    func update(with model: Contact) {}
}

/// An `NSTableViewListView` driven by a `ListAdapter` on the stand-in table,
/// every call checked by the headless model of AppKit's table.
@MainActor
final class TableAdapterFixture {
    let tableView = NSTableView()
    let listView: NSTableViewListView
    let registry = MappingRegistry()
    let adapter: ListAdapter<String, String, Int, Contact>
    var backend: HeadlessNSTableBackend!

    init(groupRows: Bool, inWindow: Bool = true, headerViews: Bool = true) {
        if inWindow { tableView.standInWindow = NSWindow() }
        listView = NSTableViewListView(tableView, groupRows: groupRows)
        registry.register(ContactCellView.self)
        if headerViews { registry.register(HeaderView.self, forSupplementaryViewOfKind: .header) }
        adapter = ListAdapter(view: listView, registry: registry)
        backend = HeadlessNSTableBackend { [unowned self] in self.rowsShown() }
        backend.table.checksContentWhenUpdatesEnd = false
        tableView.backend = backend
    }

    /// What the table's data source and delegate give, row by row: the
    /// identity and the content of the view each row gets.
    func rowsShown() -> [HeadlessListView.Cell] {
        guard let dataSource = tableView.dataSource, let delegate = tableView.delegate else { return [] }
        return (0..<dataSource.numberOfRows(in: tableView)).map { row in
            let view = delegate.tableView(tableView, viewFor: tableView.tableColumns.first, row: row)
            if let cell = view as? ContactCellView, let contact = cell.contact {
                return HeadlessListView.Cell(id: TableRow<String, Int>.item(contact.id), content: AnyEquatable(contact.name))
            }
            if let header = view as? HeaderView, delegate.tableView(tableView, isGroupRow: row),
               let section = adapter.shown.sections.first(where: { $0.model == header.title }) {
                return HeadlessListView.Cell(id: TableRow<String, Int>.group(section.id), content: AnyEquatable(header.title ?? ""))
            }
            return HeadlessListView.Cell(id: "row \(row): \(String(describing: view))", content: nil)
        }
    }

    /// What a table showing `snapshot` must show.
    static func expectedRows(_ snapshot: Contacts, groupRows: Bool) -> [HeadlessListView.Cell] {
        HeadlessNSTableView.rows(
            of: snapshot, groupRows: groupRows,
            itemContent: { AnyEquatable($0.name) }, sectionContent: { AnyEquatable($0) }
        )
    }
}

@MainActor
@Suite("NSTableViewListView driven by a ListAdapter")
struct NSTableViewAdapterTests {
    @Test(
        "An adapter follows 400 random lists on a table, with and without group rows, reloads and reconfigures: every call checked, the rows equal to the data after each",
        arguments: [false, true], [ContentUpdateStyle.reload, .reconfigure]
    )
    func randomLists(groupRows: Bool, contentUpdates: ContentUpdateStyle) {
        var rng = SplitMix64(seed: (groupRows ? 10 : 20) + (contentUpdates == .reload ? 1 : 2))
        let fixture = TableAdapterFixture(groupRows: groupRows)
        fixture.adapter.contentUpdates = contentUpdates
        for step in 0..<400 {
            var next = randomContacts(&rng)
            // Section models made unique, so that a header tells its section.
            next = Contacts(sections: next.sections.map { Contacts.Section(id: $0.id, model: $0.id + $0.model, items: $0.items) })
            fixture.adapter.apply(next)
            fixture.backend.table.checkContent()
            let table = fixture.backend.table
            #expect(table.violations.isEmpty, "step \(step): \(table.violations)")
            #expect(table.rows == TableAdapterFixture.expectedRows(next, groupRows: groupRows), "step \(step)")
            if !table.violations.isEmpty { return }
        }
        #expect(fixture.backend.fullReloads <= 1, "only the first list is loaded with reloadData(); every other is animated")
    }

    @Test("A live list controller's random inserts, renames (which move items across sections) and removals, animated on a table with group rows", arguments: 0..<4 as Range<UInt64>)
    func liveController(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let controller = ListController<Contact, String>(configuration: ListConfiguration(
            sectionKey: { String($0.name.prefix(1)) }, sectionOrder: .ascending, itemOrder: .by(.ascending { $0.name })
        ))
        let tableView = NSTableView()
        tableView.standInWindow = NSWindow()
        let registry = MappingRegistry()
        registry.register(ContactCellView.self)
        registry.register(HeaderView.self, forSupplementaryViewOfKind: .header)
        let adapter = ListAdapter(view: NSTableViewListView(tableView), registry: registry, showing: controller)
        // Unowned: the table holds its backend.
        let backend = HeadlessNSTableBackend { [unowned tableView] in
            guard let dataSource = tableView.dataSource, let delegate = tableView.delegate else { return [] }
            return (0..<dataSource.numberOfRows(in: tableView)).map { row in
                switch delegate.tableView(tableView, viewFor: nil, row: row) {
                case let cell as ContactCellView:
                    HeadlessListView.Cell(id: TableRow<String?, Int>.item(cell.contact?.id ?? -1), content: AnyEquatable(cell.contact?.name ?? ""))
                case let header as HeaderView:
                    HeadlessListView.Cell(id: TableRow<String?, Int>.group(header.title), content: AnyEquatable(header.title ?? ""))
                case let view:
                    HeadlessListView.Cell(id: "row \(row): \(String(describing: view))", content: nil)
                }
            }
        }
        backend.table.checksContentWhenUpdatesEnd = false
        tableView.backend = backend
        backend.table.reloadData()
        let letters = ["A", "B", "C", "D"]
        func name(_ rng: inout SplitMix64) -> String { letters[Int.random(in: 0..<4, using: &rng)] + "\(Int.random(in: 0..<50, using: &rng))" }
        var nextID = 0
        for step in 0..<250 {
            let ids = controller.snapshot.sections.flatMap { $0.itemIDs }
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !ids.isEmpty:
                _ = try controller.removeItem(withID: ids[Int.random(in: 0..<ids.count, using: &rng)])
            case 1 where !ids.isEmpty:
                let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
                try controller.update(with: Contact(id: id, name: name(&rng)))
            default:
                nextID += 1
                try controller.insert(Contact(id: nextID, name: name(&rng)))
            }
            backend.table.checkContent()
            #expect(backend.table.violations.isEmpty, "seed \(seed), step \(step): \(backend.table.violations)")
            let expected = HeadlessNSTableView.rows(
                of: controller.snapshot, groupRows: true,
                itemContent: { (contact: Contact) in AnyEquatable(contact.name) }, sectionContent: { (title: String?) in AnyEquatable(title ?? "") }
            )
            #expect(backend.table.rows == expected, "seed \(seed), step \(step)")
            if !backend.table.violations.isEmpty { return }
        }
        #expect(backend.fullReloads <= 1 && adapter.shown.numberOfItems == controller.snapshot.numberOfItems)
    }

    @Test("Items selected by identifier stay selected, on the table's rows, across 200 random lists, with and without group rows", arguments: [false, true])
    func selectionByIdentity(groupRows: Bool) {
        var rng = SplitMix64(seed: groupRows ? 30 : 40)
        let fixture = TableAdapterFixture(groupRows: groupRows)
        fixture.tableView.allowsMultipleSelection = true
        var model = Set<Int>()
        var kept = 0
        for step in 0..<200 {
            for id in fixture.adapter.shown.itemIdentifiers where Int.random(in: 0..<4, using: &rng) == 0 {
                #expect(fixture.adapter.selectItem(withID: id))
                model.insert(id)
            }
            let next = randomContacts(&rng)
            fixture.tableView.standInWindow = Int.random(in: 0..<4, using: &rng) == 0 ? nil : NSWindow()
            fixture.adapter.apply(next)
            model.formIntersection(next.itemIdentifiers)
            kept += model.count
            let rows = TableAdapterFixture.expectedRows(next, groupRows: groupRows)
            let selectedRows = fixture.tableView.selectedRowIndexes.map { rows[$0].id.base as? TableRow<String, Int> }
            let selectedItems = Set(selectedRows.compactMap { row -> Int? in
                if case .item(let id)? = row { return id }
                return nil
            })
            #expect(fixture.adapter.selectedItemIDs == model, "step \(step)")
            #expect(selectedItems == model, "step \(step)")
            #expect(selectedItems.count == selectedRows.count, "step \(step): no group row selected")
        }
        #expect(kept > 100)
    }

    @Test("Off screen the table reloads; in a window a change is animated")
    func offScreenReloads() {
        let fixture = TableAdapterFixture(groupRows: true, inWindow: false)
        let first = Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])])
        fixture.adapter.apply(first)
        let reloads = fixture.backend.fullReloads
        fixture.adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")])]))
        #expect(fixture.backend.fullReloads == reloads + 1)
        #expect(fixture.backend.table.rows.count == 3)
    }

    @Test("Group rows show the header view, or a label with the section's title, and are never selected")
    func groupRows() throws {
        let fixture = TableAdapterFixture(groupRows: true)
        fixture.adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])]))
        let delegate = try #require(fixture.tableView.delegate)
        #expect(delegate.tableView(fixture.tableView, isGroupRow: 0))
        #expect(!delegate.tableView(fixture.tableView, isGroupRow: 1))
        #expect((delegate.tableView(fixture.tableView, viewFor: nil, row: 0) as? HeaderView)?.title == "a")
        #expect(!delegate.tableView(fixture.tableView, shouldSelectRow: 0))
        #expect(delegate.tableView(fixture.tableView, shouldSelectRow: 1))
        // A second column gets no view; out of range, no row.
        let second = NSTableColumn(identifier: NSUserInterfaceItemIdentifier("second"))
        fixture.tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("first")))
        fixture.tableView.addTableColumn(second)
        #expect(delegate.tableView(fixture.tableView, viewFor: fixture.tableView.tableColumns.first, row: 1) is ContactCellView)
        #expect(delegate.tableView(fixture.tableView, viewFor: second, row: 1) == nil)
        #expect(delegate.tableView(fixture.tableView, viewFor: nil, row: 7) == nil)

        let titles = TableAdapterFixture(groupRows: true, headerViews: false)
        titles.adapter.apply(Contacts(sections: [.init(id: "A", model: "Friends", items: [])]))
        let label = try #require(titles.tableView.delegate).tableView(titles.tableView, viewFor: nil, row: 0)
        #expect((label as? NSTextField)?.stringValue == "Friends")
    }

    @Test("Selection changes reach the registry's handlers as index paths; a height handler is claimed only while it exists")
    func events() throws {
        let fixture = TableAdapterFixture(groupRows: true)
        var selected: [IndexPath] = []
        var deselected: [IndexPath] = []
        fixture.registry.on(.didSelect, forModel: Contact.self) { _, indexPath in selected.append(indexPath) }
        fixture.registry.on(.didDeselect, forModel: Contact.self) { _, indexPath in deselected.append(indexPath) }
        fixture.adapter.apply(Contacts(sections: [
            .init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]),
            .init(id: "B", model: "b", items: [Contact(id: 3, name: "Cy")]),
        ]))
        let delegate = try #require(fixture.tableView.delegate)
        fixture.tableView.selectedRowIndexes = [1, 4]
        delegate.tableViewSelectionDidChange(Notification(name: Notification.Name("NSTableViewSelectionDidChangeNotification")))
        #expect(selected == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        fixture.tableView.selectedRowIndexes = [4]
        delegate.tableViewSelectionDidChange(Notification(name: Notification.Name("NSTableViewSelectionDidChangeNotification")))
        #expect(deselected == [IndexPath(item: 0, section: 0)])

        let forwarder = try #require(fixture.listView.forwarder)
        #expect(!forwarder.methodClaims.claimsMethod(named: "tableView(_:heightOfRow:)"))
        #expect(delegate.tableView(fixture.tableView, heightOfRow: 1) == fixture.tableView.rowHeight)
        fixture.registry.on(.height, forModel: Contact.self) { contact, _ in contact.id == 2 ? 60 : 30 }
        #expect(forwarder.methodClaims.claimsMethod(named: "tableView(_:heightOfRow:)"))
        #expect(delegate.tableView(fixture.tableView, heightOfRow: 2) == 60)
        #expect(delegate.tableView(fixture.tableView, heightOfRow: 0) == fixture.tableView.rowHeight, "a group row without a header height")
    }

    @Test("Swipe actions become row actions for items only, claimed only while a handler exists; pressing one runs it and hides the row actions")
    func rowActions() throws {
        let fixture = TableAdapterFixture(groupRows: true)
        fixture.adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")])]))
        let delegate = try #require(fixture.tableView.delegate)
        let forwarder = try #require(fixture.listView.forwarder)
        #expect(!forwarder.methodClaims.claimsMethod(named: "tableView(_:rowActionsForRow:edge:)"))
        var deleted: [Int] = []
        fixture.registry.on(.trailingSwipeActions, forModel: Contact.self) { contact, _ in
            [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { contact, _ in
                deleted.append(contact.id)
                return true
            }]
        }
        #expect(forwarder.methodClaims.claimsMethod(named: "tableView(_:rowActionsForRow:edge:)"))
        #expect(delegate.tableView(fixture.tableView, rowActionsForRow: 0, edge: .trailing).isEmpty, "a group row")
        #expect(delegate.tableView(fixture.tableView, rowActionsForRow: 2, edge: .leading).isEmpty)
        let actions = delegate.tableView(fixture.tableView, rowActionsForRow: 2, edge: .trailing)
        #expect(actions.map(\.title) == ["Delete"] && actions.map(\.style) == [.destructive])
        fixture.tableView.rowActionsVisible = true
        let action = try #require(actions.first)
        action.standInHandler(action, 2)
        #expect(deleted == [2])
        #expect(!fixture.tableView.rowActionsVisible)
    }

    @Test("Rows added to and removed from the screen reach willDisplay and didEndDisplaying; a row removed from the table reports nothing")
    func display() throws {
        let fixture = TableAdapterFixture(groupRows: true)
        var log: [String] = []
        fixture.registry.on(.willDisplay, forModel: Contact.self) { contact, indexPath in log.append("show \(contact.name) \(indexPath)") }
        fixture.registry.on(.didEndDisplaying, forModel: Contact.self) { contact, indexPath in log.append("hide \(contact.name) \(indexPath)") }
        fixture.registry.on(.willDisplaySupplementaryView(ofKind: .header), forModel: String.self) { title, indexPath in
            log.append("show header \(title) \(indexPath.section)")
        }
        fixture.adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])]))
        let delegate = try #require(fixture.tableView.delegate)
        func rowView(_ row: Int) -> NSTableRowView {
            let rowView = NSTableRowView(frame: .zero)
            if let view = delegate.tableView(fixture.tableView, viewFor: nil, row: row) { rowView.standInColumnViews = [view] }
            return rowView
        }
        delegate.tableView(fixture.tableView, didAdd: rowView(0), forRow: 0)
        delegate.tableView(fixture.tableView, didAdd: rowView(1), forRow: 1)
        delegate.tableView(fixture.tableView, didRemove: rowView(1), forRow: 1)
        let removed = rowView(1)
        delegate.tableView(fixture.tableView, didAdd: removed, forRow: 1)
        delegate.tableView(fixture.tableView, didRemove: removed, forRow: -1)
        delegate.tableView(fixture.tableView, didRemove: NSTableRowView(frame: .zero), forRow: -1)
        #expect(log == ["show header a 0", "show Ann [0, 0]", "hide Ann [0, 0]", "show Ann [0, 0]", "hide Ann [0, 0]"],
                "a row removed from the table is reported where it came on screen; one never shown, not at all")
    }

    @Test("Selection notifications while rows change are not reported; a fallback reload keeps the selection by identity, without events")
    func selectionAcrossUpdates() throws {
        let fixture = TableAdapterFixture(groupRows: false)
        var events: [String] = []
        fixture.registry.on(.didSelect, forModel: Contact.self) { contact, _ in events.append("select \(contact.id)") }
        fixture.registry.on(.didDeselect, forModel: Contact.self) { contact, _ in events.append("deselect \(contact.id)") }
        let three = Contacts(sections: [.init(id: "A", model: "a", items: [1, 2, 3].map { Contact(id: $0, name: "\($0)") })])
        fixture.adapter.apply(three)
        let delegate = try #require(fixture.tableView.delegate)
        let changed = Notification(name: Notification.Name("NSTableViewSelectionDidChangeNotification"))
        fixture.tableView.selectedRowIndexes = [2]
        delegate.tableViewSelectionDidChange(changed)
        #expect(events == ["select 3"])
        // AppKit moves the selection with its row, and may say so mid-update.
        final class MovingBackend: NSTableViewStandInBackend {
            /// Unowned: the table holds its backend.
            unowned let table: NSTableView
            var rows = 3
            init(_ table: NSTableView) { self.table = table }
            var numberOfRows: Int { rows }
            func reloadData() {}
            func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {}
            func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) {}
            func beginUpdates() {}
            func endUpdates() {}
            func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) {
                rows += indexes.count
                // The stand-in table carried its selection already; AppKit may say so now.
                table.delegate?.tableViewSelectionDidChange(Notification(name: Notification.Name("changed")))
            }
            func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) { rows -= indexes.count }
            func moveRow(at oldIndex: Int, to newIndex: Int) {}
        }
        fixture.tableView.backend = MovingBackend(fixture.tableView)
        fixture.adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [0, 1, 2, 3].map { Contact(id: $0, name: "\($0)") })]))
        #expect(events == ["select 3"], "no event for a selection that moved with its row")
        #expect(fixture.tableView.selectedRowIndexes == [3])
        fixture.tableView.standInWindow = nil
        fixture.adapter.apply(three)
        #expect(fixture.tableView.selectedRowIndexes == [2], "the reload clears the rows' selection and the adapter selects item 3 again")
        #expect(fixture.adapter.selectedItemIDs == [3])
        fixture.tableView.selectedRowIndexes = [0]
        delegate.tableViewSelectionDidChange(changed)
        #expect(events == ["select 3", "deselect 3", "select 1"], "the adapter's own selection is not reported; the user's change is")
    }

    @Test("Inside a batch, reconfigured sections and nested batches wait for it: headers reloaded where they end, completions after the rows")
    func batchOrder() throws {
        final class Source: CellListViewDataSource {
            var sections: [(id: String, header: String, items: [Int])] = []
            func numberOfSections(in listView: any CellHosting) -> Int { sections.count }
            func listView(_ listView: any CellHosting, numberOfItemsInSection section: Int) -> Int { sections[section].items.count }
            func listView(_ listView: any CellHosting, cellForItemAt indexPath: IndexPath) -> AnyObject? { nil }
            func listView(_ listView: any CellHosting, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> AnyObject? { nil }
            func listView(_ listView: any CellHosting, identifierForItemAt indexPath: IndexPath) -> AnyHashable? { nil }
            func listView(_ listView: any CellHosting, identifierForSection section: Int) -> AnyHashable? { nil }
            var rows: [HeadlessListView.Cell] {
                sections.flatMap { section in
                    [HeadlessListView.Cell(id: "group \(section.id)", content: AnyEquatable(section.header))]
                        + section.items.map { HeadlessListView.Cell(id: $0, content: nil) }
                }
            }
        }
        let source = Source()
        source.sections = [("A", "a", [1, 2]), ("B", "b", [3])]
        let tableView = NSTableView()
        let listView = NSTableViewListView(tableView)
        let connection = CellListViewConnection(dataSource: source, delegate: nil)
        listView.connection = connection
        let backend = HeadlessNSTableBackend { source.rows }
        backend.table.checksContentWhenUpdatesEnd = false
        tableView.backend = backend
        var log: [String] = []
        listView.performBatchUpdates({
            source.sections = [("B", "b!", [3])]
            listView.deleteSections([0])
            listView.reconfigureSections([0])
            listView.performBatchUpdates(nil) { _ in log.append("nested \(tableView.numberOfRows)") }
        }, completion: { _ in log.append("outer \(tableView.numberOfRows)") })
        backend.table.checkContent()
        #expect(backend.table.violations.isEmpty, "\(backend.table.violations)")
        #expect(backend.table.rows == source.rows, "the header of the section now first is reloaded there")
        #expect(log == ["nested 2", "outer 2"])
        _ = connection
    }

    @Test("A class that is no NSView is not registered: its rows are empty, nothing crashes")
    func notAView() throws {
        let tableView = NSTableView()
        tableView.standInWindow = NSWindow()
        let registry = MappingRegistry()
        registry.register(NotAView.self)
        var anomalies: [MappingAnomaly] = []
        registry.anomalyHandler = { anomalies.append($0) }
        let listView = NSTableViewListView(tableView, groupRows: false)
        let adapter = ListAdapter<String, String, Int, Contact>(view: listView, registry: registry)
        adapter.diagnosticHandler = { _ in }
        adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])]))
        let delegate = try #require(tableView.delegate)
        #expect(tableView.dataSource?.numberOfRows(in: tableView) == 1)
        let view = delegate.tableView(tableView, viewFor: nil, row: 0)
        #expect(view.map { type(of: $0) == NSView.self } ?? true, "an empty row, or the placeholder")
        #expect(anomalies.map(\.kind).contains(.viewMismatch), "\(anomalies)")
    }

    @Test("The wrapper holds the table weakly: once it is gone, no sections and no calls")
    func weakTable() {
        var tableView: NSTableView? = NSTableView()
        let listView = NSTableViewListView(tableView!, groupRows: true)
        let adapter = ListAdapter<String, String, Int, Contact>(view: listView)
        adapter.apply(Contacts(sections: [.init(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])]))
        #expect(listView.numberOfSections == 1)
        tableView = nil
        #expect(listView.tableView == nil)
        #expect(listView.numberOfSections == 0)
        adapter.apply(Contacts(sections: []))
        #expect(listView.numberOfSections == 0)
    }
}
#endif
