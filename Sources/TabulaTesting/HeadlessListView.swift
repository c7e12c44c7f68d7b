import Foundation
import Tabula

/// A list view without a screen that enforces every rule UIKit applies to a
/// batch update, so data sources can be tested on any platform.
///
/// It behaves like a `UICollectionView` (or `UITableView`) that is strict where
/// UIKit is strict and honest where UIKit is silent:
///
/// - A batch that would make UIKit throw `NSInternalInconsistencyException`, or
///   that UIKit accepts but mishandles (a *hazard*), is recorded in
///   ``violations``, is not applied, and completes with `false`. The view then
///   reloads from its data source so it stays usable.
/// - A batch that UIKit accepts is applied exactly as UIKit would apply it.
///   UIKit places cells by index arithmetic alone, so if the data source's
///   positions disagree, the view shows the wrong cells, and so does this view.
///   It then compares identities with the data source (in every section the
///   batch changes, or everywhere: ``identityCheck``) and records each
///   mismatch as an ``BatchUpdateViolation/Rule/identityMismatch``.
///
/// A batch reads every count from the data source, as UIKit does, but cells
/// only in the sections it changes: one insert into a long list costs what
/// that section holds, not what the list holds.
///
/// ```swift
/// let dataSource = MyDataSource(model: old)
/// let view = HeadlessListView(dataSource: dataSource)
/// _ = view.sections                         // the view loads `old`
/// try view.performBatchUpdatesThrowing {
///     dataSource.model = new                 // swap the model inside the batch
///     view.deleteItems(at: [IndexPath(item: 0, section: 0)])
/// }
/// #expect(view.verifyMatchesDataSource() == [])
/// ```
///
/// Everything happens synchronously: completion handlers run before
/// ``performBatchUpdates(_:completion:)`` returns. Index paths are never
/// trusted: malformed or out-of-range ones become violations, never traps.
@MainActor
public final class HeadlessListView: ListView {
    /// The object that supplies the sections and cells.
    ///
    /// Held weakly, like UIKit's `dataSource`: keep a strong reference to it
    /// elsewhere, or the view loses it and its next batch fails with
    /// ``BatchUpdateViolation/Rule/dataSourceMissing``. Assigning a different
    /// object makes the view load from it afresh on next use.
    public weak var dataSource: (any HeadlessListViewDataSource)? {
        didSet {
            if dataSource !== oldValue { shown = nil }
        }
    }

    /// Every rule violation recorded so far, oldest first, across all batches.
    public internal(set) var violations: [BatchUpdateViolation] = []

    /// The number of batch updates the view accepted and applied.
    ///
    /// An insert, delete, move, reload or reconfigure called outside
    /// ``performBatchUpdates(_:completion:)`` is a batch of its own and counts
    /// too; nested batches count once, with their outermost batch. A batch that
    /// only shows wrong cells afterwards (an identity mismatch) was accepted by
    /// UIKit and counts.
    public internal(set) var batchCount = 0

    /// The number of times the view reloaded everything from its data source
    /// (``reloadData()`` outside a batch, or a batch abandoned for one).
    public internal(set) var reloadCount = 0

    /// The number of times VoiceOver's focus was moved from code
    /// (``moveAccessibilityFocus(toItemAt:)``).
    public internal(set) var accessibilityFocusMoveCount = 0

    /// Which identities the view compares with its data source after each
    /// batch: by default those of the sections the batch changes, so that a
    /// batch on a long list costs what it touches. Set
    /// ``IdentityCheck/everySection`` to compare every row after every batch.
    public var identityCheck = IdentityCheck.touchedSections

    /// What the view shows; `nil` until it first asks its data source.
    var shown: [Section]? {
        didSet { shownItemCounts = nil }
    }
    /// The item count of each section of ``shown``, side by side: checking
    /// every section's count after a batch then reads one array, where reading
    /// each section's own array would touch a thousand scattered pages on a
    /// long list. `nil` until asked for, and again whenever `shown` changes by
    /// other means than ``show(_:itemCounts:)``.
    private var shownItemCounts: [Int]?
    /// The reusable views: registrations, pools, and the bridge that turns an
    /// adapter's cells into what the view shows (see `HeadlessListView+Reuse.swift`).
    var reuse = ReuseState()
    var phase = Phase.idle
    /// The calls of the batch being recorded.
    var recorded = RecordedBatch()
    /// The completion handlers of the batch being recorded and of the batches nested in it.
    var pendingCompletions: [(Bool) -> Void] = []
    /// Violations of calls made while a batch was being applied.
    var reentrantViolations: [BatchUpdateViolation] = []
    /// The cells on screen and the selection (see `HeadlessListView+Display.swift`).
    var display = DisplayState()
    /// The content offset, the viewport and the heights of rows, headers and
    /// footers (see `HeadlessListView+Scroll.swift`).
    var scroll = ScrollState()
    /// Whether ``shown`` holds identities without what the rows show, after
    /// a load or a reload from a `cellDataSource` (see ``loadIdentities()``).
    var contentPending = false

