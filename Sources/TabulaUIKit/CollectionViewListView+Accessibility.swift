// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// VoiceOver in a collection view, for a `ListAdapter`, which keeps its focus on
// the same item across updates (UIKit loses it when the item's cell is
// replaced: a reload, a delete, `reloadData()`) and posts its announcements.

extension CollectionViewListView {
    /// The item whose cell holds VoiceOver's focus, among the visible items;
    /// `nil` when VoiceOver is off.
    package var accessibilityFocusedIndexPath: IndexPath? {
        guard let collectionView else { return nil }
        return AccessibilityFocus.focusedIndexPath(among: collectionView.indexPathsForVisibleItems) {
            collectionView.cellForItem(at: $0)
        }
    }

    /// Moves VoiceOver's focus to the item's cell, once the collection view
    /// has laid out its update; nothing when VoiceOver is off or the item is
    /// not on screen (which way to scroll depends on the layout).
    /// - Parameter indexPath: The item.
    package func moveAccessibilityFocus(toItemAt indexPath: IndexPath) {
        guard UIAccessibility.isVoiceOverRunning, let collectionView, contains(indexPath, in: collectionView) else { return }
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        AccessibilityFocus.move(to: cell)
    }

    /// Posts `announcement` to VoiceOver.
    /// - Parameter announcement: The words.
    package func postAccessibilityAnnouncement(_ announcement: String) {
        AccessibilityFocus.announce(announcement)
    }

    /// `UIAccessibility.isVoiceOverRunning`.
    package var isVoiceOverRunning: Bool { UIAccessibility.isVoiceOverRunning }
}
#endif
