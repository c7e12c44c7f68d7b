import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout
/// The methods that let you coordinate with a flow layout object to
/// implement a grid-based layout.
///
/// No requirement is declared, as for ``UICollectionViewDelegate``: UIKit's
/// are all optional.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}
