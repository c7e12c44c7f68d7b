// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Tabula

extension UICollectionView {
    /// Animates a staged changeset: one `performBatchUpdates` per stage, with
    /// the data source's data set inside each batch, as UIKit requires.
    ///
    /// ```swift
    /// let changes = StagedChangeset(source: dataSource.snapshot, target: newSnapshot, contentUpdates: .reconfigure)
    /// collectionView.apply(changes) { dataSource.snapshot = $0 }
    /// ```
    ///
    /// When the collection view is in no window (UIKit does not animate off
    /// screen) or the changeset has more operations than `reloadThreshold`, it
    /// sets the final data and calls `reloadData()` instead. Reconfigures
    /// follow their stage's batch: items through `reconfigureItems(at:)`,
    /// sections through `reconfigureSection`.
    ///
    /// The work is the core's `ListView/apply(_:animated:reloadThreshold:setData:completion:)`,
    /// run on a ``CollectionViewListView`` that wraps this collection view.
    ///
    /// - Parameters:
    ///   - changeset: The stages to apply, in order.
    ///   - reloadThreshold: The number of operations, across all stages, above
    ///     which the collection view reloads instead of animating; `nil` never does.
    ///   - reconfigureSection: Refreshes the supplementary views (headers,
    ///     footers) of a section whose model changed, in place. When `nil`,
    ///     such sections are reloaded.
    ///   - setData: Stores a snapshot as the data source's data. Called inside
    ///     each batch, before the batch's changes are recorded.
    ///   - completion: Called once, after the last batch's animations, with
    ///     `true` when every batch ran to completion.
    public func apply<SectionID, SectionModel, ItemID, Item>(
        _ changeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>,
        reloadThreshold: Int? = nil,
        reconfigureSection: ((Int) -> Void)? = nil,
        setData: @escaping (Snapshot<SectionID, SectionModel, ItemID, Item>) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let listView = CollectionViewListView(self, reconfigureSection: reconfigureSection)
        listView.apply(
            changeset, animated: listView.isVisible, reloadThreshold: reloadThreshold,
            setData: setData, completion: completion
        )
    }
}
#endif
