import Foundation

/// The vertical geometry of a list: every row's height, every section's
/// header and footer height, the content offset and the viewport height,
/// with the prefix sums that place a row in O(1).
///
/// Positions are measured from the top of the content: a content offset of
/// 0 shows the first section's header at the top of the viewport. A platform
/// view converts (UIKit: `contentOffset.y + adjustedContentInset.top`).
///
/// Heights that are negative, infinite or NaN are read as 0, so that bad
/// input gives a defined geometry, never a trap.
package struct ScrollGeometry: Sendable, Equatable {
    /// The sections, in order.
    package private(set) var sections: [SectionHeights]
    /// `sectionTops[s]` is the top of section `s` (its header); the last
    /// element is the content height. One more element than ``sections``.
    package private(set) var sectionTops: [Double]
    /// The distance from the top of the content to the top of the viewport.
    package var contentOffset: Double
    /// The height of the viewport.
    package var viewportHeight: Double

    /// Creates a geometry.
    ///
    /// - Complexity: O(*s*) for *s* sections (each section's prefix sums are
    ///   built by ``SectionHeights/init(header:rows:footer:)``).
    package init(sections: [SectionHeights], contentOffset: Double = 0, viewportHeight: Double = 0) {
        self.sections = sections
        self.sectionTops = []
        self.contentOffset = contentOffset.isFinite ? contentOffset : 0
        self.viewportHeight = Self.sanitized(viewportHeight)
        rebuildSectionTops(from: 0)
    }

    /// The height of everything the list shows.
    package var contentHeight: Double { sectionTops.last ?? 0 }

    /// Replaces the height of one row; does nothing for an index path outside
    /// the geometry.
    ///
    /// - Complexity: O(*r* + *s*): the rows after it in its section and the
    ///   sections after it.
    package mutating func setHeight(_ height: RowHeight, forItemAt indexPath: IndexPath) {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.item)
        else { return }
        sections[indexPath.section].setRow(indexPath.item, to: height)
        rebuildSectionTops(from: indexPath.section)
    }

    /// Recomputes ``sectionTops`` from section `first` on.
    private mutating func rebuildSectionTops(from first: Int) {
        if sectionTops.count != sections.count + 1 {
            sectionTops = [Double](repeating: 0, count: sections.count + 1)
        }
        var top = first == 0 ? 0 : sectionTops[first]
        for index in first..<sections.count {
            sectionTops[index] = top
            top += sections[index].height
        }
        sectionTops[sections.count] = top
    }

    /// `value` when it is a finite, non-negative number; 0 otherwise.
    static func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

extension ScrollGeometry {
    /// How tall a row is, and whether that is known or only estimated.
    package struct RowHeight: Sendable, Hashable {
        /// The height the layout uses now.
        package var value: Double
        /// Whether ``value`` is an estimate, to be replaced once the row is measured.
        package var isEstimated: Bool

        /// A measured or fixed height.
        package static func fixed(_ value: Double) -> RowHeight {
            RowHeight(value: ScrollGeometry.sanitized(value), isEstimated: false)
        }

        /// An estimated height, used until the row is measured.
        package static func estimated(_ value: Double) -> RowHeight {
            RowHeight(value: ScrollGeometry.sanitized(value), isEstimated: true)
        }
    }

    /// The heights of one section, with the prefix sums of its rows.
    package struct SectionHeights: Sendable, Equatable {
        /// The height of the section's header.
        package private(set) var header: Double
        /// The height of each row, in order.
        package private(set) var rows: [RowHeight]
        /// The height of the section's footer.
        package private(set) var footer: Double
        /// `rowTops[i]` is the top of row `i` relative to the end of the header;
        /// the last element is the height of all rows. One more element than ``rows``.
        package private(set) var rowTops: [Double]

        /// Creates a section's heights.
        /// - Complexity: O(*r*) for *r* rows.
        package init(header: Double = 0, rows: [RowHeight], footer: Double = 0) {
            self.header = ScrollGeometry.sanitized(header)
            self.footer = ScrollGeometry.sanitized(footer)
            self.rows = rows
            self.rowTops = []
            rowTops.reserveCapacity(rows.count + 1)
            var top = 0.0
            for row in rows {
                rowTops.append(top)
                top += row.value
            }
            rowTops.append(top)
        }

        /// The height of the header, every row and the footer.
        package var height: Double { header + (rowTops.last ?? 0) + footer }

        /// Replaces row `index`'s height and the prefix sums after it.
        /// - Complexity: O(*r* − `index`).
        mutating func setRow(_ index: Int, to height: RowHeight) {
            rows[index] = height
            var top = rowTops[index]
            for row in index..<rows.count {
                rowTops[row] = top
                top += rows[row].value
            }
            rowTops[rows.count] = top
        }
    }
}
