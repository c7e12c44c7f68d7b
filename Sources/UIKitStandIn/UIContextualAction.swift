import Foundation

// https://developer.apple.com/documentation/uikit/uicontextualaction
/// An action to display when the user swipes a table row.
///
/// Stand-in for UIKit's `UIContextualAction`; see the module notes in
/// `UIKitStandIn.swift`. UIKit's initializer is a convenience initializer of
/// an `NSObject` subclass; here the class has no superclass to delegate to.
@MainActor
open class UIContextualAction {
    // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    /// Styles that you can apply to the action button.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal = 0
        /// An action that deletes data or performs some type of destructive task.
        case destructive = 1
    }

    // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
    /// The handler block to call in response to the selection of an action.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    // https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
    /// Creates a new contextual action with the specified title and handler.
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
    /// The style that is applied to the action button.
    open private(set) var style: UIContextualAction.Style

    // https://developer.apple.com/documentation/uikit/uicontextualaction/title
    /// The title displayed on the action button.
    open var title: String?

    // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
    /// The handler block to execute when the user selects the action.
    open private(set) var handler: UIContextualAction.Handler
}

// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
/// The set of actions to perform when swiping on rows of a table.
///
/// Stand-in for UIKit's `UISwipeActionsConfiguration`; see the module notes in
/// `UIKitStandIn.swift`.
@MainActor
open class UISwipeActionsConfiguration {
    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    /// Creates a swipe action configuration object with the specified set of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }

    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
    /// The swipe actions.
    open private(set) var actions: [UIContextualAction]

    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
    /// A Boolean value indicating whether a full swipe automatically performs the first action.
    open var performsFirstActionWithFullSwipe = true
}
