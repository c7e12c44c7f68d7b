#if canImport(UIKit) && !os(watchOS)
import Tabula
import UIKit

/// A `UICollectionView` seen as a ``Tabula/ListView``, so that staged
/// changesets animate it.
///
/// `UICollectionView` already has every method ``Tabula/ListView`` names; this
/// wrapper exists because `reconfigureItems(at:)` needs iOS 15, and because
/// section headers need a way to refresh in place.
///
/// ```swift
/// let listView = CollectionViewListView(collectionView)
/// listView.apply(StagedChangeset(source: dataSource.snapshot, target: new, contentUpdates: .reconfigure),
///                animated: listView.isVisible) { dataSource.snapshot = $0 }
/// ```
@MainActor
public final class CollectionViewListView: ListView {
    /// The collection view being updated.
    public unowned let collectionView: UICollectionView
    /// Refreshes the supplementary views (headers, footers) of a section in
    /// place, for example by configuring the views that
    /// `collectionView.supplementaryView(forElementKind:at:)` returns. When
    /// `nil`, sections whose model changed are reloaded instead.
    public var reconfigureSection: ((Int) -> Void)?

    /// Wraps `collectionView`; the adapter does not retain it.
    public init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Whether the collection view is in a window; UIKit does not animate otherwise.
    public var isVisible: Bool { collectionView.window != nil }

    /// The collection view's number of sections.
    public var numberOfSections: Int { collectionView.numberOfSections }
    /// The collection view's number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

    /// Forwards to `UICollectionView.performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        collectionView.performBatchUpdates(updates, completion: completion)
    }

    /// Forwards to `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) { collectionView.insertSections(sections) }
    /// Forwards to `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) { collectionView.deleteSections(sections) }
    /// Forwards to `reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) { collectionView.reloadSections(sections) }
    /// Forwards to `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collectionView.moveSection(section, toSection: newSection)
    }
    /// Forwards to `insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) { collectionView.insertItems(at: indexPaths) }
    /// Forwards to `deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) { collectionView.deleteItems(at: indexPaths) }
    /// Forwards to `reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) { collectionView.reloadItems(at: indexPaths) }
    /// Forwards to `moveItem(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collectionView.moveItem(at: indexPath, to: newIndexPath)
    }

    /// Forwards to `reconfigureItems(at:)` where available (iOS 15, tvOS 15),
    /// and reloads the items before that.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            collectionView.reconfigureItems(at: indexPaths)
        } else {
            collectionView.reloadItems(at: indexPaths)
        }
    }

    /// Calls ``reconfigureSection`` for each section, or reloads the sections
    /// when it is `nil`.
    public func reconfigureSections(_ sections: IndexSet) {
        guard let reconfigureSection else {
            collectionView.reloadSections(sections)
            return
        }
        sections.forEach(reconfigureSection)
    }

    /// Forwards to `reloadData()`.
    public func reloadData() { collectionView.reloadData() }
}
#endif
