import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// One diagnostic type for the four things that notice problems in data:
/// each names its kind and its origin.
@Suite("Diagnostics")
@MainActor
struct DiagnosticTests {
    /// An item of a sectioned list controller; `group` is its section key.
    struct Member: Identifiable, Equatable, Sendable {
        let id: Int
        var group: String?
    }

    @Test func theDiffNamesItselfAndTheDuplicate() {
        let old = makeSnapshot([(1, 0, [(7, 1), (8, 0), (7, 2)])])
        let new = makeSnapshot([(1, 0, [(7, 1), (7, 2), (7, 3)])])
        let changes = old.difference(to: new)
        let expected = Diagnostic(kind: .duplicateItemIdentifier, origin: .diff, identifiers: ["7"])
        #expect(changes.diagnostics == [expected])
        #expect(expected == .duplicateItem(7) && expected.count == 1 && expected.positions.isEmpty && expected.sectionIdentifiers.isEmpty)
        #expect(StagedChangeset(source: old, target: new).diagnostics == [expected])
        #expect(expected.message.hasPrefix("duplicate item identifier 7: occurrences were matched in order"))
        let sections = makeSnapshot(ids: [(1, [1]), (1, [2])]).difference(to: makeSnapshot(ids: [(1, [2])]))
        #expect(sections.diagnostics.map(\.kind) == [.duplicateSectionIdentifier] && sections.diagnostics.map(\.origin) == [.diff])
        #expect(makeSnapshot(ids: [(1, [1, 2])]).difference(to: makeSnapshot(ids: [(1, [2, 1])])).diagnostics.isEmpty)
    }

    @Test func aListControllerNamesItselfAndCutsTheListOfItems() throws {
        let controller = ListController(configuration: ListConfiguration<Member, String>(
            sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.id))
        ))
        try controller.fetch((1...12).map { Member(id: $0, group: nil) } + [Member(id: 13, group: "a")])
        let diagnostic = try #require(controller.diagnostics.first)
        #expect(controller.diagnostics.count == 1)
        #expect(diagnostic.kind == .missingSectionKey && diagnostic.origin == .listController)
        #expect(diagnostic.identifiers == (1...Diagnostic.maximumIdentifiers).map(String.init) && diagnostic.count == 12)
        #expect(diagnostic.positions.isEmpty && diagnostic.sectionIdentifiers.isEmpty)
        #expect(diagnostic.message.hasPrefix("12 items have no section key") && diagnostic.message.hasSuffix(", …"))
        #expect(diagnostic.description == diagnostic.message)
    }

    @Test func aScreenNamesItselfAndWhereTheDuplicateIs() {
        let screen = ListScreen {
            ScreenSection(id: "s") {
                TextRow(id: 1, text: "x", onSelect: {})
                TextRow(id: 1, text: "y", onSelect: {})
            }
        }
        let expected = Diagnostic(
            kind: .duplicateItemIdentifier, origin: .screen, identifiers: ["TextRow(id: 1)"],
            positions: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)], sectionIdentifiers: ["\"s\"", "\"s\""])
        #expect(screen.diagnostics == [expected])
        #expect(expected.message.hasPrefix("duplicate row TextRow(id: 1) at section \"s\" (index 0) row 0, section \"s\" (index 0) row 1"))
        let adapter = ScreenAdapter(view: HeadlessListView())
        var reported: [Diagnostic] = []
        adapter.list.diagnosticHandler = { reported.append($0) }
        adapter.set(screen)
        #expect(reported == [expected])
    }

    @Test func aListAdapterNamesItselfForEachSnapshotItIsGiven() {
        // No cell is registered: the rows are placeholders, which is not what this checks.
        let registry = MappingRegistry()
        registry.anomalyHandler = { _ in }
        let adapter = ListAdapter<Int, Int, Int, TestItem>(view: HeadlessListView(), registry: registry,
                                                     sectionContentEqual: ==, itemContentEqual: ==)
        var reported: [Diagnostic] = []
        adapter.diagnosticHandler = { reported.append($0) }
        adapter.apply(makeSnapshot(ids: [(1, [7, 8, 7]), (1, [9])]), animated: false)
        #expect(reported == [
            Diagnostic(kind: .duplicateSectionIdentifier, origin: .listAdapter, identifiers: ["1"]),
            Diagnostic(kind: .duplicateItemIdentifier, origin: .listAdapter, identifiers: ["7"]),
        ])
        #expect(reported.last?.message.hasPrefix("duplicate item identifier 7") == true)
        adapter.apply(makeSnapshot(ids: [(1, [7, 8])]), animated: true)
        #expect(reported.count == 2, "a snapshot without duplicates reports nothing")
    }

    /// Positions that do not fit the kind make a message all the same.
    @Test func aMessageNeverTrapsOnItsPositions() {
        let odd = Diagnostic(kind: .duplicateItemIdentifier, origin: .screen, identifiers: ["x"],
                             positions: [IndexPath(), IndexPath(index: 3)], sectionIdentifiers: ["a", "b"])
        #expect(odd.message.hasPrefix("duplicate row x at section a (index ?) row ?, section b (index 3) row ?"))
        let bare = Diagnostic(kind: .duplicateSectionIdentifier, origin: .screen, identifiers: ["y"])
        #expect(bare.message.hasPrefix("duplicate section y: every section is shown"))
        #expect(Diagnostic(kind: .missingSectionKey, origin: .listController, identifiers: ["1", "2"], count: 1).count == 2)
    }
}
