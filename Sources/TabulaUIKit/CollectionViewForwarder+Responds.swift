// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// See TableViewForwarder+Responds.swift for why methods are claimed only
// while their event has handlers, and `DelegateMethodClaims` (Tabula) for
// how, the Linux seam, and `responds(to:)` off the main actor.

extension CollectionViewForwarder {
    /// The delegate and data source methods the forwarder claims only while
    /// one of their events has handlers, by Swift name, with those events;
    /// what ``methodClaims`` is fed.
    package static let eventsByMethodName: [String: [EventKind]] = [
        "collectionView(_:shouldSelectItemAt:)": [.shouldSelect],
        "collectionView(_:didSelectItemAt:)": [.didSelect],
        "collectionView(_:didDeselectItemAt:)": [.didDeselect],
        "collectionView(_:shouldHighlightItemAt:)": [.shouldHighlight],
        "collectionView(_:didHighlightItemAt:)": [.didHighlight],
        "collectionView(_:didUnhighlightItemAt:)": [.didUnhighlight],
        "collectionView(_:willDisplay:forItemAt:)": [.willDisplay],
        "collectionView(_:didEndDisplaying:forItemAt:)": [.didEndDisplaying],
        // A supplementary view's display events depend on its kind: claimed
        // while a header or a footer handler exists.
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)":
            [.willDisplaySupplementaryView(.header), .willDisplaySupplementaryView(.footer)],
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)":
            [.didEndDisplayingSupplementaryView(.header), .didEndDisplayingSupplementaryView(.footer)],
        "collectionView(_:canMoveItemAt:)": [.canMove],
        "collectionView(_:moveItemAt:to:)": [.move],
        "collectionView(_:contextMenuConfigurationForItemsAt:point:)": [.contextMenuConfiguration],
        "collectionView(_:contextMenuConfigurationForItemAt:point:)": [.contextMenuConfiguration],
        "collectionView(_:canFocusItemAt:)": [.canFocus],
        "collectionView(_:layout:sizeForItemAt:)": [.height],
        "collectionView(_:layout:referenceSizeForHeaderInSection:)": [.supplementaryViewHeight(.header)],
        "collectionView(_:layout:referenceSizeForFooterInSection:)": [.supplementaryViewHeight(.footer)],
    ]

    #if canImport(UIKit) && !os(watchOS)
    /// Claims a gated method only while its event has handlers, as
    /// ``methodClaims`` last worked out; every other selector as `NSObject` does.
    override package nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let name = Self.methodName(of: aSelector) else { return super.responds(to: aSelector) }
        // Any thread: see DelegateMethodClaims.
        return methodClaims.isClaimed(methodNamed: name)
    }

    private nonisolated static func methodName(of selector: Selector) -> String? {
        switch selector {
        case #selector(UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)): "collectionView(_:shouldSelectItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)): "collectionView(_:didSelectItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)): "collectionView(_:didDeselectItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)): "collectionView(_:shouldHighlightItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)): "collectionView(_:didHighlightItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)): "collectionView(_:didUnhighlightItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)): "collectionView(_:willDisplay:forItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)): "collectionView(_:didEndDisplaying:forItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)):
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"
        case #selector(UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)):
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)"
        case #selector(UICollectionViewDataSource.collectionView(_:canMoveItemAt:)): "collectionView(_:canMoveItemAt:)"
        case #selector(UICollectionViewDelegate.collectionView(_:canFocusItemAt:)): "collectionView(_:canFocusItemAt:)"
        case #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:)): "collectionView(_:moveItemAt:to:)"
        case #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)): "collectionView(_:layout:sizeForItemAt:)"
        case #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForHeaderInSection:)):
            "collectionView(_:layout:referenceSizeForHeaderInSection:)"
        case #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForFooterInSection:)):
            "collectionView(_:layout:referenceSizeForFooterInSection:)"
        default: contextMenuMethodName(of: selector)
        }
    }

    /// The context-menu methods, which tvOS lacks (before tvOS 17) and the
    /// forwarder does not implement there. The one for several items exists
    /// from iOS 16; before it, no selector can be it.
    private nonisolated static func contextMenuMethodName(of selector: Selector) -> String? {
        #if os(tvOS)
        return nil
        #else
        if #available(iOS 16.0, macCatalyst 16.0, *),
           selector == #selector(UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)) {
            return "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
        }
        // Named through the forwarder's own witness: UIKit's declaration is
        // deprecated from iOS 16, and the forwarder implements it for iOS 13–15.
        if selector == #selector(CollectionViewForwarder.collectionView(_:contextMenuConfigurationForItemAt:point:)) {
            return "collectionView(_:contextMenuConfigurationForItemAt:point:)"
        }
        return nil
        #endif
    }
    #endif
}
#endif
