import Foundation

/// A view that shows sectioned items and animates changes through batch updates.
///
/// The requirements mirror `UICollectionView`'s own names and signatures, so a
/// collection view conforms with almost no glue and a table view through a thin
/// wrapper. Everything Tabula knows about updating a view is written against this
/// protocol, which is what lets the same logic run against the headless list view
/// in `TabulaTesting` on any platform.
///
/// Index spaces follow UIKit: inside ``performBatchUpdates(_:completion:)``,
/// deletes, reloads and move sources use the index space before the batch;
/// inserts and move destinations use the index space after it.
@MainActor
public protocol ListView: AnyObject {
    /// The number of sections the view currently shows.
    var numberOfSections: Int { get }

    /// The number of items the view currently shows in `section`.
    func numberOfItems(inSection section: Int) -> Int

    /// Groups the insert, delete, move and reload calls made inside `updates`
    /// into one animated update.
    ///
    /// The data source must change its model inside `updates`, never before.
    /// - Parameters:
    ///   - updates: The closure that changes the model and records the changes.
    ///   - completion: Called when the update's animations end; `true` when they
    ///     ran to completion.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

    /// Inserts the sections at `sections`, in the index space after the batch.
    func insertSections(_ sections: IndexSet)
    /// Deletes the sections at `sections`, in the index space before the batch.
    func deleteSections(_ sections: IndexSet)
    /// Reloads the sections at `sections`, in the index space before the batch.
    func reloadSections(_ sections: IndexSet)
    /// Moves a section from `section` (before the batch) to `newSection` (after it).
    func moveSection(_ section: Int, toSection newSection: Int)

    /// Inserts items at `indexPaths`, in the index space after the batch.
    func insertItems(at indexPaths: [IndexPath])
    /// Deletes the items at `indexPaths`, in the index space before the batch.
    func deleteItems(at indexPaths: [IndexPath])
    /// Reloads the items at `indexPaths`, in the index space before the batch.
    func reloadItems(at indexPaths: [IndexPath])
    /// Moves an item from `indexPath` (before the batch) to `newIndexPath` (after it).
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)

    /// Refreshes the existing cells at `indexPaths` in place, without replacing them
    /// (UIKit's `reconfigureItems(at:)` / `reconfigureRows(at:)`).
    ///
    /// Tabula calls it outside any batch, with index paths in the current index space.
    func reconfigureItems(at indexPaths: [IndexPath])

    /// Refreshes the headers and footers of `sections` in place, with no structural
    /// change. UIKit has no single call for this; adapters update the visible
    /// supplementary views. Tabula calls it outside any batch, in the current index space.
    func reconfigureSections(_ sections: IndexSet)

    /// Discards everything the view shows and asks its data source again, without animation.
    func reloadData()
}
