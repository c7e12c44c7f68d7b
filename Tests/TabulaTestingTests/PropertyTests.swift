import Foundation
import Testing
import TabulaTesting

/// Random valid batches must pass and leave the view matching its data source;
/// random invalid ones must never trap and must leave the view usable.
@MainActor
@Suite("Random batches")
struct PropertyTests {
    enum Kind: CaseIterable {
        case withoutMoves, withItemMoves, withSectionMoves
    }

    @Test(arguments: Kind.allCases)
    func validBatchesPassAndMatchTheDataSource(kind: Kind) {
        var batches = RandomBatches(seed: 0x7AB1A)
        for run in 0..<40 {
            let fixture = Fixture(batches.model(sections: 0...5, items: 0...6))
            for step in 0..<15 {
                let before = fixture.dataSource.model
                let (calls, after) =
                    switch kind {
                    case .withoutMoves: batches.withoutMoves(from: before)
                    case .withItemMoves: batches.withItemMoves(from: before)
                    case .withSectionMoves: batches.withSectionMoves(from: before)
                    }
                var completed: Bool?
                fixture.view.performBatchUpdates({
                    fixture.dataSource.model = after
                    calls.make(on: fixture.view, using: &batches.rng)
                }, completion: { completed = $0 })
                let context = "run \(run), step \(step): \(before) -> \(after)"
                #expect(completed == true, "\(context)")
                #expect(fixture.view.violations == [], "\(context)")
                #expect(fixture.view.verifyMatchesDataSource() == [], "\(context)")
                if !fixture.view.violations.isEmpty { return }
            }
        }
    }

    @Test func randomCallsNeverTrapAndRejectedBatchesResynchronise() {
        var rng = SplitMix64(seed: 0xBAD_CA11)
        var batches = RandomBatches(seed: 0xF00D)
        var rejected = 0
        for run in 0..<300 {
            let fixture = Fixture(batches.model(sections: 0...4, items: 0...5))
            let after = batches.model(sections: 0...4, items: 0...5)
            let sectionBound = max(fixture.view.numberOfSections, after.count) + 2
            func index(_ bound: Int) -> Int { Int.random(in: -1...bound, using: &rng) }
            func path() -> IndexPath {
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: IndexPath()
                case 1: IndexPath(indexes: [index(3), index(3), index(3)])
                default: ip(index(sectionBound), index(7))
                }
            }
            var calls = BatchCalls()
            for _ in 0..<Int.random(in: 0...8, using: &rng) {
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: calls.sectionDeletes.append(index(sectionBound))
                case 1: calls.sectionInserts.append(index(sectionBound))
                case 2: calls.sectionReloads.append(index(sectionBound))
                case 3: calls.sectionMoves.append((index(sectionBound), index(sectionBound)))
                case 4: calls.itemDeletes.append(path())
                case 5: calls.itemInserts.append(path())
                case 6: calls.itemReloads.append(path())
                case 7: calls.itemMoves.append((path(), path()))
                default: calls.itemReconfigures.append(path())
                }
            }
            var completed: Bool?
            let start = fixture.view.violations.count
            fixture.view.performBatchUpdates({
                fixture.dataSource.model = after
                calls.make(on: fixture.view, using: &rng)
            }, completion: { completed = $0 })
            let found = fixture.view.violations[start...]
            if completed == false {
                rejected += 1
                #expect(!found.isEmpty, "run \(run)")
                #expect(fixture.view.verifyMatchesDataSource() == [], "run \(run)")
            } else {
                #expect(completed == true, "run \(run)")
                #expect(found.allSatisfy { $0.rule == .identityMismatch }, "run \(run): \(found)")
            }
            // The view stays usable: a plain reload always gets it back in sync.
            fixture.view.reloadData()
            #expect(fixture.view.verifyMatchesDataSource() == [])
        }
        #expect(rejected > 200, "the random calls should mostly be invalid")
    }

    @Test func thousandsOfLargeBatchesApply() {
        var batches = RandomBatches(seed: 42)
        let fixture = Fixture(batches.model(sections: 8...8, items: 30...40), check: .everySection)
        do {
            for step in 0..<1_500 {
                let before = fixture.dataSource.model
                let (calls, after) =
                    step % 2 == 0 ? batches.withItemMoves(from: before) : batches.withoutMoves(from: before)
                fixture.view.performBatchUpdates({
                    fixture.dataSource.model = after
                    calls.make(on: fixture.view, using: &batches.rng)
                }, completion: nil)
                // Keep the model from shrinking to nothing.
                if fixture.dataSource.model.count < 4 || fixture.dataSource.model.lazy.map(\.items.count).reduce(0, +) < 150 {
                    fixture.dataSource.model = batches.model(sections: 8...8, items: 30...40)
                    fixture.view.reloadData()
                }
            }
        }
        #expect(fixture.view.violations == [])
        #expect(fixture.view.batchCount == 1_500)
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }
}
