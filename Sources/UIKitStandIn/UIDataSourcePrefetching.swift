import Foundation

// UIKit's optional requirements (cancelling) are left out: Linux has no
// `@objc optional`, and no stand-in view calls them.

// https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching
/// A protocol that provides advance warning of the data requirements for a
/// table view, allowing you to start potentially long-running data operations early.
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)
    /// Instructs your prefetch data source object to begin preparing data for
    /// the cells at the supplied index paths.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching
/// A protocol that provides advance warning of the data requirements for a
/// collection view, allowing the triggering of asynchronous data load operations.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
    /// Instructs your prefetch data source object to begin preparing data for
    /// the cells at the supplied index paths.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
}