    /// The object told about display, selection, editing and moves, and asked
    /// about them (a `ListAdapter`). Held weakly, like UIKit's `delegate`.
    package weak var cellDelegate: (any CellListViewDelegate)?

    /// The `ListAdapter` driving the view. Setting it makes the adapter
    /// the view's data source and delegate, replacing any before; `nil`
    /// removes them.
    package var connection: CellListViewConnection? {
        didSet {
            cellDataSource = connection?.dataSource
            cellDelegate = connection?.delegate
        }
    }

    /// What the view is doing, which decides what an update call means.
    enum Phase {
        /// A call starts a batch of its own.
        case idle
        /// Inside an `updates` closure: a call joins the batch.
        case recording
        /// Checking or applying a batch, calling the data source: a call is reentrant.
        case applying
    }

    /// Creates a view that shows what `dataSource` supplies.
    ///
    /// The view does not ask the data source anything yet: like UIKit, it loads
    /// on first use (reading ``sections`` or a count, or starting a batch).
    /// - Parameter dataSource: The data source, held weakly.
    public init(dataSource: (any HeadlessListViewDataSource)? = nil) {
        self.dataSource = dataSource
    }

    /// The sections the view shows now: each header and item cell, in order.
    ///
    /// The first access loads them from the data source, as UIKit does on its
    /// first layout; after that they change only through batch updates and
    /// ``reloadData()``. Inside a batch's `updates` closure they still show the
    /// state before the batch.
    ///
    /// Driven by a `cellDataSource`, the view reads what each row shows
    /// from a configured cell only when something looks: this, a layout, or
    /// a batch. A load or a reload reads counts and identities alone, as
    /// UIKit's makes no cell, so registrations made just after it apply.
    public var sections: [Section] {
        readContentIfPending()
        return loadIfNeeded()
    }

    /// The identifiers of every section's items, in order: a compact way to
    /// check what the view shows.
    ///
    /// ```swift
    /// #expect(view.itemIDs == [["a", "b"], ["c"]])
    /// ```
    public var itemIDs: [[AnyHashable]] {
        sections.map { $0.items.map(\.id) }
    }

    /// The identifiers of the section headers, in order.
    ///
    /// They are `AnyHashable`s, which see through `Optional`: a list
    /// controller's section keyed `"A"` (its identifier is the `String?`
    /// `"A"`) compares equal to `"A"`, so `#expect(view.sectionIDs == ["A", "B"])`
    /// holds; the "no section" bucket's `nil` stays `AnyHashable(nil as String?)`.
    public var sectionIDs: [AnyHashable] {
        sections.map(\.header.id)
    }

    /// The number of sections the view shows.
    public var numberOfSections: Int {
        sections.count
    }

