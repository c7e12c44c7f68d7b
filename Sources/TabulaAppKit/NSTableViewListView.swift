// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// An `NSTableView` seen as a sectioned `ListView`, so that a `ListAdapter`
/// drives it with the registrations and events it has for UIKit: each
/// section's header as a group row (or no group rows), then its items, in
/// one column.
///
/// ```swift
/// let registry = MappingRegistry()
/// registry.register(ContactCellView.self)     // an NSView that is ModelTransfer
/// let adapter = ListAdapter(view: NSTableViewListView(tableView), registry: registry, showing: contacts)
/// ```
///
/// The adapter plans its updates for UIKit, which reads a batch in two index
/// spaces; AppKit applies each row call to the rows as the calls before it
/// left them. So the wrapper records each batch, and when it ends turns it
/// into AppKit's calls (the removals, the fewest
/// moves, insertions, then reloads), inside one
/// `beginUpdates()`…`endUpdates()`. A batch that does not add up to what the
/// data source then reports is not guessed at: the table reloads.
///
/// Cells are `NSView`s: the wrapper asks the table for one to reuse
/// (`makeView(withIdentifier:owner:)`, which also loads registered nibs and
/// a storyboard's cell views) and otherwise makes the registered class with
/// `init(frame:)`, setting its `identifier` so that AppKit reuses it. A
/// class registered in code must keep `init(frame:)`: one that declares
/// initializers of its own without overriding it does not inherit it, and
/// Objective-C traps when it is called. Items show in the table's first
/// column, which the table must have (add one to a table made in code);
/// other columns get no view. Footers are not shown: a table has no place
/// for them.
///
/// The wrapper becomes the table's data source and delegate, replacing any
/// the app set. Once a height handler exists, AppKit asks every row its
/// height (rows without one get `rowHeight`), and no longer sizes rows
/// automatically. A fallback reload clears the selection, as UIKit's
/// `reloadData()` does; AppKit would otherwise keep the selected row numbers
/// on other items.
///
/// It holds the table weakly: once the table is gone it reports no
/// sections and changes nothing.
@MainActor
public final class NSTableViewListView: ListView {
    /// The table being driven, or `nil` once it has been released.
    public private(set) weak var tableView: NSTableView?
    /// Whether each section has a group row before its items, showing the
    /// section's header.
    public let groupRows: Bool
    /// How rows are inserted and removed.
    public var animation: NSTableView.AnimationOptions
    /// The table's data source and delegate while an adapter drives the wrapper.
    package internal(set) var forwarder: NSTableViewForwarder?
    /// The rows the table shows, as the data source last reported them.
    package internal(set) var layout: TableRowLayout
    /// The batch being recorded, while `isRecording`.
    private var recorded = BatchUpdate()
    /// Whether a batch is open: its changes are recorded, not applied.
    private var isRecording = false
    /// Items reconfigured inside an open batch, by their index paths after
    /// it: reloaded once it is applied.
    private var reconfiguredInBatch: [IndexPath] = []
    /// Sections reconfigured inside an open batch, by their indexes after it.
    private var reconfiguredSectionsInBatch = IndexSet()
    /// Completions of batches opened inside the open one, called with its own.
    private var nestedCompletions: [(Bool) -> Void] = []
    /// Whether the wrapper is changing the table's rows: AppKit's selection
    /// notifications then describe rows in motion, not a user's choice.
    package internal(set) var isChangingRows = false
    /// Cell classes registered through the wrapper, by reuse identifier.
    var cellClasses: [String: NSView.Type] = [:]
    /// Supplementary view classes registered through the wrapper, by kind
    /// and reuse identifier.
    var supplementaryClasses: [String: [String: NSView.Type]] = [:]
    /// Identifiers whose views the table makes itself, from a nib or a storyboard.
    var tableMadeIdentifiers: Set<String> = []

    /// The `ListAdapter` driving the table. Setting it makes a forwarder
    /// the table's data source and delegate; `nil` removes them.
    package var connection: CellListViewConnection? {
        didSet { connect() }
    }

    /// Wraps `tableView`.
    /// - Parameters:
    ///   - tableView: The table to drive; the wrapper does not retain it.
    ///   - groupRows: Whether each section has a group row showing its
    ///     header before its items.
    ///   - animation: How rows are inserted and removed.
    public init(_ tableView: NSTableView, groupRows: Bool = true, animation: NSTableView.AnimationOptions = .effectFade) {
        self.tableView = tableView
        self.groupRows = groupRows
        self.animation = animation
        layout = TableRowLayout(groupRows: groupRows)
    }

    /// Whether the table is in a window; AppKit does not animate otherwise.
    public var isVisible: Bool { tableView?.window != nil }

    /// The number of sections the table shows; 0 once it is gone.
    public var numberOfSections: Int { tableView == nil ? 0 : layout.numberOfSections }

