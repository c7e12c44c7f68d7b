import Foundation
import Tabula

/// The cells on screen: a window of rows over what the view shows, each with
/// the cell object its ``CellListViewDataSource`` made for it.
///
/// UIKit keeps a cell while its item stays visible: a move, or rows shifting
/// around it, keep the cell; a reconfigure hands the same cell back to the
/// data source; a reload, a delete and `reloadData()` replace it, and the old
/// cell goes back to its reuse pool after `didEndDisplaying`.
struct DisplayState {
    /// How many rows fit on screen; `nil`: every row.
    var rowCount: Int?
    /// The first row on screen, counting the rows of all sections in order.
    var firstRow = 0
    /// The cells on screen, in order.
    var cells: [DisplayedCell] = []
    /// The identities of the selected items, in the order they were selected.
    var selected: [AnyHashable] = []
    /// Whether more than one item can be selected.
    var allowsMultipleSelection = false
    /// The cell a reconfigure hands back to the data source, at its index path.
    var reconfiguring: (indexPath: IndexPath, cell: DisplayedCell)?
    /// Whether `cells` is out of date until the next layout (see `HeadlessListView+Layout.swift`).
    var needsLayout = false
    /// Whether the next layout replaces every cell, as after a reload.
    var discardsCellsAtLayout = false
}

/// A cell on screen: which item it shows, where, and the cell object.
struct DisplayedCell {
    var id: AnyHashable
    var indexPath: IndexPath
    var view: AnyObject
    /// The reuse pool the cell came from.
    var poolKey: String
}

extension HeadlessListView {
    /// How many rows fit on screen, counting the rows of all sections in
    /// order; `nil`, the default, for all of them. Only a view driven by a
    /// ``/Tabula/CellListViewDataSource`` (a `ListAdapter`) keeps cells on screen.
    ///
    /// Like a change of a UIKit view's bounds, a change takes effect at the
    /// next layout (``layoutIfNeeded()``).
    public var visibleRowCount: Int? {
        get { display.rowCount }
        set {
            display.rowCount = newValue.map { max($0, 0) }
            setNeedsLayout(discardingCells: false)
        }
    }

    /// The first row on screen, counting the rows of all sections in order.
    public var firstVisibleRow: Int {
        // A reload that removed rows moves the screen up at the layout.
        layoutIfNeeded()
        return display.firstRow
    }

    /// Scrolls so that `row` (counting the rows of all sections in order) is
    /// the first on screen, kept within the rows there are: cells that leave
    /// the screen end displaying and go back to their pools, cells that come
    /// on screen are dequeued, and the delegate hears of both.
    /// - Parameter row: The row to show first.
    public func scroll(toRow row: Int) {
        let total = sections.reduce(0) { $0 + $1.items.count }
        let visible = display.rowCount ?? total
        display.firstRow = max(0, min(row, total - visible))
        refreshDisplay(replacing: [], reconfiguring: [])
    }

    /// Scrolls so that the item at `indexPath` is on screen, as the first row
    /// when it was above the screen and as the last when it was below. An
    /// index path out of range does nothing.
    /// - Parameter indexPath: The item to show.
    public func scrollToItem(at indexPath: IndexPath) {
        // Where the screen is depends on the layout a reload left pending.
        layoutIfNeeded()
        guard let row = flatRow(of: indexPath) else { return }
        let visible = display.rowCount ?? Int.max
        if row < display.firstRow {
            scroll(toRow: row)
        } else if visible != Int.max, row >= display.firstRow + visible {
            scroll(toRow: row - visible + 1)
        }
    }

    /// The cells on screen and their index paths, in order.
    public var visibleCells: [(indexPath: IndexPath, cell: AnyObject)] {
        layoutIfNeeded()
        return display.cells.map { ($0.indexPath, $0.view) }
    }

    /// The row number of `indexPath`, counting the rows of all sections in
    /// order; `nil` out of range.
    func flatRow(of indexPath: IndexPath) -> Int? {
        guard itemID(at: indexPath) != nil else { return nil }
        return sections[..<indexPath.section].reduce(0) { $0 + $1.items.count } + indexPath.item
    }

