import Foundation

// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// An object that manages a view hierarchy for your UIKit app.
///
/// Stand-in for UIKit's `UIViewController`: its type, which
/// `UIContextMenuContentPreviewProvider` names, the superclass of the table
/// and collection view controllers, and the containment calls of a parent
/// view controller, which keep UIKit's order: `addChild(_:)` calls
/// `willMove(toParent:)`, `removeFromParent()` calls `didMove(toParent: nil)`.
@MainActor
open class UIViewController {
    /// The view, once loaded.
    private var loadedView: UIView?
    /// The children, in order, for tests to inspect (UIKit's `children`).
    package private(set) var standInChildren: [UIViewController] = []

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    /// Creates a view controller, as `NSObject`'s `init()` does in UIKit.
    /// Public, unlike the module's other initializers: apps subclass view
    /// controllers and make them with `init()`, and code written that way
    /// (the documentation's examples) must compile here too.
    public init() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// The view that the controller manages. Loaded when first read, as
    /// UIKit's `loadView()` does: a plain view.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let view = UIView()
            loadedView = view
            return view
        }
        set { loadedView = newValue }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    /// The parent view controller of the recipient.
    open private(set) weak var parent: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    /// Adds the specified view controller as a child of the current view controller.
    open func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        childController.parent?.standInChildren.removeAll { $0 === childController }
        standInChildren.append(childController)
        childController.parent = self
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    /// Removes the view controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.standInChildren.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    /// Called just before the view controller is added or removed from a
    /// container view controller.
    open func willMove(toParent parent: UIViewController?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    /// Called after the view controller is added or removed from a container
    /// view controller.
    open func didMove(toParent parent: UIViewController?) {}
}
