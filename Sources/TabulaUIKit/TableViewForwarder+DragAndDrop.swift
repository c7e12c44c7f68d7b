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

// The forwarder is the table view's drag and drop delegate while the adapter
// has handlers for `.canDrag` or `.drop` (`TableViewListView+DragAndDrop.swift`).
// A lifted row travels as its `DragItem`, in the drag item's `localObject`;
// drops of anything else (another app's data) are left to the app.

extension TableViewForwarder: UITableViewDragDelegate, UITableViewDropDelegate {
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
    /// The row at `indexPath` as a drag item; none when it may not be dragged.
    package func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                           at indexPath: IndexPath) -> [UIDragItem] {
        guard let delegate, let listView else { return [] }
        return delegate.listView(listView, dragItemsForItemAt: indexPath).map(UIDragItem.init(carrying:))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforaddingto:at:point:)
    /// The row at `indexPath`, added to a drag under way; none when it may
    /// not be dragged or is dragged already.
    package func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
                           at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        UIDragItem.adding(self.tableView(tableView, itemsForBeginning: session, at: indexPath), to: session)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:dragsessionisrestrictedtodraggingapplication:)
    /// `true`: a row travels as its model, which only this app can read;
    /// another app would receive an empty item.
    package func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        true
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:canhandle:)
    /// Whether the drop is of rows dragged from a list in this app.
    package func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        session.localDragSession != nil && DragItem.all(in: session.items) != nil
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:dropsessiondidupdate:withdestinationindexpath:)
    /// A move, opening a gap where the rows would go, when the adapter takes them; forbidden otherwise.
    package func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                           withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        guard let delegate, let listView, let items = DragItem.all(in: session.items),
              delegate.listView(listView, dropProposalFor: items, at: destinationIndexPath).operation == .move else {
            return UITableViewDropProposal(operation: .forbidden, intent: .unspecified)
        }
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)
    /// Hands the rows to the adapter, which commits them and shows the result
    /// in a batch, then animates each row the table view shows to its place.
    package func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let dropped = coordinator.items.map(\.dragItem)
        guard let delegate, let listView, let items = DragItem.all(in: dropped) else { return }
        let landed = delegate.listView(listView, performDrop: items, at: coordinator.destinationIndexPath)
        for (dragItem, indexPath) in zip(dropped, landed) {
            guard let indexPath else { continue }
            coordinator.drop(dragItem, toRowAt: indexPath)
        }
    }
}
#endif
