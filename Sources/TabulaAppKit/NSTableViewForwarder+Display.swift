// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSTableViewForwarder {
    /// A row came on screen: its item's `willDisplay`, or for a group row
    /// the header's `willDisplaySupplementaryView`, with the view in the
    /// row's first column.
    package func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        guard let listView, let position = listView.layout.position(ofRow: row) else { return }
        displayedRows[ObjectIdentifier(rowView)] = position
        guard let delegate, let view = rowView.view(atColumn: 0) as? NSView else { return }
        switch position {
        case .item(let indexPath):
            delegate.listView(listView, willDisplay: view, forItemAt: indexPath)
        case .group(let section):
            delegate.listView(listView, willDisplaySupplementaryView: view, forElementKind: SupplementaryKind.header.rawValue,
                              at: IndexPath(item: 0, section: section))
        }
    }

    /// A row left the screen: its item's `didEndDisplaying`, or the
    /// header's `didEndDisplayingSupplementaryView`. A row removed from the
    /// table, which AppKit reports with no row (-1), is reported where it
    /// was when it came on screen: handlers get the model the view showed.
    package func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {
        let shown = displayedRows.removeValue(forKey: ObjectIdentifier(rowView))
        guard let listView, let delegate, let position = row >= 0 ? listView.layout.position(ofRow: row) : shown,
              let view = rowView.view(atColumn: 0) as? NSView else { return }
        switch position {
        case .item(let indexPath):
            delegate.listView(listView, didEndDisplaying: view, forItemAt: indexPath)
        case .group(let section):
            delegate.listView(listView, didEndDisplayingSupplementaryView: view, forElementOfKind: SupplementaryKind.header.rawValue,
                              at: IndexPath(item: 0, section: section))
        }
    }
}
#endif
