import Foundation

// https://developer.apple.com/documentation/appkit/nscollectionviewlayout
/// An abstract base class for generating layout information for a collection view.
///
/// Stand-in: nothing of it is used but its type; a collection view only
/// keeps it.
@MainActor
open class NSCollectionViewLayout {
    /// Creates a layout.
    public init() {}
}

// https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout
/// A layout that organizes items into a flexible and configurable arrangement.
///
/// Stand-in: nothing of it is used but its type.
@MainActor
open class NSCollectionViewFlowLayout: NSCollectionViewLayout {}
