import Foundation

/// Receives every call a stand-in ``UICollectionView`` gets, so that a test can
/// check it against UIKit's rules (for example by forwarding it to
/// `TabulaTesting.HeadlessListView`) and record it.
///
/// The requirements repeat ``UICollectionView``'s own, name for name.
@MainActor
package protocol UICollectionViewStandInBackend: AnyObject {
    /// Answers ``UICollectionView/numberOfSections``.
    var numberOfSections: Int { get }
    /// Answers ``UICollectionView/numberOfItems(inSection:)``.
    func numberOfItems(inSection section: Int) -> Int
    /// Receives ``UICollectionView/performBatchUpdates(_:completion:)``.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Receives ``UICollectionView/insertSections(_:)``.
    func insertSections(_ sections: IndexSet)
    /// Receives ``UICollectionView/deleteSections(_:)``.
    func deleteSections(_ sections: IndexSet)
    /// Receives ``UICollectionView/reloadSections(_:)``.
    func reloadSections(_ sections: IndexSet)
    /// Receives ``UICollectionView/moveSection(_:toSection:)``.
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Receives ``UICollectionView/insertItems(at:)``.
    func insertItems(at indexPaths: [IndexPath])
    /// Receives ``UICollectionView/deleteItems(at:)``.
    func deleteItems(at indexPaths: [IndexPath])
    /// Receives ``UICollectionView/reloadItems(at:)``.
    func reloadItems(at indexPaths: [IndexPath])
    /// Receives ``UICollectionView/moveItem(at:to:)``.
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Receives ``UICollectionView/reconfigureItems(at:)``.
    func reconfigureItems(at indexPaths: [IndexPath])
    /// Receives ``UICollectionView/reloadData()``.
    func reloadData()
    /// Receives ``UICollectionView/register(_:forCellWithReuseIdentifier:)``.
    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
    /// Receives ``UICollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``.
    func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)
    /// Receives ``UICollectionView/register(_:forCellWithReuseIdentifier:)-(UINib?,_)``.
    func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)
    /// Receives ``UICollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)-(UINib?,_,_)``.
    func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    /// Answers ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell
    /// Answers ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Answers ``UICollectionView/cellForItem(at:)``.
    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
    /// Answers ``UICollectionView/indexPathsForVisibleItems``.
    var indexPathsForVisibleItems: [IndexPath] { get }
    /// Answers ``UICollectionView/layoutAttributesForItem(at:)``; `nil` by default.
    func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// Keeps ``UICollectionView/allowsMultipleSelection``; `false`, and not kept, by default.
    var allowsMultipleSelection: Bool { get set }
    /// Answers ``UICollectionView/indexPathsForSelectedItems``; `nil` by default.
    var indexPathsForSelectedItems: [IndexPath]? { get }
    /// Receives ``UICollectionView/selectItem(at:animated:scrollPosition:)``; nothing by default.
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition)
    /// Receives ``UICollectionView/deselectItem(at:animated:)``; nothing by default.
    func deselectItem(at indexPath: IndexPath, animated: Bool)
    /// Receives ``UICollectionView/scrollToItem(at:at:animated:)``; nothing by default.
    func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
}

extension UICollectionViewStandInBackend {
    /// `nil`: a backend that lays out nothing.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// `false`: a backend that keeps no selection.
    package var allowsMultipleSelection: Bool {
        get { false }
        set {}
    }

    /// `nil`: a backend that keeps no selection.
    package var indexPathsForSelectedItems: [IndexPath]? { nil }

    /// Nothing: a backend that keeps no selection.
    package func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}

    /// Nothing: a backend that keeps no selection.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {}

    /// Nothing: a backend that keeps no scroll position.
    package func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}
}
