// AppKit where it exists, the stand-in on Linux (Package.swift links it only
// there); elsewhere (iOS, tvOS, watchOS, visionOS) this module is empty.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSTableView {
    /// Animates the change from `old` to `new` in a table that shows a
    /// sectioned list as one column of rows: each section's group row when
    /// `groupRows` is `true`, then its items.
    ///
    /// ```swift
    /// let changes = dataSource.snapshot.difference(to: newSnapshot)
    /// tableView.apply(changes, from: dataSource.snapshot, to: newSnapshot, groupRows: true) {
    ///     dataSource.snapshot = $0
    /// }
    /// ```
    ///
    /// AppKit applies each row call to the rows as the calls before it left
    /// them, not in UIKit's before-and-after index spaces, so a UIKit batch
    /// replayed there moves the wrong rows. This sets the new data, then, in
    /// one `beginUpdates()`…`endUpdates()`, removes the rows that go, moves
    /// the fewest rows there are, inserts the new ones, and reloads the rows
    /// whose content changed, then tells the table their heights may have
    /// changed (`noteHeightOfRows(withIndexesChanged:)`). Off screen (in no window), or when an
    /// identifier appears twice in either snapshot, it sets the data and
    /// calls `reloadData()` instead.
    ///
    /// Complexity: O(*n* log *n*) for *n* rows, besides AppKit's own work.
    /// - Parameters:
    ///   - changeset: The changes from `old` to `new`, as
    ///     `Snapshot.difference(to:)` or a `ListUpdate` gives them; its
    ///     updates say which rows to reload.
    ///   - old: What the table shows.
    ///   - new: What it is to show.
    ///   - groupRows: Whether each section has a group row before its items
    ///     (the delegate's `tableView(_:isGroupRow:)` says yes for them).
    ///   - animation: How rows are inserted and removed.
    ///   - setData: Stores a snapshot as the data source's data; called once,
    ///     with `new`, before the table changes.
    public func apply<SectionID, SectionModel, ItemID, Item>(
        _ changeset: Changeset,
        from old: Snapshot<SectionID, SectionModel, ItemID, Item>,
        to new: Snapshot<SectionID, SectionModel, ItemID, Item>,
        groupRows: Bool = false,
        animation: NSTableView.AnimationOptions = .effectFade,
        setData: (Snapshot<SectionID, SectionModel, ItemID, Item>) -> Void
    ) {
        setData(new)
        guard window != nil,
              let update = SequentialRowUpdate(from: old, to: new, groupRows: groupRows, changeset: changeset)
        else {
            reloadData()
            return
        }
        guard !update.operations.isEmpty else { return }
        beginUpdates()
        for operation in update.operations {
            switch operation {
            case .remove(let rows): removeRows(at: rows, withAnimation: animation)
            case .move(let from, let to): moveRow(at: from, to: to)
            case .insert(let rows): insertRows(at: rows, withAnimation: animation)
            case .reload(let rows): reloadData(forRowIndexes: rows, columnIndexes: IndexSet(integersIn: 0..<numberOfColumns))
            }
        }
        endUpdates()
        // A reload does not ask the delegate for the rows' heights again.
        for case .reload(let rows) in update.operations {
            noteHeightOfRows(withIndexesChanged: rows)
        }
    }
}
#endif
