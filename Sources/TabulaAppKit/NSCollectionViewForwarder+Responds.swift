// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

// Why, as for TabulaUIKit's forwarders: AppKit asks `responds(to:)` about a
// delegate's methods when the delegate is set, and changes behaviour by a
// method's mere presence (with `shouldSelectItemsAt` it lets the delegate
// veto every selection, with the highlight methods every highlight). So the
// forwarder claims a method only while its event has handlers, and the
// wrapper sets the forwarder as the delegate again when that changes.
//
// The claims themselves are `DelegateMethodClaims`' (Tabula), fed this
// table: it says why the table is keyed by Swift names and how
// `responds(to:)` answers from any thread. On macOS `responds(to:)` maps
// each selector (`#selector`, so the compiler checks it names an AppKit
// method) to the same names. Methods not in the table (counts, items,
// supplementary views, prefetching) answer always.

extension NSCollectionViewForwarder {
    /// The delegate methods the forwarder claims only while one of their
    /// events has handlers, by Swift name, with those events; what
    /// ``methodClaims`` is fed.
    package static let eventsByMethodName: [String: [EventKind]] = [
        "collectionView(_:shouldSelectItemsAt:)": [.shouldSelect],
        "collectionView(_:didSelectItemsAt:)": [.didSelect],
        "collectionView(_:didDeselectItemsAt:)": [.didDeselect],
        "collectionView(_:shouldChangeItemsAt:to:)": [.shouldHighlight],
        // Highlight changes: claimed while a highlight or an unhighlight handler exists.
        "collectionView(_:didChangeItemsAt:to:)": [.didHighlight, .didUnhighlight],
        "collectionView(_:willDisplay:forRepresentedObjectAt:)": [.willDisplay],
        "collectionView(_:didEndDisplaying:forRepresentedObjectAt:)": [.didEndDisplaying],
        // A supplementary view's display events depend on its kind: claimed
        // while a header or a footer handler exists.
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)":
            [.willDisplaySupplementaryView(.header), .willDisplaySupplementaryView(.footer)],
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)":
            [.didEndDisplayingSupplementaryView(.header), .didEndDisplayingSupplementaryView(.footer)],
    ]

    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// Claims a gated method only while its event has handlers, as
    /// ``methodClaims`` last worked out; every other selector as `NSObject` does.
    override package nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let name = Self.methodName(of: aSelector) else { return super.responds(to: aSelector) }
        // Any thread: see DelegateMethodClaims.
        return methodClaims.isClaimed(methodNamed: name)
    }

    private nonisolated static func methodName(of selector: Selector) -> String? {
        switch selector {
        case #selector(NSCollectionViewDelegate.collectionView(_:shouldSelectItemsAt:)): "collectionView(_:shouldSelectItemsAt:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:didSelectItemsAt:)): "collectionView(_:didSelectItemsAt:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:didDeselectItemsAt:)): "collectionView(_:didDeselectItemsAt:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:shouldChangeItemsAt:to:)): "collectionView(_:shouldChangeItemsAt:to:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:didChangeItemsAt:to:)): "collectionView(_:didChangeItemsAt:to:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:willDisplay:forRepresentedObjectAt:)):
            "collectionView(_:willDisplay:forRepresentedObjectAt:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:didEndDisplaying:forRepresentedObjectAt:)):
            "collectionView(_:didEndDisplaying:forRepresentedObjectAt:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)):
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"
        case #selector(NSCollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)):
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)"
        default: nil
        }
    }
    #endif
}
#endif
