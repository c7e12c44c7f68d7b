import Foundation
import Tabula

/// The cells on screen: a window of rows over what the view shows, each with
/// the cell object its `CellListViewDataSource` made for it.
///
/// UIKit keeps a cell while its row stays visible: a move, or rows shifting
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
    /// The identity of the item whose cell holds VoiceOver's focus.
    var accessibilityFocused: AnyHashable?
    /// The announcements posted, in order.
    var announcements: [String] = []
    /// The cell a reconfigure hands back to the data source, at its index path.
    var reconfiguring: (indexPath: IndexPath, cell: DisplayedCell)?
    /// Whether `cells` is out of date until the next layout (see `HeadlessListView+Layout.swift`).
    var needsLayout = false
    /// Whether the next layout replaces every cell, as after a reload.
    var discardsCellsAtLayout = false
    /// The token given to the last cell made; tokens start at 1.
    var lastToken: UInt32 = 0
}

/// A cell on screen: the token of the row it shows (``HeadlessListView/Cell/displayToken``),
/// where, and the cell object.
struct DisplayedCell {
    var token: UInt32
    var indexPath: IndexPath
    var view: AnyObject
    /// The reuse pool the cell came from.
    var poolKey: String
}

extension HeadlessListView {
    /// How many rows fit on screen, counting the rows of all sections in
    /// order; `nil`, the default, for all of them. Only a view driven by a
    /// `CellListViewDataSource` (a `ListAdapter`) keeps cells on screen.
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
        refreshDisplay()
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

    /// The rows on screen over sections of `itemCounts` items, counting the
    /// rows of all sections in order: from the first visible row, as many as
    /// fit; all of them without a ``visibleRowCount``. O(sections).
    func screenRows(itemCounts: [Int]) -> Range<Int> {
        var total = 0
        for count in itemCounts { total += count }
        guard let rows = display.rowCount else { return 0..<total }
        let first = min(display.firstRow, max(total - rows, 0))
        return first..<min(first + rows, total)
    }

    /// The row number of `indexPath`, counting the rows of all sections in
    /// order; `nil` out of range.
    func flatRow(of indexPath: IndexPath) -> Int? {
        guard itemID(at: indexPath) != nil else { return nil }
        return sections[..<indexPath.section].reduce(0) { $0 + $1.items.count } + indexPath.item
    }

    /// Brings the cells on screen in line with what the view shows, as
    /// UIKit does: a cell stays with its row — wherever a batch moved the
    /// row, whatever the row's identity — and rows in `reconfiguring` hand
    /// their cell back to the data source to refresh. A row a batch replaced
    /// (reloaded, inserted, or in a reloaded section) or that came on screen
    /// gets a new cell; cells of rows gone from the screen end displaying.
    /// This is a layout: it also does what a pending one would have done.
    ///
    /// Rows find their cells by the ``Cell/displayToken`` the batch carried
    /// along with them, never by identity: two rows of the same item keep
    /// their own cells.
    /// - Parameters:
    ///   - reconfiguring: The tokens of the rows whose cells are refreshed in place.
    ///   - replacingAll: Whether every cell is replaced, as after a reload.
    func refreshDisplay(reconfiguring: Set<UInt32> = [], replacingAll: Bool = false) {
        guard let source = reuse.bridge?.source else {
            display.cells = []
            display.needsLayout = false
            display.discardsCellsAtLayout = false
            return
        }
        // Loading marks every cell as out of date: it comes first.
        loadIfNeeded()
        // Cleared before any cell is made: a delegate that asks for the
        // visible cells from `willDisplay` must not start another layout.
        let replacingAll = replacingAll || display.discardsCellsAtLayout
        display.needsLayout = false
        display.discardsCellsAtLayout = false
        let rows = visibleRows()

        var onScreen: [UInt32: DisplayedCell] = [:]
        if !replacingAll {
            for cell in display.cells { onScreen[cell.token] = cell }
        }
        var staying: [DisplayedCell?] = []
        staying.reserveCapacity(rows.count)
        for row in rows {
            staying.append(row.token == 0 ? nil : onScreen.removeValue(forKey: row.token))
        }
        // Cells leave before new ones come, so that a reload reuses them, as
        // UIKit's does; their delegate hears of it while they still hold
        // their old content. In screen order, as they were.
        for cell in display.cells where replacingAll || onScreen[cell.token] != nil {
            cellDelegate?.listView(self, didEndDisplaying: cell.view, forItemAt: cell.indexPath)
            enqueue(cell.view)
        }

        var shownNow: [DisplayedCell] = []
        var appeared: [DisplayedCell] = []
        var tokens: [(indexPath: IndexPath, token: UInt32)] = []
        for (row, existing) in zip(rows, staying) {
            if var existing {
                existing.indexPath = row.indexPath
                if reconfiguring.contains(row.token) { reconfigure(existing, at: row.indexPath, source: source) }
                shownNow.append(existing)
            } else if let made = source.listView(self, cellForItemAt: row.indexPath),
                      let key = reuse.handedOut[ObjectIdentifier(made)] {
                display.lastToken = display.lastToken == .max ? 1 : display.lastToken + 1
                let displayed = DisplayedCell(token: display.lastToken, indexPath: row.indexPath, view: made, poolKey: key)
                tokens.append((row.indexPath, displayed.token))
                shownNow.append(displayed)
                appeared.append(displayed)
            }
        }
        setDisplayTokens(tokens)
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

    /// The rows on screen, with the token of the cell each had: the
    /// screen is first kept within the rows there are.
    private func visibleRows() -> [(indexPath: IndexPath, token: UInt32)] {
        let sections = loadIfNeeded()
        let total = sections.reduce(0) { $0 + $1.items.count }
        let count = display.rowCount ?? total
        display.firstRow = max(0, min(display.firstRow, total - count))
        var rows: [(indexPath: IndexPath, token: UInt32)] = []
        var row = 0
        let window = display.firstRow..<(display.firstRow + count)
        for (section, value) in sections.enumerated() {
            guard row < window.upperBound else { break }
            let start = max(window.lowerBound - row, 0)
            let end = min(window.upperBound - row, value.items.count)
            if start < end {
                for item in start..<end {
                    rows.append((IndexPath(item: item, section: section), value.items[item].displayToken))
                }
            }
            row += value.items.count
        }
        return rows
    }

    /// The items a batch replaces (deleted or reloaded, or in a section
    /// deleted or reloaded), by identity, for the selection; and the cells
    /// it reconfigures, by token: both read from what the view showed before it.
    static func displayChanges(of batch: RecordedBatch, before: [Section]) -> (replacing: Set<AnyHashable>, reconfiguring: Set<UInt32>) {
        func cell(_ indexPath: IndexPath) -> Cell? {
            guard indexPath.count == 2, before.indices.contains(indexPath.section),
                  before[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
            return before[indexPath.section].items[indexPath.item]
        }
        var replacing = Set<AnyHashable>()
        for section in batch.sectionDeletes + batch.sectionReloads where before.indices.contains(section) {
            for cell in before[section].items { replacing.insert(cell.id) }
        }
        for indexPath in batch.itemDeletes + batch.itemReloads {
            if let cell = cell(indexPath) { replacing.insert(cell.id) }
        }
        var reconfiguring = Set<UInt32>()
        for indexPath in batch.itemReconfigures {
            if let token = cell(indexPath)?.displayToken, token != 0 { reconfiguring.insert(token) }
        }
        return (replacing, reconfiguring)
    }
}
