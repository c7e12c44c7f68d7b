// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

// The forwarder only converts types; AppKit asks only what `responds(to:)`
// claims (+Responds.swift).

extension NSCollectionViewForwarder {
    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:willdisplay:forrepresentedobjectat:)
    /// Tells the delegate `item` is about to be shown.
    package func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem, forRepresentedObjectAt indexPath: IndexPath
    ) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplay: item, forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:didenddisplaying:forrepresentedobjectat:)
    /// Tells the delegate `item` left the screen.
    package func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem, forRepresentedObjectAt indexPath: IndexPath
    ) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplaying: item, forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
    /// Tells the delegate a supplementary view is about to be shown.
    package func collectionView(
        _ collectionView: NSCollectionView, willDisplaySupplementaryView view: NSView,
        forElementKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
    /// Tells the delegate a supplementary view left the screen.
    package func collectionView(
        _ collectionView: NSCollectionView, didEndDisplayingSupplementaryView view: NSView,
        forElementOfKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }
}
#endif
