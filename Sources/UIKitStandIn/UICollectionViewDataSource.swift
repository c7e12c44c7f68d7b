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
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
/// The methods adopted by the object you use to manage user interactions with
/// items in a collection view.
///
/// UIKit's refines `UIScrollViewDelegate`, which is left out with
/// `UIScrollView`. No requirement is declared: TabulaUIKit implements none yet.
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {}
