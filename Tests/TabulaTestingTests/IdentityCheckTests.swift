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
                var order = rng
                let strictStart = strict.view.violations.count
                let cheapStart = cheap.view.violations.count
                strict.view.performBatchUpdates({
                    strict.dataSource.model = after
                    calls.make(on: strict.view, using: &order)
                }, completion: nil)
                cheap.view.performBatchUpdates({
                    cheap.dataSource.model = after
                    calls.make(on: cheap.view, using: &rng)
                }, completion: nil)
                let context = "run \(run), step \(step): \(before) -> \(after)"
                let strictFound = Array(strict.view.violations[strictStart...])
                let cheapFound = Array(cheap.view.violations[cheapStart...])
                #expect(strict.view.sections == cheap.view.sections, "\(context)")
                #expect(
                    strictFound.filter { $0.rule != .identityMismatch } == cheapFound.filter { $0.rule != .identityMismatch },
                    "\(context)"
                )
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
