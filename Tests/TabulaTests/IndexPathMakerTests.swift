import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The index paths made from a section's one-index path, against the
/// two-index paths built directly.
@Suite("Index path maker")
struct IndexPathMakerTests {
    @Test func pathsEqualTheTwoIndexPathsOfTheirPositions() {
        var rng = SplitMix64(seed: 23)
        for _ in 0..<2_000 {
            // Runs of one section, sections revisited, and the first section 0
            // (the maker starts from no section at all).
            let positions = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
                ItemPosition(section: Int.random(in: 0...3, using: &rng), item: Int.random(in: 0...5, using: &rng))
            }
            let expected = positions.map { IndexPath(indexes: [$0.section, $0.item]) }
            #expect(positions.indexPaths() == expected)
            var maker = IndexPathMaker()
            #expect(positions.map { maker.indexPath($0) } == expected)
            #expect(positions.map(\.indexPath) == expected)
            #expect(positions.map { IndexPath(item: $0.item, section: $0.section) } == expected)
        }
    }
}
