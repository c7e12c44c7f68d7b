import Foundation
import Testing
import TabulaTesting

/// One test per rule of Sources/Tabula/Tabula.docc/BatchUpdateRules.md: each batch breaks exactly that
/// rule (and nothing else), is rejected, and leaves the view in sync with its
/// data source.
@MainActor
@Suite("Batch update rules")
struct BatchRuleTests {
    /// Three sections: A [a b c], B [d e], C [f].
    let model = [S("A", "a", "b", "c"), S("B", "d", "e"), S("C", "f")]

    /// Checks what every rejected batch must do: completion(false), and a view
    /// reloaded from the data source.
    private func expectRejected(_ result: (applied: Bool?, violations: [BatchUpdateViolation]), _ fixture: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.applied == false, sourceLocation: sourceLocation)
        #expect(fixture.view.batchCount == 0, sourceLocation: sourceLocation)
        #expect(fixture.view.verifyMatchesDataSource() == [], sourceLocation: sourceLocation)
    }

    // MARK: R1

    @Test func r1ItemDeletedAndReloaded() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "c"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.reloadItems(at: [ip(0, 1)])
        }
        expectViolations(result.violations, [.deleteAndReloadSamePosition], mentioning: "attempt to delete and reload the same index path [0, 1]")
        expectRejected(result, fixture)
    }

    @Test func r1SectionDeletedAndReloaded() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b", "c"), S("C", "f")]) {
            fixture.view.deleteSections([1])
            fixture.view.reloadSections([1])
        }
        expectViolations(result.violations, [.deleteAndReloadSamePosition], mentioning: "attempt to delete and reload the same section 1")
        expectRejected(result, fixture)
    }

    // MARK: R2

    @Test func r2ItemDeletedAndMoved() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.deleteItems(at: [ip(0, 0)])
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
        expectViolations(result.violations, [.deleteAndMoveFromSamePosition], mentioning: "attempt to perform a delete and a move from the same index path [0, 0]")
        expectRejected(result, fixture)
    }

    @Test func r2ItemReloadedAndMoved() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c", "a:new"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.reloadItems(at: [ip(0, 0)])
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 2))
        }
        expectViolations(result.violations, [.deleteAndMoveFromSamePosition], mentioning: "the same index path [0, 0]", "reloaded")
        expectRejected(result, fixture)
    }

    @Test func r2SectionDeletedAndMoved() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B", "d", "e"), S("C", "f")]) {
            fixture.view.deleteSections([0])
            fixture.view.moveSection(0, toSection: 1)
        }
        expectViolations(result.violations, [.deleteAndMoveFromSamePosition], mentioning: "attempt to perform a delete and a move from the same section 0")
        expectRejected(result, fixture)
    }

    // MARK: R3

    @Test func r3InsertOnMoveDestination() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "a", "x", "c"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.insertItems(at: [ip(0, 1)])
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
        expectViolations(result.violations, [.insertAndMoveToSamePosition], mentioning: "attempt to perform an insert and a move to the same index path [0, 1]")
        expectRejected(result, fixture)
    }

    @Test func r3ReloadsComputedInsertOnMoveDestination() {
        // The reload of a at [0, 0] is inserted at [0, 0] (moves are ignored),
        // which is where c moves to.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "c", "a:new", "b"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 2), to: ip(0, 0))
            fixture.view.reloadItems(at: [ip(0, 0)])
        }
        expectViolations(result.violations, [.insertAndMoveToSamePosition], mentioning: "the same index path [0, 0]", "reloading index path [0, 0]")
        expectRejected(result, fixture)
    }

    @Test func r3SectionInsertOnMoveDestination() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("C", "f"), S("N"), S("A", "a", "b", "c"), S("B", "d", "e")]) {
            fixture.view.insertSections([0])
            fixture.view.moveSection(2, toSection: 0)
        }
        expectViolations(result.violations, [.insertAndMoveToSamePosition], mentioning: "attempt to perform an insert and a move to the same section 0")
        expectRejected(result, fixture)
    }

    // MARK: R4, R5

    @Test func r4MoveOutOfDeletedSection() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "d", "a", "b", "c"), S("C", "f")]) {
            fixture.view.deleteSections([1])
            fixture.view.moveItem(at: ip(1, 0), to: ip(0, 0))
        }
        expectViolations(result.violations, [.moveFromDeletedSection], mentioning: "cannot move an item from a deleted section", "[1, 0]", "section 1 is deleted")
        expectRejected(result, fixture)
    }

    @Test func r4MoveOutOfReloadedSection() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "d", "a", "b", "c"), S("B", "e"), S("C", "f")]) {
            fixture.view.reloadSections([1])
            fixture.view.moveItem(at: ip(1, 0), to: ip(0, 0))
        }
        expectViolations(result.violations, [.moveFromDeletedSection], mentioning: "cannot move an item from a deleted section", "section 1 is reloaded")
        expectRejected(result, fixture)
    }

    @Test func r5MoveIntoInsertedSection() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c"), S("N", "a"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.insertSections([1])
            fixture.view.moveItem(at: ip(0, 0), to: ip(1, 0))
        }
        expectViolations(result.violations, [.moveIntoInsertedSection], mentioning: "cannot move an item into a newly inserted section", "[1, 0]", "section 1 is inserted")
        expectRejected(result, fixture)
    }

    @Test func r5MoveIntoReloadedSection() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c"), S("B", "a", "d", "e"), S("C", "f")]) {
            fixture.view.reloadSections([1])
            fixture.view.moveItem(at: ip(0, 0), to: ip(1, 0))
        }
        expectViolations(result.violations, [.moveIntoInsertedSection], mentioning: "cannot move an item into a newly inserted section", "reloaded section 1")
        expectRejected(result, fixture)
    }

    // MARK: R6

    @Test func r6DeleteBeyondTheRows() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.deleteItems(at: [ip(0, 5)])
        }
        expectViolations(
            result.violations, [.indexOutOfBoundsBefore],
            mentioning: "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
        )
        expectRejected(result, fixture)
    }

    @Test func r6DeleteBeyondTheSections() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model) {
            fixture.view.deleteItems(at: [ip(7, 0)])
        }
        expectViolations(
            result.violations, [.indexOutOfBoundsBefore],
            mentioning: "attempt to delete row 0 from section 7, but there are only 3 sections before the update"
        )
        expectRejected(result, fixture)
    }

    @Test func r6ReloadMoveAndReconfigureBeyondTheRows() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model) {
            fixture.view.reloadItems(at: [ip(2, 1)])
            fixture.view.moveItem(at: ip(0, 3), to: ip(0, 1))
            fixture.view.reconfigureItems(at: [ip(1, 2)])
        }
        expectViolations(
            result.violations, [.indexOutOfBoundsBefore],
            mentioning: "attempt to reload row 1 from section 2 which only contains 1 rows before the update",
            "attempt to move row 3 from section 0 which only contains 3 rows before the update",
            "attempt to reconfigure row 2 from section 1 which only contains 2 rows before the update"
        )
        expectRejected(result, fixture)
    }

    @Test func r6SectionsBeyondTheEnd() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b", "c"), S("B", "d", "e")]) {
            fixture.view.deleteSections([5])
        }
        expectViolations(result.violations, [.indexOutOfBoundsBefore], mentioning: "attempt to delete section 5, but there are only 3 sections before the update")
        expectRejected(result, fixture)
    }

    @Test func r6NegativeSections() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model) {
            fixture.view.reloadSections(IndexSet(integer: -1))
            fixture.view.moveSection(-2, toSection: 0)
            fixture.view.reconfigureSections(IndexSet(integer: -3))
        }
        #expect(result.violations.contains { $0.rule == .indexOutOfBoundsBefore && $0.message.contains("attempt to reload section -1") })
        #expect(result.violations.contains { $0.rule == .indexOutOfBoundsBefore && $0.message.contains("attempt to move section -2") })
        #expect(result.violations.contains { $0.rule == .indexOutOfBoundsBefore && $0.message.contains("attempt to reconfigure section -3") })
        expectRejected(result, fixture)
    }

    // MARK: R7

    @Test func r7InsertBeyondTheRows() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b", "c", "x"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.insertItems(at: [ip(0, 5)])
        }
        expectViolations(
            result.violations, [.indexOutOfBoundsAfter],
            mentioning: "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update"
        )
        expectRejected(result, fixture)
    }

    @Test func r7MoveBeyondTheRows() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c"), S("B", "d", "e", "a"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 0), to: ip(1, 3))
        }
        expectViolations(
            result.violations, [.indexOutOfBoundsAfter],
            mentioning: "attempt to move index path [0, 0] to index path [1, 3], but there are only 3 rows in section 1 after the update"
        )
        expectRejected(result, fixture)
    }

    @Test func r7SectionInsertBeyondTheEnd() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model + [S("N")]) {
            fixture.view.insertSections([4])
        }
        expectViolations(result.violations, [.indexOutOfBoundsAfter], mentioning: "attempt to insert section 4 but there are only 4 sections after the update")
        expectRejected(result, fixture)
    }

    @Test func r7ReloadsComputedInsertBeyondTheRows() {
        // b moves away and nothing is deleted, so the reload of c at [0, 2] is
        // inserted at [0, 2] of a section that only has two rows left.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "c:new"), S("B", "b", "d", "e"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 1), to: ip(1, 0))
            fixture.view.reloadItems(at: [ip(0, 2)])
        }
        expectViolations(
            result.violations, [.indexOutOfBoundsAfter],
            mentioning: "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update",
            "reloading index path [0, 2]"
        )
        expectRejected(result, fixture)
    }

    // MARK: R8

    @Test func r8TwoMovesShareASource() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c", "a"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 2))
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
        expectViolations(result.violations, [.duplicateMove], mentioning: "attempt to move index path [0, 0] to both index path [0, 2] and index path [0, 1]")
        expectRejected(result, fixture)
    }

    @Test func r8TwoMovesShareADestination() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c", "a"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 2))
            fixture.view.moveItem(at: ip(0, 1), to: ip(0, 2))
        }
        expectViolations(result.violations, [.duplicateMove], mentioning: "attempt to move both index path [0, 0] and index path [0, 1] to index path [0, 2]")
        expectRejected(result, fixture)
    }

    @Test func r8TwoSectionMovesShareASourceOrDestination() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B", "d", "e"), S("C", "f"), S("A", "a", "b", "c")]) {
            fixture.view.moveSection(0, toSection: 2)
            fixture.view.moveSection(0, toSection: 1)
            fixture.view.moveSection(1, toSection: 2)
        }
        expectViolations(
            result.violations, [.duplicateMove],
            mentioning: "attempt to move section 0 to both section 2 and section 1",
            "attempt to move both section 0 and section 1 to section 2"
        )
        expectRejected(result, fixture)
    }

    // MARK: R9

    @Test func r9DuplicateItemOperations() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "c"), S("B", "x", "d", "e"), S("C", "f:new")]) {
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.insertItems(at: [ip(1, 0), ip(1, 0)])
            fixture.view.reloadItems(at: [ip(2, 0)])
            fixture.view.reloadItems(at: [ip(2, 0)])
        }
        expectViolations(
            result.violations, [.duplicateOperation],
            mentioning: "attempt to delete index path [0, 1] more than once",
            "attempt to insert index path [1, 0] more than once",
            "attempt to reload index path [2, 0] more than once"
        )
        expectRejected(result, fixture)
    }

    @Test func r9DuplicateSectionOperations() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b", "c"), S("N"), S("C", "f")]) {
            fixture.view.deleteSections([1])
            fixture.view.deleteSections([1])
            fixture.view.insertSections([1])
            fixture.view.insertSections([1])
        }
        expectViolations(
            result.violations, [.duplicateOperation],
            mentioning: "attempt to delete section 1 more than once",
            "attempt to insert section 1 more than once"
        )
        expectRejected(result, fixture)
    }

    // MARK: R10, R11

    @Test func r10SectionCountDoesNotAddUp() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model + [S("N")]) {
            fixture.view.reloadSections([0])
        }
        expectViolations(
            result.violations, [.invalidNumberOfSections],
            mentioning: "Invalid update: invalid number of sections. The number of sections contained in the view after the update (4) must be equal to the number of sections contained in the view before the update (3), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted)."
        )
        expectRejected(result, fixture)
    }

    @Test func r11RowCountDoesNotAddUp() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b", "c", "x"), S("B", "d", "e"), S("C", "f")])
        expectViolations(
            result.violations, [.invalidNumberOfItems],
            mentioning: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        expectRejected(result, fixture)
    }

    /// Sections with operations and sections the data source changed behind
    /// the batch's back are both checked, and reported in section order.
    @Test func r11ReportsOperatedAndUnannouncedSectionsInOrder() {
        let fixture = Fixture(model)
        // A gains a row nobody announced; B gets two rows for one announced
        // insert; C gains a row nobody announced.
        let result = fixture.batch(to: [S("A", "a", "b", "c", "x"), S("B", "d", "e", "y", "z"), S("C", "f", "g")]) {
            fixture.view.insertItems(at: [ip(1, 2)])
        }
        #expect(result.violations.map(\.rule) == [.invalidNumberOfItems, .invalidNumberOfItems, .invalidNumberOfItems])
        let sections = result.violations.map { violation in
            ["section 0.", "section 1.", "section 2."].firstIndex { violation.message.contains($0) }
        }
        #expect(sections == [0, 1, 2])
        #expect(result.violations.count == 3 && result.violations[1].message.contains("(1 inserted, 0 deleted)"))
        expectRejected(result, fixture)
    }

    @Test func r11CountsMovesBetweenSectionsAndFollowsMovedSections() {
        // A moves to the end, so the old section 0 is section 2 afterwards; a is
        // moved out of it into B, but B is given one row too many.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B", "a", "d", "e", "y"), S("C", "f"), S("A", "b", "c")]) {
            fixture.view.moveSection(0, toSection: 2)
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 0))
        }
        // The item move out of a moving section is also an R12 hazard.
        expectViolations(
            result.violations, [.invalidNumberOfItems, .itemChangeInMovingSection],
            mentioning: "Invalid update: invalid number of rows in section 0.",
            "(4) must be equal to the number of rows contained in that section before the update (2)",
            "(1 moved in, 0 moved out)",
            "Section 0 was section 1 before the update."
        )
        expectRejected(result, fixture)
    }

    // MARK: R12

    @Test func r12ItemOperationsInAMovingSection() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B", "d", "e"), S("C", "f"), S("A", "a", "c", "x")]) {
            fixture.view.moveSection(0, toSection: 2)
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.insertItems(at: [ip(2, 2)])
        }
        expectViolations(
            result.violations, [.itemChangeInMovingSection],
            mentioning: "attempt to delete index path [0, 1] from section 0, which itself moves to section 2",
            "attempt to insert index path [2, 2] in section 2, which is itself the destination of moving section 0"
        )
        expectRejected(result, fixture)
    }

    @Test func r12ItemMovedIntoAMovingSection() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B", "e"), S("C", "f"), S("A", "a", "b", "c", "d")]) {
            fixture.view.moveSection(0, toSection: 2)
            fixture.view.moveItem(at: ip(1, 0), to: ip(2, 3))
        }
        expectViolations(result.violations, [.itemChangeInMovingSection], mentioning: "attempt to move an item to index path [2, 3] in section 2")
        expectRejected(result, fixture)
    }

    // MARK: R13

    @Test func r13ReloadMisplacedByAMove() {
        // After moving a to the end, b really ends up at [0, 0], but its reload
        // is inserted at [0, 1] (moves are ignored), where c is.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b:new", "c", "a"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 2))
            fixture.view.reloadItems(at: [ip(0, 1)])
        }
        expectViolations(
            result.violations, [.misplacedReload],
            mentioning: "reloading index path [0, 1] inserts its new cell at index path [0, 1]", "has item c there, not item b"
        )
        expectRejected(result, fixture)
    }

    @Test func r13ReloadMisplacedBySectionMove() {
        // Section A moves to the end; the reload of d in B (section 1 before)
        // is inserted into section 1, which is C's place afterwards.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B", "d:new", "e"), S("C", "f"), S("A", "a", "b", "c")]) {
            fixture.view.moveSection(0, toSection: 2)
            fixture.view.reloadItems(at: [ip(1, 0)])
        }
        #expect(result.violations.contains { $0.rule == .misplacedReload && $0.message.contains("inserts its new cell at index path [1, 0]") })
        expectRejected(result, fixture)
    }

    @Test func r13SectionReloadMisplacedByAMove() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("B:new", "d", "e"), S("C", "f"), S("A", "a", "b", "c")]) {
            fixture.view.moveSection(0, toSection: 2)
            fixture.view.reloadSections([1])
        }
        expectViolations(result.violations, [.misplacedReload], mentioning: "reloading section 1 inserts it again at section 1", "has section C there, not section B")
        expectRejected(result, fixture)
    }

    @Test func reloadThatReplacesTheItemIsNotMisplaced() {
        // b is gone for good: its reload shows x, correctly, where b was.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "x", "c"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.reloadItems(at: [ip(0, 1)])
        }
        #expect(result.violations == [])
        #expect(result.applied == true)
        #expect(fixture.shown == ["A a x c", "B d e", "C f"])
    }

    // MARK: Other rules

    @Test func identityMismatchWhenPositionsAreWrong() {
        // The data source moves a to the end but the batch says [0, 1]: the
        // counts add up, so UIKit accepts it and shows what the batch said.
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "b", "c", "a"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 1))
        }
        #expect(result.applied == true)
        #expect(fixture.view.batchCount == 1)
        // What UIKit shows: a moved to [0, 1], b and c fill slots 0 and 2.
        #expect(fixture.shown == ["A b a c", "B d e", "C f"])
        expectViolations(
            result.violations, [.identityMismatch],
            mentioning: "the row at index path [0, 1] shows item a after the update, but the data source has item c there",
            "the row at index path [0, 2] shows item c after the update, but the data source has item a there"
        )
        #expect(fixture.view.verifyMatchesDataSource().count == 2)
    }

    @Test func identityMismatchOfAHeader() {
        let fixture = Fixture(model, check: .everySection)
        let result = fixture.batch(to: [S("X", "a", "b", "c"), S("B", "d", "e"), S("C", "f")])
        #expect(result.applied == true)
        expectViolations(result.violations, [.identityMismatch], mentioning: "the header of section 0 shows section A after the update, but the data source has section X there")
    }

    /// By default only the sections a batch changes are compared after it:
    /// a section changed behind the batch's back shows up once the whole
    /// view is verified.
    @Test func aSectionChangedWithoutABatchCallIsFoundByVerifying() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("X", "a", "b", "c"), S("B", "d", "e"), S("C", "f", "g")]) {
            fixture.view.insertItems(at: [ip(2, 1)])
        }
        #expect(result.applied == true)
        #expect(result.violations == [])
        #expect(fixture.view.verifyMatchesDataSource() == ["section 0: the header shows A, but the data source has X"])
    }

    @Test func dataSourceMissing() {
        var dataSource: TestDataSource? = TestDataSource(model)
        let view = HeadlessListView(dataSource: dataSource)
        #expect(view.itemIDs == [["a", "b", "c"], ["d", "e"], ["f"]])
        dataSource = nil
        #expect(view.dataSource == nil)
        var applied: Bool?
        view.performBatchUpdates({ view.deleteSections([0]) }, completion: { applied = $0 })
        #expect(applied == false)
        #expect(view.violations.map(\.rule) == [.dataSourceMissing])
        #expect(view.violations.first?.message.contains("weakly") == true)
        #expect(view.numberOfSections == 3)
    }

    @Test func negativeCountsAreReportedNotTrapped() {
        let fixture = Fixture(model)
        fixture.dataSource.sectionCountOverride = -2
        let result = fixture.batch(to: model) { fixture.view.deleteSections([0, 1, 2]) }
        #expect(result.applied == false)
        #expect(result.violations.first?.rule == .negativeCount)
        #expect(result.violations.first?.message.contains("-2 sections") == true)
        #expect(fixture.view.numberOfSections == 0)
    }

    @Test func reloadDataInsideABatch() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a")]) {
            fixture.view.reloadData()
        }
        expectViolations(result.violations, [.reloadDataDuringUpdate], mentioning: "reloadData()")
        expectRejected(result, fixture)
    }

    @Test func reentrantUpdateFromADataSourceCallback() {
        let fixture = Fixture(model)
        fixture.dataSource.onCellRequest = { view in
            fixture.dataSource.onCellRequest = nil
            view.insertItems(at: [ip(0, 0)])
        }
        let result = fixture.batch(to: [S("A", "a", "b"), S("B", "d", "e"), S("C", "f")]) {
            fixture.view.deleteItems(at: [ip(0, 2)])
        }
        #expect(result.violations.map(\.rule) == [.reentrantUpdate])
        #expect(result.violations.first?.message.contains("insertItems(at:)") == true)
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func everyViolationOfABatchIsRecorded() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: [S("A", "a", "b"), S("B", "d", "e", "x"), S("C", "f")]) {
            fixture.view.deleteItems(at: [ip(0, 9)])
            fixture.view.insertItems(at: [ip(1, 7)])
            fixture.view.moveItem(at: ip(2, 0), to: ip(2, 0))
            fixture.view.moveItem(at: ip(2, 0), to: ip(1, 0))
        }
        #expect(Set(result.violations.map(\.rule)) == [.indexOutOfBoundsBefore, .indexOutOfBoundsAfter, .duplicateMove])
        #expect(result.violations.count == 3)
    }
}
