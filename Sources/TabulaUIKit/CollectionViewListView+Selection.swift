// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// The collection view's selection, for a `ListAdapter`, which keeps it by item
// identity across updates (UIKit drops the selection of reloaded items and
// of every item at `reloadData()`). Programmatic changes tell the delegate
// nothing, as UIKit's own don't.

extension CollectionViewListView {
    /// The collection view's selected items; `nil` when the collection view is gone.
    package var selectedIndexPaths: [IndexPath]? {
        guard let collectionView else { return nil }
        return collectionView.indexPathsForSelectedItems ?? []
    }

    /// The collection view's `allowsMultipleSelection`.
    package var allowsMultipleSelection: Bool {
        collectionView?.allowsMultipleSelection ?? false
    }

    /// Selects the item, without scrolling, when the collection view has it.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Whether to animate.
    package func selectItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView, contains(indexPath, in: collectionView) else { return }
        collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    /// Deselects the item, when the collection view has it.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Whether to animate.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView, contains(indexPath, in: collectionView) else { return }
        collectionView.deselectItem(at: indexPath, animated: animated)
    }
}
#endif
