// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// Focus as tvOS and a keyboard move it: the adapter remembers which item had
// it, by identifier, and names where that item is now when focus comes back
// to the list (`ListAdapter+Focus.swift`). Leave `remembersLastFocusedIndexPath`
// off: it would bring focus back to an index path, not to the item.

extension CollectionViewForwarder {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:canfocusitemat:)
    /// The delegate's answer; `true`, UIKit's default, without one.
    package func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return true }
        return delegate.listView(listView, canFocusItemAt: indexPath) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didupdatefocusin:with:)
    /// Tells the delegate where focus went.
    package func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                    with coordinator: UIFocusAnimationCoordinator) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didMoveFocusTo: context.nextFocusedIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/indexpathforpreferredfocusedview(in:)
    /// Where the item that had focus last is now; `nil`, UIKit's default, when none is remembered.
    package func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        guard let delegate, let listView else { return nil }
        return delegate.indexPathForPreferredFocusedItem(in: listView)
    }
}
#endif
