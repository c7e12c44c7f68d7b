import Foundation

/// Shows a ``ListScreen`` in a ``CellListView`` and animates from one
/// screen to the next: set the screen again whenever state changes.
///
/// ```swift
/// let adapter = ScreenAdapter(view: listView)
/// func render() {
///     adapter.set(ListScreen {
///         ScreenSection(id: "people", header: "People") {
///             for person in people { PersonRow(person) }
///         }
///     })
/// }
/// ```
///
/// What it guarantees, beyond the ``ListAdapter`` under it:
/// - Setting a screen equal to the one shown (same identities and content)
///   changes nothing on screen: no batch, no reload, no reconfigure.
/// - A row whose content changed is reconfigured in place (the same cell,
///   keeping focus and selection); a row whose identity changed, including
///   its model type, is deleted and inserted.
/// - Every stage of a staged changeset is applied as its own batch, and each
///   batch swaps in its own data inside the update.
/// - Events are answered from the newest screen, and ``CellModel/bind(_:)``
///   runs on the visible cells after every update, so a tap never reaches a
///   stale closure.
/// - Duplicate identities never crash and never produce a batch UIKit
///   rejects: they are shown as given and reported to the list's
///   ``ListAdapter/diagnosticHandler``.
/// - Heights come from each model's ``CellModel/sizing`` and a ``SizeCache``
///   kept in step with the changes applied.
@MainActor
public final class ScreenAdapter {
    /// The snapshot type the underlying list adapter shows.
    public typealias Content = Snapshot<ScreenSectionID, ScreenSectionModel, CellModelID, AnyCellModel>

    /// The list adapter that drives the view; its registry holds the cells
    /// registered for each model type seen, and any handler added to it
    /// for a model type runs in place of the model's own behaviour.
    public let list: ListAdapter<ScreenSectionID, ScreenSectionModel, CellModelID, AnyCellModel>

    /// The latest screen set.
    public private(set) var screen = ListScreen.empty

    /// Heights measured (``measureHeight``) or computed (``CellSizing/computed(_:)``).
    public var sizeCache = SizeCache<CellModelID, AnyCellModel>()

    /// The width available to a row, in points: the bucket of the size
    /// cache, and the argument of computed heights. Set it when the view's
    /// width changes (the UIKit conveniences do).
    public var availableWidth: Double = 0

    /// The text size category (UIKit's `UIContentSizeCategory` raw value):
    /// heights cached under another category are not used.
    public var contentSizeCategory = ""

    /// Measures a displayed cell's height, for self-sizing rows: the height
    /// is cached and served as the row's estimate from then on. `nil` (the
    /// default) measures nothing.
    public var measureHeight: (@MainActor (AnyObject) -> Double?)?

    /// The duplicates of the screen set last, reported again when an equal
    /// screen is set: equal screens hold the same identities.
    private var lastDiagnostics: [Diagnostic] = []

    /// The row shown, alone, while the screen has no rows: a "No results",
    /// loading or error row. Its cell is registered like a screen row's, and
    /// it is the list's ``ListAdapter/emptyState``: not data, so no event
    /// handler sees it, and its cell handles its own controls (a Retry
    /// button, bound by ``CellModel/bind(_:)``). A model not equal to the one
    /// shown reloads the row; an equal one only hands the cell its closures.
    public var emptyState: (any CellModel)? {
        didSet {
            guard let emptyState else {
                emptyStateRow = nil
                list.emptyState = nil
                return
            }
            let row = AnyCellModel(emptyState)
            registerRowType(ObjectIdentifier(row.id.modelType), of: row)
            emptyStateRow = row
            list.emptyState = row.base
            bindVisibleCells()
        }
    }
    /// ``emptyState`` as a row, for binding its cell.
    var emptyStateRow: AnyCellModel?

    /// Model types whose cells and headers are registered.
    var registeredTypes: Set<ObjectIdentifier> = []
    /// Whether a row of the screen set last reloads on a content change.
    var rowsReloadOnContentChange = false
    /// The row model types registered, in the order first seen.
    var registeredRowTypes: [ObjectIdentifier] = []

    /// Creates an adapter for `view`, which shows an empty screen until ``set(_:animated:)``.
    /// - Parameters:
    ///   - view: The view to drive.
    ///   - registry: The mappings; cells of the screen's model types are
    ///     added as they are first seen.
    public init(view: some CellListView, registry: MappingRegistry = MappingRegistry()) {
        list = ListAdapter(
            view: view, registry: registry, model: { $0.base },
            sectionContentEqual: { $0 == $1 },
            itemContentEqual: { !$1.storage.needsVisibleUpdate(from: $0.storage) }
        )
        list.headerModel = { $0.model.header?.base }
        list.footerModel = { $0.model.footer?.base }
        list.didShow = { [weak self] previous, changes in
            self?.didShow(previous: previous, changes: changes)
        }
        // The screen reports its own duplicates, richer than the list's (row
        // identities and positions), to the list's `diagnosticHandler`, on
        // every `set(_:animated:)`.
        list.reportsDuplicates = false
        list.stagedChanges = { [weak self] source, target, style in
            let changes = StagedChangeset(
                matching: SnapshotMatching(
                    old: source, new: target, sectionContentEqual: EquatableContent(), itemContentEqual: ScreenRowContent()),
                source: source, target: target, style: style)
            // Each row a content change reconfigures is asked, unless no row
            // of the screen reloads.
            guard self?.rowsReloadOnContentChange ?? true else { return changes }
            return changes.reloadingRequested { row, _, _ in row.storage.reloadsOnContentChange }
        }
        registerBehavior()
    }

