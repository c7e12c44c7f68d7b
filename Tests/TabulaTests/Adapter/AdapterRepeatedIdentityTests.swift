import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A row of a list whose identities repeat: `id` is shared, `text` is the row's own.
struct Entry: Hashable, Sendable {
    var id: String
    var text: String
}

final class EntryCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with entry: Entry) { text = entry.text }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A cell class the headless view cannot make: it does not adopt `HeadlessReusableView`.
final class UnmadeEntryCell: ModelTransfer {
    var text = ""
    init() {}
    func update(with entry: Entry) { text = entry.text }
}

@Suite("Headless view: cells stay with their rows, and the check sees the screen")
@MainActor
struct AdapterRepeatedIdentityTests {
    typealias Adapter = ListAdapter<String, String, String, Entry>

    /// An adapter whose anomalies (repeated identities) go to `log`.
    func makeAdapter(_ view: HeadlessListView, log: AnomalyLog) -> Adapter {
        let registry = MappingRegistry()
        registry.anomalyHandler = { [log] in log.anomalies.append($0) }
        registry.register(EntryCell.self)
        let adapter = Adapter(view: view, registry: registry, sectionContentEqual: ==, itemContentEqual: ==)
        adapter.diagnosticHandler = { [log] in log.diagnostics.append($0) }
        return adapter
    }

    func snapshot(_ sections: [(String, [Entry])]) -> Snapshot<String, String, String, Entry> {
        Snapshot(sections: sections.map { .init(id: $0.0, model: $0.0, items: $0.1, itemID: \.id) })
    }

    /// What every visible cell shows, by index path.
    func screen(_ view: HeadlessListView) -> [IndexPath: String] {
        var shown: [IndexPath: String] = [:]
        for (indexPath, cell) in view.visibleCells {
            shown[indexPath] = (cell as? EntryCell)?.text ?? "not an EntryCell"
        }
        return shown
    }

    /// What the rows hold, by index path.
    func rows(_ snapshot: Snapshot<String, String, String, Entry>) -> [IndexPath: String] {
        var rows: [IndexPath: String] = [:]
        for (section, value) in snapshot.sections.enumerated() {
            for (item, entry) in value.items.enumerated() { rows[IndexPath(item: item, section: section)] = entry.text }
        }
        return rows
    }

    /// The issue's reproduction: sections move past each other while both
    /// hold a row of the same identity; each cell stays with its own row.
    @Test func cellsOfRowsWithTheSameIdentityStayWithTheirRows() {
        let view = HeadlessListView()
        let log = AnomalyLog()
        let adapter = makeAdapter(view, log: log)
        let first = snapshot([("A", [Entry(id: "x", text: "in A")]), ("B", [Entry(id: "x", text: "in B")])])
        adapter.apply(first, animated: true)
        #expect(screen(view) == rows(first))
        let swapped = snapshot([("C", [Entry(id: "y", text: "new")]), ("B", [Entry(id: "x", text: "in B")]), ("A", [Entry(id: "x", text: "in A")])])
        adapter.apply(swapped, animated: true)
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(screen(view) == rows(swapped))
        #expect(view.verifyMatchesDataSource().isEmpty, "\(view.verifyMatchesDataSource())")
        // Both snapshots repeat "x": each is reported as it arrives.
        #expect(log.diagnostics == Array(repeating: Diagnostic(kind: .duplicateItemIdentifier, origin: .listAdapter, identifiers: ["\"x\""]), count: 2))
        #expect(log.kinds.isEmpty, "a duplicate is data, not a mapping anomaly")
    }

