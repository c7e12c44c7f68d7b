import Foundation
import Testing
import TabulaTesting

/// Checking only the sections a batch changes must find exactly what checking
/// every section finds there, and must apply every batch the same way.
@MainActor
@Suite("Identity checks")
struct IdentityCheckTests {
    /// Item-only batches whose counts add up but whose positions are often
    /// wrong, on models where some sections also change without any call:
    /// both views show the same cells and report the same rule violations;
    /// the mismatches of the sections the calls name are reported by both,
    /// and the cheaper check reports nothing else.
    @Test func touchedSectionsReportWhatEverySectionReportsWhereTheBatchActs() {
        var rng = SplitMix64(seed: 0x1DE7)
        var batches = RandomBatches(seed: 0x5EC7)
        var mismatchesInNamedSections = 0
        var mismatchesElsewhere = 0
        for run in 0..<400 {
            let model = batches.model(sections: 1...6, items: 0...8)
            let strict = Fixture(model, check: .everySection)
            let cheap = Fixture(model)
            for step in 0..<6 {
                let before = strict.dataSource.model
                let (calls, after, named) = Self.countPreservingBatch(from: before, batches: &batches)
                let context = "run \(run), step \(step): \(before) -> \(after)"
                let (strictFound, cheapFound) = Self.twinBatch(calls, to: after, on: strict, and: cheap, rng: &rng, context)
                let strictMismatches = strictFound.filter { $0.rule == .identityMismatch }
                let cheapMismatches = cheapFound.filter { $0.rule == .identityMismatch }
                let inNamed = strictMismatches.filter { named.contains(Self.section(of: $0) ?? -1) }
                #expect(cheapMismatches == inNamed, "\(context)")
                mismatchesInNamedSections += inNamed.count
                mismatchesElsewhere += strictMismatches.count - inNamed.count
                #expect(strict.view.verifyMatchesDataSource() == cheap.view.verifyMatchesDataSource(), "\(context)")
                // Start each step from a view that matches, as after a reload.
                strict.view.reloadData()
                cheap.view.reloadData()
            }
        }
        // The generator must exercise both sides of the property.
        #expect(mismatchesInNamedSections > 500)
        #expect(mismatchesElsewhere > 500)
    }

    /// Checking only written and on-screen items finds nothing that checking
    /// whole sections does not, finds every mismatch on screen or at an
    /// inserted row, and with every row on screen finds exactly the same.
    @Test func touchedItemsReportWhatTouchedSectionsReportOnScreenAndWhereTheBatchWrites() {
        var rng = SplitMix64(seed: 0x17E5)
        var batches = RandomBatches(seed: 0x5C4E)
        var onScreen = 0, offScreen = 0
        for run in 0..<400 {
            let model = batches.model(sections: 1...6, items: 0...12)
            let sections = Fixture(model)
            let items = Fixture(model, check: .touchedItems)
            let visible: Int? = run % 4 == 0 ? nil : Int.random(in: 0...8, using: &rng)
            items.view.visibleRowCount = visible
            items.view.scroll(toRow: Int.random(in: 0...10, using: &rng))
            for step in 0..<6 {
                let before = sections.dataSource.model
                let (calls, after, _) = Self.countPreservingBatch(from: before, batches: &batches)
                let screen = Self.screen(of: items.view, over: after)
                let context = "run \(run), step \(step), screen \(screen): \(before) -> \(after)"
                let (wide, narrow) = Self.twinBatch(calls, to: after, on: sections, and: items, rng: &rng, context)
                let wideMismatches = wide.filter { $0.rule == .identityMismatch }
                let narrowMismatches = narrow.filter { $0.rule == .identityMismatch }
                #expect(narrowMismatches.allSatisfy { wideMismatches.contains($0) }, "\(context): found what whole sections did not")
                if visible == nil {
                    #expect(narrowMismatches == wideMismatches, "\(context)")
                }
                let inserted = Set(calls.itemInserts.map { ItemKey(section: $0[0], item: $0[1]) })
                for mismatch in wideMismatches {
                    guard let key = Self.item(of: mismatch) else { continue }
                    let row = Self.flatRow(key, over: after)
                    if screen.contains(row) || inserted.contains(key) {
                        onScreen += 1
                        #expect(narrowMismatches.contains(mismatch), "\(context): missed \(mismatch)")
                    } else {
                        offScreen += 1
                    }
                }
                #expect(sections.view.verifyMatchesDataSource() == items.view.verifyMatchesDataSource(), "\(context)")
                sections.view.reloadData()
                items.view.reloadData()
            }
        }
        // The generator must exercise both sides of the property.
        #expect(onScreen > 300)
        #expect(offScreen > 300)
    }

    /// A one-row insert into a long section reads the inserted cell and the
    /// rows on screen, not the section.
    @Test func touchedItemsReadTheWrittenAndShownCellsOnly() {
        let long = TestSection(header: TestCell(id: "H"), items: (0..<2_000).map { TestCell(id: "i\($0)") })
        let fixture = Fixture([long], check: .touchedItems)
        fixture.view.visibleRowCount = 10
        fixture.view.scroll(toRow: 500)
        var reads = 0
        fixture.dataSource.onCellRequest = { _ in reads += 1 }
        var after = [long]
        after[0].items.insert(TestCell(id: "new"), at: 1_200)
        let (applied, violations) = fixture.batch(to: after) { fixture.view.insertItems(at: [ip(0, 1_200)]) }
        #expect(applied == true && violations.isEmpty)
        #expect(reads <= 11, "read \(reads) cells")
        #expect(fixture.view.verifyMatchesDataSource().isEmpty)
    }

