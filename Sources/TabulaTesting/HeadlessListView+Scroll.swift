import Foundation
import Tabula

// The scroll model: a vertical content offset over a column of headers, rows
// and footers, as a `UITableView` (or a list-style `UICollectionView`) lays
// them out. As in UIKit, a batch update or a reload changes the rows and
// leaves the content offset where it was, so rows inserted or resized above
// the viewport move what is on screen: that is what anchoring corrects, by
// setting ``HeadlessListView/contentOffset`` inside the batch's updates
// closure, where UIKit allows it.
//
// The geometry is laid out from what the view shows (``HeadlessListView/sections``),
// so inside a batch's updates closure it is still the geometry before the
// batch, and after it the geometry after. This model places rows; it does
// not decide which cells are on screen, which ``HeadlessListView/visibleRowCount``
// still does.

/// How the headless view sizes its rows.
@MainActor
package enum HeadlessRowHeight {
    /// Every row has this height, known in advance (UIKit's `rowHeight`).
    case fixed(Double)
    /// Every row has this estimated height and is never measured.
    case estimated(Double)
    /// Each row has the height `size` gives its cell, as a self-sizing cell
    /// measured into a size cache would; `nil` means not measured yet, and
    /// the row has the estimated height `estimate`.
    case selfSized(estimate: Double, size: (HeadlessListView.Cell) -> Double?)
}

/// The scroll state of a headless view.
@MainActor
struct ScrollState {
    var contentOffset: Double = 0
    var viewportHeight: Double = 0
    var rowHeight = HeadlessRowHeight.fixed(44)
    var sectionHeaderHeight: Double = 0
    var sectionFooterHeight: Double = 0
    /// The item to keep in place once the update under way is laid out, and where.
    var pendingAnchor: (indexPath: IndexPath, position: Double)?
}

extension HeadlessListView {
    /// The distance from the top of the content to the top of the viewport:
    /// the vertical content offset plus the adjusted top inset, in UIKit's
    /// terms. 0 at the top; never clamped, as UIKit does not clamp a
    /// programmatic change. A batch update or a reload leaves it unchanged.
    package var contentOffset: Double {
        get { scroll.contentOffset }
        set { scroll.contentOffset = newValue.isFinite ? newValue : 0 }
    }

    /// The height of the viewport (the bounds' height minus the adjusted insets).
    package var viewportHeight: Double {
        get { scroll.viewportHeight }
        set { scroll.viewportHeight = newValue }
    }

    /// How rows are sized; ``HeadlessRowHeight/fixed(_:)`` 44 by default.
    package var rowHeight: HeadlessRowHeight {
        get { scroll.rowHeight }
        set { scroll.rowHeight = newValue }
    }

    /// The height of every section's header; 0 by default.
    package var sectionHeaderHeight: Double {
        get { scroll.sectionHeaderHeight }
        set { scroll.sectionHeaderHeight = newValue }
    }

    /// The height of the footer of every section that has one; 0 by default.
    package var sectionFooterHeight: Double {
        get { scroll.sectionFooterHeight }
        set { scroll.sectionFooterHeight = newValue }
    }

    /// The layout of what the view shows now, with its content offset and viewport.
    ///
    /// Inside a batch's updates closure it is still the layout before the
    /// batch. Rows are sized from what the view holds: after a reload driven
    /// by a `cellDataSource`, identities, whose content is read at the next layout.
    /// - Complexity: O(*n*) for *n* rows, asking ``rowHeight`` for each.
    package var scrollGeometry: ScrollGeometry {
        let geometry = scrollGeometry(laying: loadIfNeeded())
        return ScrollGeometry(sections: geometry.sections, contentOffset: contentOffset, viewportHeight: viewportHeight)
    }

