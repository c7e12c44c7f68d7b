import Foundation

// The collection view's selection: stand-ins that ask ``NSCollectionView/backend``.

extension NSCollectionView {
    // https://developer.apple.com/documentation/appkit/nscollectionview/scrollposition
    /// Constants indicating how to scroll an item into the visible portion of
    /// the collection view. The raw values are those of AppKit's headers.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/appkit/nscollectionview/scrollposition/top
        /// Scroll so that the item is positioned at the top of the collection view's bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        // https://developer.apple.com/documentation/appkit/nscollectionview/scrollposition/centeredvertically
        /// Scroll so that the item is centered vertically in the collection view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        // https://developer.apple.com/documentation/appkit/nscollectionview/scrollposition/bottom
        /// Scroll so that the item is positioned at the bottom of the collection view's bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/allowsmultipleselection
    /// A Boolean value indicating whether the user may select more than one
    /// item at a time.
    ///
    /// Stand-in: kept by ``backend``; `false` without one.
    public var allowsMultipleSelection: Bool {
        get { backend?.allowsMultipleSelection ?? false }
        set { backend?.allowsMultipleSelection = newValue }
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/selectionindexpaths
    /// The index paths of the selected items.
    ///
    /// Stand-in: kept by ``backend``; empty without one.
    public var selectionIndexPaths: Set<IndexPath> {
        get { backend?.selectionIndexPaths ?? [] }
        set { backend?.selectionIndexPaths = newValue }
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/selectitems(at:scrollposition:)
    /// Selects the specified items and optionally scrolls them into position.
    /// The delegate is not told.
    public func selectItems(at indexPaths: Set<IndexPath>, scrollPosition: NSCollectionView.ScrollPosition) {
        selectionIndexPaths.formUnion(indexPaths)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionview/deselectitems(at:)
    /// Deselects the specified items. The delegate is not told.
    public func deselectItems(at indexPaths: Set<IndexPath>) {
        selectionIndexPaths.subtract(indexPaths)
    }
}
