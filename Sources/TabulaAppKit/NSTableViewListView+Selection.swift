// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

// The table's selection, for a `ListAdapter`, which keeps it by item
// identity across updates (the wrapper clears it at each reload, as UIKit
// does). Selected group rows are not items and are not reported. AppKit
// tells the delegate of a selection made from code; the wrapper keeps that
// from reaching the adapter as a user's choice, as UIKit never reports one.

extension NSTableViewListView {
    /// The items of the table's selected rows; `nil` when the table is gone.
    /// - Complexity: O(*k* log *s*) for *k* selected rows and *s* sections.
    package var selectedIndexPaths: [IndexPath]? {
        guard let tableView else { return nil }
        return tableView.selectedRowIndexes.compactMap { layout.indexPath(ofRow: $0) }
    }

    /// The table's `allowsMultipleSelection`.
    package var allowsMultipleSelection: Bool {
        tableView?.allowsMultipleSelection ?? false
    }

    /// Selects the item's row (in single selection, in place of the row
    /// selected before), without reporting it; nothing for an item the table
    /// does not show.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Not used: AppKit does not animate selection.
    package func selectItem(at indexPath: IndexPath, animated: Bool) {
        guard let tableView, let row = layout.row(ofItemAt: indexPath) else { return }
        changingSelectionFromCode {
            tableView.selectRowIndexes(IndexSet(integer: row), byExtendingSelection: tableView.allowsMultipleSelection)
        }
    }

    /// Deselects the item's row, without reporting it.
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Not used: AppKit does not animate selection.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let tableView, let row = layout.row(ofItemAt: indexPath) else { return }
        changingSelectionFromCode { tableView.deselectRow(row) }
    }

    /// Runs `change` with the table's selection notifications not reported,
    /// then takes the selection as reported.
    private func changingSelectionFromCode(_ change: () -> Void) {
        let wasChangingRows = isChangingRows
        isChangingRows = true
        change()
        isChangingRows = wasChangingRows
        forwarder?.selectionDidReload()
    }
}
#endif