    /// Brings the cells on screen in line with what the view shows: cells of
    /// items still on screen stay (those in `reconfiguring` are handed back
    /// to the data source to refresh), cells of items in `replacing` or gone
    /// from the screen end displaying, and the rows without a cell get one.
    /// This is a layout: it also does what a pending one would have done.
    /// - Parameters:
    ///   - replacing: Items whose cells are replaced (reloaded or deleted).
    ///   - reconfiguring: Items whose cells are refreshed in place.
    ///   - replacingAll: Whether every cell is replaced, as after a reload.
    func refreshDisplay(replacing: Set<AnyHashable>, reconfiguring: Set<AnyHashable>, replacingAll: Bool = false) {
        guard let source = reuse.bridge?.source else {
            display.cells = []
            display.needsLayout = false
            display.discardsCellsAtLayout = false
            return
        }
        let sections = loadIfNeeded()
        // Cleared before any cell is made: a delegate that asks for the
        // visible cells from `willDisplay` must not start another layout.
        let replacingAll = replacingAll || display.discardsCellsAtLayout
        display.needsLayout = false
        display.discardsCellsAtLayout = false
        let total = sections.reduce(0) { $0 + $1.items.count }
        let visible = display.rowCount ?? total
        display.firstRow = max(0, min(display.firstRow, total - visible))

        var kept: [AnyHashable: DisplayedCell] = [:]
        var ended: [DisplayedCell] = []
        for cell in display.cells {
            if replacingAll || replacing.contains(cell.id) || kept[cell.id] != nil {
                ended.append(cell)
            } else {
                kept[cell.id] = cell
            }
        }
        let rows = visibleRows(of: sections, from: display.firstRow, count: visible)
        let onScreen = Set(rows.map(\.id))
        for (id, cell) in kept where !onScreen.contains(id) {
            ended.append(cell)
            kept[id] = nil
        }
        // Cells leave before new ones come, so that a reload reuses them, as
        // UIKit's does; their delegate hears of it while they still hold
        // their old content.
        for cell in ended {
            cellDelegate?.listView(self, didEndDisplaying: cell.view, forItemAt: cell.indexPath)
            enqueue(cell.view)
        }

        var shownNow: [DisplayedCell] = []
        var appeared: [DisplayedCell] = []
        for (indexPath, id) in rows {
            if var existing = kept.removeValue(forKey: id) {
                existing.indexPath = indexPath
                if reconfiguring.contains(id) { reconfigure(existing, at: indexPath, source: source) }
                shownNow.append(existing)
            } else if let made = source.listView(self, cellForItemAt: indexPath),
                      let key = reuse.handedOut[ObjectIdentifier(made)] {
                let displayed = DisplayedCell(id: id, indexPath: indexPath, view: made, poolKey: key)
                shownNow.append(displayed)
                appeared.append(displayed)
            }
        }
        display.cells = shownNow
        for cell in appeared {
            cellDelegate?.listView(self, willDisplay: cell.view, forItemAt: cell.indexPath)
        }
    }

    /// Hands a visible cell back to the data source to refresh, as UIKit's
    /// reconfigure does; a data source that returns another cell breaks the rule.
    private func reconfigure(_ cell: DisplayedCell, at indexPath: IndexPath, source: any CellListViewDataSource) {
        display.reconfiguring = (indexPath, cell)
        let returned = source.listView(self, cellForItemAt: indexPath)
        display.reconfiguring = nil
        guard returned !== cell.view else { return }
        let identifier = returned.flatMap { reuse.handedOut[ObjectIdentifier($0)] } ?? "none"
        violations.append(.reconfigureReplacedCell(at: indexPath, identifier: identifier))
        if let returned { enqueue(returned) }
    }

    /// The index paths and identities of `count` rows from row `first`,
    /// counting the rows of all sections in order.
    private func visibleRows(of sections: [Section], from first: Int, count: Int) -> [(indexPath: IndexPath, id: AnyHashable)] {
        var rows: [(indexPath: IndexPath, id: AnyHashable)] = []
        var row = 0
        let window = first..<(first + count)
        for (section, value) in sections.enumerated() {
            guard row < window.upperBound else { break }
            let start = max(window.lowerBound - row, 0)
            let end = min(window.upperBound - row, value.items.count)
            if start < end {
                for item in start..<end {
                    rows.append((IndexPath(item: item, section: section), value.items[item].id))
                }
            }
            row += value.items.count
        }
        return rows
    }

    /// The items whose cells a batch replaces (deleted or reloaded, or in a
    /// section deleted or reloaded) and those it reconfigures, by identity,
    /// read from what the view showed before it.
    static func displayChanges(of batch: RecordedBatch, before: [Section]) -> (replacing: Set<AnyHashable>, reconfiguring: Set<AnyHashable>) {
        func id(_ indexPath: IndexPath) -> AnyHashable? {
            guard indexPath.count == 2, before.indices.contains(indexPath.section),
                  before[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
            return before[indexPath.section].items[indexPath.item].id
        }
        var replacing = Set<AnyHashable>()
        for section in batch.sectionDeletes + batch.sectionReloads where before.indices.contains(section) {
            for cell in before[section].items { replacing.insert(cell.id) }
        }
        for indexPath in batch.itemDeletes + batch.itemReloads {
            if let id = id(indexPath) { replacing.insert(id) }
        }
        var reconfiguring = Set<AnyHashable>()
        for indexPath in batch.itemReconfigures {
            if let id = id(indexPath) { reconfiguring.insert(id) }
        }
        return (replacing, reconfiguring)
    }
}