    /// The number of items the table shows in `section`; 0 once it is gone
    /// or out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        guard tableView != nil, layout.counts.indices.contains(section) else { return 0 }
        return layout.counts[section]
    }

    /// Runs `updates`, recording the changes they report, then makes them
    /// in AppKit's terms in one `beginUpdates()`…`endUpdates()`, and calls
    /// `completion` with `true` once the table has them (AppKit's row
    /// animations report no end). A batch opened inside another is part of
    /// it, and completes with it.
    ///
    /// Complexity: O(*n* log *n*) for *n* rows, besides AppKit's own work.
    /// - Parameters:
    ///   - updates: Changes the data source's data and reports the changes,
    ///     as for UIKit.
    ///   - completion: Called once the table has the changes; `false` when
    ///     the table is gone.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard !isRecording else {
            updates?()
            if let completion { nestedCompletions.append(completion) }
            return
        }
        isRecording = true
        recorded = BatchUpdate()
        updates?()
        isRecording = false
        let batch = recorded
        recorded = BatchUpdate()
        commit(batch)
        let items = reconfiguredInBatch, sections = reconfiguredSectionsInBatch
        reconfiguredInBatch = []
        reconfiguredSectionsInBatch = []
        if !items.isEmpty { reconfigureItems(at: items) }
        if !sections.isEmpty { reconfigureSections(sections) }
        let completions = nestedCompletions
        nestedCompletions = []
        let finished = tableView != nil
        for nested in completions { nested(finished) }
        completion?(finished)
    }

    /// Records inserted sections (by their indexes after the batch).
    public func insertSections(_ sections: IndexSet) { record { $0.sectionInserts += sections } }

    /// Records deleted sections (by their indexes before the batch).
    public func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes += sections } }

    /// Records reloaded sections (by their indexes before the batch): their
    /// group rows are reloaded and their items replaced.
    public func reloadSections(_ sections: IndexSet) { record { $0.sectionReloads += sections } }

    /// Records a moved section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append(Changeset.Move(source: section, destination: newSection)) }
    }

    /// Records inserted items (by their index paths after the batch).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.itemInserts += indexPaths } }

    /// Records deleted items (by their index paths before the batch).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.itemDeletes += indexPaths } }

    /// Records reloaded items (by their index paths before the batch).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.itemReloads += indexPaths } }

    /// Records a moved item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.itemMoves.append(Changeset.Move(source: indexPath, destination: newIndexPath)) }
    }

    /// Reloads the rows of items whose content changed in place, by their
    /// index paths as the table now shows them (inside a batch: after it),
    /// and tells the table their heights may have changed. AppKit has no
    /// reconfigure: the table asks for the rows' views again.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard !isRecording else {
            reconfiguredInBatch += indexPaths
            return
        }
        reloadRows(IndexSet(indexPaths.compactMap { layout.row(ofItemAt: $0) }))
    }

    /// Reloads the group rows of sections whose model changed in place, by
    /// their indexes as the table now shows them (inside a batch: after
    /// it); without group rows, sections show nothing of their own.
    public func reconfigureSections(_ sections: IndexSet) {
        guard !isRecording else {
            reconfiguredSectionsInBatch.formUnion(sections)
            return
        }
        reloadRows(IndexSet(sections.compactMap { layout.row(of: .group(section: $0)) }))
    }

    /// Reads the data source's counts again and reloads the table, clearing
    /// its selection.
    public func reloadData() {
        layout = dataSourceLayout()
        guard let tableView else { return }
        reload(tableView)
    }

    /// Clears the selection, as UIKit's reload does, and reloads `tableView`.
    private func reload(_ tableView: NSTableView) {
        isChangingRows = true
        tableView.deselectAll(nil)
        tableView.reloadData()
        isChangingRows = false
        forwarder?.selectionDidReload()
    }

    /// Adds to the open batch, or makes a batch of its own.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if isRecording {
            change(&recorded)
        } else {
            var batch = BatchUpdate()
            change(&batch)
            commit(batch)
        }
    }

    /// Makes `batch` on the table in AppKit's terms, or reloads it when the
    /// batch does not lead to what the data source reports.
    private func commit(_ batch: BatchUpdate) {
        let old = layout
        layout = dataSourceLayout()
        guard let tableView else { return }
        guard let update = SequentialRowUpdate(batch, from: old, to: layout) else {
            reload(tableView)
            return
        }
        guard !update.operations.isEmpty else { return }
        isChangingRows = true
        defer {
            isChangingRows = false
            forwarder?.selectionDidReload()
        }
        tableView.beginUpdates()
        for operation in update.operations {
            switch operation {
            case .remove(let rows): tableView.removeRows(at: rows, withAnimation: animation)
            case .move(let from, let to): tableView.moveRow(at: from, to: to)
            case .insert(let rows): tableView.insertRows(at: rows, withAnimation: animation)
            case .reload(let rows): tableView.reloadData(forRowIndexes: rows, columnIndexes: allColumns(of: tableView))
            }
        }
        tableView.endUpdates()
        // A reload does not ask the delegate for the rows' heights again.
        for case .reload(let rows) in update.operations {
            tableView.noteHeightOfRows(withIndexesChanged: rows)
        }
    }

    /// Reloads `rows` in every column and has their heights read again.
    private func reloadRows(_ rows: IndexSet) {
        guard let tableView, !rows.isEmpty, tableView.numberOfColumns > 0 else { return }
        tableView.beginUpdates()
        tableView.reloadData(forRowIndexes: rows, columnIndexes: allColumns(of: tableView))
        tableView.endUpdates()
        tableView.noteHeightOfRows(withIndexesChanged: rows)
    }

    /// Every column of `tableView`.
    private func allColumns(of tableView: NSTableView) -> IndexSet {
        IndexSet(integersIn: 0..<max(0, tableView.numberOfColumns))
    }

    /// The rows the data source has now; none without one.
    func dataSourceLayout() -> TableRowLayout {
        guard let source = connection?.dataSource else { return TableRowLayout(groupRows: groupRows) }
        let sections = max(0, source.numberOfSections(in: self))
        let counts = (0..<sections).map { source.listView(self, numberOfItemsInSection: $0) }
        return TableRowLayout(counts: counts, groupRows: groupRows)
    }
}
#endif
