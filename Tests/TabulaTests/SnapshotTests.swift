import Foundation
import Testing
@testable import Tabula

@Suite("Snapshot")
struct SnapshotTests {
    let contacts = [
        Contact(id: "c1", lastName: "Brown"), Contact(id: "c2", lastName: "Adams"),
        Contact(id: "c3", lastName: "Baker"), Contact(id: "c4", lastName: "Clark"),
        Contact(id: "c5", lastName: "Avery"),
    ]

    @Test func groupsByKeyInFirstAppearanceOrder() {
        let snapshot = Snapshot(grouping: contacts, by: \.initial)
        #expect(snapshot.sectionIdentifiers == ["B", "A", "C"])
        #expect(snapshot.sections.map { Array($0.itemIDs) } == [["c1", "c3"], ["c2", "c5"], ["c4"]])
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func groupsAndSortsSectionsAndItems() {
        let snapshot = Snapshot(grouping: contacts, by: \.initial, sectionsSortedBy: <, itemsSortedBy: { $0.lastName < $1.lastName })
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.items.map(\.lastName) == ["Adams", "Avery", "Baker", "Brown", "Clark"])
        #expect(snapshot.sectionIndexTitles == ["A", "B", "C"])
    }

    @Test func aKeyedSnapshotIsWhatGroupingBuilds() {
        let snapshot: KeyedSnapshot<Contact, String> = Snapshot(grouping: contacts, by: \.initial, sectionsSortedBy: <)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.sections.map(\.model) == ["A", "B", "C"])
        #expect(snapshot.indexPath(of: contacts[0]) == IndexPath(item: 0, section: 1))
        // As documented: a list snapshot is a keyed snapshot with an optional key
        // (this assignment compiles only if the two are the same type).
        let list: ListSnapshot<Contact, String> = KeyedSnapshot<Contact, String?>(grouping: contacts, by: { Optional($0.initial) })
        #expect(list.sectionIdentifiers == ["B", "A", "C"])
    }

    @Test func sortingIsStable() {
        let items = (0..<50).map { TestItem(id: $0, content: $0 % 3) }
        let snapshot = Snapshot(grouping: items, by: { _ in 0 }, itemsSortedBy: { $0.content < $1.content })
        let expected = items.filter { $0.content == 0 } + items.filter { $0.content == 1 } + items.filter { $0.content == 2 }
        #expect(Array(snapshot.items) == expected)
    }

    @Test func groupsByKeyPathToAnIdentifier() {
        struct Row: Equatable { var email: String; var group: String? }
        let rows = [Row(email: "a@x", group: nil), Row(email: "b@x", group: "g"), Row(email: "c@x", group: nil)]
        let snapshot = Snapshot(grouping: rows, by: \.group, id: \.email)
        #expect(snapshot.sectionIdentifiers == [nil, "g"])
        #expect(snapshot.indexPath(for: "c@x") == IndexPath(item: 1, section: 0))
    }

    @Test func explicitSectionsKeepEmptyOnes() {
        let snapshot = makeSnapshot(ids: [(1, []), (2, [10, 11]), (3, [])])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: 0) == 0)
        #expect(snapshot.numberOfItems(inSection: 1) == 2)
        #expect(snapshot.numberOfItems(inSection: 3) == nil)
    }

    @Test func lookupsAnswerNilOutOfRange() {
        let snapshot = makeSnapshot(ids: [(1, [10, 11]), (2, [12])])
        #expect(snapshot.item(at: IndexPath(item: 1, section: 0))?.id == 11)
        #expect(snapshot.item(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(snapshot.item(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(snapshot.item(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(snapshot.item(at: IndexPath(index: 0)) == nil)
        #expect(snapshot.item(at: IndexPath(indexes: [0, 0, 0])) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == 12)
        #expect(snapshot.section(at: -1) == nil)
        #expect(snapshot.sectionModel(at: 5) == nil)
        #expect(snapshot.sectionIdentifier(at: 1) == 2)
    }

    @Test func findsIndexPathsOfIdentifiersAndItems() {
        let snapshot = makeSnapshot(ids: [(1, [10, 11]), (2, [12, 10])])
        #expect(snapshot.indexPath(for: 12) == IndexPath(item: 0, section: 1))
        #expect(snapshot.indexPath(for: 10) == IndexPath(item: 0, section: 0), "the first occurrence of a duplicate")
        #expect(snapshot.indexPath(for: 99) == nil)
        #expect(snapshot.indexPath(of: TestItem(id: 11, content: 7)) == IndexPath(item: 1, section: 0))
        #expect(snapshot.index(ofSection: 2) == 1)
        #expect(snapshot.index(ofSection: 3) == nil)
        #expect(snapshot.contains(id: 10))
        #expect(snapshot.contains(id: 12))
        #expect(!snapshot.contains(id: 13))
    }

    @Test func appendingASectionRefreshesTheIndex() {
        var snapshot = makeSnapshot(ids: [(1, [10])])
        #expect(snapshot.indexPath(for: 20) == nil)
        let copy = snapshot
        snapshot.appendSection(.init(id: 2, model: 0, items: [TestItem(id: 20, content: 0)]))
        #expect(snapshot.indexPath(for: 20) == IndexPath(item: 0, section: 1))
        #expect(copy.indexPath(for: 20) == nil, "a copy is unaffected")
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func flattensItemsAndIdentifiers() {
        let snapshot = makeSnapshot(ids: [(1, [10, 11]), (2, []), (3, [12])])
        #expect(Array(snapshot.itemIdentifiers) == [10, 11, 12])
        #expect(snapshot.items.map(\.id) == [10, 11, 12])
        #expect(Snapshot<Int, Int, Int, TestItem>().items.isEmpty)
    }

    @Test func isEmptyMeansNoItems() {
        #expect(Snapshot<Int, Int, Int, TestItem>().isEmpty)
        let emptySections = makeSnapshot(ids: [(1, []), (2, [])])
        #expect(emptySections.isEmpty, "sections without items are empty")
        #expect(emptySections.numberOfSections == 2)
        #expect(!makeSnapshot(ids: [(1, []), (2, [20])]).isEmpty)
        var growing = emptySections
        growing.appendSection(.init(id: 3, model: 0, items: [TestItem(id: 30, content: 0)]))
        #expect(!growing.isEmpty)
        #expect(emptySections.isEmpty, "a copy is unaffected")
    }

    @Test func equalityComparesStructureAndContent() {
        let a = makeSnapshot([(1, 0, [(10, 0)])])
        #expect(a == makeSnapshot([(1, 0, [(10, 0)])]))
        #expect(a != makeSnapshot([(1, 1, [(10, 0)])]))
        #expect(a != makeSnapshot([(1, 0, [(10, 1)])]))
        #expect(a != makeSnapshot([(1, 0, [(11, 0)])]))
    }

    @Test func namesEveryDuplicateIdentifierOnce() {
        let snapshot = makeSnapshot(ids: [(1, [10, 11, 10]), (2, [11, 12, 10]), (1, [])])
        #expect(snapshot.duplicateItemIdentifiers == [10, 11])
        #expect(snapshot.duplicateSectionIdentifiers == [1])
        #expect(makeSnapshot(ids: [(1, [1, 2])]).duplicateItemIdentifiers.isEmpty)
    }

    /// Distinct hash values settle most snapshots; identifiers whose hash
    /// values collide must still be told apart, and duplicates among them found.
    @Test func duplicateSectionsAreFoundAmongCollidingHashValues() {
        struct Colliding: Hashable, Sendable, CustomStringConvertible {
            let value: Int
            func hash(into hasher: inout Hasher) {}
            var description: String { "\(value)" }
        }
        func snapshot(_ ids: [Int]) -> Snapshot<Colliding, Int, Int, Int> {
            Snapshot(sections: ids.enumerated().map { index, id in
                .init(id: Colliding(value: id), model: 0, items: [index], itemID: { $0 })
            })
        }
        #expect(snapshot([1, 2, 3]).duplicateSectionIdentifiers.isEmpty)
        #expect(snapshot([1, 2, 1, 3, 2, 1]).duplicateSectionIdentifiers == [Colliding(value: 1), Colliding(value: 2)])
        #expect(snapshot([5, 4, 3, 4]).duplicateSectionIdentifiers == [Colliding(value: 4)])
    }

    @Test func singleSectionConvenience() {
        let snapshot = Snapshot(items: [TestItem(id: 3, content: 0), TestItem(id: 4, content: 0)])
        #expect(snapshot.numberOfSections == 1)
        #expect(snapshot.indexPath(for: 4) == IndexPath(item: 1, section: 0))
    }

    @Test func indexPathAccessorsExist() {
        let path = IndexPath(item: 3, section: 2)
        #expect(path.item == 3 && path.row == 3 && path.section == 2)
        #expect(IndexPath(row: 1, section: 0) == IndexPath(item: 1, section: 0))
    }
}
