// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// Shows declarative screens in a collection view, with no subclassing, as
/// ``TableViewScreenSource`` does in a table view.
///
/// ```swift
/// let source = CollectionViewScreenSource(collectionView: collectionView)
/// source.set(ListScreen { for photo in photos { PhotoItem(photo) } })
/// ```
@MainActor
public final class CollectionViewScreenSource {
    /// The collection view's wrapper.
    public let listView: CollectionViewListView
    /// The adapter that shows the screens.
    public let adapter: ScreenAdapter

    /// Makes the collection view show screens.
    /// - Parameters:
    ///   - collectionView: The collection view; held weakly.
    ///   - registry: The mappings; cells of the screens' model types are added as they are first seen.
    public init(collectionView: UICollectionView, registry: MappingRegistry = MappingRegistry()) {
        listView = CollectionViewListView(collectionView)
        adapter = ScreenAdapter(view: listView, registry: registry)
        adapter.measureHeight = { ($0 as? UIView).map { Double($0.bounds.height) } }
    }

    /// The latest screen set.
    public var screen: ListScreen { adapter.screen }

    /// Shows `screen`, animating the difference (see `ScreenAdapter/set(_:animated:)`).
    /// - Parameters:
    ///   - screen: What the collection view should show.
    ///   - animated: Whether to animate; `false` reloads the collection view.
    public func set(_ screen: ListScreen, animated: Bool = true) {
        if let collectionView = listView.collectionView {
            adapter.availableWidth = Double(collectionView.bounds.width)
            adapter.contentSizeCategory = collectionView.traitCollection.preferredContentSizeCategory.rawValue
        }
        adapter.set(screen, animated: animated)
    }
}
#endif
