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

/// The coordinator of a ``TableViewRepresentable`` or a
/// ``CollectionViewRepresentable``: it holds the `ListAdapter` that drives
/// the view, from `makeUIView` until SwiftUI dismantles the view.
///
/// SwiftUI makes and keeps it; nothing else needs to touch it.
@MainActor
public final class ListAdapterCoordinator<Source: LiveSource> {
    /// The adapter driving the view; `nil` before the view is made and after
    /// it is dismantled.
    package private(set) var adapter: ListAdapterOf<Source>?
    /// The source the adapter shows, to tell a different one from the same.
    private var source: Source?

    /// A coordinator that drives no view yet.
    init() {}

    /// Drives `view` with a new adapter showing `source` through `registry`.
    func bind(_ view: some CellListView, to source: Source, registry: MappingRegistry) {
        self.source = source
        adapter = ListAdapter(view: view, registry: registry, showing: source)
    }

    /// Follows what SwiftUI gives now: a different registry makes a new
    /// adapter for the view (`makeView` wraps it); a different source (not
    /// the same object) is shown by the adapter, which reloads the view with
    /// it; the same of both changes nothing.
    ///
    /// - Complexity: O(1) when nothing changed; otherwise what showing the
    ///   source costs (`ListAdapter/show(_:)`).
    func update(source: Source, registry: MappingRegistry, makeView: () -> any CellListView) {
        guard let adapter, adapter.registry === registry else {
            bind(makeView(), to: source, registry: registry)
            return
        }
        guard self.source !== source else { return }
        self.source = source
        adapter.show(source)
    }

    /// Stops driving the view: the adapter and its observation of the source end.
    func dismantle() {
        adapter = nil
        source = nil
    }
}
#endif
