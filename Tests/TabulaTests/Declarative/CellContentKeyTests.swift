import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Rows of one content type each: 1, 8 and 16 bytes of plain values (kept
/// inline in the row), 24 bytes of plain values and a string (read from the
/// row object), and a double, whose `==` is not its bytes.
private final class KeyCell {}

private struct SmallRow: CellModel {
    let id: Int
    var content: Int8
    func configure(_ cell: KeyCell) {}
}

private struct WordRow: CellModel {
    let id: Int
    var content: Int
    func configure(_ cell: KeyCell) {}
}

private struct PairRow: CellModel {
    struct Pair: Equatable, Sendable { var a: Int32; var b: Int }
    let id: Int
    var content: Pair
    func configure(_ cell: KeyCell) {}
}

private struct TripleRow: CellModel {
    struct Triple: Equatable, Sendable { var a: Int; var b: Int; var c: Int }
    let id: Int
    var content: Triple
    func configure(_ cell: KeyCell) {}
}

private struct TextKeyRow: CellModel {
    let id: Int
    var content: String
    func configure(_ cell: KeyCell) {}
}

private struct DoubleRow: CellModel {
    let id: Int
    var content: Double
    func configure(_ cell: KeyCell) {}
}

@Suite("Declarative screens: rows compared by their inline content key")
struct CellContentKeyTests {
    /// What the diff asks of a matched pair of rows.
    private func sameContent(_ old: AnyCellModel, _ new: AnyCellModel) -> Bool {
        withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in ScreenRowContent().contentsEqual(at: old, new) }
        }
    }

    @Test func theKeyAgreesWithEqualityForEveryContentKind() {
        var rng = SplitMix64(seed: 41)
        var inlineEqualKeys = 0, readThroughRow = 0
        for _ in 0..<4_000 {
            // Few distinct values, so that equal contents are common.
            func small() -> Int { Int(rng.next() % 3) }
            let pairs: [(AnyCellModel, AnyCellModel, Bool)]
            let a = small(), b = small(), c = small(), d = small()
            switch rng.next() % 6 {
            case 0:
                pairs = [(AnyCellModel(SmallRow(id: 1, content: Int8(a))), AnyCellModel(SmallRow(id: 1, content: Int8(b))), a == b)]
            case 1:
                pairs = [(AnyCellModel(WordRow(id: 1, content: a << 40)), AnyCellModel(WordRow(id: 1, content: b << 40)), a == b)]
            case 2:
                let old = PairRow.Pair(a: Int32(a), b: c), new = PairRow.Pair(a: Int32(b), b: d)
                pairs = [(AnyCellModel(PairRow(id: 1, content: old)), AnyCellModel(PairRow(id: 1, content: new)), old == new)]
            case 3:
                let old = TripleRow.Triple(a: a, b: c, c: 7), new = TripleRow.Triple(a: b, b: d, c: 7)
                pairs = [(AnyCellModel(TripleRow(id: 1, content: old)), AnyCellModel(TripleRow(id: 1, content: new)), old == new)]
            case 4:
                pairs = [(AnyCellModel(TextKeyRow(id: 1, content: "\(a)")), AnyCellModel(TextKeyRow(id: 1, content: "\(b)")), a == b)]
            default:
                // 0.0 and -0.0 are equal with different bytes.
                let values: [Double] = [0.0, -0.0, 1.5]
                pairs = [(AnyCellModel(DoubleRow(id: 1, content: values[a])), AnyCellModel(DoubleRow(id: 1, content: values[b])),
                          values[a] == values[b])]
            }
            for (old, new, equal) in pairs {
                #expect(sameContent(old, new) == equal, "\(old) → \(new)")
                if old.contentKey == new.contentKey { inlineEqualKeys += 1 } else if equal { readThroughRow += 1 }
                // A row is the same as itself, without being read.
                #expect(sameContent(old, old))
                #expect(old.contentKey == old.contentKey)
            }
        }
        // Both ways of answering were taken many times.
        #expect(inlineEqualKeys > 500 && readThroughRow > 200, "\(inlineEqualKeys) \(readThroughRow)")
    }

    @Test func onlySmallPlainContentIsKeptInline() {
        // Equal inline contents give equal keys; contents read through the
        // row give keys of their own row.
        #expect(AnyCellModel(WordRow(id: 1, content: 5)).contentKey == AnyCellModel(WordRow(id: 2, content: 5)).contentKey)
        let pair = PairRow.Pair(a: 1, b: 2)
        #expect(AnyCellModel(PairRow(id: 1, content: pair)).contentKey == AnyCellModel(PairRow(id: 1, content: pair)).contentKey)
        // Both rows alive at once, as in a diff: distinct objects.
        let triple = TripleRow.Triple(a: 1, b: 2, c: 3)
        let triples = [AnyCellModel(TripleRow(id: 1, content: triple)), AnyCellModel(TripleRow(id: 1, content: triple))]
        #expect(triples[0].contentKey != triples[1].contentKey)
        let texts = [AnyCellModel(TextKeyRow(id: 1, content: "a")), AnyCellModel(TextKeyRow(id: 1, content: "a"))]
        #expect(texts[0].contentKey != texts[1].contentKey)
        // A copy shares its object, and so its key.
        let copy = texts[0]
        #expect(copy.contentKey == texts[0].contentKey)
    }
}
