// Linux only: the stand-in table forwards its calls to the headless model of
// AppKit's table, which real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import Testing
@testable import TabulaTesting

/// The stand-in table's backend: forwards every call to the headless model
/// of `NSTableView`, which applies each to the rows the calls before it left
/// and checks the table against the data when an update ends.
@MainActor
final class HeadlessNSTableBackend: NSTableViewStandInBackend {
    let table: HeadlessNSTableView
    /// Every row reload asked for, with its columns.
    var reloadedColumns: [IndexSet] = []
    /// The rows reloaded, and those whose heights the table was told to read again, in order.
    var reloadedRows: [IndexSet] = []
    var heightsNoted: [IndexSet] = []

    init(rows: @escaping () -> [HeadlessListView.Cell]) {
        table = HeadlessNSTableView(dataSource: rows)
    }

    /// How many times the whole table was reloaded.
    var fullReloads = 0

    var numberOfRows: Int { table.numberOfRows }
    func reloadData() {
        fullReloads += 1
        table.reloadData()
    }
    func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
        reloadedColumns.append(columnIndexes)
        reloadedRows.append(rowIndexes)
        table.reloadData(forRowIndexes: rowIndexes)
    }
    func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) { heightsNoted.append(indexSet) }
    func beginUpdates() { table.beginUpdates() }
    func endUpdates() { table.endUpdates() }
    func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) { table.insertRows(at: indexes) }
    func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) { table.removeRows(at: indexes) }
    func moveRow(at oldIndex: Int, to newIndex: Int) { table.moveRow(at: oldIndex, to: newIndex) }
}

/// `NSTableView.apply(_:from:to:groupRows:animation:setData:)` on the stand-in,
/// checked call by call by the headless model of AppKit's table.
@MainActor
@Suite("NSTableView.apply")
struct NSTableViewApplyTests {
    /// What a table showing `snapshot` shows, row by row: names and section models.
    static func rows(_ snapshot: Contacts, groupRows: Bool) -> [HeadlessListView.Cell] {
        HeadlessNSTableView.rows(
            of: snapshot, groupRows: groupRows,
            itemContent: { AnyEquatable($0.name) }, sectionContent: { AnyEquatable($0) }
        )
    }

    @Test("A table in a window follows 500 random lists, with and without group rows, every call checked", arguments: [false, true])
    func randomLists(groupRows: Bool) {
        var rng = SplitMix64(seed: groupRows ? 2 : 1)
        var data = Contacts(sections: [])
        let tableView = NSTableView()
        tableView.standInWindow = NSWindow()
        let backend = HeadlessNSTableBackend { Self.rows(data, groupRows: groupRows) }
        tableView.backend = backend
        for step in 0..<500 {
            let next = randomContacts(&rng)
            tableView.apply(data.difference(to: next), from: data, to: next, groupRows: groupRows) { data = $0 }
            #expect(backend.table.violations.isEmpty, "step \(step): \(backend.table.violations)")
            #expect(backend.table.rows == Self.rows(next, groupRows: groupRows), "step \(step)")
            if !backend.table.violations.isEmpty { return }
        }
        #expect(backend.reloadedColumns.allSatisfy { $0 == [0] }, "every column of a reloaded row")
        #expect(!backend.reloadedRows.isEmpty && backend.heightsNoted == backend.reloadedRows, "a reloaded row's height is read again")
    }

    @Test("Off screen, or with an identifier twice, the data is set and the table reloaded")
    func reloadsWhenItCannotAnimate() {
        var data = Contacts(sections: [])
        let tableView = NSTableView()
        var reloads = 0
        final class CountingBackend: NSTableViewStandInBackend {
            var onReload: () -> Void
            init(onReload: @escaping () -> Void) { self.onReload = onReload }
            var numberOfRows: Int { 0 }
            func reloadData() { onReload() }
            func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) { Issue.record("no animated update off screen") }
            func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) {}
            func beginUpdates() { Issue.record("no animated update off screen") }
            func endUpdates() {}
            func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) {}
            func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) {}
            func moveRow(at oldIndex: Int, to newIndex: Int) {}
        }
        tableView.backend = CountingBackend { reloads += 1 }
        let one = Contacts(sections: [Contacts.Section(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])])
        tableView.apply(data.difference(to: one), from: data, to: one) { data = $0 }
        #expect(reloads == 1 && data == one)

        tableView.standInWindow = NSWindow()
        let twice = Contacts(sections: [Contacts.Section(id: "A", model: "a", items: [Contact(id: 1, name: "Ann"), Contact(id: 1, name: "Ann")])])
        tableView.apply(data.difference(to: twice), from: data, to: twice) { data = $0 }
        #expect(reloads == 2 && data == twice)
    }
}
#endif