    /// The layout `sections` would have in this view, with its content
    /// offset and viewport: what the view will lay out once it shows them.
    /// - Complexity: O(*n*) for *n* rows, asking ``rowHeight`` for each.
    package func scrollGeometry(laying sections: [Section]) -> ScrollGeometry {
        var laidOut: [ScrollGeometry.SectionHeights] = []
        laidOut.reserveCapacity(sections.count)
        for section in sections {
            var rows: [ScrollGeometry.RowHeight] = []
            rows.reserveCapacity(section.items.count)
            for cell in section.items { rows.append(height(of: cell)) }
            laidOut.append(ScrollGeometry.SectionHeights(
                header: sectionHeaderHeight,
                rows: rows,
                footer: section.footer == nil ? 0 : sectionFooterHeight
            ))
        }
        return ScrollGeometry(sections: laidOut, contentOffset: contentOffset, viewportHeight: viewportHeight)
    }

    /// The rows that intersect the viewport, in order.
    /// - Complexity: O(*n*) to lay out the rows (see ``scrollGeometry``).
    package var visibleIndexPaths: [IndexPath] {
        scrollGeometry.visibleIndexPaths()
    }

    /// Where the row at `indexPath` is on screen: the distance from the top
    /// of the viewport to its top; `nil` outside what the view shows.
    /// - Complexity: O(*n*) to lay out the rows (see ``scrollGeometry``).
    package func screenPosition(ofItemAt indexPath: IndexPath) -> Double? {
        let geometry = scrollGeometry
        return geometry.top(ofItemAt: indexPath).map { $0 - geometry.contentOffset }
    }

    /// The first item whose bottom is below the top of the viewport, as laid out now.
    /// - Complexity: O(*n*) to lay out the rows (see ``scrollGeometry``).
    package var topVisibleIndexPath: IndexPath? {
        scrollGeometry.topVisibleItem()
    }

    /// Whether the content offset is 0 or less.
    package var isScrolledToTop: Bool {
        contentOffset <= 0
    }

    /// Keeps the item at `indexPath` at `position` from the top of the
    /// viewport once the update under way is applied: the batch whose
    /// updates closure is running, or the next ``reloadData()``. The view
    /// then sets ``contentOffset`` to the item's new top minus `position`;
    /// an index path outside what it shows then leaves the offset alone.
    /// - Parameters:
    ///   - indexPath: The item, in the data after the update.
    ///   - position: Where its top should be, from the top of the viewport.
    package func keepItem(at indexPath: IndexPath, atScreenPosition position: Double) {
        scroll.pendingAnchor = (indexPath, position)
    }

    /// Scrolls the item at `indexPath` to `position`, with the offset
    /// arithmetic a table view does (see `ScrollGeometry.contentOffset(showingItemAt:at:)`);
    /// an index path the view does not show leaves the offset alone.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - position: Where it should be.
    ///   - animated: Not used: the headless view does not animate.
    /// - Returns: Whether the view has the item.
    /// - Complexity: O(*n*) to lay out the rows (see ``scrollGeometry``).
    @discardableResult
    package func scrollToItem(at indexPath: IndexPath, at position: ItemScrollPosition, animated: Bool) -> Bool {
        guard let offset = scrollGeometry.contentOffset(showingItemAt: indexPath, at: position) else { return false }
        contentOffset = offset
        return true
    }

    /// Sets the content offset that ``keepItem(at:atScreenPosition:)``
    /// asked for, now that the update is applied.
    /// - Complexity: O(*n*) to lay out the rows, when an item is to be kept.
    func applyPendingAnchor() {
        guard let anchor = scroll.pendingAnchor else { return }
        scroll.pendingAnchor = nil
        guard let top = scrollGeometry.top(ofItemAt: anchor.indexPath) else { return }
        contentOffset = top - anchor.position
    }

    /// The height ``rowHeight`` gives `cell`.
    private func height(of cell: Cell) -> ScrollGeometry.RowHeight {
        switch rowHeight {
        case .fixed(let value):
            return .fixed(value)
        case .estimated(let value):
            return .estimated(value)
        case .selfSized(let estimate, let size):
            return size(cell).map { .fixed($0) } ?? .estimated(estimate)
        }
    }
}
