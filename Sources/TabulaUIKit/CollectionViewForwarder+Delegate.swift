// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// See TableViewForwarder+Delegate.swift: the forwarder only converts types,
// and UIKit asks only what `responds(to:)` claims.

extension CollectionViewForwarder {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
    /// The delegate's answer; `true` without one.
    package func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return true }
        return delegate.listView(listView, shouldSelectItemAt: indexPath) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    /// Tells the delegate the item was selected.
    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didSelectItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
    /// Tells the delegate the item was deselected.
    package func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didDeselectItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
    /// The delegate's answer; `true` without one.
    package func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return true }
        return delegate.listView(listView, shouldHighlightItemAt: indexPath) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didhighlightitemat:)
    /// Tells the delegate the item was highlighted.
    package func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didHighlightItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)
    /// Tells the delegate the item's highlight was removed.
    package func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didUnhighlightItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    /// Tells the delegate `cell` is about to be shown.
    package func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplay: cell, forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
    /// Tells the delegate `cell` left the screen.
    package func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
    /// Tells the delegate a supplementary view is about to be shown.
    package func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
    /// Tells the delegate a supplementary view left the screen.
    package func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }
}
#endif
