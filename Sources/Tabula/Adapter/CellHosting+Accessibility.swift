import Foundation

// The defaults of the accessibility hooks: a view that tells no focus
// reports none and ignores requests, so a `ListAdapter` restores no focus
// and posts no announcement for it.

extension CellHosting {
    /// `nil`: the view tells no focus.
    package var accessibilityFocusedIndexPath: IndexPath? { nil }

    /// Nothing: the view tells no focus.
    /// - Parameter indexPath: Not used.
    package func moveAccessibilityFocus(toItemAt indexPath: IndexPath) {}

    /// Nothing: the view posts no announcement.
    /// - Parameter announcement: Not used.
    package func postAccessibilityAnnouncement(_ announcement: String) {}

    /// `false`: the view posts no announcement.
    package var isVoiceOverRunning: Bool { false }
}
