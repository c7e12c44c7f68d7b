// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
import Foundation
import Tabula

// Swipe actions (`UIContextualAction`) do not exist on tvOS, and context
// menus only from tvOS 17, so neither is forwarded there.

extension TableViewForwarder {
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    /// The delegate's leading actions as a configuration; `nil` without them.
    package func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let delegate, let listView else { return nil }
        return .tabula(delegate.listView(listView, leadingSwipeActionsForItemAt: indexPath), at: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    /// The delegate's trailing actions as a configuration; `nil` (UIKit's
    /// delete action, for an editable row) without them.
    package func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let delegate, let listView else { return nil }
        return .tabula(delegate.listView(listView, trailingSwipeActionsForItemAt: indexPath), at: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
    /// The delegate's menu as a configuration; `nil`, no menu, without one.
    package func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate, let listView else { return nil }
        return delegate.listView(listView, contextMenuConfigurationForItemAt: indexPath)?.contextMenuConfiguration(at: indexPath)
    }
}
#endif
