import Foundation

// Selection, as the collection view keeps it: stand-ins that ask ``UICollectionView/backend``.

extension UICollectionView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
    /// A Boolean value that determines whether users can select more than one
    /// item in the collection view.
    ///
    /// Stand-in: kept by ``backend``; `false` without one.
    public var allowsMultipleSelection: Bool {
        get { backend?.allowsMultipleSelection ?? false }
        set { backend?.allowsMultipleSelection = newValue }
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    /// The index paths for the selected items.
    public var indexPathsForSelectedItems: [IndexPath]? { backend?.indexPathsForSelectedItems }

    // https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
    /// Selects the item at the specified index path and optionally scrolls it into view.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        backend?.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    /// Deselects the item at the specified index.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        backend?.deselectItem(at: indexPath, animated: animated)
    }
}
