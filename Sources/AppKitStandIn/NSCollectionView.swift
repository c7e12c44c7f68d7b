import Foundation

// https://developer.apple.com/documentation/appkit/nscollectionview
/// An ordered collection of data items displayed in a customizable layout.
///
/// Stand-in for AppKit's `NSCollectionView`; see the module notes in
/// `AppKitStandIn.swift`. Only the batch-update API is declared. Every call
/// goes to ``backend``; without one, the view has no items, runs a batch's
/// updates and completes at once.
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

/// Receives every call a stand-in ``NSCollectionView`` gets, so that a test
/// can check it (for example by forwarding it to `TabulaTesting`'s
/// `HeadlessListView`: AppKit reads a collection view's batch in UIKit's two
/// index spaces) and record it.
///
/// The requirements repeat ``NSCollectionView``'s own, name for name.
@MainActor
package protocol NSCollectionViewStandInBackend: AnyObject {
    /// Answers ``NSCollectionView/numberOfSections``.
    var numberOfSections: Int { get }
    /// Answers ``NSCollectionView/numberOfItems(inSection:)``.
    func numberOfItems(inSection section: Int) -> Int
    /// Receives ``NSCollectionView/reloadData()``.
    func reloadData()
    /// Receives ``NSCollectionView/performBatchUpdates(_:completionHandler:)``.
    func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)?)
    /// Receives ``NSCollectionView/insertSections(_:)``.
    func insertSections(_ sections: IndexSet)
    /// Receives ``NSCollectionView/deleteSections(_:)``.
    func deleteSections(_ sections: IndexSet)
    /// Receives ``NSCollectionView/reloadSections(_:)``.
    func reloadSections(_ sections: IndexSet)
    /// Receives ``NSCollectionView/moveSection(_:toSection:)``.
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Receives ``NSCollectionView/insertItems(at:)``.
    func insertItems(at indexPaths: Set<IndexPath>)
    /// Receives ``NSCollectionView/deleteItems(at:)``.
    func deleteItems(at indexPaths: Set<IndexPath>)
    /// Receives ``NSCollectionView/reloadItems(at:)``.
    func reloadItems(at indexPaths: Set<IndexPath>)
    /// Receives ``NSCollectionView/moveItem(at:to:)``.
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
}
