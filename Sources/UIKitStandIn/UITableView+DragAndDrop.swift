import Foundation

// A table view's drag and drop: its delegates and the drop's coordinator.

// https://developer.apple.com/documentation/uikit/uitableviewdragdelegate
/// The interface for initiating drags from a table view.
///
/// Stand-in: UIKit's optional requirements are left out (Linux has no
/// `@objc optional`); the forwarder's methods carry the same signatures.
@MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
    /// Provides the initial set of items (if any) to drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}

// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate
/// The interface for handling drops in a table view.
@MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)
    /// Tells your delegate to incorporate the drop data into the table view.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
}

// https://developer.apple.com/documentation/uikit/uitableviewdropproposal
/// Your proposed solution for handling a drop in a table view.
@MainActor
open class UITableViewDropProposal: UIDropProposal {
    // https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent-swift.enum
    /// Constants indicating how you intend to handle a drop.
    public enum Intent: Int, Sendable {
        /// No drop proposal was specified.
        case unspecified = 0
        /// Insert the dropped content at the specified index path.
        case insertAtDestinationIndexPath = 1
        /// Incorporate the dropped content into the row at the specified index path.
        case insertIntoDestinationIndexPath = 2
        /// Insert or incorporate the dropped content, as the drop's position decides.
        case automatic = 3
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdropproposal/init(dropoperation:intent:)
    /// Creates a drop proposal object with the specified drop operation and intent.
    public init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent-swift.property
    /// The way you intend to incorporate the dropped content.
    open private(set) var intent: UITableViewDropProposal.Intent
}

// https://developer.apple.com/documentation/uikit/uitableviewdropitem
/// The data associated with an item being dropped into the table view.
@MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdropitem/dragitem
    /// The drag item containing the data.
    var dragItem: UIDragItem { get }
    // https://developer.apple.com/documentation/uikit/uitableviewdropitem/sourceindexpath
    /// The item's location in the table view, when it is from this table view.
    var sourceIndexPath: IndexPath? { get }
}

// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator
/// An object that coordinates the incorporation of dropped data into your table view.
@MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/items
    /// The items being dragged into the table view.
    var items: [any UITableViewDropItem] { get }
    // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/destinationindexpath
    /// The location at which to drop items into the table view; `nil` over no row.
    var destinationIndexPath: IndexPath? { get }
    // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/session
    /// The drop session.
    var session: any UIDropSession { get }
    // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/drop(_:torowat:)
    /// Animates the item to the specified row of the table view, which you
    /// inserted before calling this method.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}
