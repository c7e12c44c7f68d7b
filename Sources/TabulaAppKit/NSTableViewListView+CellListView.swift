// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSTableViewListView: CellListView, CellHosting {
    /// The view as an adapter drives it. O(1).
    public var cellHost: CellHost { CellHost(self) }

    /// Makes a forwarder for the connection the table's data source and
    /// delegate (AppKit asks the delegate for every row's view), or removes
    /// the wrapper's forwarder, leaving an app's own alone; then reads the
    /// counts again.
    func connect() {
        if let tableView, let forwarder {
            if tableView.dataSource === forwarder { tableView.dataSource = nil }
            if tableView.delegate === forwarder { tableView.delegate = nil }
        }
        forwarder = nil
        layout = dataSourceLayout()
        guard let connection, let source = connection.dataSource else { return }
        let forwarder = NSTableViewForwarder(source: source, listView: self)
        forwarder.delegate = connection.delegate
        self.forwarder = forwarder
        // The delegate first: a table with a data source and no
        // `tableView(_:viewFor:row:)` is cell-based.
        tableView?.delegate = forwarder
        tableView?.dataSource = forwarder
    }

    /// Sets the forwarder as the table's delegate again, so that AppKit asks
    /// anew which methods it implements: AppKit reads some once, when the
    /// delegate is set (with `tableView(_:heightOfRow:)` it stops using
    /// `rowHeight`), and the forwarder claims those only while their events
    /// have handlers.
    package func reloadDelegateMethods() {
        guard let forwarder, let tableView, tableView.delegate === forwarder else { return }
        forwarder.methodClaims.update()
        tableView.delegate = nil
        tableView.delegate = forwarder
    }

    /// `NSView`: an empty row, which a table can always show.
    package var placeholderCellClass: AnyClass { NSView.self }

    /// Whether the table is in a window; `false` once it is gone.
    package var isInWindow: Bool { tableView?.window != nil }

    /// Remembers `cellClass` for `identifier` when it descends from `NSView`,
    /// to be made with `init(frame:)` when the table has none to reuse;
    /// other classes are not registered (AppKit could not show them), and
    /// dequeuing `identifier` then returns `nil`.
    package func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        tableMadeIdentifiers.remove(identifier)
        cellClasses[identifier] = cellClass as? NSView.Type
    }

    /// Remembers `viewClass` for `identifier` and `kind` when it descends
    /// from `NSView`; see ``register(_:forCellWithReuseIdentifier:)``. Only
    /// headers are shown, as group rows.
    package func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        tableMadeIdentifiers.remove(identifier)
        supplementaryClasses[kind, default: [:]][identifier] = viewClass as? NSView.Type
    }

    /// Registers a registration's views as its origin says: a class in code
    /// as ``register(_:forCellWithReuseIdentifier:)`` does; a nib with
    /// `register(_:forIdentifier:)`, for an `NSView` class; a storyboard's
    /// cell view by its identifier, which the table already knows. AppKit
    /// cannot be asked whether a storyboard has one: without it the row is
    /// empty.
    /// - Parameters:
    ///   - viewClass: The registration's view class.
    ///   - origin: Where its views come from.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - identifier: The registration's reuse identifier.
    package func register(_ viewClass: AnyClass, from origin: ViewOrigin, kind: ReusableViewKind, withReuseIdentifier identifier: String) {
        switch origin {
        case .code:
            register(viewClass, kind: kind, withReuseIdentifier: identifier)
        case .nib(let name, let bundle):
            guard let tableView, viewClass is NSView.Type, let nib = NSNib(nibNamed: name, bundle: bundle) else { return }
            tableView.register(nib, forIdentifier: NSUserInterfaceItemIdentifier(identifier))
            tableMadeIdentifiers.insert(identifier)
        case .storyboard:
            tableMadeIdentifiers.insert(identifier)
        }
    }

    /// A view to reuse from the table for `identifier`, or a new one of its
    /// registered class; `nil` when neither exists.
    package func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        makeView(identifier, registered: cellClasses[identifier])
    }

    /// As ``dequeueReusableCell(withReuseIdentifier:for:)``, for a view
    /// registered for `kind`.
    package func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> AnyObject? {
        makeView(identifier, registered: supplementaryClasses[kind]?[identifier])
    }

    /// The view the table shows for the item at `indexPath`, if it has one.
    package func cellForItem(at indexPath: IndexPath) -> AnyObject? {
        guard let tableView, let row = layout.row(ofItemAt: indexPath) else { return nil }
        return tableView.view(atColumn: 0, row: row, makeIfNecessary: false)
    }

    /// The index paths of the items in the table's visible rectangle.
    package var indexPathsForVisibleItems: [IndexPath] {
        guard let tableView else { return [] }
        let range = tableView.rows(in: tableView.visibleRect)
        guard range.location != NSNotFound, range.length > 0 else { return [] }
        return (range.location..<(range.location + range.length)).compactMap { layout.indexPath(ofRow: $0) }
    }

    /// A view the table has for `identifier`, or a new `registered` one
    /// that the table will reuse.
    private func makeView(_ identifier: String, registered: NSView.Type?) -> NSView? {
        guard let tableView else { return nil }
        let id = NSUserInterfaceItemIdentifier(identifier)
        if let view = tableView.makeView(withIdentifier: id, owner: nil) { return view }
        guard !tableMadeIdentifiers.contains(identifier), let registered else { return nil }
        let view = registered.init(frame: .zero)
        view.identifier = id
        return view
    }
}
#endif
