// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension TableViewListView: CellListView {
    /// The object the table view asks for counts, cells and titles, through
    /// ``forwarder``. Setting it makes a new forwarder the table view's
    /// `dataSource`; setting `nil` removes it. Held weakly.
    public var cellDataSource: (any CellListViewDataSource)? {
        get { forwarder?.source }
        set {
            if let tableView, let forwarder, tableView.dataSource === forwarder {
                tableView.dataSource = nil
            }
            guard let newValue else {
                forwarder = nil
                return
            }
            let forwarder = TableViewForwarder(source: newValue, listView: self)
            self.forwarder = forwarder
            tableView?.dataSource = forwarder
        }
    }

    /// The object told about events, through ``forwarder`` (held weakly
    /// there). Set ``cellDataSource`` first: the forwarder is made with it.
    public var cellDelegate: (any CellListViewDelegate)? {
        get { forwarder?.delegate }
        set { forwarder?.delegate = newValue }
    }

    /// `UITableViewCell`, which a table view can always make.
    public var placeholderCellClass: AnyClass { UITableViewCell.self }

    /// Whether the table view is in a window; `false` once it is gone.
    public var isInWindow: Bool { tableView?.window != nil }

    /// Forwards to `register(_:forCellReuseIdentifier:)` when `cellClass`
    /// descends from `UITableViewCell`. UIKit raises an exception for other
    /// classes, so they are not registered, and dequeuing `identifier` then
    /// returns `nil`.
    public func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        guard let tableView, cellClass is UITableViewCell.Type else {
            cellIdentifiers.remove(identifier)
            return
        }
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
        cellIdentifiers.insert(identifier)
    }

    /// Forwards headers and footers to `register(_:forHeaderFooterViewReuseIdentifier:)`
    /// when `viewClass` descends from `UITableViewHeaderFooterView`. A table
    /// view has no other kinds of supplementary views, and shares one set of
    /// identifiers between headers and footers.
    public func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let kind = SupplementaryKind(rawValue: kind)
        guard kind.isHeaderOrFooter else { return }
        guard let tableView, viewClass is UITableViewHeaderFooterView.Type else {
            headerFooterIdentifiers.remove(identifier)
            return
        }
        tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        headerFooterIdentifiers.insert(identifier)
    }

    /// Forwards to `dequeueReusableCell(withIdentifier:for:)` when
    /// `identifier` was registered through the wrapper; `nil` otherwise, where
    /// UIKit would raise an exception.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        guard let tableView, cellIdentifiers.contains(identifier) else { return nil }
        return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// Forwards headers and footers to `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// when `identifier` was registered through the wrapper; `nil` otherwise.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> AnyObject? {
        guard let tableView, SupplementaryKind(rawValue: kind).isHeaderOrFooter,
              headerFooterIdentifiers.contains(identifier) else { return nil }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// Forwards to `cellForRow(at:)`.
    public func cellForItem(at indexPath: IndexPath) -> AnyObject? {
        tableView?.cellForRow(at: indexPath)
    }

    /// Forwards to `indexPathsForVisibleRows`, empty where UIKit says `nil`.
    public var indexPathsForVisibleItems: [IndexPath] {
        tableView?.indexPathsForVisibleRows ?? []
    }
}
#endif
