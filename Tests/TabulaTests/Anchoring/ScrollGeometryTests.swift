import Foundation
import Testing
import Tabula
import TabulaTesting

/// The geometry's prefix sums and searches, against brute force.
@Suite struct ScrollGeometryTests {
    /// A random geometry: integer heights, some rows and sections of height 0.
    static func randomGeometry(_ rng: inout SplitMix64) -> ScrollGeometry {
        let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            ScrollGeometry.SectionHeights(
                header: Double(Int.random(in: 0...20, using: &rng)),
                rows: (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                    Bool.random(using: &rng)
                        ? .fixed(Double(Int.random(in: 0...60, using: &rng)))
                        : .estimated(Double(Int.random(in: 0...60, using: &rng)))
                },
                footer: Double(Int.random(in: 0...10, using: &rng))
            )
        }
        var geometry = ScrollGeometry(sections: sections, viewportHeight: Double(Int.random(in: 0...200, using: &rng)))
        geometry.contentOffset = Double(Int.random(in: -20...Int(geometry.contentHeight) + 20, using: &rng))
        return geometry
    }

    /// Every row's index path, top and height, by adding heights up one after another.
    static func bruteForce(_ geometry: ScrollGeometry) -> [(IndexPath, Double, Double)] {
        var rows: [(IndexPath, Double, Double)] = []
        var y = 0.0
        for (s, section) in geometry.sections.enumerated() {
            y += section.header
            for (i, row) in section.rows.enumerated() {
                rows.append((IndexPath(item: i, section: s), y, row.value))
                y += row.value
            }
            y += section.footer
        }
        return rows
    }

    @Test("Tops, the top visible item and the visible rows agree with brute force")
    func searchesMatchBruteForce() {
        var rng = SplitMix64(seed: 0x6E0)
        for _ in 0..<2_000 {
            var geometry = Self.randomGeometry(&rng)
            if let row = Self.bruteForce(geometry).randomElement(using: &rng), Bool.random(using: &rng) {
                geometry.setHeight(.fixed(Double(Int.random(in: 0...80, using: &rng))), forItemAt: row.0)
            }
            let rows = Self.bruteForce(geometry)
            for (indexPath, top, height) in rows {
                #expect(geometry.top(ofItemAt: indexPath) == top)
                #expect(geometry.height(ofItemAt: indexPath) == height)
            }
            let offset = geometry.contentOffset
            let bottom = offset + geometry.viewportHeight
            #expect(geometry.topVisibleItem() == rows.first { $0.1 + $0.2 > offset }?.0)
            let visible = geometry.visibleIndexPaths()
            if let first = visible.first {
                // From the top visible row, every row that starts above the bottom.
                let start = rows.firstIndex { $0.0 == first } ?? 0
                #expect(visible == rows[start...].prefix { $0.1 < bottom }.map(\.0))
            }
            var total = 0.0
            for section in geometry.sections {
                total += section.header
                for row in section.rows { total += row.value }
                total += section.footer
            }
            #expect(geometry.contentHeight == total)
        }
    }

    @Test("Bad heights and offsets read as 0; index paths outside the geometry give nil")
    func badInput() {
        let geometry = ScrollGeometry(
            sections: [.init(header: -.infinity, rows: [.fixed(.nan), .estimated(-3), .fixed(10)], footer: .nan)],
            contentOffset: .nan, viewportHeight: -1
        )
        #expect(geometry.contentHeight == 10)
        #expect(geometry.contentOffset == 0)
        #expect(geometry.viewportHeight == 0)
        #expect(geometry.topVisibleItem() == IndexPath(item: 2, section: 0))
        #expect(geometry.top(ofItemAt: IndexPath(item: 3, section: 0)) == nil)
        #expect(geometry.top(ofItemAt: IndexPath(index: 0)) == nil)
        #expect(ScrollGeometry(sections: []).topVisibleItem() == nil)
    }

    @Test("A deleted anchor hands over to the nearest survivor after it, else before it")
    func deletedAnchorHandsOver() {
        let old = makeSnapshot(ids: [(1, [1, 2, 3]), (2, [4, 5])])
        let rows: [ScrollGeometry.RowHeight] = [.fixed(10), .fixed(10), .fixed(10)]
        let before = ScrollGeometry(
            sections: [.init(rows: rows), .init(rows: [.fixed(10), .fixed(10)])],
            contentOffset: 15, viewportHeight: 20
        )
        // Item 2 is on top, 5 points scrolled out; 2 and 3 go, 4 is next and was 15 below the top.
        let afterDeletes = makeSnapshot(ids: [(1, [1]), (2, [4, 5])])
        let geometry = ScrollGeometry(sections: [.init(rows: [.fixed(10)]), .init(rows: [.fixed(10), .fixed(10)])])
        #expect(before.anchoredOffset(.topVisibleItem, from: old, to: afterDeletes, geometryAfter: geometry) == 10 - 15)
        // Everything after it goes: 1, before it, was 15 above the top.
        let onlyFirst = makeSnapshot(ids: [(1, [9, 1])])
        let firstOnly = ScrollGeometry(sections: [.init(rows: [.fixed(30), .fixed(10)])])
        #expect(before.anchoredOffset(.topVisibleItem, from: old, to: onlyFirst, geometryAfter: firstOnly) == 30 + 15)
        // Nothing survives: the offset is left alone.
        #expect(before.anchoredOffset(.topVisibleItem, from: old, to: makeSnapshot(ids: []), geometryAfter: ScrollGeometry(sections: [])) == 15)
    }
}
