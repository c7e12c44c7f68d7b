import Foundation

/// A list view that a ``ListAdapter`` or a ``ScreenAdapter`` can drive:
/// `TableViewListView` and `CollectionViewListView` (TabulaUIKit) and
/// `HeadlessListView` (TabulaTesting), which runs an adapter, and tests it,
/// on any platform.
///
/// What the adapter asks of the view (registering and dequeuing cells,
/// becoming its data source and delegate) belongs to Tabula and is reached
/// through ``cellHost``, which only those views can make. Write your own
/// ``ListView`` to apply changesets to another kind of view.
@MainActor
public protocol CellListView: ListView {
    /// The view as the adapter drives it. O(1).
    var cellHost: CellHost { get }
}

/// A ``CellListView`` as an adapter drives it: made by the views Tabula
/// ships, read by the adapters. It has nothing to call.
@MainActor
public final class CellHost {
    /// The view, with the requirements the adapter uses.
    package let view: any CellHosting

    /// The host of `view`.
    package init(_ view: any CellHosting) {
        self.view = view
    }
}
