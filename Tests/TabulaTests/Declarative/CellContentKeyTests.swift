import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A row of content `Content`: one model type per content type. The tests
/// use 1, 8 and 16 bytes of plain values (kept inline in the row; 16 with
/// padding, whose bytes may differ between equal values), 24 bytes of
/// plain values and a string (read from the row object), and a double, whose
/// `==` is not its bytes. Rows compared are always of one model type, as in
/// the diff.
private final class KeyCell {}

private struct KeyRow<Content: Equatable & Sendable>: CellModel {
    let id: Int
    var content: Content
    func configure(_ cell: KeyCell) {}
}

private struct Pair: Equatable, Sendable { var a: Int; var b: Int }
/// Four bytes of padding after `a`, whose bytes are whatever was there.
private struct Padded: Equatable, Sendable { var a: Int32; var b: Int }
private struct Triple: Equatable, Sendable { var a: Int; var b: Int; var c: Int }

@Suite("Declarative screens: rows compared by their inline content key")
struct CellContentKeyTests {
    /// What the diff asks of a matched pair of rows.
    private func sameContent(_ old: AnyCellModel, _ new: AnyCellModel) -> Bool {
        withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in ScreenRowContent().contentsEqual(at: old, new) }
        }
    }

    /// Two rows of one model type with the same `id`, and whether their contents are equal.
    private func rows<Content: Equatable & Sendable>(_ old: Content, _ new: Content) -> (AnyCellModel, AnyCellModel, Bool) {
        (AnyCellModel(KeyRow(id: 1, content: old)), AnyCellModel(KeyRow(id: 1, content: new)), old == new)
    }

    @Test func rowsAreTheSameExactlyWhenTheirContentsAreEqual() {
        var rng = SplitMix64(seed: 41)
        var inlineEqualKeys = 0, readThroughRow = 0
        // 0.0 and -0.0 are equal with different bytes.
        let doubles: [Double] = [0.0, -0.0, 1.5]
        for _ in 0..<4_000 {
            // Few distinct values, so that equal contents are common.
            func small() -> Int { Int(rng.next() % 3) }
            let a = small(), b = small(), c = small(), d = small()
            let (old, new, equal) = switch rng.next() % 7 {
            case 0: rows(Int8(a), Int8(b))
            case 1: rows(a << 40, b << 40)
            case 2: rows(Pair(a: a, b: c), Pair(a: b, b: d))
            case 5: rows(Padded(a: Int32(a), b: c), Padded(a: Int32(b), b: d))
            case 3: rows(Triple(a: a, b: c, c: 7), Triple(a: b, b: d, c: 7))
            case 4: rows("\(a)", "\(b)")
            default: rows(doubles[a], doubles[b])
            }
            #expect(sameContent(old, new) == equal, "\(old) → \(new)")
            // A row moved to another section is compared out of place: the same answer.
            #expect(ScreenRowContent()(old, new) == equal, "\(old) → \(new), moved")
            if old.contentKey == new.contentKey { inlineEqualKeys += 1 } else if equal { readThroughRow += 1 }
            // A row is the same as itself, without being read.
            #expect(sameContent(old, old))
            #expect(old.contentKey == old.contentKey)
        }
        // Both ways of answering were taken many times.
        #expect(inlineEqualKeys > 500 && readThroughRow > 200, "\(inlineEqualKeys) \(readThroughRow)")
    }

    @Test func identicalBytesAreTheSameContentEvenWhenNotEqualToThemselves() {
        // NaN is not == to itself; an identical NaN still shows identically.
        let (old, new, equal) = rows(Double.nan, Double.nan)
        #expect(!equal)
        #expect(sameContent(old, new))
        #expect(ScreenRowContent()(old, new))
    }

    @Test func onlySmallPlainContentIsKeptInline() {
        // Equal inline contents give equal keys; contents read through the
        // row give keys of their own row.
        #expect(AnyCellModel(KeyRow<Int>(id: 1, content: 5)).contentKey == AnyCellModel(KeyRow<Int>(id: 2, content: 5)).contentKey)
        let pair = Pair(a: 1, b: 2)
        #expect(AnyCellModel(KeyRow<Pair>(id: 1, content: pair)).contentKey == AnyCellModel(KeyRow<Pair>(id: 1, content: pair)).contentKey)
        // Both rows alive at once, as in a diff: distinct objects.
        let triple = Triple(a: 1, b: 2, c: 3)
        let triples = [AnyCellModel(KeyRow<Triple>(id: 1, content: triple)), AnyCellModel(KeyRow<Triple>(id: 1, content: triple))]
        #expect(triples[0].contentKey != triples[1].contentKey)
        let texts = [AnyCellModel(KeyRow<String>(id: 1, content: "a")), AnyCellModel(KeyRow<String>(id: 1, content: "a"))]
        #expect(texts[0].contentKey != texts[1].contentKey)
        // A copy shares its object, and so its key.
        let copy = texts[0]
        #expect(copy.contentKey == texts[0].contentKey)
    }
}
