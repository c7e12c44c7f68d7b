import Foundation
import Testing
import Tabula
@testable import TabulaTesting

/// The headless model of AppKit's table: calls apply one after another, and
/// what UIKit's index spaces would allow is caught when AppKit's do not.
@MainActor
@Suite("Headless NSTableView")
struct HeadlessNSTableViewTests {
    final class Rows {
        var rows: [HeadlessListView.Cell]
        init(_ ids: [Int]) { rows = ids.map { HeadlessListView.Cell(id: $0, content: 0) } }
        func set(_ ids: [Int], content: Int = 0) { rows = ids.map { HeadlessListView.Cell(id: $0, content: content) } }
    }

    @Test("Moves apply to the rows the moves before them left: UIKit's reading of 0123 → 2301 shows 1032")
    func movesApplyInSequence() throws {
        let data = Rows([0, 1, 2, 3])
        let table = HeadlessNSTableView { data.rows }
        data.set([2, 3, 0, 1])
        // UIKit's moves (from before the batch to after it), replayed in order.
        table.beginUpdates()
        table.moveRow(at: 0, to: 2)
        table.moveRow(at: 1, to: 3)
        table.endUpdates()
        #expect(table.violations == ["row 0 shows 1; the data source has 2 there"])
        #expect(table.rows.map(\.id) == [2, 3, 0, 1], "reloaded after the violation")

        data.set([0, 1, 2, 3])
        table.perform(try #require(SequentialRowUpdate(from: [2, 3, 0, 1], to: [0, 1, 2, 3])))
        #expect(table.violations.count == 1, "the linearized moves")
    }

    @Test("A call out of range, a count that does not add up and a changed row not reloaded are violations")
    func violations() {
        let data = Rows([1, 2])
        let table = HeadlessNSTableView { data.rows }
        table.removeRows(at: [2])
        #expect(table.violations.last == "removeRows(at: [2]) with 2 rows")
        data.set([1, 2, 3])
        table.beginUpdates()
        table.endUpdates()
        #expect(table.violations.last == "the update leaves 2 rows; the data source has 3")
        table.insertRows(at: [5])
        #expect(table.violations.last == "insertRows(at: [5]) with 3 rows")
        data.set([1, 2, 3], content: 1)
        table.reloadData(forRowIndexes: [0, 1])
        #expect(table.violations.last == "row 2 (3) shows stale content: its change was not reloaded")
        #expect(table.violations.count == 4)
    }
}
