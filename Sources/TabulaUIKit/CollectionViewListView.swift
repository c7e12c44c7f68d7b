// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A `UICollectionView` seen as a `ListView`, so that the core's
/// update logic drives it.
///
/// Most code calls `collectionView.apply(_:reloadThreshold:reconfigureSection:setData:completion:)`,
/// which wraps the collection view in one of these for the duration of the
/// update. Keep a wrapper yourself to call other `ListView` API:
///
/// ```swift
/// let listView = CollectionViewListView(collectionView)
/// listView.apply(StagedChangeset(source: dataSource.snapshot, target: new, contentUpdates: .reconfigure),
///                animated: listView.isVisible) { dataSource.snapshot = $0 }
/// ```
///
/// It is also a `CellListView`, so a `ListAdapter` can
/// drive the collection view: the adapter registers and dequeues cells through the
/// wrapper, and the wrapper's `forwarder` becomes the collection view's `dataSource`.
/// The adapter holds the wrapper, so keeping the adapter is enough:
///
/// ```swift
/// let adapter = ListAdapter(view: CollectionViewListView(collectionView), showing: contacts)
/// ```
///
/// The wrapper only forwards calls; every decision about the update is made
/// in the core and tested on every platform with `HeadlessListView`. It holds
/// the collection view weakly: once the collection view is gone it reports no
/// sections and changes nothing.
@MainActor
public final class CollectionViewListView: ListView {
    /// The collection view being updated, or `nil` once it has been released.
    public private(set) weak var collectionView: UICollectionView?
    /// Refreshes the supplementary views (headers, footers) of a section in
    /// place, for sections whose model changed when content updates are
    /// reconfigures. UIKit has no call for this, so the closure does it, for
    /// example by configuring the views that
    /// `collectionView.visibleSupplementaryViews(ofKind:)` returns. When `nil`,
    /// such sections are reloaded, which also replaces their cells.
    public var reconfigureSection: ((Int) -> Void)?
    /// The collection view's data source (and, with a `cellDelegate`, its
    /// delegate and prefetch data source) while a `CellListViewDataSource` drives the wrapper;
    /// `nil` otherwise. The collection view holds its data source weakly, so
    /// the wrapper keeps it (and the adapter that drives the wrapper keeps the
    /// wrapper).
    package internal(set) var forwarder: CollectionViewForwarder?

    /// The `ListAdapter` driving the view. Setting it makes the adapter
    /// the view's data source and delegate, replacing any before; `nil`
    /// removes them.
    package var connection: CellListViewConnection? {
        didSet {
            cellDataSource = connection?.dataSource
            cellDelegate = connection?.delegate
        }
    }
    /// Reuse identifiers registered through the wrapper, by kind. UIKit raises
    /// an exception when asked to dequeue any other, so the wrapper answers
    /// those with `nil` itself.
    var registrations = ReuseIdentifierRegistry(accepting: CollectionViewListView.canMake(_:as:))
    /// The item a `ListAdapter` asked to keep in place during the update
    /// under way, and where (see `CollectionViewListView+Anchoring.swift`).
    var pendingAnchor: (indexPath: IndexPath, position: Double)?

    /// Wraps `collectionView`.
    /// - Parameters:
    ///   - collectionView: The collection view to update; the wrapper does not retain it.
    ///   - reconfigureSection: Refreshes a section's supplementary views in
    ///     place; see ``reconfigureSection``.
    public init(_ collectionView: UICollectionView, reconfigureSection: ((Int) -> Void)? = nil) {
        self.collectionView = collectionView
        self.reconfigureSection = reconfigureSection
    }

    /// Whether the collection view is in a window; UIKit does not animate otherwise.
    public var isVisible: Bool { collectionView?.window != nil }

    /// The collection view's number of sections; 0 once it is gone.
    public var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    /// The collection view's number of items in `section`; 0 once it is gone.
    public func numberOfItems(inSection section: Int) -> Int {
        collectionView?.numberOfItems(inSection: section) ?? 0
    }

    /// Forwards to `UICollectionView.performBatchUpdates(_:completion:)`.
    ///
    /// Once the collection view is gone, `updates` still runs, so that the
    /// data source's model keeps up with the changes, and `completion` gets
    /// `false`: nothing was animated.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard let collectionView else {
            updates?()
            pendingAnchor = nil
            completion?(false)
            return
        }
        collectionView.performBatchUpdates(updates, completion: completion)
        // The batch is laid out once performBatchUpdates returns; its
        // animations have not started.
        applyPendingAnchor()
    }

    /// Forwards to `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) {
        collectionView?.insertSections(sections)
    }

    /// Forwards to `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) {
        collectionView?.deleteSections(sections)
    }

    /// Forwards to `reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) {
        collectionView?.reloadSections(sections)
    }

    /// Forwards to `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collectionView?.moveSection(section, toSection: newSection)
    }

    /// Forwards to `insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) {
        collectionView?.insertItems(at: indexPaths)
    }

    /// Forwards to `deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) {
        collectionView?.deleteItems(at: indexPaths)
    }

    /// Forwards to `reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        collectionView?.reloadItems(at: indexPaths)
    }

    /// Forwards to `moveItem(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collectionView?.moveItem(at: indexPath, to: newIndexPath)
    }

    /// Forwards to `reconfigureItems(at:)` where it exists (iOS and tvOS 15);
    /// before that, reloads the items, the nearest UIKit has.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            collectionView?.reconfigureItems(at: indexPaths)
        } else {
            collectionView?.reloadItems(at: indexPaths)
        }
    }

    /// Calls ``reconfigureSection`` for each section, or, when it is `nil`,
    /// reloads the sections.
    public func reconfigureSections(_ sections: IndexSet) {
        guard let collectionView else { return }
        guard let reconfigureSection else {
            collectionView.reloadSections(sections)
            return
        }
        sections.forEach(reconfigureSection)
    }

    /// Forwards to `reloadData()`.
    public func reloadData() {
        collectionView?.reloadData()
        if pendingAnchor != nil {
            collectionView?.layoutIfNeeded()
            applyPendingAnchor()
        }
    }
}
#endif
