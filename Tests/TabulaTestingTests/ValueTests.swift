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
