// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSCollectionView {
    /// Animates a staged changeset: one `performBatchUpdates` per stage,
    /// with the data source's data set inside each batch.
    ///
    /// ```swift
    /// let changes = StagedChangeset(source: dataSource.snapshot, target: newSnapshot)
    /// collectionView.apply(changes) { dataSource.snapshot = $0 }
    /// ```
    ///
    /// Unlike `NSTableView`, AppKit's collection view reads a batch as UIKit
    /// does, deletions and reloads before it and insertions after it, so the
    /// stages go as they are, through the view's `animator()` proxy (AppKit
    /// animates a collection view's changes only when they are sent there),
    /// by an ``NSCollectionViewListView``. Items and sections whose content changed in
    /// place (reconfigures) are reloaded after their stage's batch, where
    /// they then are: AppKit has no reconfigure. In no window, or above
    /// `reloadThreshold` operations, it sets the final data and calls
    /// `reloadData()` instead.
    ///
    /// Complexity: O(operations), besides AppKit's own work.
    /// - Parameters:
    ///   - changeset: The stages to apply, in order.
    ///   - reloadThreshold: The number of operations, across all stages,
    ///     above which the view reloads instead of animating; `nil` never does.
    ///   - setData: Stores a snapshot as the data source's data. Called
    ///     inside each batch, before the batch's changes are recorded.
    ///   - completion: Called once, after the last batch's animations, with
    ///     `true` when every batch ran to completion.
    public func apply<SectionID, SectionModel, ItemID, Item>(
        _ changeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>,
        reloadThreshold: Int? = nil,
        setData: @escaping (Snapshot<SectionID, SectionModel, ItemID, Item>) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        // The wrapper sends the batches through the view's animator proxy.
        NSCollectionViewListView(self).apply(
            changeset, animated: window != nil, reloadThreshold: reloadThreshold,
            setData: setData, completion: completion
        )
    }
}
#endif
