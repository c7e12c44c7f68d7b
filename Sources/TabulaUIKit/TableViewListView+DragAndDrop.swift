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
    /// Makes the forwarder the table view's drag and drop delegate, with drag
    /// interaction on (it is off on iPhone), while the adapter has handlers
    /// for ``ListEvent/canDrag`` or ``ListEvent/drop``; removes it otherwise,
    /// leaving an app's own delegates and setting alone.
    func updateDragAndDrop() {
        guard let tableView, let forwarder else { return }
        let handled = forwarder.delegate.map { $0.listView(self, handles: .canDrag) || $0.listView(self, handles: .drop) } ?? false
        if handled {
            if tableView.dragDelegate !== forwarder { tableView.dragDelegate = forwarder }
            if tableView.dropDelegate !== forwarder { tableView.dropDelegate = forwarder }
            tableView.dragInteractionEnabled = true
        } else {
            if tableView.dragDelegate === forwarder { tableView.dragDelegate = nil }
            if tableView.dropDelegate === forwarder { tableView.dropDelegate = nil }
        }
    }
}
#endif
