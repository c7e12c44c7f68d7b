// AppKit and SwiftUI where they exist; on Linux, the stand-ins. See
// NSTableView+Apply.swift.
#if canImport(AppKit) && canImport(SwiftUI) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI
#elseif os(Linux)
import AppKitStandIn
import SwiftUIStandIn
#endif

#if (canImport(AppKit) && canImport(SwiftUI) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// A SwiftUI view showing a live source in an `NSCollectionView`, driven by
/// a `ListAdapter`, on macOS: for lists and grids SwiftUI's own views cannot
/// show as well, such as very long ones, custom layouts, or updates animated
/// as AppKit batch updates.
///
/// ```swift
/// CollectionViewRepresentable(photos, registry: registry) {
///     NSCollectionViewFlowLayout()
/// }
/// ```
///
/// The view SwiftUI hosts is an `NSScrollView` whose document view is the
/// collection view, as AppKit expects a collection view to be shown. Items
/// come from `registry`: `NSCollectionViewItem` subclasses registered for
/// models (see ``NSCollectionViewListView``). When SwiftUI updates the view
/// with a different source (another object), the adapter shows it; with a
/// different registry, a new adapter drives the collection view. Keep both
/// in state that outlives `body`.
public struct CollectionViewRepresentable<Source: LiveSource>: NSViewRepresentable {
    /// The live source the collection view shows.
    public var source: Source
    /// The mappings that make items and supplementary views from the source's models.
    public var registry: MappingRegistry
    /// Makes the collection view's layout, once, when the view is made.
    public var layout: @MainActor () -> NSCollectionViewLayout

    /// A view showing `source` through `registry`, laid out by `layout`. O(1).
    ///
    /// - Parameters:
    ///   - source: The live source to show: a `ListController`, a
    ///     `SectionTree`, a live query, any `LiveSource`.
    ///   - registry: The mappings that make the items.
    ///   - layout: Makes the layout; called once, when the view is made.
    public init(_ source: Source, registry: MappingRegistry, layout: @escaping @MainActor () -> NSCollectionViewLayout) {
        self.source = source
        self.registry = registry
        self.layout = layout
    }

    /// A coordinator that holds the adapter. O(1).
    public func makeCoordinator() -> ListAdapterCoordinator<Source> {
        ListAdapterCoordinator()
    }

    /// Makes the scroll view and the collection view it scrolls, and an
    /// adapter (held by the coordinator) that shows the source in it.
    ///
    /// - Parameter context: SwiftUI's context, with the coordinator.
    /// - Returns: The scroll view; its `documentView` is the collection view.
    /// - Complexity: What showing the source costs (`ListAdapter.show(_:)`).
    public func makeNSView(context: Context) -> NSScrollView {
        let collectionView = NSCollectionView(frame: .zero)
        collectionView.collectionViewLayout = layout()
        let scrollView = NSScrollView(frame: .zero)
        scrollView.documentView = collectionView
        context.coordinator.bind(NSCollectionViewListView(collectionView), to: source, registry: registry)
        return scrollView
    }

    /// Shows a different source, or drives the collection view with a new
    /// adapter for a different registry; otherwise does nothing. Does
    /// nothing either when the scroll view no longer shows a collection view.
    ///
    /// - Parameters:
    ///   - nsView: The scroll view.
    ///   - context: SwiftUI's context, with the coordinator.
    /// - Complexity: O(1) when the source and the registry are the same objects.
    public func updateNSView(_ nsView: NSScrollView, context: Context) {
        guard let collectionView = nsView.documentView as? NSCollectionView else { return }
        context.coordinator.update(source: source, registry: registry) { NSCollectionViewListView(collectionView) }
    }

    /// Releases the adapter, which stops following the source.
    ///
    /// - Parameters:
    ///   - nsView: The scroll view.
    ///   - coordinator: The coordinator holding the adapter.
    public static func dismantleNSView(_ nsView: NSScrollView, coordinator: ListAdapterCoordinator<Source>) {
        coordinator.dismantle()
    }
}
#endif
