import Foundation

// Drag and drop's shared types, as table and collection views use them:
// the item dragged, the sessions, the proposal and the operation.

// https://developer.apple.com/documentation/foundation/nsitemprovider
/// An item provider for conveying data or a file between processes during
/// drag-and-drop or copy-and-paste activities.
///
/// Stand-in for Foundation's `NSItemProvider`, which Linux's Foundation does
/// not have; Tabula only makes empty ones (its rows travel as `localObject`).
open class NSItemProvider: NSObject {
    // https://developer.apple.com/documentation/foundation/nsitemprovider/init()
    /// Creates an item provider.
    public override init() {}
}

// https://developer.apple.com/documentation/uikit/uidragitem
/// A representation of an underlying data item being dragged from one
/// location to another.
@MainActor
open class UIDragItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uidragitem/init(itemprovider:)
    /// Creates a drag item with an item provider.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }

    // https://developer.apple.com/documentation/uikit/uidragitem/itemprovider
    /// The item provider for the drag item's data.
    open private(set) var itemProvider: NSItemProvider

    // https://developer.apple.com/documentation/uikit/uidragitem/localobject
    /// Additional information attached to the drag item, visible only inside
    /// the app that started the drag.
    open var localObject: Any?
}

// https://developer.apple.com/documentation/uikit/uidragdropsession
/// The common interface of drag and drop sessions.
@MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uidragdropsession/items
    /// The drag items in the session.
    var items: [UIDragItem] { get }
}

// https://developer.apple.com/documentation/uikit/uidragsession
/// An interface for a drag session.
@MainActor
public protocol UIDragSession: UIDragDropSession {}

// https://developer.apple.com/documentation/uikit/uidropsession
/// An interface that lets a drop interaction's delegate access the drag
/// items and metadata of a drop session.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    // https://developer.apple.com/documentation/uikit/uidropsession/localdragsession
    /// The drag session, when the drag started in the same app; otherwise `nil`.
    var localDragSession: (any UIDragSession)? { get }
}

// https://developer.apple.com/documentation/uikit/uidropoperation
/// Operation types that determine how a drag and drop activity resolves when
/// the user drops a drag item.
public enum UIDropOperation: UInt, Sendable {
    /// The drag will be canceled.
    case cancel = 0
    /// The drag will be canceled: the drop would normally be allowed, but is forbidden here.
    case forbidden = 1
    /// The data the drag items represent will be copied to the destination.
    case copy = 2
    /// The data the drag items represent will be moved, within one app.
    case move = 3
}

// https://developer.apple.com/documentation/uikit/uidropproposal
/// A configuration for the behavior of a drop interaction.
@MainActor
open class UIDropProposal: NSObject {
    // https://developer.apple.com/documentation/uikit/uidropproposal/init(operation:)
    /// Creates a drop proposal with the given drop operation.
    public init(operation: UIDropOperation) {
        self.operation = operation
    }

    // https://developer.apple.com/documentation/uikit/uidropproposal/operation
    /// The operation that the drop interaction proposes to perform.
    open private(set) var operation: UIDropOperation
}

// https://developer.apple.com/documentation/uikit/uidraganimating
/// An interface for adding animations that run alongside a drag-and-drop
/// operation's own.
@MainActor
public protocol UIDragAnimating: NSObjectProtocol {}
