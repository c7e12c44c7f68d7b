import Foundation

// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// An object that manages a view hierarchy for your UIKit app.
///
/// Stand-in for UIKit's `UIViewController`: its type, which
/// `UIContextMenuContentPreviewProvider` names, and the superclass of the
/// table and collection view controllers.
@MainActor
open class UIViewController {
    /// Creates a view controller; UIKit's come from `init(nibName:bundle:)`.
    package init() {}
}
