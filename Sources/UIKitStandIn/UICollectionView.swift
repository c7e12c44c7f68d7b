import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionview
/// An object that manages an ordered collection of data items and presents
/// them using customizable layouts.
///
/// Stand-in for UIKit's `UICollectionView` (which subclasses `UIScrollView`);
/// see the module notes in `UIKitStandIn.swift`. Every call goes to ``backend``.
@MainActor
open class UICollectionView: UIScrollView {
    /// Receives every call this collection view gets. Without one the
    /// collection view shows nothing: no sections, and calls that change nothing.
    package var backend: (any UICollectionViewStandInBackend)?

    /// Creates a collection view that is in no window, for tests.
    override package init() {
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// Creates a collection view object with the specified frame and layout.
    ///
    /// Stand-in: the frame becomes the ``UIView/bounds``; the layout only
    /// travels, to ``collectionViewLayout``.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    /// The layout used to organize the collected view's items.
    ///
    /// Stand-in: the layout only travels; a collection view made for tests
    /// has a plain `UICollectionViewLayout`.
    open var collectionViewLayout = UICollectionViewLayout()

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    /// The number of sections displayed by the collection view.
    open var numberOfSections: Int { backend?.numberOfSections ?? 0 }

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    /// Fetches the count of items in the specified section.
    open func numberOfItems(inSection section: Int) -> Int {
        backend?.numberOfItems(inSection: section) ?? 0
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    /// Animates multiple insert, delete, reload, and move operations as a group.
    ///
    /// Without a backend, runs `updates` and completes at once, as UIKit does
    /// for a view that shows nothing.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let backend else {
            updates?()
            completion?(true)
            return
        }
        backend.performBatchUpdates(updates, completion: completion)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    /// Inserts new sections at the specified indexes.
    open func insertSections(_ sections: IndexSet) {
        backend?.insertSections(sections)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    /// Deletes the sections at the specified indexes.
    open func deleteSections(_ sections: IndexSet) {
        backend?.deleteSections(sections)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    /// Reloads the data in the specified sections of the collection view.
    open func reloadSections(_ sections: IndexSet) {
        backend?.reloadSections(sections)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    /// Moves a section from one location to another in the collection view.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        backend?.moveSection(section, toSection: newSection)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    /// Inserts new items at the specified index paths.
    open func insertItems(at indexPaths: [IndexPath]) {
        backend?.insertItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    /// Deletes the items at the specified index paths.
    open func deleteItems(at indexPaths: [IndexPath]) {
        backend?.deleteItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    /// Reloads just the items at the specified index paths.
    open func reloadItems(at indexPaths: [IndexPath]) {
        backend?.reloadItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    /// Moves an item from one location to another in the collection view.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        backend?.moveItem(at: indexPath, to: newIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
    /// Updates the data for the items at the index paths you specify,
    /// preserving the existing cells for the items.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        backend?.reconfigureItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// The object that provides the data for the collection view.
    open weak var dataSource: (any UICollectionViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    /// The object that acts as the delegate of the collection view.
    open weak var delegate: (any UICollectionViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource
    /// The object that acts as the prefetching data source for the collection
    /// view, receiving notifications of upcoming cell data requirements.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/dragdelegate
    /// The delegate object that manages the dragging of items from the collection view.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/dropdelegate
    /// The delegate object that manages the dropping of items into the collection view.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/draginteractionenabled
    /// A Boolean value indicating whether the collection view supports drags and drops
    /// between apps; `true` on iPad and `false` on iPhone (`false` here).
    open var dragInteractionEnabled = false

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho
    /// Registers a class for use in creating new collection view cells.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        backend?.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
    /// Registers a class for use in creating supplementary views for the collection view.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        backend?.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6z6t4
    /// Registers a nib file for use in creating new collection view cells.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        backend?.register(nib, forCellWithReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-9hn73
    /// Registers a nib file for use in creating supplementary views for the collection view.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        backend?.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// Dequeues a reusable cell object located by its identifier.
    ///
    /// Without a backend, a new plain cell: the view shows nothing.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        backend?.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) ?? UICollectionViewCell()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    /// Dequeues a reusable supplementary view located by its identifier and kind.
    ///
    /// Without a backend, a new plain view.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        backend?.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
            ?? UICollectionReusableView()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    /// Gets the cell object at the index path you specify.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        backend?.cellForItem(at: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    /// An array of the visible items in the collection view.
    open var indexPathsForVisibleItems: [IndexPath] { backend?.indexPathsForVisibleItems ?? [] }

    // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    /// Retrieves the layout information for an item at the specified index path
    /// with a corresponding cell.
    ///
    /// Stand-in: ``backend`` answers; `nil` without one.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        backend?.layoutAttributesForItem(at: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Reloads all of the data for the collection view.
    open func reloadData() {
        backend?.reloadData()
    }
}
