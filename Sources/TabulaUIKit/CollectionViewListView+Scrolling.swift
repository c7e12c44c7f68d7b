// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// Scrolling a collection view to an item, for `ListAdapter.scrollToItem(withID:at:animated:)`
// and `restore(_:)`: UIKit's own `scrollToItem(at:at:animated:)` for the
// named positions, the content offset (from the item's layout attributes)
// for `.nearest` and for a distance from the top, in a vertical list.

extension CollectionViewListView {
    /// Scrolls the item at `indexPath` to `position`; nothing for an item
    /// the collection view does not have.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - position: Where it should be.
    ///   - animated: Whether to animate.
    /// - Returns: Whether the view has the item.
    @discardableResult
    package func scrollToItem(at indexPath: IndexPath, at position: ItemScrollPosition, animated: Bool) -> Bool {
        guard let collectionView, contains(indexPath, in: collectionView) else { return false }
        switch position {
        case .top:
            collectionView.scrollToItem(at: indexPath, at: .top, animated: animated)
        case .middle:
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: animated)
        case .bottom:
            collectionView.scrollToItem(at: indexPath, at: .bottom, animated: animated)
        case .nearest:
            collectionView.layoutIfNeeded()
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return false }
            let top = viewportTop(of: collectionView)
            let bottom = top + collectionView.bounds.height - collectionView.adjustedContentInset.top
                - collectionView.adjustedContentInset.bottom
            if frame.minY < top {
                collectionView.scrollToItem(at: indexPath, at: .top, animated: animated)
            } else if frame.maxY > bottom {
                collectionView.scrollToItem(at: indexPath, at: .bottom, animated: animated)
            }
        case .distanceFromTop(let distance):
            guard distance.isFinite else { return false }
            collectionView.layoutIfNeeded()
            guard let top = collectionView.layoutAttributesForItem(at: indexPath)?.frame.minY else { return false }
            // Never past the content's ends, as UIKit's own scrolls stop there.
            let insets = collectionView.adjustedContentInset
            let lowest = -insets.top
            let highest = max(lowest, collectionView.contentSize.height + insets.bottom - collectionView.bounds.height)
            let y = min(max(top - CGFloat(distance) - insets.top, lowest), highest)
            collectionView.setContentOffset(CGPoint(x: collectionView.contentOffset.x, y: y), animated: animated)
        }
        return true
    }
}
#endif
