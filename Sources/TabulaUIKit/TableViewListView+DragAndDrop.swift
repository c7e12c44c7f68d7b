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

extension TableViewListView {
    /// Makes the forwarder the table view's drag delegate while the adapter
    /// lifts rows, and its drop delegate while it takes drops (see
    /// `dragAndDropRoles(in:)`); removes it when it no longer does. A
    /// delegate the app set is never replaced. Drag interaction, off on
    /// iPhone before iOS 15, is turned on when the forwarder first becomes
    /// the drag delegate, and left to the app after.
    func updateDragAndDrop() {
        guard let tableView, let forwarder else { return }
        let roles = forwarder.delegate?.dragAndDropRoles(in: self) ?? (drags: false, drops: false)
        if roles.drags, tableView.dragDelegate == nil {
            tableView.dragDelegate = forwarder
            if #unavailable(iOS 15) { tableView.dragInteractionEnabled = true }
        } else if !roles.drags, tableView.dragDelegate === forwarder {
            tableView.dragDelegate = nil
        }
        if roles.drops, tableView.dropDelegate == nil {
            tableView.dropDelegate = forwarder
        } else if !roles.drops, tableView.dropDelegate === forwarder {
            tableView.dropDelegate = nil
        }
    }
}
#endif