    /// The number of items the view shows in `section`, or 0 when there is no such
    /// section (where UIKit would throw).
    public func numberOfItems(inSection section: Int) -> Int {
        let sections = self.sections
        return sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The cell shown at `indexPath`, or `nil` when the index path is malformed
    /// or out of range.
    public func cell(at indexPath: IndexPath) -> Cell? {
        guard let position = ItemPosition(indexPath) else { return nil }
        let sections = self.sections
        guard sections.indices.contains(position.section),
            sections[position.section].items.indices.contains(position.item)
        else { return nil }
        return sections[position.section].items[position.item]
    }

    /// The header shown for `section`, or `nil` when there is no such section.
    public func header(forSection section: Int) -> Cell? {
        let sections = self.sections
        return sections.indices.contains(section) ? sections[section].header : nil
    }

    /// The footer shown for `section`, or `nil` when the section has none or
    /// there is no such section.
    public func footer(forSection section: Int) -> Cell? {
        let sections = self.sections
        return sections.indices.contains(section) ? sections[section].footer : nil
    }

    /// Discards what the view shows and loads everything from the data source again.
    ///
    /// As in UIKit, no cell is made yet: the cells on screen are replaced at
    /// the next layout (``layoutIfNeeded()``), which anything that needs them
    /// — ``visibleCells``, a gesture, scrolling, a batch update — runs first.
    ///
    /// Inside a batch's `updates` closure this is a violation
    /// (``BatchUpdateViolation/Rule/reloadDataDuringUpdate``): the batch is
    /// abandoned and the view reloads when it ends.
    public func reloadData() {
        switch phase {
        case .idle:
            reloadCount += 1
            // What the view shows is read now (rule 1 of BatchUpdateRules.md);
            // its cells, as in UIKit, only at the next layout.
            shown = loadIdentities()
            dropSelectionOfReplacedItems(replaced: nil)
            dropAccessibilityFocusOfReplacedItems(replaced: nil)
            setNeedsLayout(discardingCells: true)
            applyPendingAnchor()
        case .recording:
            recorded.reloadDataRequested = true
        case .applying:
            rejectReentrantCall("reloadData()")
        }
    }

    /// Forgets the violations recorded so far, for a test that provokes one on
    /// purpose and then goes on.
    public func removeAllViolations() {
        violations.removeAll()
    }

    /// Compares every header and cell the view shows, identity *and* content,
    /// with what the data source holds now.
    ///
    /// Batches only check identities, since during a multi-stage update a cell
    /// may rightly show stale content until a later reload or reconfigure. Call
    /// this once the whole update is done to check that the user sees exactly
    /// the data source's model. It records nothing in ``violations``.
    ///
    /// When a `cellDataSource` supplies cells, the cells on screen
    /// (``visibleCells``) are checked too, each against the row it is at:
    /// what it shows now, and that it is not a ``HeadlessPlaceholderCell``,
    /// which UIKit would show as an empty row.
    /// - Returns: One description per difference; empty when the view matches.
    /// - Complexity: O(rows), reading a cell of every row from the data source.
    public func verifyMatchesDataSource() -> [String] {
        guard let dataSource else { return ["the view has no data source"] }
        let (expected, problems) = fetch(from: dataSource)
        let shown = sections
        var differences = problems.map(\.message)
        differences += differencesOnScreen(expected: expected)
        if shown.count != expected.count {
            differences.append("the view shows \(shown.count) sections, but the data source has \(expected.count)")
        }
        for (section, (shownSection, expectedSection)) in zip(shown, expected).enumerated() {
            if let difference = Self.difference(shownSection.header, expectedSection.header, at: "section \(section)", noun: "header") {
                differences.append(difference)
            }
            switch (shownSection.footer, expectedSection.footer) {
            case (nil, nil):
                break
            case (let footer?, nil):
                differences.append("section \(section): the view shows the footer \(footer), but the data source has none")
            case (nil, let footer?):
                differences.append("section \(section): the view shows no footer, but the data source has \(footer)")
            case (let footer?, let expectedFooter?):
                if let difference = Self.difference(footer, expectedFooter, at: "section \(section)", noun: "footer") {
                    differences.append(difference)
                }
            }
            if shownSection.items.count != expectedSection.items.count {
                differences.append(
                    "section \(section): the view shows \(shownSection.items.count) rows, but the data source has \(expectedSection.items.count)"
                )
            }
            for (item, (cell, expectedCell)) in zip(shownSection.items, expectedSection.items).enumerated() {
                let place = "index path \(ItemPosition(section: section, item: item))"
                if let difference = Self.difference(cell, expectedCell, at: place, noun: "cell") {
                    differences.append(difference)
                }
            }
        }
        return differences
    }

    /// How the cells on screen differ from the rows they are at, in `expected`.
    private func differencesOnScreen(expected: [Section]) -> [String] {
        var differences: [String] = []
        for (indexPath, view) in visibleCells {
            let place = ItemPosition(section: indexPath.section, item: indexPath.item)
            guard let cell = view as? any HeadlessReusableView else { continue }
            if cell is HeadlessPlaceholderCell {
                differences.append(
                    "index path \(place): the cell on screen is a placeholder: no cell the view can make was dequeued for its model"
                        + " (a registered class that does not adopt HeadlessReusableView, or a model with no mapping)"
                )
                continue
            }
            guard expected.indices.contains(indexPath.section),
                  expected[indexPath.section].items.indices.contains(indexPath.item) else { continue }
            let row = expected[indexPath.section].items[indexPath.item]
            let content = cell.shownContent
            if content != row.content {
                let shownContent = content.map { "\($0)" } ?? "no content"
                let expectedContent = row.content.map { "\($0)" } ?? "no content"
                differences.append("index path \(place): the cell on screen shows \(shownContent), but the data source has \(expectedContent)")
            }
        }
        return differences
    }

    private static func difference(_ shown: Cell, _ expected: Cell, at place: String, noun: String) -> String? {
        if !shown.hasSameID(as: expected) {
            return "\(place): the \(noun) shows \(shown.id), but the data source has \(expected.id)"
        }
        if shown.content != expected.content {
            let shownContent = shown.content.map { "\($0)" } ?? "no content"
            let expectedContent = expected.content.map { "\($0)" } ?? "no content"
            return "\(place): the \(noun) of \(shown.id) shows \(shownContent), but the data source has \(expectedContent)"
        }
        return nil
    }

    // MARK: - Loading

    /// The item count of each section the view shows.
    ///
    /// - Complexity: O(1), or O(sections) the first time after ``shown`` changed.
    func itemCountsShown() -> [Int] {
        if let shownItemCounts { return shownItemCounts }
        var counts: [Int] = []
        counts.reserveCapacity(shown?.count ?? 0)
        for section in shown ?? [] { counts.append(section.items.count) }
        shownItemCounts = counts
        return counts
    }

    /// Shows `sections`, whose item counts the caller already has.
    func show(_ sections: [Section], itemCounts: [Int]) {
        shown = sections
        shownItemCounts = itemCounts
    }

    /// Records which cell object now shows each of the rows at `tokens`
    /// (see ``Cell/displayToken``), keeping the item counts.
    func setDisplayTokens(_ tokens: [(indexPath: IndexPath, token: UInt32)]) {
        guard !tokens.isEmpty, var sections = shown else { return }
        let counts = shownItemCounts
        // Let go of `shown` first, so that the rows are edited in place.
        shown = nil
        for (indexPath, token) in tokens
        where sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item) {
            sections[indexPath.section].items[indexPath.item].displayToken = token
        }
        shown = sections
        shownItemCounts = counts
    }

