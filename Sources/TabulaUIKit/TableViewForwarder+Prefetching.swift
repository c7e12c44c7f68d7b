// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension TableViewForwarder: UITableViewDataSourcePrefetching {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)
    /// Hands the rows UIKit will need soon to the delegate's prefetch handlers.
    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, prefetchItemsAt: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:)
    /// Tells the delegate's handlers the rows are no longer needed.
    package func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, cancelPrefetchingForItemsAt: indexPaths)
    }
}
#endif
