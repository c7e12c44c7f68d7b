import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// A view that defines the behavior for all cells and supplementary views
/// presented by a collection view.
///
/// Stand-in for UIKit's `UICollectionReusableView`; see the module notes in
/// `UIKitStandIn.swift`. Nothing of it is used but its type.
@MainActor
open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// A single data item when that item is within the collection view's visible bounds.
///
/// Stand-in for UIKit's `UICollectionViewCell`: its type, its content view
/// and its content configuration.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    /// The main view to which you add your cell’s custom content.
    open private(set) var contentView = UIView()

    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
    /// The current content configuration of the cell.
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)?
}