    /// What the view shows, loading it first if it never did.
    @discardableResult
    func loadIfNeeded() -> [Section] {
        if let shown { return shown }
        let loaded = loadIdentities()
        shown = loaded
        // The rows on screen get their cells at the first layout, not now.
        setNeedsLayout(discardingCells: true)
        return loaded
    }

    /// What the data source holds, for a load or a reload: with a
    /// `cellDataSource`, counts and identities only, what the rows show
    /// being read when something looks (``readContentIfPending()``);
    /// otherwise everything (``load()``).
    func loadIdentities() -> [Section] {
        guard let bridge = reuse.bridge else { return load() }
        bridge.readsContent = false
        defer { bridge.readsContent = true }
        let loaded = load()
        contentPending = true
        return loaded
    }

    /// Reads what each row and header shows from the `cellDataSource`
    /// after a load or a reload that read only identities; otherwise does
    /// nothing. Not inside a batch, which must still show the state before it.
    func readContentIfPending() {
        guard contentPending, phase == .idle else { return }
        contentPending = false
        guard let bridge = reuse.bridge, var sections = shown else { return }
        let counts = shownItemCounts
        // Let go of `shown` first, so that the rows are edited in place.
        shown = nil
        // The data source is asked for cells, as during a batch: an update
        // it starts meanwhile is a reentrant call, never a nested batch.
        phase = .applying
        for section in sections.indices {
            sections[section].header.content = bridge.listView(self, headerForSection: section).content
            sections[section].footer = bridge.listView(self, footerForSection: section)
            for item in sections[section].items.indices {
                sections[section].items[item].content = bridge.listView(self, cellForItemAt: IndexPath(item: item, section: section)).content
            }
        }
        phase = .idle
        shown = sections
        shownItemCounts = counts
    }

    /// Everything the data source holds, recording any negative count it reports.
    func load() -> [Section] {
        guard let dataSource else { return [] }
        let (sections, problems) = fetch(from: dataSource)
        violations += problems
        return sections
    }

    /// Asks the data source for everything it holds. A negative count is
    /// reported and read as 0, so that no range is ever built from it.
    func fetch(from dataSource: any HeadlessListViewDataSource) -> (sections: [Section], problems: [BatchUpdateViolation]) {
        let reader = DataSourceSections(dataSource: dataSource, view: self)
        return (reader.all(), reader.problems)
    }
}
