import Foundation

/// What a ``CellHosting`` view holds of the ``ListAdapter`` that drives it: the
/// object it asks for counts and cells (its data source) and the one it tells
/// about events (its delegate), both held weakly, as UIKit holds a view's
/// `dataSource` and `delegate`.
///
/// An adapter makes one and sets it on its view; the view reads it for every
/// question it asks. Its members belong to the package: the views that
/// conform to ``CellHosting`` are the ones Tabula ships (`TableViewListView`,
/// `CollectionViewListView`, `HeadlessListView`).
@MainActor
package final class CellListViewConnection {
    /// The object the view asks for counts, cells and supplementary views.
    package private(set) weak var dataSource: (any CellListViewDataSource)?
    /// The object the view tells about selection, display, editing and
    /// moves, and asks about heights.
    package private(set) weak var delegate: (any CellListViewDelegate)?

    /// A connection to an adapter that is both data source and delegate.
    package init(dataSource: (any CellListViewDataSource)?, delegate: (any CellListViewDelegate)?) {
        self.dataSource = dataSource
        self.delegate = delegate
    }
}
