import Foundation

// https://developer.apple.com/documentation/appkit/nsoutlineview
/// A view that uses a row-and-column format to display hierarchical data like
/// directories and files that can be expanded and collapsed.
///
/// Stand-in for AppKit's `NSOutlineView`; see the module notes in
/// `AppKitStandIn.swift`. Its calls, and those it inherits from
/// ``NSTableView``, go to ``NSTableView/backend``; the outline calls reach it
/// when it is an ``NSOutlineViewStandInBackend``. Without one, nothing is
/// expanded and the calls are ignored.
@MainActor
open class NSOutlineView: NSTableView {
    /// The backend, when it takes outline calls.
    private var outlineBackend: (any NSOutlineViewStandInBackend)? { backend as? any NSOutlineViewStandInBackend }

    /// Creates an outline view with no items, in no window.
    override package init() {
        super.init()
    }

    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/insertitems(at:inparent:withanimation:)
    /// Inserts new items at the given indexes in the given parent with the
    /// specified optional animations.
    open func insertItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        outlineBackend?.insertItems(at: indexes, inParent: parent, withAnimation: animationOptions)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/removeitems(at:inparent:withanimation:)
    /// Removes items at the given indexes in the given parent with the
    /// specified optional animations.
    open func removeItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        outlineBackend?.removeItems(at: indexes, inParent: parent, withAnimation: animationOptions)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/moveitem(at:inparent:to:inparent:)
    /// Moves an item at a given index in the given parent to a new index in a new parent.
    open func moveItem(at fromIndex: Int, inParent oldParent: Any?, to toIndex: Int, inParent newParent: Any?) {
        outlineBackend?.moveItem(at: fromIndex, inParent: oldParent, to: toIndex, inParent: newParent)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/reloaditem(_:reloadchildren:)
    /// Reloads a given item and, optionally, its children.
    open func reloadItem(_ item: Any?, reloadChildren: Bool) {
        outlineBackend?.reloadItem(item, reloadChildren: reloadChildren)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/expanditem(_:)
    /// Expands a given item.
    open func expandItem(_ item: Any?) {
        outlineBackend?.expandItem(item)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/collapseitem(_:)
    /// Collapses a given item.
    open func collapseItem(_ item: Any?) {
        outlineBackend?.collapseItem(item)
    }

    // https://developer.apple.com/documentation/appkit/nsoutlineview/isitemexpanded(_:)
    /// Returns a Boolean value that indicates whether a given item is expanded.
    open func isItemExpanded(_ item: Any?) -> Bool {
        outlineBackend?.isItemExpanded(item) ?? false
    }
}

/// Receives the outline calls a stand-in ``NSOutlineView`` gets, besides the
/// table calls it inherits, so that a test can check them against AppKit's
/// semantics (for example by forwarding them to `TabulaTesting`'s headless
/// model of the outline view).
///
/// The requirements repeat ``NSOutlineView``'s own, name for name.
@MainActor
package protocol NSOutlineViewStandInBackend: NSTableViewStandInBackend {
    /// Receives ``NSOutlineView/insertItems(at:inParent:withAnimation:)``.
    func insertItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions)
    /// Receives ``NSOutlineView/removeItems(at:inParent:withAnimation:)``.
    func removeItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions)
    /// Receives ``NSOutlineView/moveItem(at:inParent:to:inParent:)``.
    func moveItem(at fromIndex: Int, inParent oldParent: Any?, to toIndex: Int, inParent newParent: Any?)
    /// Receives ``NSOutlineView/reloadItem(_:reloadChildren:)``.
    func reloadItem(_ item: Any?, reloadChildren: Bool)
    /// Receives ``NSOutlineView/expandItem(_:)``.
    func expandItem(_ item: Any?)
    /// Receives ``NSOutlineView/collapseItem(_:)``.
    func collapseItem(_ item: Any?)
    /// Answers ``NSOutlineView/isItemExpanded(_:)``.
    func isItemExpanded(_ item: Any?) -> Bool
}
