// UIKit and SwiftUI where they exist; on Linux, the stand-ins. See
// TableRowAnimations.swift.
#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import SwiftUI
import UIKit
#elseif os(Linux)
import SwiftUIStandIn
import UIKitStandIn
#endif

#if (canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A SwiftUI view showing a live source in a `UICollectionView`, driven by a
/// `ListAdapter`: for lists SwiftUI's `List` and grids cannot show as well,
/// such as very long ones, custom layouts, or updates animated as UIKit batch
/// updates.
///
/// ```swift
/// CollectionViewRepresentable(photos, registry: registry) {
///     UICollectionViewFlowLayout()
/// }
/// ```
///
/// Cells come from `registry`: cell classes registered for models, or
/// SwiftUI content through
/// `MappingRegistry.register(_:from:for:condition:fileID:line:hosting:)`.
/// When SwiftUI updates the view with a different source (another object),
/// the adapter shows it; with a different registry, a new adapter drives the
/// collection view. Keep both in state that outlives `body`, as for
/// ``TableViewRepresentable``.
public struct CollectionViewRepresentable<Source: LiveSource>: UIViewRepresentable {
    /// The live source the collection view shows.
    public var source: Source
    /// The mappings that make cells and supplementary views from the source's models.
    public var registry: MappingRegistry
    /// Makes the collection view's layout, once, when the view is made.
    public var layout: @MainActor () -> UICollectionViewLayout

    /// A view showing `source` through `registry`, laid out by `layout`.
    ///
    /// - Parameters:
    ///   - source: The live source to show: a `ListController`, a
    ///     `SectionTree`, a live query, any `LiveSource`.
    ///   - registry: The mappings that make the cells.
    ///   - layout: Makes the layout; called once, when the view is made.
    public init(_ source: Source, registry: MappingRegistry, layout: @escaping @MainActor () -> UICollectionViewLayout) {
        self.source = source
        self.registry = registry
        self.layout = layout
    }

    /// A coordinator that holds the adapter.
    public func makeCoordinator() -> ListAdapterCoordinator<Source> {
        ListAdapterCoordinator()
    }

    /// Makes the collection view, and an adapter (held by the coordinator)
    /// that shows the source in it.
    ///
    /// - Parameter context: SwiftUI's context, with the coordinator.
    /// - Returns: The collection view.
    /// - Complexity: What showing the source costs (`ListAdapter/show(_:)`).
    public func makeUIView(context: Context) -> UICollectionView {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout())
        context.coordinator.bind(CollectionViewListView(collectionView), to: source, registry: registry)
        return collectionView
    }

    /// Shows a different source, or drives the collection view with a new
    /// adapter for a different registry; otherwise does nothing.
    ///
    /// - Parameters:
    ///   - uiView: The collection view.
    ///   - context: SwiftUI's context, with the coordinator.
    /// - Complexity: O(1) when the source and the registry are the same objects.
    public func updateUIView(_ uiView: UICollectionView, context: Context) {
        context.coordinator.update(source: source, registry: registry) { CollectionViewListView(uiView) }
    }

    /// Releases the adapter, which stops following the source.
    ///
    /// - Parameters:
    ///   - uiView: The collection view.
    ///   - coordinator: The coordinator holding the adapter.
    public static func dismantleUIView(_ uiView: UICollectionView, coordinator: ListAdapterCoordinator<Source>) {
        coordinator.dismantle()
    }
}
#endif
