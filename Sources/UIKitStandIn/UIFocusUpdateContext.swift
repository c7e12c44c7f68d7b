import Foundation

// Focus updates, as table and collection views report them to their delegates.

// https://developer.apple.com/documentation/uikit/uifocusupdatecontext
/// An object that provides information relevant to a specific focus update
/// from one view to another.
@MainActor
open class UIFocusUpdateContext: NSObject {
    /// Stand-in: UIKit makes contexts itself; tests make them here.
    public override init() {}
}

// https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext
/// A context object that provides information relevant to a specific focus
/// update from one view to another.
@MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    // https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext/previouslyfocusedindexpath
    /// The index path of the previously focused cell, or `nil` if a table view cell wasn't focused.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    // https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext/nextfocusedindexpath
    /// The index path of the cell that will be focused next, or `nil` if no table view cell will be focused.
    open private(set) var nextFocusedIndexPath: IndexPath?

    /// Stand-in: a context of a focus update between the two index paths.
    package init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewfocusupdatecontext
/// A context object that provides information relevant to a specific focus
/// update from one view to another.
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    // https://developer.apple.com/documentation/uikit/uicollectionviewfocusupdatecontext/previouslyfocusedindexpath
    /// The index path of the previously focused item, or `nil` if a collection view item wasn't focused.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    // https://developer.apple.com/documentation/uikit/uicollectionviewfocusupdatecontext/nextfocusedindexpath
    /// The index path of the item that will be focused next, or `nil` if no collection view item will be focused.
    open private(set) var nextFocusedIndexPath: IndexPath?

    /// Stand-in: a context of a focus update between the two index paths.
    package init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}

// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator
/// A coordinator of focus-related animations during a focus update.
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Stand-in: UIKit makes coordinators itself; tests make them here.
    public override init() {}
}
