import Foundation
import Testing
import TabulaTesting

/// Valid batches: the view ends up exactly where UIKit would put every cell.
@MainActor
@Suite("Applying batch updates")
struct BatchApplicationTests {
    @Test func mixedBatchAcrossSections() {
        let fixture = Fixture([
            S("S0", "a:1", "b:1", "c:1", "d:1"),
            S("S1", "e:1", "f:1"),
            S("S2", "g", "h"),
        ])
        var completed: Bool?
        fixture.view.performBatchUpdates({
            fixture.dataSource.model = [
                S("S0", "x:1", "a:1", "c:2"),
                S("N", "n1", "n2"),
                S("S1", "d:2", "e:2", "f:1"),
            ]
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.insertItems(at: [ip(0, 0)])
            fixture.view.moveItem(at: ip(0, 3), to: ip(2, 0))
            fixture.view.reloadItems(at: [ip(0, 2)])
            fixture.view.deleteSections([2])
            fixture.view.insertSections([1])
        }, completion: { completed = $0 })

        #expect(completed == true)
        #expect(fixture.view.violations == [])
        #expect(fixture.view.batchCount == 1)
        #expect(fixture.shown == ["S0 x a c", "N n1 n2", "S1 d e f"])
        #expect(fixture.content(ip(0, 2)) == "2", "a reloaded cell shows fresh content")
        #expect(fixture.content(ip(0, 0)) == "1", "an inserted cell shows the data source's content")
        #expect(fixture.content(ip(2, 0)) == "1", "a moved cell keeps its cell, old content included")
        #expect(fixture.content(ip(2, 1)) == "1", "an untouched cell keeps its content")
        #expect(
            fixture.view.verifyMatchesDataSource() == [
                "index path [2, 0]: the cell of d shows 1, but the data source has 2",
                "index path [2, 1]: the cell of e shows 1, but the data source has 2",
            ]
        )
    }

    @Test func itemsFillTheSlotsNotTakenByInsertsAndMoves() {
        let fixture = Fixture([S("A", "a", "b", "c", "d", "e")])
        let result = fixture.batch(to: [S("A", "x", "e", "a", "c", "d")]) {
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.insertItems(at: [ip(0, 0)])
            fixture.view.moveItem(at: ip(0, 4), to: ip(0, 1))
        }
        #expect(result.applied == true)
        #expect(result.violations == [])
        #expect(fixture.shown == ["A x e a c d"])
    }

    @Test func fillRuleShowsWhatUIKitShowsWhenTheDataSourceDisagrees() {
        // Same batch, but the data source put e after a: UIKit still fills the
        // slots in order, so the view shows x e a c d, and two cells are wrong.
        let fixture = Fixture([S("A", "a", "b", "c", "d", "e")])
        let result = fixture.batch(to: [S("A", "x", "a", "e", "c", "d")]) {
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.insertItems(at: [ip(0, 0)])
            fixture.view.moveItem(at: ip(0, 4), to: ip(0, 1))
        }
        #expect(result.applied == true)
        #expect(fixture.shown == ["A x e a c d"])
        #expect(result.violations.map(\.rule) == [.identityMismatch, .identityMismatch])
        #expect(result.violations.map(\.message).contains { $0.contains("[0, 1] shows item e") })
        #expect(result.violations.map(\.message).contains { $0.contains("[0, 2] shows item a") })
    }

    @Test func sectionsFillTheSlotsNotTakenByInsertsAndMoves() {
        let fixture = Fixture([S("A", "a"), S("B", "b"), S("C", "c"), S("D", "d")])
        let result = fixture.batch(to: [S("N"), S("D", "d"), S("A", "a"), S("C", "c")]) {
            fixture.view.deleteSections([1])
            fixture.view.insertSections([0])
            fixture.view.moveSection(3, toSection: 1)
        }
        #expect(result.violations == [])
        #expect(fixture.shown == ["N", "D d", "A a", "C c"])
    }

    @Test func reloadedSectionGetsFreshHeaderAndCells() {
        let fixture = Fixture([S("A:1", "a:1"), S("B:1", "b:1", "c:1")])
        let result = fixture.batch(to: [S("A:1", "a:1"), S("B:2", "b:2", "z:2", "c:2")]) {
            fixture.view.reloadSections([1])
        }
        #expect(result.violations == [])
        #expect(fixture.shown == ["A a", "B b z c"])
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func reloadedSectionIsPlacedByDeletesAndInserts() {
        // C (section 2) is reloaded while A is deleted and N inserted at 0 and
        // M at 3: its computed index is 2 - 1 deleted + 1 inserted before it = 2.
        let fixture = Fixture([S("A", "a"), S("B", "b"), S("C:1", "c")])
        let result = fixture.batch(to: [S("N"), S("B", "b"), S("C:2", "c", "x"), S("M")]) {
            fixture.view.deleteSections([0])
            fixture.view.insertSections([0, 3])
            fixture.view.reloadSections([2])
        }
        #expect(result.violations == [])
        #expect(fixture.shown == ["N", "B b", "C c x", "M"])
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func reloadedItemIsPlacedByDeletesAndInserts() {
        let fixture = Fixture([S("A", "a", "b", "c:1", "d")])
        let result = fixture.batch(to: [S("A", "x", "y", "c:2", "z", "d")]) {
            fixture.view.deleteItems(at: [ip(0, 0), ip(0, 1)])
            fixture.view.insertItems(at: [ip(0, 0), ip(0, 1), ip(0, 3)])
            fixture.view.reloadItems(at: [ip(0, 2)])
        }
        #expect(result.violations == [])
        #expect(fixture.shown == ["A x y c z d"])
        #expect(fixture.content(ip(0, 2)) == "2")
    }

    @Test func itemOperationsInsideDeletedOrInsertedSectionsAreDropped() {
        let fixture = Fixture([S("A", "a", "b"), S("B", "c")])
        let result = fixture.batch(to: [S("N", "n1", "n2"), S("B", "c")]) {
            fixture.view.deleteSections([0])
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.reloadItems(at: [ip(0, 0)])
            fixture.view.insertSections([0])
            fixture.view.insertItems(at: [ip(0, 1)])
        }
        #expect(result.applied == true)
        #expect(result.violations == [])
        #expect(fixture.shown == ["N n1 n2", "B c"])
    }

    @Test func redundantItemOperationsAreStillBoundsChecked() {
        let fixture = Fixture([S("A", "a", "b"), S("B", "c")])
        let result = fixture.batch(to: [S("B", "c")]) {
            fixture.view.deleteSections([0])
            fixture.view.deleteItems(at: [ip(0, 9)])
        }
        #expect(result.applied == false)
        #expect(result.violations.map(\.rule) == [.indexOutOfBoundsBefore])
    }

    @Test func modelChangedBeforeTheBatchFailsTheCountCheck() {
        // Rule 1: the view never loaded, so it loads when the batch begins,
        // after the data source already holds the new model.
        let fixture = Fixture([S("A", "a", "b")], load: false)
        fixture.dataSource.model = [S("A", "a", "b", "c")]
        var completed: Bool?
        fixture.view.performBatchUpdates({
            fixture.view.insertItems(at: [ip(0, 2)])
        }, completion: { completed = $0 })
        #expect(completed == false)
        expectViolations(
            fixture.view.violations, [.invalidNumberOfItems],
            mentioning: "after the update (3) must be equal to the number of rows contained in that section before the update (3)"
        )
    }

    @Test func modelChangedInsideTheFirstBatchPasses() {
        let fixture = Fixture([S("A", "a", "b")], load: false)
        let result = fixture.batch(to: [S("A", "a", "b", "c")]) {
            fixture.view.insertItems(at: [ip(0, 2)])
        }
        #expect(result.applied == true)
        #expect(result.violations == [])
        #expect(fixture.shown == ["A a b c"])
    }

    @Test func nestedBatchesFlattenIntoTheOutermost() {
        let fixture = Fixture([S("A", "a", "b"), S("B", "c")])
        var outer: Bool?
        var inner: Bool?
        fixture.view.performBatchUpdates({
            fixture.view.insertItems(at: [ip(1, 0)])
            fixture.view.performBatchUpdates({
                fixture.view.deleteItems(at: [ip(0, 0)])
                // The model changes last: the order inside a batch does not matter.
                fixture.dataSource.model = [S("A", "b"), S("B", "x", "c")]
            }, completion: { inner = $0 })
            #expect(inner == nil, "a nested batch completes with the outermost one")
        }, completion: { outer = $0 })
        #expect(outer == true)
        #expect(inner == true)
        #expect(fixture.view.batchCount == 1)
        #expect(fixture.shown == ["A b", "B x c"])
    }

    @Test func nestedBatchesAreCheckedAsOne() {
        // Each nested batch alone would break the count check; together they add up.
        let fixture = Fixture([S("A", "a"), S("B", "b")])
        let result = fixture.batch(to: [S("A"), S("B", "x", "b")]) {
            fixture.view.performBatchUpdates({ fixture.view.deleteItems(at: [ip(0, 0)]) }, completion: nil)
            fixture.view.performBatchUpdates({ fixture.view.insertItems(at: [ip(1, 0)]) }, completion: nil)
        }
        #expect(result.violations == [])
        #expect(fixture.shown == ["A", "B x b"])
    }

    @Test func callsOutsideABatchAreBatchesOfTheirOwn() {
        let fixture = Fixture([S("A", "a", "b")])
        fixture.dataSource.model = [S("A", "b")]
        fixture.view.deleteItems(at: [ip(0, 0)])
        #expect(fixture.view.batchCount == 1)
        #expect(fixture.shown == ["A b"])

        // A second call without changing the model breaks the count check.
        fixture.view.insertItems(at: [ip(0, 0)])
        #expect(fixture.view.batchCount == 1)
        #expect(fixture.view.violations.map(\.rule) == [.invalidNumberOfItems])
    }

    @Test func throwingVariantThrowsTheFirstViolation() {
        let fixture = Fixture([S("A", "a", "b")])
        #expect(throws: BatchUpdateViolation.self) {
            try fixture.view.performBatchUpdatesThrowing {
                fixture.dataSource.model = [S("A", "a")]
                fixture.view.deleteItems(at: [ip(0, 5)])
            }
        }
        do {
            try fixture.view.performBatchUpdatesThrowing {
                fixture.dataSource.model = [S("A")]
                fixture.view.deleteItems(at: [ip(0, 0), ip(0, 0)])
            }
            Issue.record("expected a violation")
        } catch {
            #expect(error.rule == .duplicateOperation)
            #expect(error.message.contains("[0, 0]"))
        }
        #expect(fixture.view.violations.count == 2)
    }

    @Test func throwingVariantPassesValidBatchesAndDoesNotThrowWhenNested() throws {
        let fixture = Fixture([S("A", "a", "b")])
        try fixture.view.performBatchUpdatesThrowing {
            fixture.dataSource.model = [S("A", "b")]
            fixture.view.deleteItems(at: [ip(0, 0)])
        }
        #expect(fixture.shown == ["A b"])

        var outer: Bool?
        fixture.view.performBatchUpdates({
            // Inside a batch it cannot know the outcome yet, so it never throws.
            #expect(throws: Never.self) {
                try fixture.view.performBatchUpdatesThrowing {
                    fixture.view.insertItems(at: [ip(0, 9)])
                }
            }
        }, completion: { outer = $0 })
        #expect(outer == false)
        #expect(fixture.view.violations.map(\.rule) == [.indexOutOfBoundsAfter, .invalidNumberOfItems])
    }

    @Test func completionCanStartTheNextBatch() {
        // Staged updates chain their batches through the completion handler.
        let fixture = Fixture([S("A", "a", "b")])
        fixture.view.performBatchUpdates({
            fixture.dataSource.model = [S("A", "a")]
            fixture.view.deleteItems(at: [ip(0, 1)])
        }, completion: { _ in
            fixture.view.performBatchUpdates({
                fixture.dataSource.model = [S("A", "z", "a")]
                fixture.view.insertItems(at: [ip(0, 0)])
            }, completion: nil)
        })
        #expect(fixture.view.batchCount == 2)
        #expect(fixture.shown == ["A z a"])
    }

    @Test func reloadDataLoadsEverythingNow() {
        let fixture = Fixture([S("A", "a")])
        fixture.dataSource.model = [S("B", "b:1", "c")]
        #expect(fixture.shown == ["A a"], "the view shows what it loaded until told otherwise")
        fixture.view.reloadData()
        #expect(fixture.shown == ["B b c"])
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func assigningAnotherDataSourceReloadsOnNextUse() {
        let fixture = Fixture([S("A", "a")])
        let other = TestDataSource([S("B", "b")])
        fixture.view.dataSource = other
        #expect(fixture.view.itemIDs == [["b"]])
        #expect(fixture.view.sectionIDs == ["B"])
    }
}
