import Foundation

extension ScrollGeometry {
    /// The top of the row at `indexPath`, from the top of the content; `nil`
    /// when the index path is malformed or outside the geometry.
    /// - Complexity: O(1).
    package func top(ofItemAt indexPath: IndexPath) -> Double? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.rows.indices.contains(indexPath.item) else { return nil }
        return sectionTops[indexPath.section] + section.header + section.rowTops[indexPath.item]
    }

    /// The height of the row at `indexPath`; `nil` outside the geometry.
    /// - Complexity: O(1).
    package func height(ofItemAt indexPath: IndexPath) -> Double? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].rows[indexPath.item].value
    }

    /// The first row whose bottom is below the top of the viewport (a row
    /// partly scrolled out counts), or `nil` when no row is: an empty list, or
    /// an offset past every row.
    ///
    /// A row of height 0 counts only when it is below the top of the
    /// viewport: at the top or above it, it ends there and shows nothing.
    /// - Complexity: O(log *s* + log *r*): two binary searches on the prefix sums.
    package func topVisibleItem() -> IndexPath? {
        firstItem(endingBelow: contentOffset)
    }

    /// The rows that intersect the viewport, in order.
    /// - Complexity: O(log *s* + log *r* + *v* + the sections they span), for *v* rows returned.
    package func visibleIndexPaths() -> [IndexPath] {
        guard let first = firstItem(endingBelow: contentOffset) else { return [] }
        let bottom = contentOffset + viewportHeight
        var result: [IndexPath] = []
        var section = first.section
        var item = first.item
        while section < sections.count {
            let heights = sections[section]
            let base = sectionTops[section] + heights.header
            if base >= bottom { break }
            while item < heights.rows.count {
                if base + heights.rowTops[item] >= bottom { return result }
                result.append(IndexPath(item: item, section: section))
                item += 1
            }
            section += 1
            item = 0
        }
        return result
    }

    /// The first row whose bottom is below `y`.
    private func firstItem(endingBelow y: Double) -> IndexPath? {
        // The first section whose rows end below `y`: rows end at
        // sectionTops[s] + header + rowTops.last, which grows with s.
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if rowsEnd(ofSection: middle) > y { high = middle } else { low = middle + 1 }
        }
        var section = low
        while section < sections.count {
            let heights = sections[section]
            let base = sectionTops[section] + heights.header
            // The first row whose bottom, base + rowTops[i + 1], is below y.
            var first = 0
            var last = heights.rows.count
            while first < last {
                let middle = (first + last) / 2
                if base + heights.rowTops[middle + 1] > y { last = middle } else { first = middle + 1 }
            }
            if first < heights.rows.count { return IndexPath(item: first, section: section) }
            // Only a section whose rows are all of height 0 gets here.
            section += 1
        }
        return nil
    }

    /// Where the rows of section `index` end, from the top of the content.
    private func rowsEnd(ofSection index: Int) -> Double {
        sectionTops[index] + sections[index].header + (sections[index].rowTops.last ?? 0)
    }
}
