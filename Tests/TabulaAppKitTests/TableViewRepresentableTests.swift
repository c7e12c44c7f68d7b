// Linux only: SwiftUI makes a representable's context, which only the
// stand-in lets a test make.
#if os(Linux)
import AppKitStandIn
import Foundation
import SwiftUIStandIn
import Tabula
import TabulaAppKit
import Testing
@testable import TabulaTesting

/// A table cell showing a row's "id:text".
final class RowCellView: NSView, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Row) { text = "\(model.id):\(model.text)" }
}

/// Calls the representable's methods as SwiftUI does, and checks the table
/// it makes as the adapter tests check theirs.
@Suite("TableViewRepresentable on macOS: a Tabula-driven NSTableView hosted by SwiftUI")
@MainActor
struct TableViewRepresentableTests {
    /// What the table's data source and delegate give: each item row's text.
    static func shown(_ tableView: NSTableView) -> [String] {
        guard let dataSource = tableView.dataSource, let delegate = tableView.delegate else { return [] }
        return (0..<dataSource.numberOfRows(in: tableView)).map {
            (delegate.tableView(tableView, viewFor: tableView.tableColumns.first, row: $0) as? RowCellView)?.text ?? "row \($0)"
        }
    }

    static func expected(_ controller: RowController) -> [String] { RowScenario.expected(controller).flatMap { $0 } }

    @Test("made in a scroll view with one column showing its source; following it, the source and the registry SwiftUI replaces; dismantled")
    func representable() throws {
        var rng = SplitMix64(seed: 71)
        var nextID = 100
        let registry = MappingRegistry()
        registry.register(RowCellView.self)
        let first = try RowScenario.makeController(&rng)
        let representable = TableViewRepresentable(first, registry: registry, groupRows: false)
        let coordinator = representable.makeCoordinator()
        let context = TableViewRepresentable<RowController>.Context(coordinator: coordinator)
        let scrollView = representable.makeNSView(context: context)
        let tableView = try #require(scrollView.documentView as? NSTableView)
        #expect(tableView.tableColumns.count == 1 && tableView.headerView == nil)
        tableView.standInWindow = NSWindow()
        // Unowned: the table holds its backend.
        let backend = HeadlessNSTableBackend { [unowned tableView] in
            Self.shown(tableView).map { HeadlessListView.Cell(id: $0, content: nil) }
        }
        tableView.backend = backend
        backend.table.reloadData()
        #expect(Self.shown(tableView) == Self.expected(first))
        weak let adapter = coordinator.adapter
        representable.updateNSView(scrollView, context: context)
        #expect(coordinator.adapter === adapter && adapter != nil, "the same source and registry: nothing changes")
        for step in 0..<20 {
            try RowScenario.randomOperation(on: first, rng: &rng, nextID: &nextID)
            #expect(backend.table.violations.isEmpty, "step \(step): \(backend.table.violations)")
            #expect(Self.shown(tableView) == Self.expected(first), "step \(step)")
        }

        let second = try RowScenario.makeController(&rng)
        TableViewRepresentable(second, registry: registry, groupRows: false).updateNSView(scrollView, context: context)
        #expect(coordinator.adapter === adapter)
        #expect(Self.shown(tableView) == Self.expected(second))
        try RowScenario.randomOperation(on: first, rng: &rng, nextID: &nextID)
        #expect(Self.shown(tableView) == Self.expected(second), "the first source is no longer followed")

        let other = MappingRegistry()
        other.register(RowCellView.self)
        TableViewRepresentable(second, registry: other, groupRows: false).updateNSView(scrollView, context: context)
        #expect(adapter == nil, "the first adapter is released")
        #expect(coordinator.adapter?.registry === other)
        try RowScenario.randomOperation(on: second, rng: &rng, nextID: &nextID)
        #expect(Self.shown(tableView) == Self.expected(second))

        TableViewRepresentable<RowController>.dismantleNSView(scrollView, coordinator: coordinator)
        #expect(coordinator.adapter == nil)
        #expect(tableView.dataSource == nil && tableView.delegate == nil)
        #expect(backend.table.violations.isEmpty)
    }
}
#endif
