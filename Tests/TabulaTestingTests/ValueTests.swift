import Foundation
import Testing
import TabulaTesting

@Suite("Values")
struct ValueTests {
    @Test func anyEquatableComparesTypeAndValue() {
        #expect(AnyEquatable("a") == AnyEquatable("a"))
        #expect(AnyEquatable("a") != AnyEquatable("b"))
        #expect(AnyEquatable(1) != AnyEquatable("1"))
        #expect(AnyEquatable(1) != AnyEquatable(1.0))
        #expect(AnyEquatable(AnyEquatable(1)) == AnyEquatable(1))
        #expect(AnyEquatable([1, 2]).description == "[1, 2]")
    }

    @Test func cellsAndSections() {
        typealias Cell = HeadlessListView.Cell
        #expect(Cell(id: 1, content: "x") == Cell(id: AnyHashable(1), content: AnyEquatable("x")))
        #expect(Cell(id: 1, content: "x") != Cell(id: 1, content: "y"))
        #expect(Cell(id: 1) != Cell(id: 1, content: "x"))
        #expect(Cell(id: "a", content: 2).description == "a: 2")
        #expect(Cell(id: "a").description == "a")
        let section = HeadlessListView.Section(header: Cell(id: "S"), items: [Cell(id: "a"), Cell(id: "b", content: 1)])
        #expect(section.description == "S [a, b: 1]")
    }

    /// A cell keeps integer and string identifiers unboxed so that the view
    /// compares them cheaply; equality must stay exactly `AnyHashable`'s,
    /// whichever initializer or setter made the cells and whatever the kinds.
    @Test func cellIdentifiersCompareAsAnyHashable() {
        struct Custom: Hashable { var value: Int }
        typealias Cell = HeadlessListView.Cell
        let identifiers: [AnyHashable] = [
            0, 1, 2, -1, Int.max, Int8(1), Int8(2), UInt(1), UInt64(2), Int32(-1),
            "1", "a", "b", "", "é", "e\u{301}", 1.0, 2.5, Custom(value: 1), Custom(value: 2), true,
        ]
        // Each identifier three ways: the generic initializer (specialized for its
        // concrete type where the type is known: here through `AnyHashable`'s
        // opened base), the boxed initializer, and the setter.
        func cells(_ id: AnyHashable) -> [Cell] {
            func generic<ID: Hashable>(_ id: ID) -> Cell { Cell(id: id, content: 0) }
            var set = Cell(id: "placeholder", content: AnyEquatable(0))
            set.id = id
            var made = [Cell(id: id, content: AnyEquatable(0)), set]
            if let base = id.base as? any Hashable { made.append(generic(base)) } else { Issue.record("\(id) has no hashable base") }
            return made
        }
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let left = identifiers[Int(generator.next() % UInt64(identifiers.count))]
            let right = identifiers[Int(generator.next() % UInt64(identifiers.count))]
            for leftCell in cells(left) {
                #expect(leftCell.id == left)
                for rightCell in cells(right) {
                    #expect((leftCell == rightCell) == (left == right), "\(left) vs \(right)")
                }
            }
        }
    }

    @Test func ruleNames() {
        #expect(BatchUpdateViolation.Rule.indexOutOfBoundsBefore.description == "R6")
        #expect(BatchUpdateViolation.Rule.misplacedReload.description == "R13")
        #expect(BatchUpdateViolation.Rule.identityMismatch.description == "identityMismatch")
        #expect(BatchUpdateViolation.Rule.itemChangeInMovingSection.isHazard)
        #expect(!BatchUpdateViolation.Rule.invalidNumberOfItems.isHazard)
        #expect(BatchUpdateViolation(rule: .duplicateOperation, message: "m").description == "R9: m")
        // The numbered rules are R1…R13, in declaration order, each once.
        #expect(BatchUpdateViolation.Rule.allCases.compactMap(\.number) == Array(1...13))
        #expect(BatchUpdateViolation.Rule.deleteAndReloadSamePosition.number == 1)
        #expect(BatchUpdateViolation.Rule.reentrantUpdate.number == nil)
    }
}
