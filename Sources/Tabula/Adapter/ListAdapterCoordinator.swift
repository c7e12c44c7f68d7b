import Foundation

/// The coordinator of a SwiftUI representable that hosts a view driven by a
/// ``ListAdapter``: TabulaUIKit's `TableViewRepresentable` and
/// `CollectionViewRepresentable`, and TabulaAppKit's
/// `CollectionViewRepresentable`. It holds the adapter that drives the view,
/// from the moment SwiftUI makes the view until it dismantles it.
///
/// SwiftUI makes and keeps it; nothing else needs to touch it. It knows
/// nothing of UIKit or AppKit: the representables hand it the view, wrapped
/// as a ``CellListView``.
@MainActor
public final class ListAdapterCoordinator<Source: LiveSource> {
    /// The adapter driving the view; `nil` before the view is made and after
    /// it is dismantled.
    package private(set) var adapter: ListAdapterOf<Source>?
    /// The source the adapter shows, to tell a different one from the same.
    private var source: Source?

    /// A coordinator that drives no view yet. O(1).
    package init() {}

    /// Drives `view` with a new adapter showing `source` through `registry`.
    ///
    /// - Complexity: What showing the source costs (`ListAdapter.show(_:)`).
    package func bind(_ view: some CellListView, to source: Source, registry: MappingRegistry) {
        self.source = source
        adapter = ListAdapter(view: view, registry: registry, showing: source)
    }

    /// Follows what SwiftUI gives now: a different registry makes a new
    /// adapter for the view (`makeView` wraps it); a different source (not
    /// the same object) is shown by the adapter, which reloads the view with
    /// it; the same of both changes nothing.
    ///
    /// - Complexity: O(1) when nothing changed; otherwise what showing the
    ///   source costs (`ListAdapter.show(_:)`).
    package func update(source: Source, registry: MappingRegistry, makeView: () -> any CellListView) {
        guard let adapter, adapter.registry === registry else {
            bind(makeView(), to: source, registry: registry)
            return
        }
        guard self.source !== source else { return }
        self.source = source
        adapter.show(source)
    }

    /// Stops driving the view: the adapter and its observation of the source end. O(1).
    package func dismantle() {
        adapter = nil
        source = nil
    }
}
