import Foundation

// Selecting rows from code, as AppKit does it: the selection changes, and
// the delegate hears `tableViewSelectionDidChange(_:)` as from the
// `selectionDidChangeNotification` AppKit posts. And the selection carried
// through row changes, as AppKit carries it (stand-in seams).

extension NSTableView {
    // https://developer.apple.com/documentation/appkit/nstableview/selectiondidchangenotification
    /// Posted after an NSTableView object's selection changes.
    public static let selectionDidChangeNotification = Notification.Name("NSTableViewSelectionDidChangeNotification")

    // https://developer.apple.com/documentation/appkit/nstableview/selectrowindexes(_:byextendingselection:)
    /// Sets the row selection using `indexes`, possibly extending the selection.
    public func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {
        let selection = extend ? selectedRowIndexes.union(indexes) : indexes
        guard selection != selectedRowIndexes else { return }
        selectedRowIndexes = selection
        delegate?.tableViewSelectionDidChange(Notification(name: Self.selectionDidChangeNotification, object: self))
    }

    // https://developer.apple.com/documentation/appkit/nstableview/deselectrow(_:)
    /// Deselects the row at the specified index if it's selected.
    public func deselectRow(_ row: Int) {
        guard selectedRowIndexes.contains(row) else { return }
        selectedRowIndexes.remove(row)
        delegate?.tableViewSelectionDidChange(Notification(name: Self.selectionDidChangeNotification, object: self))
    }

    /// Shifts the selection as AppKit does when rows are inserted at
    /// `indexes` (indexes in the rows after the insertion).
    package func standInCarrySelection(inserting indexes: IndexSet) {
        guard !selectedRowIndexes.isEmpty else { return }
        var selection = selectedRowIndexes
        for index in indexes { selection.shift(startingAt: index, by: 1) }
        selectedRowIndexes = selection
    }

    /// Drops the selection of removed rows and shifts the rest, as AppKit does.
    package func standInCarrySelection(removing indexes: IndexSet) {
        guard !selectedRowIndexes.isEmpty else { return }
        var selection = selectedRowIndexes
        for index in indexes.reversed() {
            selection.remove(index)
            selection.shift(startingAt: index + 1, by: -1)
        }
        selectedRowIndexes = selection
    }

    /// Moves the selection with a moved row, as AppKit does.
    package func standInCarrySelection(movingRowAt oldIndex: Int, to newIndex: Int) {
        guard !selectedRowIndexes.isEmpty else { return }
        var selection = selectedRowIndexes
        let wasSelected = selection.contains(oldIndex)
        selection.remove(oldIndex)
        selection.shift(startingAt: oldIndex + 1, by: -1)
        selection.shift(startingAt: newIndex, by: 1)
        if wasSelected { selection.insert(newIndex) }
        selectedRowIndexes = selection
    }
}
