// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation

/// The item an ``NSCollectionViewListView`` shows where a model has no item
/// of its own: an empty view. A plain `NSCollectionViewItem` would look for
/// a nib named after its class when asked for its view, and AppKit raises
/// an exception when there is none.
@MainActor
package final class PlaceholderCollectionViewItem: NSCollectionViewItem {
    /// Sets an empty view, loading no nib.
    override package func loadView() {
        view = NSView(frame: .zero)
    }
}

/// The supplementary view an ``NSCollectionViewListView`` shows where the
/// adapter has none for a kind the layout asks for: an empty view. AppKit
/// takes no `nil` there, and makes only views that adopt
/// `NSCollectionViewElement`.
@MainActor
package final class PlaceholderSupplementaryView: NSView, NSCollectionViewElement {}
#endif
