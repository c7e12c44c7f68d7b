// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSCollectionViewForwarder {
    // https://developer.apple.com/documentation/appkit/nscollectionviewprefetching/collectionview(_:prefetchitemsat:)
    /// Tells the delegate the items will be needed soon.
    package func collectionView(_ collectionView: NSCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, prefetchItemsAt: indexPaths)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewprefetching/collectionview(_:cancelprefetchingforitemsat:)
    /// Tells the delegate the items prefetched are no longer needed.
    package func collectionView(_ collectionView: NSCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, cancelPrefetchingForItemsAt: indexPaths)
    }
}
#endif
