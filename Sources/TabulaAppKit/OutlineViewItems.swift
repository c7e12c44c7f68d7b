// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// An outline as the items of an `NSOutlineView`, for its data source: one
/// stable object per item identifier, the children of each, and back from an
/// object to its identifier and item.
///
/// `NSOutlineView` keeps the objects its data source returns and tells items
/// apart by them: "Each item in the outline view must be unique. In order for
/// the collapsed state to remain consistent between reloads the item's
/// pointer must remain the same"
/// (https://developer.apple.com/documentation/appkit/nsoutlineview). A Swift
/// value returned as `Any` is boxed anew each time, so the view would see a
/// new item at every call; this type hands out one object per identifier,
/// for as long as the outline has the identifier.
///
/// Hold one, give it to `NSOutlineView.apply(_:to:animation:itemContentEqual:)`,
/// and answer the data source from it:
///
/// ```swift
/// func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
///     items.numberOfChildren(ofItem: item)
/// }
/// func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
///     items.child(index, ofItem: item)
/// }
/// func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
///     items.isItemExpandable(item)
/// }
/// ```
///
/// During an animated update it answers with the children the view has after
/// each call, whenever AppKit asks; otherwise with the outline's. The names
/// follow AppKit's `NSTableViewDiffableDataSource` (`itemIdentifier(forRow:)`,
/// `row(forItemIdentifier:)`).
@MainActor
public final class OutlineViewItems<ItemID: Hashable, Item> {
    /// The outline the view shows (or, during an update, is about to show).
    public private(set) var outline: Outline<ItemID, Item>
    /// The object handed out for each identifier.
    private var objects: [ItemID: OutlineViewItemObject<ItemID>] = [:]
    /// During an animated update, the children the view has after the calls so far.
    private var inFlight: OutlineViewState<ItemID>?

    /// The items of `outline`.
    /// - Parameter outline: The outline the view is to show. O(1).
    public init(_ outline: Outline<ItemID, Item> = Outline()) {
        self.outline = outline
    }

    /// The number of children of `item` (of the roots for `nil`), for
    /// `outlineView(_:numberOfChildrenOfItem:)`; 0 for an object that is not one of these items.
    ///
    /// Complexity: O(1) for a parent shown expanded during an update, O(*f*) otherwise for fanout *f*.
    /// - Parameter item: An object this type handed out, or `nil`.
    public func numberOfChildren(ofItem item: Any?) -> Int {
        children(of: item)?.count ?? 0
    }

    /// The object for child `index` of `item` (of the roots for `nil`), for
    /// `outlineView(_:child:ofItem:)`.
    ///
    /// AppKit needs an object whatever it asks; for an index the data does
    /// not have, or an object that is not one of these items, this returns a
    /// placeholder that stands for no item (``itemIdentifier(for:)`` is `nil` for it).
    ///
    /// Complexity: O(*f*) for fanout *f*, O(1) for a parent shown expanded during an update.
    /// - Parameters:
    ///   - index: The child's index among its parent's children.
    ///   - item: An object this type handed out, or `nil` for the roots.
    public func child(_ index: Int, ofItem item: Any?) -> Any {
        guard let list = children(of: item), list.indices.contains(index) else { return Self.placeholder }
        return object(for: list[index])
    }

    /// Whether `item` has children to show, or to load, for
    /// `outlineView(_:isItemExpandable:)`; `false` for an object that is not one of these items. O(1).
    /// - Parameter item: An object this type handed out.
    public func isItemExpandable(_ item: Any) -> Bool {
        guard let id = itemIdentifier(for: item) else { return false }
        return outline.hasChildren(id)
    }

    /// The identifier of the item `object` stands for; `nil` for an object
    /// that is not one of these items. O(1).
    /// - Parameter object: An object the view got from this type, such as the
    ///   `item` of a data source or delegate method.
    public func itemIdentifier(for object: Any?) -> ItemID? {
        (object as? OutlineViewItemObject<ItemID>)?.id
    }

    /// The item `object` stands for; `nil` for an object that is not one of
    /// these items, or whose item left the outline. O(1).
    /// - Parameter object: An object the view got from this type.
    public func item(for object: Any?) -> Item? {
        itemIdentifier(for: object).flatMap { outline.item(for: $0) }
    }

    /// The object the view knows the item with identifier `id` by, for
    /// `NSOutlineView` calls such as `row(forItem:)` or `expandItem(_:)`;
    /// `nil` when the outline has no such item. The same object every time
    /// while the outline has the item. O(1).
    /// - Parameter id: An item identifier.
    public func object(forItemIdentifier id: ItemID) -> Any? {
        guard outline.contains(id) || inFlight?.isShown(id) == true else { return nil }
        return object(for: id)
    }

    // MARK: - Plumbing for the update

    /// The object for `id`, made the first time it is asked for.
    func object(for id: ItemID) -> OutlineViewItemObject<ItemID> {
        if let object = objects[id] { return object }
        let object = OutlineViewItemObject(id: id)
        objects[id] = object
        return object
    }

    /// The children of `item` as the view is to see them now; `nil` for a foreign object.
    private func children(of item: Any?) -> [ItemID]? {
        let parent: ItemID?
        if let item {
            guard let id = itemIdentifier(for: item) else { return nil }
            parent = id
        } else {
            parent = nil
        }
        return inFlight?.children(of: parent, target: outline) ?? outline.childList(ofParent: parent)
    }

    /// Starts an animated update from what the view shows to `new`: the data
    /// source answers with the view's children call by call from now on.
    func beginUpdate(to new: Outline<ItemID, Item>) {
        inFlight = OutlineViewState(showing: outline)
        outline = new
    }

    /// Records a call about to be made to the view.
    func willApply(_ operation: SequentialOutlineUpdate<ItemID>.Operation) {
        inFlight?.apply(operation, target: outline)
    }

    /// Ends an update, or replaces the outline without one: the data source
    /// answers with the outline's children; the objects of items that left are dropped.
    func endUpdate(with new: Outline<ItemID, Item>) {
        inFlight = nil
        outline = new
        objects = objects.filter { new.contains($0.key) }
    }

    /// The object answered for a child the data does not have.
    private static var placeholder: OutlineViewItemObject<ItemID?> { OutlineViewItemObject(id: nil) }
}

/// The object an `NSOutlineView` holds for one item: compared by identity,
/// as `NSObject` compares (`isEqual(_:)` and `hash` are the object's own).
final class OutlineViewItemObject<ItemID: Hashable>: NSObject {
    /// The item's identifier.
    let id: ItemID

    init(id: ItemID) {
        self.id = id
        super.init()
    }

    override var description: String { "OutlineViewItem(\(id))" }
}
#endif
