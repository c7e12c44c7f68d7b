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

/// A SwiftUI view showing a live source in a `UITableView`, driven by a
/// `ListAdapter`: for lists SwiftUI's `List` cannot show as well, such as
/// very long ones, updates animated as UIKit batch updates, or cells that are
/// UIKit's.
///
/// ```swift
/// struct Contacts: View {
///     let contacts: ListController<Contact, String>
///     let registry: MappingRegistry   // made once, not in `body`
///
///     var body: some View {
///         TableViewRepresentable(contacts, registry: registry, style: .insetGrouped)
///     }
/// }
/// ```
///
/// Cells come from `registry`: cell classes registered for models, or
/// SwiftUI content through
/// `MappingRegistry.register(_:from:for:condition:fileID:line:hosting:)`.
/// When SwiftUI updates the view with a different source (another object),
/// the adapter shows it; with a different registry, a new adapter drives the
/// table view. Keep both in state that outlives `body`: a registry made in
/// `body` is a new one each time, and makes a new adapter each time.
public struct TableViewRepresentable<Source: LiveSource>: UIViewRepresentable {
    /// The live source the table view shows.
    public var source: Source
    /// The mappings that make cells and headers from the source's models.
    public var registry: MappingRegistry
    /// The style of the table view, read when it is made.
    public var style: UITableView.Style

    /// A view showing `source` through `registry`.
    ///
    /// - Parameters:
    ///   - source: The live source to show: a `ListController`, a
    ///     `SectionTree`, a live query, any `LiveSource`.
    ///   - registry: The mappings that make the cells.
    ///   - style: The style of the table view; `.plain` by default.
    public init(_ source: Source, registry: MappingRegistry, style: UITableView.Style = .plain) {
        self.source = source
        self.registry = registry
        self.style = style
    }

    /// A coordinator that holds the adapter.
    public func makeCoordinator() -> ListAdapterCoordinator<Source> {
        ListAdapterCoordinator()
    }

    /// Makes the table view, and an adapter (held by the coordinator) that
    /// shows the source in it.
    ///
    /// - Parameter context: SwiftUI's context, with the coordinator.
    /// - Returns: The table view.
    /// - Complexity: What showing the source costs (`ListAdapter/show(_:)`).
    public func makeUIView(context: Context) -> UITableView {
        let tableView = UITableView(frame: .zero, style: style)
        context.coordinator.bind(TableViewListView(tableView), to: source, registry: registry)
        return tableView
    }

    /// Shows a different source, or drives the table view with a new adapter
    /// for a different registry; otherwise does nothing.
    ///
    /// - Parameters:
    ///   - uiView: The table view.
    ///   - context: SwiftUI's context, with the coordinator.
    /// - Complexity: O(1) when the source and the registry are the same objects.
    public func updateUIView(_ uiView: UITableView, context: Context) {
        context.coordinator.update(source: source, registry: registry) { TableViewListView(uiView) }
    }

    /// Releases the adapter, which stops following the source.
    ///
    /// - Parameters:
    ///   - uiView: The table view.
    ///   - coordinator: The coordinator holding the adapter.
    public static func dismantleUIView(_ uiView: UITableView, coordinator: ListAdapterCoordinator<Source>) {
        coordinator.dismantle()
    }
}
#endif
