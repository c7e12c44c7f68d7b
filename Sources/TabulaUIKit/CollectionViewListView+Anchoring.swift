// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// Anchoring on a collection view laid out as a vertical list. A
// `ListAdapter` reads the top visible item and its place on screen before
// an update, and asks to keep the item (or its survivor) there. The wrapper
// remembers the request and, once the collection view has laid the update
// out — when `performBatchUpdates` returns, before its animations run, or
// after `reloadData()` and a layout — sets the content offset so that the item's new frame is where it was.
// Positions are from the top of the viewport: the content offset plus the
// adjusted top inset.

extension CollectionViewListView {
    /// The first of the collection view's visible items, in index path
    /// order (UIKit lists them in no order), for a vertical list; `nil` when
    /// none is, or the collection view is gone.
    package var topVisibleIndexPath: IndexPath? {
        collectionView?.indexPathsForVisibleItems.min()
    }

    /// The distance from the top of the viewport to the top of the row at
    /// `indexPath`, from its layout attributes; `nil` outside the collection
    /// view's items or without attributes.
    /// - Parameter indexPath: The row, as the collection view shows it now.
    package func screenPosition(ofItemAt indexPath: IndexPath) -> Double? {
        guard let collectionView, contains(indexPath, in: collectionView),
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return Double(frame.minY - viewportTop(of: collectionView))
    }

    /// Whether the collection view is scrolled to the very top: its content
    /// offset at or above minus its adjusted top inset.
    package var isScrolledToTop: Bool {
        guard let collectionView else { return false }
        return viewportTop(of: collectionView) <= 0
    }

    /// Remembers to keep the row at `indexPath` (in the data of the update
    /// under way) at `position` from the top of the viewport, once the
    /// update is laid out.
    /// - Parameters:
    ///   - indexPath: The row, in the data after the update.
    ///   - position: Where its top should be, from the top of the viewport.
    package func keepItem(at indexPath: IndexPath, atScreenPosition position: Double) {
        pendingAnchor = (indexPath, position)
    }

    /// Sets the content offset ``keepItem(at:atScreenPosition:)`` asked for;
    /// nothing for a row the collection view does not have.
    func applyPendingAnchor() {
        guard let anchor = pendingAnchor else { return }
        pendingAnchor = nil
        guard let collectionView, contains(anchor.indexPath, in: collectionView), anchor.position.isFinite,
            let top = collectionView.layoutAttributesForItem(at: anchor.indexPath)?.frame.minY
        else { return }
        collectionView.contentOffset.y = top - CGFloat(anchor.position) - collectionView.adjustedContentInset.top
    }

    /// Where the viewport starts, in content coordinates.
    func viewportTop(of collectionView: UICollectionView) -> CGFloat {
        collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    }

    /// Whether `indexPath` is a row of `collectionView` (UIKit raises for others).
    func contains(_ indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < collectionView.numberOfSections
            && indexPath.item >= 0 && indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
    }
}
#endif
