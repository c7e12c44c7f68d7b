// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// The table's data source and delegate for an ``NSTableViewListView``:
/// it answers AppKit in rows from the adapter's sections and items, and
/// passes events on as index paths.
///
/// AppKit holds its data source and delegate weakly; the wrapper keeps its
/// forwarder, and the adapter keeps the wrapper.
@MainActor
package final class NSTableViewForwarder: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    /// What the rows show.
    package private(set) weak var source: (any CellListViewDataSource)?
    /// What is told about events.
    package var delegate: (any CellListViewDelegate)? {
        get { methodClaims.delegate }
        set { methodClaims.delegate = newValue }
    }
    /// Which of the gated methods (`eventsByMethodName`, in `+Responds.swift`)
    /// the forwarder claims; it holds ``delegate``, and `responds(to:)`,
    /// which Objective-C may call on any thread, reads it.
    package let methodClaims: DelegateMethodClaims
    /// The wrapper whose rows the forwarder answers for.
    package private(set) weak var listView: NSTableViewListView?
    /// The selected rows as last reported, to tell what a selection change
    /// selected and deselected.
    var reportedSelection = IndexSet()
    /// What each row view on screen shows, by the view, as it was when it
    /// came on screen: AppKit reports a row removed from the table with no row.
    var displayedRows: [ObjectIdentifier: TableRowLayout.Position] = [:]

    init(source: any CellListViewDataSource, listView: NSTableViewListView) {
        self.source = source
        self.listView = listView
        methodClaims = DelegateMethodClaims(NSTableViewForwarder.eventsByMethodName, host: listView)
        super.init()
    }

    /// The rows of the sections the wrapper shows: group rows and items.
    package func numberOfRows(in tableView: NSTableView) -> Int {
        listView?.layout.numberOfRows ?? 0
    }

    /// The view of a row: for a group row, the section's header view, or
    /// a label with its title; for an item, its cell, in the first column
    /// only. `nil` leaves the row empty.
    package func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        guard let source, let listView, let position = listView.layout.position(ofRow: row) else { return nil }
        switch position {
        case .group(let section):
            let header = SupplementaryKind.header
            let indexPath = IndexPath(item: 0, section: section)
            if let view = source.listView(listView, viewForSupplementaryElementOfKind: header.rawValue, at: indexPath) as? NSView {
                return view
            }
            guard let title = (source as? any SectionTitleSource)?.title(ofKind: header, inSection: section) else { return nil }
            return NSTextField(labelWithString: title)
        case .item(let indexPath):
            if let tableColumn, let first = tableView.tableColumns.first, tableColumn !== first { return nil }
            return source.listView(listView, cellForItemAt: indexPath) as? NSView
        }
    }

    /// Whether `row` is a section's group row.
    package func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
        listView?.layout.isGroupRow(row) ?? false
    }
}
#endif
