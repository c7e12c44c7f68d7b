import Foundation

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
    /// Receives ``NSCollectionView/register(_:forItemWithIdentifier:)-(AnyClass?,_)``.
    func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier)
    /// Receives ``NSCollectionView/register(_:forItemWithIdentifier:)-(NSNib?,_)``.
    func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier)
    /// Receives ``NSCollectionView/register(_:forSupplementaryViewOfKind:withIdentifier:)-(AnyClass?,_,_)``.
    func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    )
    /// Receives ``NSCollectionView/register(_:forSupplementaryViewOfKind:withIdentifier:)-(NSNib?,_,_)``.
    func register(
        _ nib: NSNib?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    )
    /// Answers ``NSCollectionView/makeItem(withIdentifier:for:)``.
    func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem
    /// Answers ``NSCollectionView/makeSupplementaryView(ofKind:withIdentifier:for:)``.
    func makeSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, withIdentifier identifier: NSUserInterfaceItemIdentifier,
        for indexPath: IndexPath
    ) -> NSView
    /// Answers ``NSCollectionView/item(at:)``.
    func item(at indexPath: IndexPath) -> NSCollectionViewItem?
    /// Answers ``NSCollectionView/indexPathsForVisibleItems()``.
    func indexPathsForVisibleItems() -> Set<IndexPath>
    /// Answers ``NSCollectionView/visibleItems()``.
    func visibleItems() -> [NSCollectionViewItem]
    /// Keeps ``NSCollectionView/allowsMultipleSelection``; `false`, and not kept, by default.
    var allowsMultipleSelection: Bool { get set }
    /// Keeps ``NSCollectionView/selectionIndexPaths``; empty, and not kept, by default.
    var selectionIndexPaths: Set<IndexPath> { get set }
}

extension NSCollectionViewStandInBackend {
    /// `false`: a backend that keeps no selection.
    package var allowsMultipleSelection: Bool {
        get { false }
        set {}
    }

    /// Empty: a backend that keeps no selection.
    package var selectionIndexPaths: Set<IndexPath> {
        get { [] }
        set {}
    }
}
