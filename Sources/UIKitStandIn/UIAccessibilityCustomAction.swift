import Foundation

// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
/// A custom action to perform on an accessible element.
///
/// Stand-in for UIKit's `UIAccessibilityCustomAction`; see the module notes
/// in `UIKitStandIn.swift`. UIKit's class subclasses `NSObject`; here it has
/// no superclass.
@MainActor
open class UIAccessibilityCustomAction {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomactionhandler
    /// A closure that performs the action and returns whether it succeeded.
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    /// Creates a custom action with a localized name and a handler.
    @available(iOS 13.0, tvOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
    /// A localized name that describes the action.
    open var name: String

    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/actionhandler
    /// The handler that performs the action.
    @available(iOS 13.0, tvOS 13.0, *)
    open var actionHandler: UIAccessibilityCustomAction.Handler?
}