    /// A section inserted above a row whose identity it repeats: the row
    /// keeps its cell, and the new row has one of its own.
    @Test func aSectionInsertedAboveARepeatedIdentityShowsItsOwnRow() {
        let view = HeadlessListView()
        let log = AnomalyLog()
        let adapter = makeAdapter(view, log: log)
        adapter.apply(snapshot([("A", [Entry(id: "x", text: "old")])]), animated: false)
        _ = view.visibleCells
        let inserted = snapshot([("B", [Entry(id: "x", text: "new")]), ("A", [Entry(id: "x", text: "old")])])
        adapter.apply(inserted, animated: true)
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(screen(view) == rows(inserted))
        #expect(view.verifyMatchesDataSource().isEmpty, "\(view.verifyMatchesDataSource())")
        #expect(log.diagnostics.map(\.identifiers) == [["\"x\""]] && log.kinds.isEmpty)
    }

    /// Random lists over three identities in a few sections, inserted,
    /// removed and reordered, through windows of the screen: every cell on
    /// screen shows the row it is at.
    @Test(arguments: 0..<6)
    func randomListsWithRepeatedIdentitiesShowEveryRowsOwnCell(seed: UInt64) {
        var rng = SplitMix64(seed: 700 + seed)
        let view = HeadlessListView()
        let log = AnomalyLog()
        let adapter = makeAdapter(view, log: log)
        var serial = 0
        func randomSnapshot() -> Snapshot<String, String, String, Entry> {
            let names = ["A", "B", "C", "D"].shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng))
            return snapshot(names.map { name in
                (name, (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                    serial += 1
                    return Entry(id: ["x", "y", "z"].randomElement(using: &rng) ?? "x", text: "\(serial)")
                })
            })
        }
        var current = snapshot([])
        for step in 0..<120 {
            if Int.random(in: 0..<5, using: &rng) == 0 {
                view.visibleRowCount = Bool.random(using: &rng) ? nil : Int.random(in: 1...6, using: &rng)
                view.scroll(toRow: Int.random(in: 0...8, using: &rng))
            }
            // Some rows keep their text, so that cells are kept, not all reloaded.
            var next = randomSnapshot()
            if Bool.random(using: &rng), let previous = current.sections.first, !next.sections.isEmpty {
                let others: [(String, [Entry])] = next.sections.dropFirst().filter { $0.id != previous.id }.map { ($0.id, Array($0.items)) }
                next = snapshot([(previous.id, previous.items.shuffled(using: &rng))] + others)
            }
            adapter.apply(next, animated: true)
            current = next
            #expect(view.violations.isEmpty, "seed \(seed) step \(step): \(view.violations)")
            let onScreen = screen(view), expected = rows(next)
            for (indexPath, text) in onScreen {
                #expect(expected[indexPath] == text, "seed \(seed) step \(step): \(indexPath) shows \(text), the row holds \(expected[indexPath] ?? "nothing")")
            }
            #expect(view.verifyMatchesDataSource().isEmpty, "seed \(seed) step \(step): \(view.verifyMatchesDataSource())")
        }
        #expect(log.kinds.isEmpty && log.diagnostics.allSatisfy { $0.origin == .listAdapter })
    }

    /// A cell class the view cannot make fails the view's checks: the
    /// registration is a violation, and each placeholder on screen a difference.
    @Test func aCellClassTheViewCannotMakeFailsTheChecks() {
        let view = HeadlessListView()
        let (registry, log) = AnomalyLog.registry()
        registry.register(UnmadeEntryCell.self)
        let adapter = Adapter(view: view, registry: registry, sectionContentEqual: ==, itemContentEqual: ==)
        adapter.apply(snapshot([("A", [Entry(id: "x", text: "one"), Entry(id: "y", text: "two")])]), animated: false)
        // The adapter registers the class with the view at its first dequeue,
        // when the view first lays out its cells.
        _ = view.visibleCells
        #expect(view.violations.map(\.rule) == [.unusableViewClass])
        let differences = view.verifyMatchesDataSource()
        #expect(differences.count == 2)
        #expect(differences.allSatisfy { $0.contains("placeholder") }, "\(differences)")
        #expect(log.kinds.first == .viewMismatch)
    }
}