    /// The registry of the list adapter.
    public var registry: MappingRegistry { list.registry }

    /// Shows `screen`.
    ///
    /// A screen equal to the one set before changes nothing on screen, but
    /// its closures replace the old ones. Otherwise the difference is
    /// animated from what the view shows, or, with `animated` off, the view
    /// reloads.
    ///
    /// - Parameters:
    ///   - screen: What the view should show.
    ///   - animated: Whether to animate the changes; `false` reloads the view.
    /// - Complexity: O(*n*) to compare with the screen set before, then the
    ///   diff of the two (O(*n*) expected) when they differ.
    public func set(_ screen: ListScreen, animated: Bool = true) {
        let unchanged = screen == self.screen
        self.screen = screen
        let snapshot = screen.snapshot
        reportDuplicates(in: snapshot, unchanged: unchanged)
        if unchanged {
            // Through `visible(_:)`, like every snapshot the list takes: a
            // section the list collapses must stay folded.
            if list.batchesInFlight > 0 || list.waiting != nil {
                // Shown when the batch ends, as a swap with no batch.
                list.waiting = list.visible(snapshot)
            } else {
                list.shown = list.visible(snapshot)
                bindVisibleCells()
            }
            return
        }
        rowsReloadOnContentChange = registerTypes(in: screen)
        list.apply(snapshot, animated: animated)
    }

    /// The row the view shows at `indexPath`; `nil` when out of range.
    /// - Parameter indexPath: The row's section and item.
    public func row(at indexPath: IndexPath) -> AnyCellModel? {
        list.shown.item(at: indexPath)
    }

    /// Registers the cell (or header and footer view) of every model type
    /// not seen before. O(*s* × *t*) for *s* sections of *t* model types
    /// each: a section lists the first row of each type it shows.
    ///
    /// - Returns: Whether any row asks for a reload on a content change.
    func registerTypes(in screen: ListScreen) -> Bool {
        var reloads = false
        // By index: a section bound to a name is a copy, its identifier,
        // models and lists retained and released.
        for s in screen.sections.indices {
            if case .view(let storage)? = screen.sections[s].model.header?.storage { registerSupplementary(storage) }
            if case .view(let storage)? = screen.sections[s].model.footer?.storage { registerSupplementary(storage) }
            let summary = screen.sections[s].madeSummary ?? ScreenRows(screen.sections[s].rows)
            reloads = reloads || summary.anyReloadsOnContentChange
            for index in summary.firstRowOfEachType {
                // From the identities, which sit together: the row itself is
                // read only to register a type not seen before.
                let type = ObjectIdentifier(summary.ids[index].modelType)
                // The short list first: a screen has a handful of row types.
                if registeredRowTypes.count <= 16, registeredRowTypes.contains(type) { continue }
                registerRowType(type, of: screen.sections[s].rows[index])
            }
        }
        return reloads
    }

    /// Registers the cell of `row`'s model type, whose identifier is `type`,
    /// unless it is registered already.
    private func registerRowType(_ type: ObjectIdentifier, of row: @autoclosure () -> AnyCellModel) {
        guard registeredTypes.insert(type).inserted else { return }
        registeredRowTypes.append(type)
        row().storage.register(in: registry)
    }

    /// Registers the view of a header or footer model type not seen before.
    private func registerSupplementary(_ storage: any SupplementaryModelStorage) {
        if registeredTypes.insert(ObjectIdentifier(type(of: storage))).inserted { storage.register(in: registry) }
    }

    /// Keeps the size cache and the visible cells' closures in step with
    /// what the view now shows.
    func didShow(previous: Content, changes: StagedChangeset<ScreenSectionID, ScreenSectionModel, CellModelID, AnyCellModel>?) {
        if let changes {
            sizeCache.apply(changes, from: previous)
        } else {
            sizeCache.keepOnly(list.shown)
        }
        bindVisibleCells()
    }

    /// Hands each visible cell the closures of the row it shows now.
    func bindVisibleCells() {
        let view = list.view
        if list.isShowingOwnEmptyState {
            let first = IndexPath(item: 0, section: 0)
            if let row = emptyStateRow, let cell = view.cellForItem(at: first) { row.storage.bind(cell) }
            return
        }
        for indexPath in view.indexPathsForVisibleItems {
            guard let row = list.shown.item(at: indexPath), let cell = view.cellForItem(at: indexPath) else { continue }
            row.storage.bind(cell)
        }
    }

    /// Hands the list's ``ListAdapter/diagnosticHandler`` one diagnostic per duplicated identity of
    /// the screen just set, whose snapshot is `snapshot`: every screen that
    /// holds a duplicate, first or later, equal to the one before or not.
    /// In a release build with the default handler, which prints nothing,
    /// nothing is looked for.
    /// - Complexity: O(1) for a screen equal to the one before; otherwise
    ///   O(*n*) hashing, for *n* rows and sections, and naming the
    ///   duplicates only when there are some.
    func reportDuplicates(in snapshot: Content, unchanged: Bool) {
        #if !DEBUG
        guard !list.diagnosticHandlerIsDefault else { return }
        #endif
        if !unchanged {
            let repeats = !snapshot.duplicateItemIdentifiers.isEmpty || !snapshot.duplicateSectionIdentifiers.isEmpty
            lastDiagnostics = repeats ? screen.diagnostics : []
        }
        for diagnostic in lastDiagnostics { list.diagnosticHandler(diagnostic) }
    }
}
