import Foundation

// A collection view's drag and drop: its delegates and the drop's coordinator.

// https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate
/// The interface for initiating drags from a collection view.
///
/// Stand-in: UIKit's optional requirements are left out (Linux has no
/// `@objc optional`); the forwarder's methods carry the same signatures.
@MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:itemsforbeginning:at:)
    /// Provides the initial set of items (if any) to drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate
/// The interface for handling drops in a collection view.
@MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:performdropwith:)
    /// Tells your delegate to incorporate the drop data into the collection view.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal
/// Your proposed solution for handling a drop in a collection view.
@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/intent-swift.enum
    /// Constants indicating how you intend to handle a drop.
    public enum Intent: Int, Sendable {
        /// No drop proposal was specified.
        case unspecified = 0
        /// Insert the dropped content at the specified index path.
        case insertAtDestinationIndexPath = 1
        /// Incorporate the dropped content into the item at the specified index path.
        case insertIntoDestinationIndexPath = 2
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/init(operation:intent:)
    /// Creates a drop proposal object with the specified drop operation and intent.
    public init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/intent-swift.property
    /// The way you intend to incorporate the dropped content.
    open private(set) var intent: UICollectionViewDropProposal.Intent
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdropitem
/// The data associated with an item being dropped into the collection view.
@MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropitem/dragitem
    /// The drag item containing the data.
    var dragItem: UIDragItem { get }
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropitem/sourceindexpath
    /// The item's location in the collection view, when it is from this collection view.
    var sourceIndexPath: IndexPath? { get }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator
/// An object that coordinates the incorporation of dropped data into your collection view.
@MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/items
    /// The items being dragged into the collection view.
    var items: [any UICollectionViewDropItem] { get }
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/destinationindexpath
    /// The location at which to drop items; `nil` over no item.
    var destinationIndexPath: IndexPath? { get }
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/session
    /// The drop session.
    var session: any UIDropSession { get }
    // https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator/drop(_:toitemat:)
    /// Animates the item to the specified location of the collection view,
    /// where you inserted an item before calling this method.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}
