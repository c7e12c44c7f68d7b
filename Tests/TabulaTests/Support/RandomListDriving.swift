import Foundation
import Testing
import Tabula
import TabulaTesting

// The shared parts of the random drivers that hold a list adapter, a section
// tree or a screen adapter over a headless view to a plain-array model: the
// model and its random edits, the log a failure quotes, and the checks of
// what the view shows.

/// What one seed of a random driver did, quoted by the failure that stops it:
/// every operation of a short run, the last ones of a long run.
struct OperationLog {
    let seed: UInt64
    private(set) var operations: [String] = []

    init(seed: UInt64) { self.seed = seed }

    mutating func add(_ operation: String) { operations.append(operation) }

    /// The last `limit` operations, numbered.
    func text(limit: Int = 60) -> String {
        let first = max(operations.count - limit, 0)
        let skipped = first > 0 ? ["  …\(first) earlier operations…"] : []
        return (skipped + operations.indices.dropFirst(first).map { "  \($0): \(operations[$0])" }).joined(separator: "\n")
    }

    /// Records the problems of `step`, if any, with the seed and the operations.
    /// - Returns: Whether there were none, so that the driver may go on.
    func passes(_ problems: [String], at step: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard problems.isEmpty else {
            Issue.record("seed \(seed) step \(step): \(problems.prefix(4).joined(separator: " | "))\noperations:\n\(text())",
                         sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}

/// A list as plain data: sections of rows, the model a driver edits at
/// random and holds a view to.
struct RandomSections<Row: CustomStringConvertible> {
    struct Section: CustomStringConvertible {
        var id: Int
        var header: String?
        var rows: [Row]

        init(id: Int, header: String? = nil, rows: [Row]) {
            self.id = id
            self.header = header
            self.rows = rows
        }

        var description: String { "S\(id)\(header.map { "(\($0))" } ?? ""):[\(rows.map(\.description).joined(separator: ","))]" }
    }

    var sections: [Section] = []

    var rowCounts: [Int] { sections.map(\.rows.count) }
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
    var description: String { sections.map(\.description).joined(separator: " ") }

    /// The row at `indexPath`; `nil` out of range.
    func row(at indexPath: IndexPath) -> Row? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].rows[indexPath.item]
    }

    /// One random edit: a row inserted, deleted, moved (within its section
    /// or to another) or updated, or a section inserted, deleted or moved.
    /// - Parameters:
    ///   - makeRow: A new row.
    ///   - makeSection: A new section, its rows made with `makeRow`.
    ///   - update: Changes a row's content, or its identity's other fields.
    /// - Returns: The edit, for the operation log.
    mutating func edit(
        using rng: inout SplitMix64,
        makeRow: (inout SplitMix64) -> Row,
        makeSection: (inout SplitMix64) -> Section,
        update: (inout Row, inout SplitMix64) -> Void
    ) -> String {
        let filled = sections.indices.filter { !sections[$0].rows.isEmpty }
        let roll = Int.random(in: 0..<100, using: &rng)
        if roll < 25 || sections.isEmpty {
            if sections.isEmpty || Int.random(in: 0..<100, using: &rng) < 15 { return insertSection(using: &rng, makeSection) }
            let s = Int.random(in: 0..<sections.count, using: &rng)
            let at = Int.random(in: 0...sections[s].rows.count, using: &rng)
            let row = makeRow(&rng)
            sections[s].rows.insert(row, at: at)
            return "insert \(row) at [\(s),\(at)]"
        } else if roll < 39, let s = filled.randomElement(using: &rng) {
            let i = Int.random(in: 0..<sections[s].rows.count, using: &rng)
            return "delete \(sections[s].rows.remove(at: i)) at [\(s),\(i)]"
        } else if roll < 53, let s = filled.randomElement(using: &rng) {
            let i = Int.random(in: 0..<sections[s].rows.count, using: &rng)
            let row = sections[s].rows.remove(at: i)
            let t = Int.random(in: 0..<sections.count, using: &rng)
            let j = Int.random(in: 0...sections[t].rows.count, using: &rng)
            sections[t].rows.insert(row, at: j)
            return "move \(row) [\(s),\(i)] -> [\(t),\(j)]"
        } else if roll < 80, let s = filled.randomElement(using: &rng) {
            let i = Int.random(in: 0..<sections[s].rows.count, using: &rng)
            let before = sections[s].rows[i]
            update(&sections[s].rows[i], &rng)
            return "update [\(s),\(i)] \(before) -> \(sections[s].rows[i])"
        } else if roll < 88 {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            return "deleteSection S\(sections.remove(at: s).id) at \(s)"
        } else if roll < 94, sections.count > 1 {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            let section = sections.remove(at: s)
            let t = Int.random(in: 0...sections.count, using: &rng)
            sections.insert(section, at: t)
            return "moveSection S\(section.id) \(s) -> \(t)"
        } else {
            return insertSection(using: &rng, makeSection)
        }
    }

    /// Half the time at the top, where a section pushes every row down.
    private mutating func insertSection(using rng: inout SplitMix64, _ makeSection: (inout SplitMix64) -> Section) -> String {
        let at = Bool.random(using: &rng) ? 0 : Int.random(in: 0...sections.count, using: &rng)
        let section = makeSection(&rng)
        sections.insert(section, at: at)
        return "insertSection \(section) at \(at)"
    }
}

/// The cell a row on screen must have, and what it must show.
struct ExpectedCell {
    var cellClass: AnyClass
    var shows: String
}

/// The checks every driver makes after each step.
@MainActor
enum ViewChecks {
    /// The batch rules the view saw broken, and where it does not show its data source.
    static func problems(of view: HeadlessListView) -> [String] {
        view.violations.map { "violation: \($0)" } + view.verifyMatchesDataSource().map { "verify: \($0)" }
    }

