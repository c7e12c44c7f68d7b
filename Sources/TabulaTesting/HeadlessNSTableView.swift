import Foundation
import Tabula

/// A headless model of AppKit's `NSTableView`: one column of rows, changed by
/// calls that each apply to the rows as the calls before them left them,
/// as AppKit applies them ("changes happen incrementally as they are sent to
/// the table", https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)).
///
/// It holds the rows it shows, each with the identity and content it was
/// given when it was loaded, inserted or reloaded. A call that names a row
/// the table does not have at that point is a violation (AppKit raises an
/// exception), and so is, when the outermost update ends, a row that is not
/// the data source's row at its index, or that shows content the data source
/// no longer has (a changed row nobody reloaded). After a violation the
/// table reloads, as an app that survived would have to.
@MainActor
package final class HeadlessNSTableView {
    /// A row: which item it shows, and what.
    package typealias Row = HeadlessListView.Cell

    /// The rows the table should show: what its data source answers, read
    /// when rows are loaded, inserted or reloaded, and when an update ends.
    private let dataSource: () -> [Row]
    /// The rows shown; `nil` for one inserted or reloaded in the open update,
    /// read from the data source when it ends.
    private var shown: [Row?] = []
    /// How many `beginUpdates()` are open.
    private var depth = 0
    /// Whether a call of the open update failed: the calls after it are
    /// ignored, and the table reloads when the update ends.
    private var broken = false
    /// Every violation so far, in order.
    package private(set) var violations: [String] = []
    /// Whether each update's end compares what rows show with the data.
    /// Off, an update's end checks only which rows are where, and
    /// ``checkContent()`` compares the content: for glue that reloads rows
    /// whose content changed in place right after an update, in the same
    /// turn, before AppKit draws.
    package var checksContentWhenUpdatesEnd = true

    /// A table that shows what `dataSource` returns, loaded at once.
    package init(dataSource: @escaping () -> [Row]) {
        self.dataSource = dataSource
        reloadData()
    }

    /// The rows shown, once no update is open.
    package var rows: [Row] { shown.compactMap { $0 } }

    /// The number of rows, as the calls so far left them.
    package var numberOfRows: Int { shown.count }

    /// Reloads every row from the data source.
    package func reloadData() {
        shown = dataSource().map { $0 }
    }

    /// Opens an update: the calls until the matching ``endUpdates()`` are
    /// checked together when it ends. Nestable.
    package func beginUpdates() {
        depth += 1
    }

    /// Closes an update; when it is the outermost, reads the rows inserted
    /// and reloaded, and compares every row with the data source.
    package func endUpdates() {
        guard depth > 0 else {
            fail("endUpdates() without beginUpdates()")
            return
        }
        depth -= 1
        guard depth == 0 else { return }
        if broken {
            broken = false
            reloadData()
        } else {
            finish()
        }
    }

    /// Removes the rows at `indexes` of the current rows.
    package func removeRows(at indexes: IndexSet) {
        change {
            guard let last = indexes.last, last < shown.count else {
                return "removeRows(at: \(Array(indexes))) with \(shown.count) rows"
            }
            for index in indexes.reversed() { shown.remove(at: index) }
            return nil
        }
    }

    /// Inserts rows so that they end at `indexes`.
    package func insertRows(at indexes: IndexSet) {
        change {
            let total = shown.count + indexes.count
            guard let last = indexes.last, last < total else {
                return "insertRows(at: \(Array(indexes))) with \(shown.count) rows"
            }
            for index in indexes { shown.insert(nil, at: index) }
            return nil
        }
    }

    /// Moves the row at `from` so that it ends at `to`.
    package func moveRow(at from: Int, to: Int) {
        change {
            guard shown.indices.contains(from), shown.indices.contains(to) else {
                return "moveRow(at: \(from), to: \(to)) with \(shown.count) rows"
            }
            shown.insert(shown.remove(at: from), at: to)
            return nil
        }
    }

    /// Reloads the rows at `indexes` of the current rows.
    package func reloadData(forRowIndexes indexes: IndexSet) {
        change {
            guard let last = indexes.last, last < shown.count else {
                return "reloadData(forRowIndexes: \(Array(indexes))) with \(shown.count) rows"
            }
            for index in indexes { shown[index] = nil }
            return nil
        }
    }

    /// Makes the calls of `update`, in order, inside one update.
    package func perform(_ update: SequentialRowUpdate) {
        beginUpdates()
        for operation in update.operations {
            switch operation {
            case .remove(let indexes): removeRows(at: indexes)
            case .move(let from, let to): moveRow(at: from, to: to)
            case .insert(let indexes): insertRows(at: indexes)
            case .reload(let indexes): reloadData(forRowIndexes: indexes)
            }
        }
        endUpdates()
    }

    /// Runs one call: inside an update, as part of it; outside, as an update of its own.
    private func change(_ call: () -> String?) {
        beginUpdates()
        if !broken, let problem = call() { fail(problem) }
        endUpdates()
    }

    /// Records `problem`; the table reloads, now or when the open update
    /// ends, since the rows shown are no longer known.
    private func fail(_ problem: String) {
        violations.append(problem)
        if depth == 0 {
            reloadData()
        } else {
            broken = true
        }
    }

    /// Reads the rows left to read and compares every row with the data source.
    private func finish() {
        let expected = dataSource()
        guard expected.count == shown.count else {
            fail("the update leaves \(shown.count) rows; the data source has \(expected.count)")
            return
        }
        for index in shown.indices {
            guard let row = shown[index] else {
                shown[index] = expected[index]
                continue
            }
            if row.id != expected[index].id {
                fail("row \(index) shows \(row.id); the data source has \(expected[index].id) there")
                return
            }
            if checksContentWhenUpdatesEnd, row.content != expected[index].content {
                fail("row \(index) (\(row.id)) shows stale content: its change was not reloaded")
                return
            }
        }
    }

    /// Compares the content every row shows with the data source's,
    /// recording a violation for the first that differs.
    package func checkContent() {
        let expected = dataSource()
        for (index, row) in shown.enumerated() where index < expected.count {
            if let row, row.content != expected[index].content {
                violations.append("row \(index) (\(row.id)) shows stale content: its change was not reloaded")
                return
            }
        }
    }
}
