// https://developer.apple.com/documentation/uikit/uiwindow
/// The backdrop for your app's user interface and the object that dispatches
/// events to your views.
///
/// Stand-in for UIKit's `UIWindow`; nothing of it is used but its existence,
/// as the type of ``UIView/window``.
@MainActor
open class UIWindow: UIView {}
