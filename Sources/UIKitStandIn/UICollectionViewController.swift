// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
/// An abstract base class for generating layout information for a collection view.
///
/// Stand-in for UIKit's `UICollectionViewLayout`: nothing of it is used but
/// its type, which ``UICollectionViewController/init(collectionViewLayout:)`` takes.
@MainActor
open class UICollectionViewLayout {
    /// Creates a layout; a test passes one to a collection view controller.
    package init() {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
/// A view controller that specializes in managing a collection view.
///
/// Stand-in for UIKit's `UICollectionViewController`; only
/// ``init(collectionViewLayout:)`` and ``collectionView`` are declared.
@MainActor
open class UICollectionViewController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    /// Initializes a collection view controller and configures the collection
    /// view with the provided layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionView = UICollectionView()
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    /// The collection view object managed by this view controller.
    open var collectionView: UICollectionView!
}
