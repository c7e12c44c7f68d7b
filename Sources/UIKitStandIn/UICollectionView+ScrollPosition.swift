import Foundation

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

    // https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    /// Scrolls the collection view contents until the specified item is visible.
    ///
    /// Stand-in: tells ``backend``.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        backend?.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
}
