import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
/// A layout object that organizes items into a grid with optional header and
/// footer views for each section.
///
/// Stand-in: only the sizes its delegate falls back to are declared.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Creates a flow layout with UIKit's default sizes.
    override package init() {}

    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    /// The default size to use for cells. UIKit's default is 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50)

    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    /// The default sizes to use for section headers.
    open var headerReferenceSize = CGSize.zero

    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
    /// The default sizes to use for section footers.
    open var footerReferenceSize = CGSize.zero
}
