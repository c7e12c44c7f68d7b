import Foundation

// AppKit's optional requirements are plain requirements here (the data
// source's) or left out (the delegate's): Linux has no `@objc optional`.
// The forwarder's methods carry AppKit's signatures, each citing its page,
// and tests call them on the forwarder.

// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource
/// A set of methods that a data source object implements to provide the
/// information and view objects that a collection view needs to present content.
@MainActor
public protocol NSCollectionViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// Asks your data source object to provide the number of items in the
    /// specified section.
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:itemforrepresentedobjectat:)
    /// Asks your data source object to provide the item at the specified
    /// location in the collection view.
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/numberofsections(in:)
    /// Asks your data source object to provide the total number of sections.
    /// Optional in AppKit.
    func numberOfSections(in collectionView: NSCollectionView) -> Int

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    /// Asks your data source object to provide the supplementary view at the
    /// specified location in a section of the collection view. Optional in AppKit.
    func collectionView(
        _ collectionView: NSCollectionView, viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView
}

// https://developer.apple.com/documentation/appkit/nscollectionviewdelegate
/// A set of methods that you use to manage drag and drop interactions,
/// selection and highlighting of items, and changes to the collection view's layout.
///
/// No requirement is declared: AppKit's are all optional.
@MainActor
public protocol NSCollectionViewDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/appkit/nscollectionviewprefetching
/// A protocol that provides advance warning of the data requirements for a
/// collection view, allowing the triggering of asynchronous data load operations.
///
/// Its optional requirement (cancelling) is left out.
@MainActor
public protocol NSCollectionViewPrefetching: NSObjectProtocol {
    // https://developer.apple.com/documentation/appkit/nscollectionviewprefetching/collectionview(_:prefetchitemsat:)
    /// Instructs your prefetch data source object to begin preparing data
    /// for the items at the supplied index paths.
    func collectionView(_ collectionView: NSCollectionView, prefetchItemsAt indexPaths: [IndexPath])
}
