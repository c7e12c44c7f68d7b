// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// An `NSCollectionView` seen as a `ListView`, so that the core's update
/// logic drives it, and a `CellListView`, so that a `ListAdapter` does.
///
/// AppKit's collection view reads a batch as UIKit's does, deletions and
/// reloads before it and insertions after it, so the core's stages go to it
/// as they are. AppKit animates a collection view's changes only when they
/// are sent through its `animator()` proxy, so every batch and every change
/// goes there. AppKit has no reconfigure: items and sections whose content
/// changed in place are reloaded, after their stage's batch, where they then are.
///
/// A `ListAdapter` drives the collection view through the wrapper: it
/// registers item classes and makes items through it, and the wrapper's
/// forwarder becomes the collection view's `dataSource` (and, for events,
/// its `delegate` and `prefetchDataSource`). Items are `NSCollectionViewItem`
/// subclasses, supplementary views `NSView`s that adopt
/// `NSCollectionViewElement`. The adapter holds the wrapper, so keeping the
/// adapter is enough:
///
/// ```swift
/// let adapter = ListAdapter(view: NSCollectionViewListView(collectionView), registry: registry, showing: photos)
/// ```
///
/// The wrapper only forwards calls; every decision about an update is made
/// in the core. It holds the collection view weakly: once the collection
/// view is gone it reports no sections and changes nothing.
@MainActor
public final class NSCollectionViewListView: ListView {
    /// The collection view being updated, or `nil` once it has been released.
    public private(set) weak var collectionView: NSCollectionView?
    /// The collection view's data source (and, with a `cellDelegate`, its
    /// delegate and prefetch data source) while a `CellListViewDataSource`
    /// drives the wrapper; `nil` otherwise. The collection view holds its
    /// data source weakly, so the wrapper keeps it.
    package internal(set) var forwarder: NSCollectionViewForwarder?

    /// The `ListAdapter` driving the view. Setting it makes the adapter the
    /// view's data source and delegate, replacing any before; `nil` removes them.
    package var connection: CellListViewConnection? {
        didSet {
            cellDataSource = connection?.dataSource
            cellDelegate = connection?.delegate
        }
    }
    /// Identifiers registered through the wrapper, by kind. AppKit raises an
    /// exception when asked to make any other, so the wrapper answers those
    /// with `nil` itself.
    var registrations = ReuseIdentifierRegistry(accepting: NSCollectionViewListView.canMake(_:as:))

    /// Wraps `collectionView`. O(1).
    /// - Parameter collectionView: The collection view to update; the
    ///   wrapper does not retain it.
    public init(_ collectionView: NSCollectionView) {
        self.collectionView = collectionView
    }

    /// Where batches and changes are sent: the collection view's animator
    /// proxy, without which AppKit does not animate them.
    private var calls: NSCollectionView? { collectionView?.animator() }

    /// Whether the collection view is in a window; AppKit does not animate
    /// otherwise. O(1).
    public var isVisible: Bool { collectionView?.window != nil }

    /// The collection view's number of sections; 0 once it is gone. O(1).
    public var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    /// The collection view's number of items in `section`; 0 once it is gone. O(1).
    /// - Parameter section: The section's index.
    public func numberOfItems(inSection section: Int) -> Int {
        collectionView?.numberOfItems(inSection: section) ?? 0
    }

    /// Forwards to `performBatchUpdates(_:completionHandler:)`, through the animator.
    ///
    /// Once the collection view is gone, `updates` still runs, so that the
    /// data source's model keeps up with the changes, and `completion` gets
    /// `false`: nothing was animated.
    /// - Parameters:
    ///   - updates: The batch's changes.
    ///   - completion: Called when the batch's animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard let calls else {
            updates?()
            completion?(false)
            return
        }
        calls.performBatchUpdates(updates, completionHandler: completion)
    }

    /// Forwards to `insertSections(_:)`, through the animator.
    /// - Parameter sections: The sections' indexes after the batch.
    public func insertSections(_ sections: IndexSet) { calls?.insertSections(sections) }

    /// Forwards to `deleteSections(_:)`, through the animator.
    /// - Parameter sections: The sections' indexes before the batch.
    public func deleteSections(_ sections: IndexSet) { calls?.deleteSections(sections) }

    /// Forwards to `reloadSections(_:)`, through the animator.
    /// - Parameter sections: The sections' indexes before the batch.
    public func reloadSections(_ sections: IndexSet) { calls?.reloadSections(sections) }

    /// Forwards to `moveSection(_:toSection:)`, through the animator.
    /// - Parameters:
    ///   - section: The section's index before the batch.
    ///   - newSection: Its index after the batch.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        calls?.moveSection(section, toSection: newSection)
    }

    /// Forwards to `insertItems(at:)`, through the animator. O(n).
    /// - Parameter indexPaths: The items' index paths after the batch.
    public func insertItems(at indexPaths: [IndexPath]) { calls?.insertItems(at: Set(indexPaths)) }

    /// Forwards to `deleteItems(at:)`, through the animator. O(n).
    /// - Parameter indexPaths: The items' index paths before the batch.
    public func deleteItems(at indexPaths: [IndexPath]) { calls?.deleteItems(at: Set(indexPaths)) }

    /// Forwards to `reloadItems(at:)`, through the animator. O(n).
    /// - Parameter indexPaths: The items' index paths before the batch.
    public func reloadItems(at indexPaths: [IndexPath]) { calls?.reloadItems(at: Set(indexPaths)) }

    /// Forwards to `moveItem(at:to:)`, through the animator.
    /// - Parameters:
    ///   - indexPath: The item's index path before the batch.
    ///   - newIndexPath: Its index path after the batch.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        calls?.moveItem(at: indexPath, to: newIndexPath)
    }

    /// Reloads the items, the nearest AppKit has to a reconfigure. The core
    /// calls it after the stage's batch, outside it: the index paths are
    /// where the items now are. O(n).
    /// - Parameter indexPaths: The items' index paths after the stage.
    public func reconfigureItems(at indexPaths: [IndexPath]) { calls?.reloadItems(at: Set(indexPaths)) }

    /// Reloads the sections, as ``reconfigureItems(at:)`` does items.
    /// - Parameter sections: The sections' indexes after the stage.
    public func reconfigureSections(_ sections: IndexSet) { calls?.reloadSections(sections) }

    /// Forwards to `reloadData()`, directly: a reload is not animated.
    public func reloadData() { collectionView?.reloadData() }
}
#endif