    /// Makes `calls` on both fixtures' views (in orders drawn from `rng`),
    /// with their data sources changed to `after`; expects both views to show
    /// the same cells and to report the same violations other than identity
    /// mismatches. Returns what each reported.
    private static func twinBatch(
        _ calls: BatchCalls, to after: [TestSection], on first: Fixture, and second: Fixture,
        rng: inout SplitMix64, _ context: String
    ) -> ([BatchUpdateViolation], [BatchUpdateViolation]) {
        var order = rng
        let firstStart = first.view.violations.count
        let secondStart = second.view.violations.count
        first.view.performBatchUpdates({
            first.dataSource.model = after
            calls.make(on: first.view, using: &order)
        }, completion: nil)
        var secondOrder = rng
        second.view.performBatchUpdates({
            second.dataSource.model = after
            calls.make(on: second.view, using: &secondOrder)
        }, completion: nil)
        rng = secondOrder
        let firstFound = Array(first.view.violations[firstStart...])
        let secondFound = Array(second.view.violations[secondStart...])
        #expect(first.view.sections == second.view.sections, "\(context)")
        #expect(
            firstFound.filter { $0.rule != .identityMismatch } == secondFound.filter { $0.rule != .identityMismatch },
            "\(context)"
        )
        return (firstFound, secondFound)
    }

    struct ItemKey: Hashable {
        let section: Int
        let item: Int
    }

    /// The rows on screen of `view` over `model`, counting the rows of all sections in order.
    private static func screen(of view: HeadlessListView, over model: [TestSection]) -> Range<Int> {
        let total = model.reduce(0) { $0 + $1.items.count }
        guard let rows = view.visibleRowCount else { return 0..<total }
        let first = min(view.firstVisibleRow, max(total - rows, 0))
        return first..<min(first + rows, total)
    }

    private static func flatRow(_ key: ItemKey, over model: [TestSection]) -> Int {
        model.prefix(key.section).reduce(0) { $0 + $1.items.count } + key.item
    }

    /// The item a mismatch names, read from its message; `nil` for a header.
    private static func item(of violation: BatchUpdateViolation) -> ItemKey? {
        let message = violation.message
        guard let start = message.range(of: "the row at index path [")?.upperBound else { return nil }
        let numbers = message[start...].prefix { $0 != "]" }.split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        return numbers.count == 2 ? ItemKey(section: numbers[0], item: numbers[1]) : nil
    }

    /// The section a mismatch names, read from its message (the violation
    /// carries no position of its own).
    private static func section(of violation: BatchUpdateViolation) -> Int? {
        let message = violation.message
        for prefix in ["the row at index path [", "the header of section ", "reconfiguring index path ["] {
            guard let start = message.range(of: prefix)?.upperBound else { continue }
            return Int(message[start...].prefix { $0.isNumber })
        }
        return nil
    }

    /// A batch of item deletes, inserts and reconfigures whose counts add up
    /// in every section, at positions that are right or random; some sections
    /// also reorder or change a header with no call at all.
    /// - Returns: The calls, the model after them, and the sections the calls name.
    private static func countPreservingBatch(
        from before: [TestSection], batches: inout RandomBatches
    ) -> (calls: BatchCalls, after: [TestSection], named: Set<Int>) {
        var calls = BatchCalls()
        var after = before
        var named = Set<Int>()
        for (section, old) in before.enumerated() {
            switch Int.random(in: 0..<10, using: &batches.rng) {
            case 0..<4:
                continue
            case 4:
                // Changed without a call: only checking every section sees it.
                after[section].items.shuffle(using: &batches.rng)
                if batches.rng.chance(0.5) { after[section].header.id = batches.id("H") }
            default:
                let deleteCount = Int.random(in: 0...min(2, old.items.count), using: &batches.rng)
                var kept = old.items
                var truthfulDeletes: [Int] = []
                for _ in 0..<deleteCount {
                    let index = Int.random(in: 0..<kept.count, using: &batches.rng)
                    kept.remove(at: index)
                    truthfulDeletes.append(index)
                }
                let fresh = (0..<Int.random(in: 0...2, using: &batches.rng)).map { _ in TestCell(id: batches.id("n")) }
                let (items, newIndexes) = batches.merge(kept, inserting: fresh)
                after[section].items = items
                // Right positions half the time; otherwise any distinct ones,
                // so the counts add up and the cells land wrong.
                let truthful = batches.rng.chance(0.5)
                let deleted = truthful
                    ? Self.originalIndexes(ofSequentialRemovals: truthfulDeletes, count: old.items.count)
                    : Array(Array(0..<old.items.count).shuffled(using: &batches.rng).prefix(deleteCount))
                let inserted = truthful
                    ? newIndexes
                    : Array(Array(0..<items.count).shuffled(using: &batches.rng).prefix(fresh.count))
                calls.itemDeletes += deleted.map { ip(section, $0) }
                calls.itemInserts += inserted.map { ip(section, $0) }
                let survivors = Set(0..<old.items.count).subtracting(deleted)
                if let reconfigured = survivors.randomElement(using: &batches.rng), batches.rng.chance(0.3) {
                    calls.itemReconfigures.append(ip(section, reconfigured))
                    named.insert(section)
                }
                if !deleted.isEmpty || !inserted.isEmpty { named.insert(section) }
            }
        }
        return (calls, after, named)
    }

    /// The original indexes of elements removed one after another at
    /// `indexes` (each in the array as it was then).
    private static func originalIndexes(ofSequentialRemovals indexes: [Int], count: Int) -> [Int] {
        var remaining = Array(0..<count)
        return indexes.map { remaining.remove(at: $0) }
    }
}
