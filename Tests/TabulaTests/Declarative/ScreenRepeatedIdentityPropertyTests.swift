import Foundation
import Testing
import Tabula
import TabulaTesting

/// A row whose identity repeats: `serial` names the row, so that a cell
/// showing another row of the same identity shows it; a row may ask to be
/// reloaded, not reconfigured, on a content change. Its cell is a `LabelCell`.
struct SerialRow: CellModel {
    let id: Int
    var serial: Int
    var text: Int
    var reloads = false

    var content: [Int] { [serial, text] }
    var reloadsOnContentChange: Bool { reloads }
    func configure(_ cell: LabelCell) { cell.text = "Serial \(id)#\(serial):t\(text)" }
}

/// A row of a random screen as plain data: a `SerialRow`, or a `TextRow`
/// (the other identities of the same numbers).
struct RepeatedScreenRow: CustomStringConvertible {
    var isText: Bool
    var id: Int
    var serial: Int
    var text: Int
    var reloads: Bool

    var row: AnyCellModel {
        isText ? AnyCellModel(TextRow(id: id, text: "#\(serial):t\(text)", onSelect: {}))
            : AnyCellModel(SerialRow(id: id, serial: serial, text: text, reloads: reloads))
    }

    var expectedCell: ExpectedCell {
        isText ? ExpectedCell(cellClass: TextCell.self, shows: "Text \(id): #\(serial):t\(text)")
            : ExpectedCell(cellClass: LabelCell.self, shows: "Serial \(id)#\(serial):t\(text)")
    }

    var description: String { "\(isText ? "Text" : "Serial")(\(id)#\(serial):t\(text)\(reloads ? " reloads" : ""))" }
}

/// Random screens whose row identities come from a pool of four per model
/// type, and, in some runs, whose section identities repeat too: rows
/// inserted, deleted, moved and updated, sections inserted, deleted and
/// moved, equal screens set again, through windows of the screen.
@Suite("Screen adapter: random screens whose identities repeat show every row in its own cell, each set reporting its duplicates")
@MainActor
struct ScreenRepeatedIdentityPropertyTests {
    /// 100 steps a seed.
    @Test(arguments: 0..<30 as Range<UInt64>)
    func randomScreensWithRepeatedIdentities(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var log = OperationLog(seed: seed)
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        let anomalies = AnomalyLog()
        adapter.registry.anomalyHandler = { [anomalies] in anomalies.anomalies.append($0) }
        var reported: [Diagnostic] = []
        adapter.list.diagnosticHandler = { reported.append($0) }
        let repeatsSections = Int.random(in: 0..<10, using: &rng) < 3
        log.add(repeatsSections ? "section identities repeat" : "section identities are unique")
        var serial = 0, nextSection = 8
        func makeRow(_ rng: inout SplitMix64) -> RepeatedScreenRow {
            defer { serial += 1 }
            return RepeatedScreenRow(isText: Int.random(in: 0..<4, using: &rng) == 0, id: Int.random(in: 0..<4, using: &rng), serial: serial,
                                     text: Int.random(in: 0..<3, using: &rng), reloads: Int.random(in: 0..<10, using: &rng) < 3)
        }
        func makeSection(_ rng: inout SplitMix64) -> RandomSections<RepeatedScreenRow>.Section {
            var id = Int.random(in: 0..<8, using: &rng)
            if !repeatsSections {
                id = nextSection
                nextSection += 1
            }
            return .init(id: id, header: Bool.random(using: &rng) ? "H\(id)" : nil,
                         rows: (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeRow(&rng) })
        }
        func update(_ row: inout RepeatedScreenRow, _ rng: inout SplitMix64) {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: row.text = Int.random(in: 0..<3, using: &rng)
            case 1: row.reloads.toggle()
            default: row.serial = serial; serial += 1
            }
        }
        var model = RandomSections<RepeatedScreenRow>()
        for step in 0..<100 {
            var problems: [String] = []
            let roll = Int.random(in: 0..<100, using: &rng)
            if let change = view.randomScreenChange(roll: roll, resizingBelow: 8, scrollingBelow: 14, fittingAtMost: 6, rows: model.rowCount, using: &rng) {
                log.add(change)
            } else {
                // From 14 to 20, the same screen again.
                let edits = roll < 20 ? [] : (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    model.edit(using: &rng, makeRow: makeRow, makeSection: makeSection, update: update)
                }
                let screen = ListScreen(sections: model.sections.map { section in
                    ScreenSection(id: section.id, header: section.header.map(HeaderFooterModel.title), rows: section.rows.map(\.row))
                })
                reported = []
                adapter.set(screen)
                log.add("{\(edits.joined(separator: "; "))} set → \(model.description)")
                // Every screen set reports the duplicates it holds, an equal one too.
                if reported != screen.diagnostics { problems.append("reported \(reported.map(\.message)), the screen holds \(screen.diagnostics.map(\.message))") }
            }
            problems += ViewChecks.problems(of: view)
            if view.itemIDs.map(\.count) != model.rowCounts { problems.append("rows per section \(view.itemIDs.map(\.count)), the screen's \(model.rowCounts)") }
            problems += ViewChecks.cellProblems(of: view, expected: model.sections.map { $0.rows.map(\.expectedCell) })
            // Duplicates are the screen's diagnostics, not the registry's anomalies.
            problems += anomalies.anomalies.map { "anomaly: \($0)" }
            guard log.passes(problems, at: step) else { return }
        }
    }

    /// A first screen with a duplicate, set over an empty one, and later
    /// screens that keep the duplicate, as well as one set over a screen
    /// without duplicates, each report it.
    @Test func everyScreenSetReportsTheDuplicatesItHolds() {
        func screen(_ rows: [SerialRow]) -> ListScreen { ListScreen { ScreenSection(id: 0, rows: rows.map(AnyCellModel.init)) } }
        let plain = screen([SerialRow(id: 5, serial: 9, text: 0)])
        let first = screen([SerialRow(id: 0, serial: 0, text: 0), SerialRow(id: 0, serial: 1, text: 1)])
        let changed = screen([SerialRow(id: 0, serial: 0, text: 0), SerialRow(id: 0, serial: 1, text: 2)])
        let inserted = screen([SerialRow(id: 1, serial: 2, text: 0), SerialRow(id: 0, serial: 0, text: 0), SerialRow(id: 0, serial: 1, text: 2)])
        #expect([first, changed, inserted].allSatisfy { $0.diagnostics.count == 1 } && plain.diagnostics.isEmpty)
        for sequence in [[plain, first, changed, inserted], [first, inserted]] {
            let view = HeadlessListView()
            let adapter = ScreenAdapter(view: view)
            var current: [String] = []
            adapter.list.diagnosticHandler = { current += $0.identifiers }
            var reported: [[String]] = []
            for screen in sequence {
                current = []
                adapter.set(screen)
                reported.append(current)
            }
            #expect(reported == sequence.map { $0.diagnostics.flatMap(\.identifiers) }, "reported per set: \(reported)")
            #expect(view.violations.isEmpty, "\(view.violations)")
        }
    }
}
