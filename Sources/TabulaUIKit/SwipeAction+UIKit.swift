// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
import Foundation
import Tabula

// Not on tvOS: it has no swipe actions, and context menus only from tvOS 17.

// UIKit calls a contextual action's handler off no particular isolation in
// its signature, but always on the main thread; the typed handler is
// main-actor isolated, hence `assumeIsolated`.

extension SwipeAction where Model == Void {
    /// The action as UIKit's `UIContextualAction` for the row at `indexPath`:
    /// tapping it runs `handler` with the row's index path, and hands its
    /// answer to UIKit's completion handler. The action holds only this
    /// value's handler, which holds the row's model, never the forwarder.
    /// - Parameter indexPath: The row the action acts on.
    @MainActor
    public func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let handler = self.handler
        return UIContextualAction(style: UIContextualAction.Style(style), title: title) { _, _, completion in
            let completed = MainActor.assumeIsolated { handler((), indexPath) }
            completion(completed)
        }
    }
}

extension UIContextualAction.Style {
    /// The UIKit style of a `SwipeActionStyle`.
    /// - Parameter style: Normal or destructive.
    public init(_ style: SwipeActionStyle) {
        switch style {
        case .normal: self = .normal
        case .destructive: self = .destructive
        }
    }
}

extension UISwipeActionsConfiguration {
    /// A configuration of `actions`, in order, for the row at `indexPath`;
    /// `nil` for `nil`, so that UIKit does what it does without a configuration.
    /// - Parameters:
    ///   - actions: The row's actions, bound to its model; `nil`: none given.
    ///   - indexPath: The row the actions act on.
    @MainActor
    public static func tabula(_ actions: [SwipeAction<Void>]?, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let actions else { return nil }
        return UISwipeActionsConfiguration(actions: actions.map { $0.contextualAction(at: indexPath) })
    }
}
#endif
