import Foundation

// Selection, as the collection view keeps it: stand-ins that ask ``UICollectionView/backend``.

extension UICollectionView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    /// Constants that indicate how to scroll an item into the visible portion
    /// of the collection view. The raw values are those of UIKit's headers.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
        /// Scrolls so that the item is positioned at the top of the collection view's bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
        /// Scrolls so that the item is centered vertically in the collection view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
        /// Scrolls so that the item is positioned at the bottom of the collection view's bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

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
