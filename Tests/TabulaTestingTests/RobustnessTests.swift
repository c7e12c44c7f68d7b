import Foundation
import Testing
import TabulaTesting

@MainActor
@Suite("Malformed and out-of-range input")
struct RobustnessTests {
    let model = [S("A", "a", "b"), S("B", "c")]

    @Test(arguments: [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 1, 2]), IndexPath(indexes: [-1, 0]), IndexPath(indexes: [0, -1])])
    func malformedIndexPathsAreViolations(path: IndexPath) {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model) {
            fixture.view.deleteItems(at: [path])
            fixture.view.insertItems(at: [path])
            fixture.view.reloadItems(at: [path])
            fixture.view.moveItem(at: path, to: ip(0, 0))
            fixture.view.moveItem(at: ip(0, 0), to: path)
            fixture.view.reconfigureItems(at: [path])
        }
        #expect(result.applied == false)
        #expect(result.violations.filter { $0.rule == .invalidIndexPath }.count == 6)
        #expect(result.violations.contains { $0.message == "deleteItems(at:) received the index path \(path), which is not a (section, item) pair of non-negative indexes" })
        #expect(result.violations.contains { $0.message.hasPrefix("moveItem(at:to:) received the index path \(path)") })
        #expect(fixture.view.cell(at: path) == nil)
        #expect(fixture.view.verifyMatchesDataSource() == [])
    }

    @Test func outOfRangeQueriesReturnNothing() {
        let fixture = Fixture(model)
        #expect(fixture.view.numberOfSections == 2)
        #expect(fixture.view.numberOfItems(inSection: 0) == 2)
        #expect(fixture.view.numberOfItems(inSection: -1) == 0)
        #expect(fixture.view.numberOfItems(inSection: 2) == 0)
        #expect(fixture.view.cell(at: ip(0, 1))?.id == AnyHashable("b"))
        #expect(fixture.view.cell(at: ip(0, 2)) == nil)
        #expect(fixture.view.cell(at: ip(5, 0)) == nil)
        #expect(fixture.view.header(forSection: 1)?.id == AnyHashable("B"))
        #expect(fixture.view.header(forSection: -1) == nil)
        #expect(fixture.view.header(forSection: 2) == nil)
    }

    @Test func hugeAndNegativeIndexesAreViolations() {
        let fixture = Fixture(model)
        let result = fixture.batch(to: model) {
            fixture.view.deleteItems(at: [ip(Int.max, Int.max)])
            fixture.view.insertSections(IndexSet(integer: Int.max - 1))
            fixture.view.moveSection(-5, toSection: Int.max - 1)
            fixture.view.moveItem(at: ip(0, 0), to: ip(Int.max, 0))
        }
        #expect(result.applied == false)
        #expect(Set(result.violations.map(\.rule)).isSubset(of: [.indexOutOfBoundsBefore, .indexOutOfBoundsAfter, .invalidNumberOfSections]))
        #expect(result.violations.contains { $0.message.contains("\(Int.max)") })
    }

    @Test func updatesWithoutAnyDataSourceCallNeverTrap() {
        let view = HeadlessListView()
        #expect(view.sections == [])
        view.insertItems(at: [ip(0, 0)])
        view.reconfigureSections([0])
        #expect(view.violations.map(\.rule) == [.dataSourceMissing, .dataSourceMissing])
        #expect(view.verifyMatchesDataSource() == ["the view has no data source"])
    }

    @Test func removeAllViolationsStartsAfresh() {
        let fixture = Fixture(model)
        fixture.view.deleteItems(at: [ip(0, 9)])
        #expect(!fixture.view.violations.isEmpty)
        fixture.view.removeAllViolations()
        #expect(fixture.view.violations == [])
    }
}
