// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// As for tables (TableViewForwarder+Editing.swift): implementing `moveItemAt`
// enables interactive reordering, so these are claimed only with handlers.

extension CollectionViewForwarder {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
    /// The delegate's answer; `false` without one, since nothing would take the move.
    package func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return false }
        return delegate.listView(listView, canMoveItemAt: indexPath) ?? false
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
    /// Hands the user's move to the delegate, which already shows the item
    /// there and commits the move without telling the collection view again.
    package func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
}

extension CollectionViewForwarder: UICollectionViewDataSourcePrefetching {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
    /// Hands the items UIKit will need soon to the delegate's prefetch handlers.
    package func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, prefetchItemsAt: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
    /// Tells the delegate's handlers the items are no longer needed.
    package func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, cancelPrefetchingForItemsAt: indexPaths)
    }
}
#endif
