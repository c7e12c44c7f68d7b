import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Composition: sections report exactly what they touched")
@MainActor
struct CompositionSectionTests {
    @Test func arraySectionReportsEachMutation() throws {
        let section = ArraySection<Int>([1, 2, 3])
        var observed: [SectionChange] = []
        section.onChange = { observed.append($0) }

        #expect(section.append(4) == .inserted([3]))
        #expect(try section.insert(0, at: 0) == .inserted([0]))
        #expect(try section.insert(contentsOf: [7, 8, 9], at: 2) == .inserted(IndexSet(integersIn: 2..<5)))
        #expect(section.items == [0, 1, 7, 8, 9, 2, 3, 4])
        #expect(try section.remove(at: 1) == .deleted([1]))
        #expect(section.removeAll { $0 > 7 } == .deleted([2, 3]))
        #expect(section.items == [0, 7, 2, 3, 4])
        #expect(try section.update(70, at: 1) == .updated([1]))
        #expect(try section.update(70, at: 1).isEmpty, "an equal value is no change")
        section[2] = 20
        #expect(section.items == [0, 70, 20, 3, 4])
        #expect(try section.move(from: 0, to: 3) == .moved(from: 0, to: 3))
        #expect(section.items == [70, 20, 3, 0, 4])
        #expect(section.replace(with: [5, 6]) == SectionChange(deleted: IndexSet(integersIn: 0..<5), inserted: [0, 1]))
        #expect(section.removeAll() == .deleted([0, 1]))
        #expect(section.isEmpty)
        #expect(observed.count == 10, "\(observed)")
        #expect(observed.contains(.updated([2])))
    }

    @Test func arraySectionRejectsBadIndexesAndChangesNothing() {
        let section = ArraySection<Int>([1, 2])
        var observed = 0
        section.onChange = { _ in observed += 1 }
        #expect(throws: CompositionError.itemIndexOutOfRange(index: 3, bounds: 0...2, operation: "insert(_:at:)")) {
            try section.insert(9, at: 3)
        }
        #expect(throws: CompositionError.self) { try section.remove(at: 2) }
        #expect(throws: CompositionError.self) { try section.remove(at: [0, 5]) }
        #expect(throws: CompositionError.self) { try section.move(from: 0, to: 2) }
        #expect(throws: CompositionError.self) { try section.update(5, at: -1) }
        section[7] = 3
        #expect(section[7] == nil)
        #expect(section.items == [1, 2] && observed == 0)
        let error = CompositionError.itemIndexOutOfRange(index: 3, bounds: 0...2, operation: "insert(_:at:)")
        #expect(error.description.contains("3") && error.description.contains("0...2"))
        #expect(CompositionError.itemIndexOutOfRange(index: 0, bounds: nil, operation: "remove(at:)").description.contains("empty"))
    }

    @Test func duplicatesKeepTheirOwnIdentity() throws {
        let section = ArraySection<Int>([5, 5, 5])
        let before = section.compositionNode.itemIDs
        #expect(Set(before).count == 3)
        try section.move(from: 0, to: 2)
        #expect(section.compositionNode.itemIDs == [before[1], before[2], before[0]])
        try section.update(6, at: 0)
        #expect(section.compositionNode.itemIDs[0] == before[1], "an update keeps the identity")
    }

    @Test func itemsWithoutEquatableAlwaysUpdate() throws {
        struct Opaque: Sendable { var x: Int }
        let section = ArraySection<Opaque>([Opaque(x: 1)])
        #expect(try section.update(Opaque(x: 1), at: 0) == .updated([0]))
        let custom = ArraySection<Opaque>([Opaque(x: 1)], contentEqual: { $0.x == $1.x })
        #expect(try custom.update(Opaque(x: 1), at: 0).isEmpty)
    }

    @Test func singleItemSectionFollowsItsOptional() {
        let section = SingleItemSection<String>()
        #expect(section.numberOfItems == 0)
        #expect(section.set(nil).isEmpty)
        #expect(section.set("a") == .inserted([0]))
        let token = section.compositionNode.itemIDs.first
        #expect(section.set("a").isEmpty, "equal: nothing")
        #expect(section.set("b") == .updated([0]))
        #expect(section.compositionNode.itemIDs.first == token)
        var observed: [SectionChange] = []
        section.onChange = { observed.append($0) }
        section.item = nil
        #expect(observed == [.deleted([0])])
        #expect(section.numberOfItems == 0 && section.item == nil)
    }

    @Test func diffableSectionReportsTheDiffAndKeepsIdentities() {
        let section = DiffableSection<CompThing>((0..<5).map { CompThing(id: $0, value: 0) })
        let tokens = section.compositionNode.itemIDs
        // Remove 1, move 4 to the front, update 2, insert 9 at the end.
        let change = section.replace(with: [CompThing(id: 4, value: 0), CompThing(id: 0, value: 0), CompThing(id: 2, value: 1),
                                            CompThing(id: 3, value: 0), CompThing(id: 9, value: 0)])
        #expect(change.deleted == [1])
        #expect(change.inserted == [4])
        #expect(change.moved == [.init(source: 4, destination: 0)])
        #expect(change.updated == [.init(old: 2, new: 2)])
        let now = section.compositionNode.itemIDs
        #expect(Array(now[0..<4]) == [tokens[4], tokens[0], tokens[2], tokens[3]])
        #expect(!tokens.contains(now[4]))
        #expect(section.replace(with: section.items).isEmpty)
    }

    @Test func diffableSectionMatchesDuplicatesInOrder() {
        let section = DiffableSection<CompThing>([CompThing(id: 1, value: 0), CompThing(id: 1, value: 1), CompThing(id: 2, value: 0)])
        let tokens = section.compositionNode.itemIDs
        let change = section.replace(with: [CompThing(id: 2, value: 0), CompThing(id: 1, value: 0)])
        #expect(section.compositionNode.itemIDs == [tokens[2], tokens[0]])
        #expect(change.deleted == [1])
    }
}
