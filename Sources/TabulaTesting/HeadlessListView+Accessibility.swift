import Foundation
import Tabula

// VoiceOver, as UIKit plays it: its focus rests on a cell, stays while the
// cell stays (a move, rows shifting around it, a reconfigure) and is lost
// when the cell is replaced — a batch deletes or reloads the item, or
// `reloadData()` replaces every cell. The view records the announcements
// posted to it, so a test can read what VoiceOver would have said.

extension HeadlessListView {
    /// The index path of the item whose cell holds VoiceOver's focus; `nil`
    /// when none does. The focus stays on an item when rows move around it
    /// or it is reconfigured, and is lost when a batch deletes or reloads it
    /// and at ``reloadData()``, as in UIKit.
    public var accessibilityFocusedIndexPath: IndexPath? {
        guard let focused = display.accessibilityFocused else { return nil }
        for (section, value) in sections.enumerated() {
            if let item = value.items.firstIndex(where: { $0.id == focused }) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// Moves VoiceOver's focus to the cell of the item at `indexPath`, as a
    /// user's swipe or a layout-changed notification naming the cell does:
    /// the item scrolls on screen first. An index path that names no item
    /// does nothing.
    /// - Parameter indexPath: The item to focus.
    public func moveAccessibilityFocus(toItemAt indexPath: IndexPath) {
        guard let id = itemID(at: indexPath) else { return }
        scrollToItem(at: indexPath)
        display.accessibilityFocused = id
        accessibilityFocusMoveCount += 1
    }

    /// The announcements posted to VoiceOver, in order.
    public var accessibilityAnnouncements: [String] { display.announcements }

    /// Whether VoiceOver runs, as the view models it: always, so that a
    /// test reads what it would have said.
    public var isVoiceOverRunning: Bool { true }

    /// Records `announcement` in ``accessibilityAnnouncements``.
    /// - Parameter announcement: What VoiceOver would say.
    public func postAccessibilityAnnouncement(_ announcement: String) {
        display.announcements.append(announcement)
    }

    /// Loses the focus of the item a batch deleted or reloaded (its cell is
    /// replaced), or of any item after a reload, as UIKit does.
    /// - Parameter replaced: The items whose cells the batch replaced; `nil`
    ///   after a reload.
    func dropAccessibilityFocusOfReplacedItems(replaced: Set<AnyHashable>?) {
        guard let focused = display.accessibilityFocused else { return }
        if replaced?.contains(focused) ?? true { display.accessibilityFocused = nil }
    }
}
