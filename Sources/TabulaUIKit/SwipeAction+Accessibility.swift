// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
import Foundation
import Tabula

// Swipe actions for VoiceOver. A collection view has no swipe gesture of
// its own (a table view shows its rows' swipe actions, and offers them to
// VoiceOver itself), so the registry's `.leadingSwipeActions` and
// `.trailingSwipeActions` would reach no one there: each cell gets them as
// accessibility custom actions, in VoiceOver's Actions rotor, when it is
// configured. An action runs the handler the adapter gives for the row the
// cell shows when the action is chosen, found by the action's identifier,
// with that row's model and index path. The cell's own custom actions are
// kept, ahead of these. Not on tvOS, which has no swipe actions.

/// A custom action made from a ``SwipeAction``, told apart from a cell's own.
final class SwipeAccessibilityAction: UIAccessibilityCustomAction {}

extension CellHosting {
    /// Gives `cell`, shown at `indexPath`, the swipe actions `delegate` has
    /// for its row as accessibility custom actions, in place of those given
    /// before (a reused cell); nothing changes for a cell that had none and
    /// gets none.
    ///
    /// - Complexity: Two questions to the delegate, plus O(*a*) for the
    ///   cell's *a* custom actions.
    func exposeSwipeActions(of cell: UIView, at indexPath: IndexPath, delegate: any CellListViewDelegate) {
        let leading = delegate.listView(self, leadingSwipeActionsForItemAt: indexPath) ?? []
        let trailing = delegate.listView(self, trailingSwipeActionsForItemAt: indexPath) ?? []
        let existing = cell.accessibilityCustomActions ?? []
        let own = existing.filter { !($0 is SwipeAccessibilityAction) }
        guard !leading.isEmpty || !trailing.isEmpty || own.count != existing.count else { return }
        let swipes = leading.map { ($0, true) } + trailing.map { ($0, false) }
        let made: [UIAccessibilityCustomAction] = swipes.map { action, isLeading in
            let identifier = action.identifier
            return SwipeAccessibilityAction(name: action.title) { [weak self, weak cell, weak delegate] _ in
                MainActor.assumeIsolated {
                    guard let self, let cell, let delegate else { return false }
                    return self.performSwipeAction(identifier, leading: isLeading, of: cell, delegate: delegate)
                }
            }
        }
        cell.accessibilityCustomActions = own + made
    }

    /// Runs the swipe action with `identifier`, on the leading edge or the
    /// trailing one, of the row `cell` shows now; `false` when the cell is
    /// not on screen or the row has no such action.
    func performSwipeAction(_ identifier: String, leading: Bool, of cell: UIView, delegate: any CellListViewDelegate) -> Bool {
        guard let indexPath = indexPathsForVisibleItems.first(where: { cellForItem(at: $0) === cell }) else { return false }
        let actions = leading
            ? delegate.listView(self, leadingSwipeActionsForItemAt: indexPath)
            : delegate.listView(self, trailingSwipeActionsForItemAt: indexPath)
        guard let action = actions?.first(where: { $0.identifier == identifier }) else { return false }
        return action.handler((), indexPath)
    }
}
#endif
