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

/// A SwiftUI view showing a live source in an `NSTableView`, driven by a
/// `ListAdapter`, on macOS: for lists SwiftUI's `List` cannot show as well,
/// such as very long ones, or updates animated as AppKit's row calls.
///
/// ```swift
/// TableViewRepresentable(contacts, registry: registry)
/// ```
///
/// The view SwiftUI hosts is an `NSScrollView` whose document view is the
/// table, as AppKit expects a table to be shown, with one column and no
/// column header. Cells come from `registry`: `NSView`s registered for
/// models (see ``NSTableViewListView``). When SwiftUI updates the view with
/// a different source (another object), the adapter shows it; with a
/// different registry, a new adapter drives the table. Keep both in state
/// that outlives `body`.
public struct TableViewRepresentable<Source: LiveSource>: NSViewRepresentable {
    /// The live source the table shows.
    public var source: Source
    /// The mappings that make cells and group rows from the source's models.
    public var registry: MappingRegistry
    /// Whether each section has a group row showing its header.
    public var groupRows: Bool

    /// A view showing `source` through `registry`. O(1).
    ///
    /// - Parameters:
    ///   - source: The live source to show: a `ListController`, a
    ///     `SectionTree`, a live query, any `LiveSource`.
    ///   - registry: The mappings that make the cells.
    ///   - groupRows: Whether each section has a group row showing its
    ///     header; read when an adapter is made for the table: when the
    ///     view is made, and when the registry changes.
    public init(_ source: Source, registry: MappingRegistry, groupRows: Bool = true) {
        self.source = source
        self.registry = registry
        self.groupRows = groupRows
    }

    /// A coordinator that holds the adapter. O(1).
    public func makeCoordinator() -> ListAdapterCoordinator<Source> {
        ListAdapterCoordinator()
    }

    /// Makes the scroll view and the table it scrolls, with one column, and
    /// an adapter (held by the coordinator) that shows the source in it.
    ///
    /// - Parameter context: SwiftUI's context, with the coordinator.
    /// - Returns: The scroll view; its `documentView` is the table.
    /// - Complexity: What showing the source costs (`ListAdapter.show(_:)`).
    public func makeNSView(context: Context) -> NSScrollView {
        let tableView = NSTableView(frame: .zero)
        if tableView.tableColumns.isEmpty {
            tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Tabula.items")))
        }
        tableView.headerView = nil
        let scrollView = NSScrollView(frame: .zero)
        scrollView.documentView = tableView
        context.coordinator.bind(NSTableViewListView(tableView, groupRows: groupRows), to: source, registry: registry)
        return scrollView
    }

    /// Shows a different source, or drives the table with a new adapter for
    /// a different registry; otherwise does nothing. Does nothing either
    /// when the scroll view no longer shows a table.
    ///
    /// - Parameters:
    ///   - nsView: The scroll view.
    ///   - context: SwiftUI's context, with the coordinator.
    /// - Complexity: O(1) when the source and the registry are the same objects.
    public func updateNSView(_ nsView: NSScrollView, context: Context) {
        guard let tableView = nsView.documentView as? NSTableView else { return }
        let groupRows = self.groupRows
        context.coordinator.update(source: source, registry: registry) { NSTableViewListView(tableView, groupRows: groupRows) }
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
