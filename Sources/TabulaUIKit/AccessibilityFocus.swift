// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// VoiceOver's focus in a table or collection view, for a `ListAdapter`
// that keeps it on the same item across updates: the focused element is
// the cell, or a view inside it (a cell that is not itself an accessibility
// element exposes its subviews); moving the focus names the cell in a
// layout-changed notification, as Apple advises.

/// What the table and collection view wrappers share of VoiceOver.
@MainActor
enum AccessibilityFocus {
    /// Which of the visible `indexPaths` shows the cell VoiceOver's focus is
    /// on or in; `nil` when VoiceOver is off or its focus is elsewhere.
    /// - Parameters:
    ///   - indexPaths: The visible items' index paths.
    ///   - cell: The cell the view shows at an index path.
    /// - Complexity: O(*d* + *v*) for a focused view *d* levels deep and *v*
    ///   visible cells; O(1) when VoiceOver is off.
    static func focusedIndexPath(among indexPaths: [IndexPath], cell: (IndexPath) -> UIView?) -> IndexPath? {
        guard UIAccessibility.isVoiceOverRunning,
              let element = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
        else { return nil }
        var chain = Set<ObjectIdentifier>()
        var view: UIView? = element
        while let current = view {
            chain.insert(ObjectIdentifier(current))
            view = current.superview
        }
        return indexPaths.first { path in cell(path).map { chain.contains(ObjectIdentifier($0)) } ?? false }
    }

    /// Moves VoiceOver's focus to `cell`; nothing when VoiceOver is off.
    /// - Parameter cell: The cell to focus.
    static func move(to cell: UIView) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: cell)
    }

    /// Has VoiceOver speak `announcement`.
    /// - Parameter announcement: The words.
    static func announce(_ announcement: String) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        UIAccessibility.post(notification: .announcement, argument: announcement)
    }
}
#endif
