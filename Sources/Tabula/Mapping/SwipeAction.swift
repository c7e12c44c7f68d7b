import Foundation

/// How a swipe action looks, as UIKit's `UIContextualAction.Style`.
public enum SwipeActionStyle: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that destroys something (shown in red; a full swipe may
    /// remove the row before the handler answers).
    case destructive
}

/// One swipe action of a row, as data: a UIKit skin turns it into a
/// `UIContextualAction` and calls ``handler`` when it is tapped.
///
/// ```swift
/// registry.on(.trailingSwipeActions, for: ContactCell.self) { contact, indexPath in
///     [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { contact, indexPath in
///         store.remove(contact)
///         return true
///     }]
/// }
/// ```
///
/// `Model` is the model type of the registration it comes from; what the
/// registry hands the adapter is a `SwipeAction<Any>` whose handler casts the
/// model back (``erased()``).
public struct SwipeAction<Model>: Sendable {
    /// The button's title.
    public var title: String
    /// Normal or destructive.
    public var style: SwipeActionStyle
    /// Names the action, for tests and UI automation (an accessibility identifier).
    public var identifier: String
    /// Performs the action on the row's model at its index path; returns
    /// whether it completed (UIKit's completion handler argument).
    public var handler: @MainActor (Model, IndexPath) -> Bool

    /// Creates a swipe action.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: Normal or destructive; normal by default.
    ///   - identifier: Names the action, for tests and UI automation.
    ///   - handler: Performs the action; returns whether it completed.
    public init(title: String, style: SwipeActionStyle = .normal, identifier: String,
                handler: @escaping @MainActor (Model, IndexPath) -> Bool) {
        self.title = title
        self.style = style
        self.identifier = identifier
        self.handler = handler
    }

    /// The same action taking any model: its handler casts the model to
    /// `Model` and returns `false`, without calling the typed handler, when
    /// the cast fails (an `Optional` is unwrapped first). O(1).
    public func erased() -> SwipeAction<Any> {
        let handler = self.handler
        return SwipeAction<Any>(title: title, style: style, identifier: identifier) { model, indexPath in
            guard let typed = unwrapModel(model) as? Model else { return false }
            return handler(typed, indexPath)
        }
    }

    /// The same action bound to `model`: its handler ignores the model it
    /// is given and acts on `model`. An adapter binds each action to the
    /// row it was asked about, so the view that shows the action, which
    /// knows no models, can perform it. O(1).
    /// - Parameter model: The row's model.
    @MainActor
    public func bound(to model: Model) -> SwipeAction<Void> {
        let handler = self.handler
        return SwipeAction<Void>(title: title, style: style, identifier: identifier) { _, indexPath in
            handler(model, indexPath)
        }
    }
}
