import Foundation
import Testing
import TabulaTesting

@MainActor
@Suite("Reconfiguring cells and headers")
struct ReconfigureTests {
    @Test func reconfigureOutsideABatchRefreshesInPlace() {
        let fixture = Fixture([S("A", "a:1", "b:1", "c:1")])
        fixture.dataSource.model = [S("A", "a:1", "b:2", "c:1")]
        fixture.view.reconfigureItems(at: [ip(0, 1)])
        #expect(fixture.view.violations == [])
        #expect(fixture.content(ip(0, 1)) == "2")
        #expect(fixture.content(ip(0, 2)) == "1")
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func reconfigureOutsideABatchOutOfRange() {
        let fixture = Fixture([S("A", "a:1")])
        fixture.view.reconfigureItems(at: [ip(0, 1), ip(4, 0)])
        expectViolations(
            fixture.view.violations, [.indexOutOfBoundsBefore],
            mentioning: "attempt to reconfigure row 1 from section 0 which only contains 1 rows before the update",
            "attempt to reconfigure row 0 from section 4, but there are only 1 sections before the update"
        )
    }

    @Test func reconfigureMustKeepTheItem() {
        let fixture = Fixture([S("A", "a:1", "b:1")])
        fixture.dataSource.model = [S("A", "a:1", "z:9")]
        fixture.view.reconfigureItems(at: [ip(0, 1)])
        expectViolations(
            fixture.view.violations, [.identityMismatch],
            mentioning: "reconfiguring index path [0, 1] changed its item from b to z"
        )
        // UIKit hands the existing cell whatever the data source returns.
        #expect(fixture.shown == ["A a z"])
    }

    @Test func reconfigureInsideABatchUsesTheOldIndexSpaceAndRefreshesAtTheNewPosition() {
        let fixture = Fixture([S("A", "a:1", "b:1", "c:1")])
        let result = fixture.batch(to: [S("A", "x:1", "a:1", "b:2", "c:1")]) {
            fixture.view.insertItems(at: [ip(0, 0)])
            fixture.view.reconfigureItems(at: [ip(0, 1)])
        }
        #expect(result.violations == [])
        #expect(fixture.shown == ["A x a b c"])
        #expect(fixture.content(ip(0, 2)) == "2")
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func reconfigureFollowsItsSectionWhenItMoves() {
        let fixture = Fixture([S("A", "a:1"), S("B", "b:1")])
        let result = fixture.batch(to: [S("B", "b:2"), S("A", "a:1")]) {
            fixture.view.moveSection(1, toSection: 0)
            fixture.view.reconfigureItems(at: [ip(1, 0)])
        }
        #expect(result.violations == [])
        #expect(fixture.content(ip(0, 0)) == "2")
    }

    @Test func reconfigureConflictsWithDeleteReloadAndMove() {
        let fixture = Fixture([S("A", "a", "b", "c"), S("B", "d")])
        let result = fixture.batch(to: [S("A", "b", "c", "a"), S("B", "d")]) {
            fixture.view.deleteItems(at: [ip(0, 1)])
            fixture.view.insertItems(at: [ip(0, 0)])
            fixture.view.reloadItems(at: [ip(0, 2)])
            fixture.view.moveItem(at: ip(0, 0), to: ip(0, 2))
            fixture.view.reconfigureItems(at: [ip(0, 0), ip(0, 1), ip(0, 2)])
        }
        #expect(result.applied == false)
        let conflicts = result.violations.filter { $0.rule == .reconfigureConflict }.map(\.message)
        #expect(conflicts.contains("attempt to reconfigure index path [0, 0], which is moved in the same update"))
        #expect(conflicts.contains("attempt to reconfigure index path [0, 1], which is deleted in the same update"))
        #expect(conflicts.contains("attempt to reconfigure index path [0, 2], which is reloaded in the same update"))
    }

    @Test func reconfigureConflictsWithItsSectionGoing() {
        let fixture = Fixture([S("A", "a"), S("B", "b")])
        let result = fixture.batch(to: [S("B", "b")]) {
            fixture.view.deleteSections([0])
            fixture.view.reconfigureItems(at: [ip(0, 0)])
        }
        expectViolations(
            result.violations, [.reconfigureConflict],
            mentioning: "attempt to reconfigure index path [0, 0] in section 0, which is deleted in the same update"
        )
    }

    @Test func reconfigureSectionsOutsideABatch() {
        let fixture = Fixture([S("A:1", "a"), S("B:1", "b")])
        fixture.dataSource.model = [S("A:1", "a"), S("B:2", "b")]
        fixture.view.reconfigureSections([1])
        #expect(fixture.view.violations == [])
        #expect(fixture.view.header(forSection: 1)?.content == AnyEquatable("2"))
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func reconfigureSectionsInsideABatch() {
        let fixture = Fixture([S("A:1", "a"), S("B:1", "b")])
        let result = fixture.batch(to: [S("N"), S("A:1", "a"), S("B:2", "b")]) {
            fixture.view.insertSections([0])
            fixture.view.reconfigureSections([1])
        }
        #expect(result.violations == [])
        #expect(fixture.view.header(forSection: 2)?.content == AnyEquatable("2"))
    }

    @Test func reconfigureSectionConflictsAndIdentity() {
        let fixture = Fixture([S("A", "a"), S("B", "b"), S("C", "c")])
        let result = fixture.batch(to: [S("C", "c"), S("B", "b")]) {
            fixture.view.deleteSections([0])
            fixture.view.moveSection(2, toSection: 0)
            fixture.view.reconfigureSections([0, 2])
        }
        expectViolations(
            result.violations, [.reconfigureConflict],
            mentioning: "attempt to reconfigure section 0, which is deleted in the same update",
            "attempt to reconfigure section 2, which is moved in the same update"
        )

        fixture.dataSource.model = [S("Z", "c"), S("B", "b")]
        fixture.view.reconfigureSections([0])
        #expect(fixture.view.violations.last?.rule == .identityMismatch)
        #expect(fixture.view.violations.last?.message.contains("changed its header from section C to section Z") == true)
    }

    @Test func reconfigureOutsideABatchStillChecksCounts() {
        let fixture = Fixture([S("A", "a:1")])
        fixture.dataSource.model = [S("A", "a:2", "b")]
        fixture.view.reconfigureItems(at: [ip(0, 0)])
        #expect(fixture.view.violations.map(\.rule) == [.invalidNumberOfItems])
    }
}
