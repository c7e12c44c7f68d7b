// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A collection view controller that shows declarative screens, as
/// ``ScreenTableViewController`` does for a table view: subclass it and call
/// ``set(_:animated:)`` whenever the state behind the screen changes.
///
/// The controller's collection view is driven by a
/// ``CollectionViewScreenSource``, made with the first screen: it becomes the
/// collection view's data source and delegate, in place of the controller.
@MainActor
open class ScreenCollectionViewController: UICollectionViewController {
    /// The source that shows the screens; `nil` until the first is set.
    public private(set) var screenSource: CollectionViewScreenSource?

    /// The latest screen set; empty until the first.
    public var screen: ListScreen { screenSource?.screen ?? .empty }

    /// Shows `screen`, animating the difference from what the collection view shows.
    /// - Parameters:
    ///   - screen: What the collection view should show.
    ///   - animated: Whether to animate; `false` reloads the collection view.
    ///
    /// The view's width and text size are read here, for heights: after a
    /// size change or a Dynamic Type change, set the screen again (from
    /// `viewWillTransition(to:with:)` or a trait change), as a screen built
    /// for the new size may differ anyway.
    public func set(_ screen: ListScreen, animated: Bool = true) {
        if screenSource == nil, let collectionView {
            screenSource = CollectionViewScreenSource(collectionView: collectionView)
        }
        screenSource?.set(screen, animated: animated)
    }
}
#endif
