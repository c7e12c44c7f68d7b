// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

// The collection view's selection, for a `ListAdapter`, which keeps it by
// item identity across updates. `selectItems(at:scrollPosition:)` and
// `deselectItems(at:)` tell the delegate nothing, as UIKit's don't.

extension NSCollectionViewListView {
    /// The collection view's selected items, in order; `nil` when it is gone.
    /// - Complexity: O(*k* log *k*) for *k* selected items.
    package var selectedIndexPaths: [IndexPath]? {
        collectionView?.selectionIndexPaths.sorted()
    }

    /// The collection view's `allowsMultipleSelection`.
    package var allowsMultipleSelection: Bool {
        collectionView?.allowsMultipleSelection ?? false
    }

    /// Selects the item, without scrolling (in single selection, in place of
    /// the item selected before); nothing for an item the collection view
    /// does not have.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Not used: AppKit does not animate selection.
    package func selectItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView, hasItem(at: indexPath, in: collectionView) else { return }
        if !collectionView.allowsMultipleSelection {
            collectionView.deselectItems(at: collectionView.selectionIndexPaths)
        }
        collectionView.selectItems(at: [indexPath], scrollPosition: [])
    }

    /// Deselects the item.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Not used: AppKit does not animate selection.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {
        collectionView?.deselectItems(at: [indexPath])
    }

    /// Whether `indexPath` is an item of `collectionView`.
    private func hasItem(at indexPath: IndexPath, in collectionView: NSCollectionView) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < collectionView.numberOfSections
            && indexPath.item >= 0 && indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
    }
}
#endif