    /// Cells on screen that are not of their row's class or do not show it,
    /// and a screen that is not the run of rows from ``HeadlessListView/firstVisibleRow``
    /// that fits ``HeadlessListView/visibleRowCount``.
    /// - Parameter expected: Per section, per row, the cell it needs.
    static func cellProblems(of view: HeadlessListView, expected: [[ExpectedCell]]) -> [String] {
        var problems: [String] = []
        let cells = view.visibleCells
        for (indexPath, cell) in cells {
            guard expected.indices.contains(indexPath.section), expected[indexPath.section].indices.contains(indexPath.item) else {
                problems.append("a cell at \(indexPath), outside the model")
                continue
            }
            let needed = expected[indexPath.section][indexPath.item]
            let shown = (cell as? any HeadlessReusableView)?.shownContent
            if type(of: cell) != needed.cellClass || shown != AnyEquatable(needed.shows) {
                problems.append("the cell at [\(indexPath.section),\(indexPath.item)] is a \(type(of: cell)) showing \(shown.map { "\($0)" } ?? "nothing"); its row needs a \(needed.cellClass) showing \(needed.shows)")
            }
        }
        let rows = expected.indices.flatMap { s in expected[s].indices.map { IndexPath(item: $0, section: s) } }
        let first = view.firstVisibleRow
        let window = Array(rows.dropFirst(first).prefix(view.visibleRowCount ?? rows.count))
        let onScreen = cells.map(\.indexPath)
        if onScreen != window {
            problems.append("cells on screen at \(onScreen.map(describe)), but the rows from row \(first) that fit are \(window.map(describe))")
        }
        return problems
    }

    private static func describe(_ indexPath: IndexPath) -> String { "[\(indexPath.section),\(indexPath.item)]" }
}

extension HeadlessListView {
    /// A change of what is on screen, for a `roll` from 0 to 99 below
    /// `scrollingBelow`: below `resizingBelow`, how many rows fit (all of
    /// them one time in five, else up to `most`); from there, a scroll to one
    /// of `rows` rows or just past them.
    /// - Returns: The change, for the operation log; `nil` for a roll of `scrollingBelow` or more.
    func randomScreenChange(roll: Int, resizingBelow: Int, scrollingBelow: Int, fittingAtMost most: Int, rows: Int,
                            using rng: inout SplitMix64) -> String? {
        if roll < resizingBelow {
            let fit = Int.random(in: 0..<5, using: &rng) == 0 ? nil : Int.random(in: 0...most, using: &rng)
            visibleRowCount = fit
            return "view.visibleRowCount = \(fit.map(String.init) ?? "nil")"
        }
        guard roll < scrollingBelow else { return nil }
        let row = Int.random(in: 0...rows, using: &rng)
        scroll(toRow: row)
        return "view.scroll(toRow: \(row))"
    }
}
