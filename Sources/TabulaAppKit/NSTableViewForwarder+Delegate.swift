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
    /// Group rows are never selected; an item is when the delegate says so
    /// (its `shouldSelect` handler), or has no say.
    package func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
        guard let listView, let indexPath = listView.layout.indexPath(ofRow: row) else { return false }
        guard let delegate else { return true }
        return delegate.listView(listView, shouldSelectItemAt: indexPath) ?? true
    }

    /// Reports the items the selection change selected and deselected, by
    /// their index paths: AppKit reports only that the selection changed.
    /// Changes AppKit makes while the wrapper changes the rows (selected
    /// rows removed, or moving with their items) are not reported: the
    /// selection is read again once the rows are in place.
    ///
    /// Complexity: O(*k* log *s*) for *k* rows whose selection changed and
    /// *s* sections.
    package func tableViewSelectionDidChange(_ notification: Notification) {
        guard let listView, !listView.isChangingRows, let tableView = listView.tableView else { return }
        let selection = tableView.selectedRowIndexes
        let deselected = reportedSelection.subtracting(selection)
        let selected = selection.subtracting(reportedSelection)
        reportedSelection = selection
        guard let delegate else { return }
        for row in deselected {
            if let indexPath = listView.layout.indexPath(ofRow: row) { delegate.listView(listView, didDeselectItemAt: indexPath) }
        }
        for row in selected {
            if let indexPath = listView.layout.indexPath(ofRow: row) { delegate.listView(listView, didSelectItemAt: indexPath) }
        }
    }

    /// Takes the table's selection after an update or a reload as reported:
    /// AppKit carries the selected rows through row changes itself.
    func selectionDidReload() {
        reportedSelection = listView?.tableView?.selectedRowIndexes ?? []
    }

    /// The height of `row`: its item's from the `height` handler, a group
    /// row's from the header's `supplementaryViewHeight` handler; the
    /// table's `rowHeight` otherwise. AppKit asks only while a handler
    /// exists (see ``methodClaims``).
    package func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat {
        guard let listView, let delegate, let position = listView.layout.position(ofRow: row) else { return tableView.rowHeight }
        let height: Double?
        switch position {
        case .group(let section):
            height = delegate.listView(listView, heightForSupplementaryViewOfKind: SupplementaryKind.header.rawValue, inSection: section)
        case .item(let indexPath):
            height = delegate.listView(listView, heightForItemAt: indexPath)
        }
        guard let height, height.isFinite, height > 0 else { return tableView.rowHeight }
        return CGFloat(height)
    }
}
#endif
