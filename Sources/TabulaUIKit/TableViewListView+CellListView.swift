// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension TableViewListView: CellListView, CellHosting {
    /// The view as an adapter drives it. O(1).
    public var cellHost: CellHost { CellHost(self) }

    /// The object the table view asks for counts, cells and titles, through
    /// `forwarder`. Setting it makes a new forwarder the table view's
    /// `dataSource`; setting `nil` removes it. Held weakly.
    package var cellDataSource: (any CellListViewDataSource)? {
        get { forwarder?.source }
        set {
            let delegate = forwarder?.delegate
            if let tableView, let forwarder, tableView.dataSource === forwarder {
                tableView.dataSource = nil
            }
            detachDelegate()
            guard let newValue else {
                forwarder = nil
                return
            }
            let forwarder = TableViewForwarder(source: newValue, listView: self)
            self.forwarder = forwarder
            tableView?.dataSource = forwarder
            cellDelegate = delegate
        }
    }

    /// The object told about events, through `forwarder` (held weakly
    /// there). Set `cellDataSource` first: the forwarder is made with it.
    ///
    /// Setting it makes the forwarder the table view's `delegate` and
    /// `prefetchDataSource`, replacing any the app set: UIKit takes one of
    /// each. Setting `nil` removes them, if they are still the forwarder.
    /// UIKit reads which delegate methods exist when the delegate is set; a
    /// `ListAdapter` calls ``reloadDelegateMethods()`` when an event gets
    /// its first handler, which sets the delegate again.
    package var cellDelegate: (any CellListViewDelegate)? {
        get { forwarder?.delegate }
        set {
            forwarder?.delegate = newValue
            guard newValue != nil, let forwarder, let tableView else {
                detachDelegate()
                return
            }
            tableView.delegate = forwarder
            tableView.prefetchDataSource = forwarder
            #if !os(tvOS)
            updateDragAndDrop()
            #endif
        }
    }

    /// Sets the forwarder as the table view's `delegate` again, so that UIKit
    /// asks anew which methods it implements (`responds(to:)`): UIKit reads
    /// them once, when the delegate is set, and the forwarder claims a method
    /// only while its event has handlers. Does nothing without `cellDelegate`.
    package func reloadDelegateMethods() {
        guard let forwarder, forwarder.delegate != nil, let tableView, tableView.delegate === forwarder else { return }
        forwarder.methodClaims.update()
        tableView.delegate = nil
        tableView.delegate = forwarder
        #if !os(tvOS)
        updateDragAndDrop()
        #endif
    }

    /// Removes the forwarder as the table view's delegate and prefetch data
    /// source, leaving an app's own alone.
    private func detachDelegate() {
        guard let tableView, let forwarder else { return }
        if tableView.delegate === forwarder { tableView.delegate = nil }
        if tableView.prefetchDataSource === forwarder { tableView.prefetchDataSource = nil }
        #if !os(tvOS)
        if tableView.dragDelegate === forwarder { tableView.dragDelegate = nil }
        if tableView.dropDelegate === forwarder { tableView.dropDelegate = nil }
        #endif
    }

    /// `UITableViewCell`, which a table view can always make.
    package var placeholderCellClass: AnyClass { UITableViewCell.self }

    /// Whether the table view is in a window; `false` once it is gone.
    package var isInWindow: Bool { tableView?.window != nil }

    /// Forwards to `register(_:forCellReuseIdentifier:)` when `cellClass`
    /// descends from `UITableViewCell`. UIKit raises an exception for other
    /// classes, so they are not registered, and dequeuing `identifier` then
    /// returns `nil`.
    package func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
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
    package func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let kind = SupplementaryKind(rawValue: kind)
        guard kind.isHeaderOrFooter else { return }
        guard let tableView, viewClass is UITableViewHeaderFooterView.Type else {
            headerFooterIdentifiers.remove(identifier)
            return
        }
        tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        headerFooterIdentifiers.insert(identifier)
    }

    /// Registers a registration's views as its origin says: its class in
    /// code, as ``register(_:forCellWithReuseIdentifier:)`` and
    /// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`` do; a
    /// nib with `register(_:forCellReuseIdentifier:)` or
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`, under the same
    /// class checks; a storyboard prototype cell by remembering its
    /// identifier, since the storyboard registered it. A table view's
    /// storyboard has no prototypes of headers or footers, so a header or
    /// footer registered from one is not registered and dequeues nothing:
    /// the section shows no view for it.
    /// - Parameters:
    ///   - viewClass: The registration's view class.
    ///   - origin: Where its views come from.
    ///   - kind: Cells, or headers and footers.
    ///   - identifier: The registration's reuse identifier.
    package func register(_ viewClass: AnyClass, from origin: ViewOrigin, kind: ReusableViewKind, withReuseIdentifier identifier: String) {
        switch (origin, kind) {
        case (.code, _):
            register(viewClass, kind: kind, withReuseIdentifier: identifier)
        case (.nib(let name, let bundle), .cell):
            guard let tableView, viewClass is UITableViewCell.Type else {
                cellIdentifiers.remove(identifier)
                return
            }
            tableView.register(UINib(nibName: name, bundle: bundle), forCellReuseIdentifier: identifier)
            cellIdentifiers.insert(identifier)
        case (.nib(let name, let bundle), .supplementary(let kind)):
            guard kind.isHeaderOrFooter else { return }
            guard let tableView, viewClass is UITableViewHeaderFooterView.Type else {
                headerFooterIdentifiers.remove(identifier)
                return
            }
            tableView.register(UINib(nibName: name, bundle: bundle), forHeaderFooterViewReuseIdentifier: identifier)
            headerFooterIdentifiers.insert(identifier)
        case (.storyboard, .cell):
            prototypeIdentifiers.insert(identifier)
        case (.storyboard, .supplementary):
            break
        }
    }

    /// Forwards to `dequeueReusableCell(withIdentifier:for:)` when
    /// `identifier` was registered through the wrapper; `nil` otherwise, where
    /// UIKit would raise an exception. A storyboard prototype's identifier is
    /// first dequeued with `dequeueReusableCell(withIdentifier:)`, which
    /// answers `nil` rather than raising when the storyboard has no such
    /// prototype; once it gave a cell, the prototype exists, and it is
    /// dequeued like any other (so the cell is sized for its row first).
    package func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        guard let tableView else { return nil }
        if cellIdentifiers.contains(identifier) {
            return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
        guard prototypeIdentifiers.contains(identifier), let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
        else { return nil }
        prototypeIdentifiers.remove(identifier)
        cellIdentifiers.insert(identifier)
        return cell
    }

    /// Forwards headers and footers to `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// when `identifier` was registered through the wrapper; `nil` otherwise.
    package func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> AnyObject? {
        guard let tableView, SupplementaryKind(rawValue: kind).isHeaderOrFooter,
              headerFooterIdentifiers.contains(identifier) else { return nil }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// Forwards to `cellForRow(at:)`.
    package func cellForItem(at indexPath: IndexPath) -> AnyObject? {
        tableView?.cellForRow(at: indexPath)
    }

    /// Forwards to `indexPathsForVisibleRows`, empty where UIKit says `nil`.
    package var indexPathsForVisibleItems: [IndexPath] {
        tableView?.indexPathsForVisibleRows ?? []
    }
}
#endif
