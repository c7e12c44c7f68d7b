// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// Shows declarative screens in a table view, with no subclassing: keep one
/// in your view controller and call ``set(_:animated:)`` whenever state changes.
///
/// ```swift
/// let source = TableViewScreenSource(tableView: tableView, animations: .fade)
/// source.set(ListScreen {
///     ScreenSection(id: "people", header: "People") {
///         for person in people { PersonRow(person) }
///     }
/// })
/// ```
///
/// It owns the table view's wrapper (its data source and delegate) and the
/// `ScreenAdapter`. Before each screen it takes the table view's width and
/// text size (its trait collection's content size category) for the size
/// cache and computed heights, and it measures self-sizing cells
/// from their bounds when they are displayed.
@MainActor
public final class TableViewScreenSource {
    /// The table view's wrapper, with its row animations.
    public let listView: TableViewListView
    /// The adapter that shows the screens.
    public let adapter: ScreenAdapter

    /// Makes the table view show screens.
    /// - Parameters:
    ///   - tableView: The table view; held weakly.
    ///   - animations: The animation for each kind of insert, delete and reload.
    ///   - registry: The mappings; cells of the screens' model types are added as they are first seen.
    public init(tableView: UITableView, animations: TableRowAnimations = TableRowAnimations(),
                registry: MappingRegistry = MappingRegistry()) {
        listView = TableViewListView(tableView, animations: animations)
        adapter = ScreenAdapter(view: listView, registry: registry)
        adapter.measureHeight = { ($0 as? UIView).map { Double($0.bounds.height) } }
    }

    /// The latest screen set.
    public var screen: ListScreen { adapter.screen }

    /// Shows `screen`, animating the difference (see `ScreenAdapter/set(_:animated:)`).
    /// - Parameters:
    ///   - screen: What the table view should show.
    ///   - animated: Whether to animate; `false` reloads the table view.
    public func set(_ screen: ListScreen, animated: Bool = true) {
        if let tableView = listView.tableView {
            adapter.availableWidth = Double(tableView.bounds.width)
            adapter.contentSizeCategory = tableView.traitCollection.preferredContentSizeCategory.rawValue
        }
        adapter.set(screen, animated: animated)
    }
}

extension TableRowAnimations {
    /// `.fade` for every insert, delete and reload.
    public static var fade: TableRowAnimations { TableRowAnimations(all: .fade) }
}
#endif
