// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// VoiceOver in a table view, for a `ListAdapter`, which keeps its focus on
// the same item across updates (UIKit loses it when the row's cell is
// replaced: a reload, a delete, `reloadData()`) and posts its announcements.

extension TableViewListView {
    /// The row whose cell holds VoiceOver's focus, among the visible rows;
    /// `nil` when VoiceOver is off.
    package var accessibilityFocusedIndexPath: IndexPath? {
        guard let tableView else { return nil }
        return AccessibilityFocus.focusedIndexPath(among: tableView.indexPathsForVisibleRows ?? []) {
            tableView.cellForRow(at: $0)
        }
    }

    /// Moves VoiceOver's focus to the row's cell, once the table view has
    /// laid out its update, scrolling the row on screen first when it is
    /// not; nothing when VoiceOver is off or the table view has no such row.
    /// - Parameter indexPath: The row.
    package func moveAccessibilityFocus(toItemAt indexPath: IndexPath) {
        guard UIAccessibility.isVoiceOverRunning, let tableView, contains(indexPath, in: tableView) else { return }
        tableView.layoutIfNeeded()
        if tableView.cellForRow(at: indexPath) == nil {
            tableView.scrollToRow(at: indexPath, at: .none, animated: false)
            tableView.layoutIfNeeded()
        }
        guard let cell = tableView.cellForRow(at: indexPath) else { return }
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
