import Foundation

// https://developer.apple.com/documentation/appkit/nscollectionview
/// An ordered collection of data items displayed in a customizable layout.
///
/// Stand-in for AppKit's `NSCollectionView`; see the module notes in
/// `AppKitStandIn.swift`. The batch updates, the data source, delegate and
/// prefetching data source, registration and making of items and
/// supplementary views, and the visible items are declared. Every call goes
/// to ``backend``; without one, the view has no items, runs a batch's updates
/// and completes at once, and makes plain items and views.
@MainActor
open class NSCollectionView: NSView {
    /// Receives every call the view gets.
    package var backend: (any NSCollectionViewStandInBackend)?

    /// Creates a collection view with no items, in no window.
    override package init() {
        super.init()
    }

    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/supplementaryelementkind
    /// Constants that specify the types of supplementary views that can be
    /// presented using a flow layout.
    public typealias SupplementaryElementKind = String

    // https://developer.apple.com/documentation/appkit/nscollectionview/datasource
    /// The object that provides data for the collection view.
    open weak var dataSource: (any NSCollectionViewDataSource)?

    // https://developer.apple.com/documentation/appkit/nscollectionview/delegate
    /// The collection view’s delegate object.
    open weak var delegate: (any NSCollectionViewDelegate)?

    // https://developer.apple.com/documentation/appkit/nscollectionview/prefetchdatasource
    /// The object that acts as the prefetching data source for the collection
    /// view, receiving notifications of upcoming item data requirements.
    @available(macOS 10.13, *)
    open weak var prefetchDataSource: (any NSCollectionViewPrefetching)?

    // https://developer.apple.com/documentation/appkit/nscollectionview/collectionviewlayout
    /// The layout object used to organize the collection view’s content.
    open var collectionViewLayout: NSCollectionViewLayout?

    // https://developer.apple.com/documentation/appkit/nscollectionview/register(_:foritemwithidentifier:)-6s4i
    /// Registers a class to use when creating new items in the collection view.
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        backend?.register(itemClass, forItemWithIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/register(_:foritemwithidentifier:)-90h1i
    /// Registers a nib file to use when creating new items in the collection view.
    open func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        backend?.register(nib, forItemWithIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/register(_:forsupplementaryviewofkind:withidentifier:)-3dqa
    /// Registers a class to use when creating new supplementary views in the collection view.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        backend?.register(viewClass, forSupplementaryViewOfKind: kind, withIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/register(_:forsupplementaryviewofkind:withidentifier:)-7gvf2
    /// Registers a nib file to use when creating new supplementary views in the collection view.
    open func register(
        _ nib: NSNib?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        backend?.register(nib, forSupplementaryViewOfKind: kind, withIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/makeitem(withidentifier:for:)
    /// Creates or reuses an item object of the specified type and returns it.
    ///
    /// Without a backend, a new plain item: the view shows nothing.
    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem {
        backend?.makeItem(withIdentifier: identifier, for: indexPath) ?? NSCollectionViewItem()
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/makesupplementaryview(ofkind:withidentifier:for:)
    /// Creates or returns a reusable supplementary view of the specified type.
    ///
    /// Without a backend, a new plain view.
    open func makeSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, withIdentifier identifier: NSUserInterfaceItemIdentifier,
        for indexPath: IndexPath
    ) -> NSView {
        backend?.makeSupplementaryView(ofKind: elementKind, withIdentifier: identifier, for: indexPath) ?? NSView()
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/item(at:)-2vx2h
    /// Returns the item associated with the specified index path.
    open func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
        backend?.item(at: indexPath)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/indexpathsforvisibleitems()
    /// Returns the index paths of the items that are currently displayed by
    /// the collection view.
    open func indexPathsForVisibleItems() -> Set<IndexPath> {
        backend?.indexPathsForVisibleItems() ?? []
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/visibleitems()
    /// Returns an array of the collection view’s currently visible items.
    open func visibleItems() -> [NSCollectionViewItem] {
        backend?.visibleItems() ?? []
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/numberofsections
    /// The number of sections in the collection view.
    open var numberOfSections: Int { backend?.numberOfSections ?? 0 }

    // https://developer.apple.com/documentation/appkit/nscollectionview/numberofitems(insection:)
    /// Returns the number of items in the specified section.
    open func numberOfItems(inSection section: Int) -> Int {
        backend?.numberOfItems(inSection: section) ?? 0
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/reloaddata()
    /// Reloads all of the data for the collection view.
    open func reloadData() { backend?.reloadData() }

    // https://developer.apple.com/documentation/appkit/nscollectionview/performbatchupdates(_:completionhandler:)
    /// Encapsulates multiple insert, delete, reload, and move operations into
    /// a single animated operation.
    open func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        guard let backend else {
            updates?()
            completionHandler?(true)
            return
        }
        backend.performBatchUpdates(updates, completionHandler: completionHandler)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/insertsections(_:)
    /// Inserts new sections at the specified indexes.
    open func insertSections(_ sections: IndexSet) { backend?.insertSections(sections) }

    // https://developer.apple.com/documentation/appkit/nscollectionview/deletesections(_:)
    /// Deletes the sections at the specified indexes.
    open func deleteSections(_ sections: IndexSet) { backend?.deleteSections(sections) }

    // https://developer.apple.com/documentation/appkit/nscollectionview/reloadsections(_:)
    /// Reloads the data in the specified sections.
    open func reloadSections(_ sections: IndexSet) { backend?.reloadSections(sections) }

    // https://developer.apple.com/documentation/appkit/nscollectionview/movesection(_:tosection:)
    /// Moves a section from one location to another in the collection view.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        backend?.moveSection(section, toSection: newSection)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/insertitems(at:)
    /// Inserts new items into the collection view at the specified locations.
    open func insertItems(at indexPaths: Set<IndexPath>) { backend?.insertItems(at: indexPaths) }

    // https://developer.apple.com/documentation/appkit/nscollectionview/deleteitems(at:)
    /// Deletes the items at the specified locations.
    open func deleteItems(at indexPaths: Set<IndexPath>) { backend?.deleteItems(at: indexPaths) }

    // https://developer.apple.com/documentation/appkit/nscollectionview/reloaditems(at:)
    /// Reloads only the specified items.
    open func reloadItems(at indexPaths: Set<IndexPath>) { backend?.reloadItems(at: indexPaths) }

    // https://developer.apple.com/documentation/appkit/nscollectionview/moveitem(at:to:)
    /// Moves an item from one location to another in the collection view.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        backend?.moveItem(at: indexPath, to: newIndexPath)
    }
}
