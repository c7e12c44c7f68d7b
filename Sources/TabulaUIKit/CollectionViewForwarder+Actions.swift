// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
import Foundation
import Tabula

// Context menus, as the table view's forwarder has them. Not on tvOS, where
// collection views get them only from tvOS 17.

extension CollectionViewForwarder {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
    /// The delegate's menu for the one item pressed, as a configuration; `nil`,
    /// no menu, without one, for the space between items (no index path) and
    /// for a multiple selection: a menu is made for one item.
    @available(iOS 16.0, macCatalyst 16.0, *)
    package func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return contextMenuConfiguration(forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)
    /// The delegate's menu for the item at `indexPath`, as a configuration;
    /// `nil`, no menu, without one. UIKit asks this before iOS 16 only.
    package func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? {
        contextMenuConfiguration(forItemAt: indexPath)
    }

    private func contextMenuConfiguration(forItemAt indexPath: IndexPath) -> UIContextMenuConfiguration? {
        guard let delegate, let listView else { return nil }
        return delegate.listView(listView, contextMenuConfigurationForItemAt: indexPath)?.contextMenuConfiguration(at: indexPath)
    }
}
#endif
