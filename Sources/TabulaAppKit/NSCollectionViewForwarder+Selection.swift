// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

// AppKit selects and highlights sets of items at once; the delegate hears
// of each item, in index-path order. AppKit asks only what `responds(to:)`
// claims (+Responds.swift).

extension NSCollectionViewForwarder {
    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:shouldselectitemsat:)
    /// The items the delegate lets be selected; all of them without one. O(n).
    package func collectionView(_ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>) -> Set<IndexPath> {
        guard let delegate, let listView else { return indexPaths }
        return indexPaths.filter { delegate.listView(listView, shouldSelectItemAt: $0) ?? true }
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:didselectitemsat:)
    /// Tells the delegate each item was selected, in order. O(n log n).
    package func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        guard let delegate, let listView else { return }
        for indexPath in indexPaths.sorted() { delegate.listView(listView, didSelectItemAt: indexPath) }
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:diddeselectitemsat:)
    /// Tells the delegate each item was deselected, in order. O(n log n).
    package func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
        guard let delegate, let listView else { return }
        for indexPath in indexPaths.sorted() { delegate.listView(listView, didDeselectItemAt: indexPath) }
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:shouldchangeitemsat:to:)
    /// For the highlight of a selection (`forSelection`, AppKit's
    /// counterpart of UIKit's highlight), the items the delegate lets be
    /// highlighted; every other change, and without a delegate, all of them. O(n).
    package func collectionView(
        _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
        to highlightState: NSCollectionViewItem.HighlightState
    ) -> Set<IndexPath> {
        guard highlightState == .forSelection, let delegate, let listView else { return indexPaths }
        return indexPaths.filter { delegate.listView(listView, shouldHighlightItemAt: $0) ?? true }
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdelegate/collectionview(_:didchangeitemsat:to:)
    /// Tells the delegate each item was highlighted (`forSelection`) or lost
    /// its highlight (`none`), in order; other states (a drop target, a
    /// pending deselection) have no counterpart and are not told. O(n log n).
    package func collectionView(
        _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
        to highlightState: NSCollectionViewItem.HighlightState
    ) {
        guard let delegate, let listView else { return }
        switch highlightState {
        case .forSelection:
            for indexPath in indexPaths.sorted() { delegate.listView(listView, didHighlightItemAt: indexPath) }
        case .none:
            for indexPath in indexPaths.sorted() { delegate.listView(listView, didUnhighlightItemAt: indexPath) }
        default:
            break
        }
    }
}
#endif
