// Placeholders for snippets marked `swift uikit`: the views they update.
// Computed, so that no initializer is needed (the stand-in module has none
// that is public).
import TabulaUIKit
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

@MainActor var tableView: UITableView { placeholder() }
@MainActor var collectionView: UICollectionView { placeholder() }
@MainActor var collectionViewLayout: UICollectionViewLayout { placeholder() }
