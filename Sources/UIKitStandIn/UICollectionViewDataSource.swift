import Foundation

// See UITableViewDataSource.swift for why UIKit's optional requirements are
// plain requirements here.

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// The methods adopted by the object you use to manage data and provide views
/// for a collection view.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// Asks your data source object for the number of items in the specified section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// Asks your data source object for the cell that corresponds to the
    /// specified item in the collection view.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    /// Asks your data source object for the number of sections in the
    /// collection view. Optional in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    /// Asks your data source object to provide a supplementary view to display
    /// in the collection view. Optional in UIKit.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
    /// Asks your data source object whether the specified item can be moved
    /// to another location in the collection view. Optional in UIKit.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
    /// Tells your data source object to move the specified item to its new
    /// location. Optional in UIKit.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
/// The methods adopted by the object you use to manage user interactions with
/// items in a collection view.
///
/// UIKit's refines `UIScrollViewDelegate`, which is left out with
/// `UIScrollView`. No requirement is declared: UIKit's are all optional, and
/// Linux has no `@objc optional`; the forwarder's methods carry the same
/// signatures, each citing its page, and tests call them on the forwarder.
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {}
