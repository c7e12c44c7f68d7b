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
// The table is keyed by Swift names because Linux has no Objective-C
// runtime: there `respondsToDelegateMethod(named:)` is the seam tests check.
// On macOS `responds(to:)` maps each selector (`#selector`, so the compiler
// checks it names an AppKit method) to the same names. Methods not in the
// table (counts, items, supplementary views, prefetching) answer always.
//
// Objective-C may call `responds(to:)` on any thread, so it never touches the
// main actor's state: it reads `claimedMethods`, which the main actor works
// out (`updateClaimedMethods()`) whenever the answer can change.

extension NSCollectionViewForwarder {
    /// The delegate methods the forwarder claims only while their event has
    /// handlers, by Swift name, with that event.
    package static let eventsByMethodName: [String: EventKind] = [
        "collectionView(_:shouldSelectItemsAt:)": .shouldSelect,
        "collectionView(_:didSelectItemsAt:)": .didSelect,
        "collectionView(_:didDeselectItemsAt:)": .didDeselect,
        "collectionView(_:shouldChangeItemsAt:to:)": .shouldHighlight,
        "collectionView(_:willDisplay:forRepresentedObjectAt:)": .willDisplay,
        "collectionView(_:didEndDisplaying:forRepresentedObjectAt:)": .didEndDisplaying,
    ]

    /// The gated methods whose claim depends on more than one event.
    static let methodsOfSeveralEvents = [
        "collectionView(_:didChangeItemsAt:to:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
    ]

    /// Whether the forwarder claims the method named `name`: while its event
    /// has handlers. Highlight changes are claimed while a highlight or an
    /// unhighlight handler exists; supplementary views' display events,
    /// which depend on their kind, while a header or footer handler does.
    /// O(1).
    /// - Parameter name: The method's Swift name, e.g. `"collectionView(_:didSelectItemsAt:)"`.
    package func respondsToDelegateMethod(named name: String) -> Bool {
        guard let delegate, let listView else { return false }
        let kinds: [SupplementaryKind] = [.header, .footer]
        switch name {
        case "collectionView(_:didChangeItemsAt:to:)":
            return delegate.listView(listView, handles: .didHighlight) || delegate.listView(listView, handles: .didUnhighlight)
        case "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)":
            return kinds.contains { delegate.listView(listView, handles: .willDisplaySupplementaryView($0)) }
        case "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)":
            return kinds.contains { delegate.listView(listView, handles: .didEndDisplayingSupplementaryView($0)) }
        default:
            guard let event = Self.eventsByMethodName[name] else { return false }
            return delegate.listView(listView, handles: event)
        }
    }

    /// Works out again which gated methods the forwarder claims, for
    /// `responds(to:)` to read from any thread.
    func updateClaimedMethods() {
        let names = Array(Self.eventsByMethodName.keys) + Self.methodsOfSeveralEvents
        let claimed = Set(names.filter { respondsToDelegateMethod(named: $0) })
        claimedMethods.withLock { $0 = claimed }
    }

    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// Claims a gated method only while its event has handlers; every other
    /// selector as `NSObject` does.
    override package nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let name = Self.methodName(of: aSelector) else { return super.responds(to: aSelector) }
        // Any thread: see the note above.
        return claimedMethods.withLock { $0.contains(name) }
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
