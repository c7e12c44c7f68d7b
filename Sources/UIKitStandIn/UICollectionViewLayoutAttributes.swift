import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
/// A layout object that manages the layout-related attributes for a given
/// item in a collection view.
///
/// Stand-in for UIKit's `UICollectionViewLayoutAttributes`; see the module
/// notes in `UIKitStandIn.swift`. Only the frame is declared.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// Creates attributes with `frame`, for tests.
    package init(frame: CGRect) {
        self.frame = frame
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    /// The frame rectangle of the item.
    open var frame: CGRect
}
