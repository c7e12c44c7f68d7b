// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

// Drag and drop does not exist on tvOS.
#if ((canImport(UIKit) && !os(watchOS)) || os(Linux)) && !os(tvOS)
import Foundation
import Tabula

// The forwarder is the collection view's drag and drop delegate while the adapter
// has handlers for `.canDrag` or `.drop` (`CollectionViewListView+DragAndDrop.swift`).
// A lifted row travels as its `DragItem`, in the drag item's `localObject`;
// drops of anything else (another app's data) are left to the app.

extension CollectionViewForwarder: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:itemsforbeginning:at:)
    /// The item at `indexPath` as a drag item; none when it may not be dragged.
    package func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                                at indexPath: IndexPath) -> [UIDragItem] {
        guard let delegate, let listView else { return [] }
        return delegate.listView(listView, dragItemsForItemAt: indexPath).map(UIDragItem.init(carrying:))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:itemsforaddingto:at:point:)
    /// The item at `indexPath`, added to a drag under way; none when it may
    /// not be dragged or is dragged already.
    package func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                                at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        UIDragItem.adding(self.collectionView(collectionView, itemsForBeginning: session, at: indexPath), to: session)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:dragsessionisrestrictedtodraggingapplication:)
    /// `true`: a row travels as its model, which only this app can read;
    /// another app would receive an empty item.
    package func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        true
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:canhandle:)
    /// Whether the drop is of rows dragged from a list in this app.
    package func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.localDragSession != nil && DragItem.all(in: session.items) != nil
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:dropsessiondidupdate:withdestinationindexpath:)
    /// A move, opening a gap where the rows would go, when the adapter takes them; forbidden otherwise.
    package func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                                withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard let delegate, let listView, let items = DragItem.all(in: session.items),
              delegate.listView(listView, dropProposalFor: items, at: destinationIndexPath).operation == .move else {
            return UICollectionViewDropProposal(operation: .forbidden, intent: .unspecified)
        }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate/collectionview(_:performdropwith:)
    /// Hands the rows to the adapter, which commits them and shows the result
    /// in a batch, then animates each row the collection view shows to its place.
    package func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        let dropped = coordinator.items.map(\.dragItem)
        guard let delegate, let listView, let items = DragItem.all(in: dropped) else { return }
        let landed = delegate.listView(listView, performDrop: items, at: coordinator.destinationIndexPath)
        for (dragItem, indexPath) in zip(dropped, landed) {
            guard let indexPath else { continue }
            coordinator.drop(dragItem, toItemAt: indexPath)
        }
    }
}
#endif
