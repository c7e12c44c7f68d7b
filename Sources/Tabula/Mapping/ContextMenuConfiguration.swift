import Foundation

/// How a menu action behaves and looks, as UIKit's `UIMenuElement.Attributes`.
public struct MenuActionAttributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: Int

    /// Creates attributes from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The action cannot be chosen.
    public static let disabled = MenuActionAttributes(rawValue: 1 << 0)
    /// The action destroys something (shown in red).
    public static let destructive = MenuActionAttributes(rawValue: 1 << 1)
    /// The action is not shown.
    public static let hidden = MenuActionAttributes(rawValue: 1 << 2)
    /// Choosing the action leaves the menu open.
    public static let keepsMenuPresented = MenuActionAttributes(rawValue: 1 << 3)
}

/// One action of a context menu, as data: a UIKit skin turns it into a
/// `UIAction` and calls ``handler`` when it is chosen.
public struct MenuAction<Model>: Sendable {
    /// The action's title.
    public var title: String
    /// Names the action (UIKit's `UIAction.Identifier`).
    public var identifier: String
    /// Disabled, destructive, hidden, keeps the menu presented.
    public var attributes: MenuActionAttributes
    /// Performs the action on the row's model at its index path.
    public var handler: @MainActor (Model, IndexPath) -> Void

    /// Creates a menu action.
    /// - Parameters:
    ///   - title: The action's title.
    ///   - identifier: Names the action.
    ///   - attributes: How it behaves and looks; none by default.
    ///   - handler: Performs the action.
    public init(title: String, identifier: String, attributes: MenuActionAttributes = [],
                handler: @escaping @MainActor (Model, IndexPath) -> Void) {
        self.title = title
        self.identifier = identifier
        self.attributes = attributes
        self.handler = handler
    }

    /// The same action taking any model: its handler casts the model to
    /// `Model` and does nothing when the cast fails (an `Optional` is
    /// unwrapped first). O(1).
    public func erased() -> MenuAction<Any> {
        let handler = self.handler
        return MenuAction<Any>(title: title, identifier: identifier, attributes: attributes) { model, indexPath in
            guard let typed = unwrapModel(model) as? Model else { return }
            handler(typed, indexPath)
        }
    }

    /// The same action bound to `model`: its handler ignores the model it is
    /// given and acts on `model`, so a view that knows no models can perform
    /// it. O(1).
    /// - Parameter model: The row's model.
    @MainActor
    public func bound(to model: Model) -> MenuAction<Void> {
        let handler = self.handler
        return MenuAction<Void>(title: title, identifier: identifier, attributes: attributes) { _, indexPath in
            handler(model, indexPath)
        }
    }
}

/// A row's context menu, as data: a UIKit skin turns it into a
/// `UIContextMenuConfiguration` whose menu holds ``actions``.
///
/// ```swift
/// registry.on(.contextMenuConfiguration, for: ContactCell.self) { contact, indexPath in
///     ContextMenuConfiguration(identifier: "contact", title: contact.name, actions: [
///         MenuAction(title: "Call", identifier: "call") { contact, _ in phone.call(contact) },
///     ])
/// }
/// ```
public struct ContextMenuConfiguration<Model>: Sendable {
    /// Names the configuration (UIKit's `identifier`, for previews and animations).
    public var identifier: String
    /// The menu's title; empty for none.
    public var title: String
    /// The menu's actions, in order.
    public var actions: [MenuAction<Model>]

    /// Creates a context menu configuration.
    /// - Parameters:
    ///   - identifier: Names the configuration.
    ///   - title: The menu's title; empty for none.
    ///   - actions: The menu's actions, in order.
    public init(identifier: String, title: String = "", actions: [MenuAction<Model>]) {
        self.identifier = identifier
        self.title = title
        self.actions = actions
    }

    /// The same configuration taking any model (see ``MenuAction/erased()``).
    /// O(*a*) for *a* actions.
    public func erased() -> ContextMenuConfiguration<Any> {
        ContextMenuConfiguration<Any>(identifier: identifier, title: title, actions: actions.map { $0.erased() })
    }

    /// The same menu with every action bound to `model`
    /// (``MenuAction/bound(to:)``). O(*n*) in the actions.
    /// - Parameter model: The row's model.
    @MainActor
    public func bound(to model: Model) -> ContextMenuConfiguration<Void> {
        ContextMenuConfiguration<Void>(identifier: identifier, title: title, actions: actions.map { $0.bound(to: model) })
    }
}
