import Foundation

/// Drives a ``CellListView`` from a live source or from snapshots: the view's
/// data source, with cells made through a ``MappingRegistry``.
///
/// ```swift
/// let adapter = ListAdapter(view: listView, showing: contacts)
/// adapter.registry.register(ContactCell.self)   // follows every update of `contacts`
/// ```
///
/// The adapter owns the snapshot the view shows (``shown``) and answers every
/// question of the view from it, so a cell is always made from the data of the
/// batch being applied. Updates are applied as the source stages them, one
/// batch per stage, the data swapped inside each batch:
///
/// - An update that arrives while a batch is still animating waits; when the
///   animations end, the latest one is diffed against what the view shows and
///   applied. Intermediate ones are never shown.
/// - An update that arrives while a cell is being configured waits for the
///   main actor's next turn (the view may be asking for more cells), never
///   applied inside it.
/// - Off screen (the view is in no window), with ``isAnimated``
///   off, or above ``reloadThreshold`` changes, the view is reloaded with the
///   final data instead.
///
/// A model with no mapping shows the view's placeholder cell and reports a
/// ``MappingAnomaly``; nothing the data holds makes the adapter trap.
@MainActor
public final class ListAdapter<SectionID: Hashable & Sendable, SectionModel: Sendable, ItemID: Hashable & Sendable, Item: Sendable> {
    /// The snapshots the adapter shows.
    public typealias Content = Snapshot<SectionID, SectionModel, ItemID, Item>

    /// The mappings that make cells and supplementary views from models.
    public let registry: MappingRegistry

    /// The view the adapter drives.
    ///
    /// The adapter holds it, and it holds the adapter only weakly (as its
    /// data source and delegate), so a screen keeps the adapter alone: a
    /// wrapper made inline, `ListAdapter(view: TableViewListView(tableView), …)`,
    /// lives as long as the adapter.
    package let view: any CellHosting

    /// The snapshot the view shows: its data source's data, swapped inside
    /// each batch. Events and cells always use it.
    public internal(set) var shown = Content() {
        didSet { shownIsSourceEmptyState = sourceIsEmptyState(shown) }
    }
    /// Whether ``shown`` is the source's empty state, decided when it was
    /// shown: the source may have a new empty state by the time events come.
    var shownIsSourceEmptyState = false

    /// Whether content changes the adapter works out itself (after coalescing,
    /// or for ``apply(_:animated:)``) reconfigure cells, keeping them (and their
    /// focus and selection), or reload them. Updates from a live source keep
    /// the source's own choice.
    public var contentUpdates: ContentUpdateStyle = .reconfigure

    /// Which items are reloaded rather than reconfigured when their content
    /// changes, asked of each item as it is after the change; `nil` (the
    /// default) for none.
    ///
    /// A reconfigure keeps the cell, with its focus and selection, and
    /// configures it again; a reload replaces it with a freshly dequeued
    /// cell, with the view's reload animation. Ask for a reload where the
    /// content decides more than a reconfigure can redo, such as the cell's
    /// subviews or a layout it builds once:
    ///
    /// ```swift
    /// adapter.reloadsOnContentChange = { $0.attachment != nil }
    /// ```
    ///
    /// The picked items leave the batches that would reconfigure them, and
    /// one batch after the others reloads them where the update leaves them:
    /// UIKit refuses a reload of an item that its batch also moves. Applies
    /// to the updates of a live source too (whose other reconfigures and
    /// reloads stay as the source staged them). Only reconfigures are asked
    /// about: with ``contentUpdates`` (or the source's setting) `.reload`,
    /// every changed item is reloaded anyway.
    public var reloadsOnContentChange: ((Item) -> Bool)?

    /// Above this many operations, an update reloads the view instead of
    /// animating; `nil` for no limit.
    public var reloadThreshold: Int?

    /// Whether updates animate; when `false`, every update reloads the view.
    public var isAnimated = true

    /// What stays in place on screen when an update — a batch, or a
    /// `reloadData()` when off screen, not animated or above
    /// ``reloadThreshold`` — changes what is above it;
    /// ``ScrollAnchoring/none`` (UIKit's behavior) by default. See <doc:Anchoring>.
    ///
    /// Before each update the adapter reads the view's top visible item and
    /// its place on screen (O(1) view queries), finds it in the new data —
    /// or, if it was deleted, the nearest surviving item after it, else
    /// before it (O(1) lookups per deleted item passed over) — and asks the
    /// view to keep it there once the update is laid out.
    public var scrollAnchoring = ScrollAnchoring.none {
        didSet { isScrollAnchoringSet = true }
    }
    /// Whether ``scrollAnchoring`` was set, to `.none` too: paging then
    /// leaves it as it is.
    var isScrollAnchoringSet = false

    /// The words VoiceOver speaks after an update changes the items shown
    /// ("3 new messages"), made from what the update did; `nil` (the
    /// default), or a closure that returns `nil`, for silence. See <doc:Accessibility>.
    ///
    /// Called once per update that changed an item or a section — a batch,
    /// or a `reloadData()` when off screen, not animated or above
    /// ``reloadThreshold`` — including the first snapshot a source shows;
    /// the view posts the words as an announcement.
    ///
    /// - Complexity: With a closure set, a diff of what the view showed
    ///   before and after each update (expected O(*n*) for *n* items).
    public var updateAnnouncement: ((UpdateSummary) -> String?)?

    /// What the view shows while the adapter shows no items: the model of one
    /// row (a "No results" row, a loading row, an error row), made into a
    /// cell through the ``registry`` like any item's; `nil` (the default)
    /// for an empty view.
    ///
    /// ```swift
    /// adapter.registry.register(MessageCell.self)      // MessageCell shows a Message
    /// adapter.emptyState = Message(text: "No results")
    /// ```
    ///
    /// When the data has no items (whatever empty sections it keeps), the
    /// view shows one section holding this row, with no header or footer;
    /// when items arrive, that section is deleted and the data's sections
    /// inserted, in one animated batch, and the other way round when the
    /// last item goes. Setting a model that is not equal to the one shown
    /// (compared with `==` when both are `Equatable`) reloads the row.
    ///
    /// The row is not data: ``shown`` does not hold it, and events (selection,
    /// editing, moves) reach no handler for it; its cell handles its own
    /// controls, such as a Retry button.
    public var emptyState: Any? {
        didSet {
            if (oldValue == nil) != (emptyState == nil), !sourceMayShowEmptyState { view.reloadDelegateMethods() }
            emptyStateDidChange(from: oldValue)
        }
    }

    /// Whether the view shows an empty state now: the ``emptyState`` row, or
    /// the empty state of the source shown (an ``EmptyStateSource``). Rows
    /// of either are not data: never selected, edited or handed to a handler.
    public var isShowingEmptyState: Bool { isShowingOwnEmptyState || shownIsSourceEmptyState }

    /// Whether the view shows the ``emptyState`` row now: set inside the
    /// batch that swaps the data, like ``shown``.
    var isShowingOwnEmptyState = false

    /// The identifiers of the sections the adapter collapses to their
    /// headers (see ``collapseSection(withID:)``): present in the data or
    /// not, or, with ``expandsOneSectionAtATime``, those of the latest data
    /// but the one expanded (every other identifier is collapsed then too).
    public var collapsedSectionIDs: Set<SectionID> {
        guard collapse.isExclusive else { return collapse.collapsed }
        return Set(latestData.sections.lazy.map(\.id).filter { self.collapse.isCollapsed($0) })
    }

    /// Which sections the adapter collapses: the same state, by identifier,
    /// that a list controller keeps by section key.
    var collapse = SectionCollapseState<SectionID>()

    /// The selected items the view does not show (their section is
    /// collapsed, or an update that shows them waits): the view keeps the
    /// selection of the items it shows. See `ListAdapter+Selection.swift`.
    var hiddenSelection: Set<ItemID> = []
    /// The item that had focus (tvOS, a keyboard) last, by identifier: the
    /// one focus goes back to when the list gets it again.
    var lastFocusedItemID: ItemID?
    /// The selection an update under way restores once the view has it,
    /// read before the update began; `nil` outside updates.
    var pendingSelection: Set<ItemID>?
    /// Whether an update under way restores the focus of assistive
    /// technologies once the view has it (see `ListAdapter+Accessibility.swift`).
    var isKeepingFocus = false

    /// The scroll a ``restore(_:animated:)`` asked for while an update was
    /// held back or animating: made once the view shows the latest data.
    var deferredScroll: (id: ItemID, distance: Double)?

    /// Told the identifier of every item about to display, handlers or not
    /// (a ``PagingSource``'s load trigger, set by ``showPages(of:)``); the
    /// adapter then claims the view's display event.
    var itemWillDisplay: ((ItemID) -> Void)? {
        didSet { if (oldValue == nil) != (itemWillDisplay == nil) { view.reloadDelegateMethods() } }
    }

    /// The model of a section's header. By default the section model when it
    /// is a `String` (a title-only header unless a view is registered for
    /// strings), and no header otherwise.
    public var headerModel: (Content.Section) -> Any? = { $0.model as? String }

    /// The model of a section's footer; by default none.
    public var footerModel: (Content.Section) -> Any? = { _ in nil }

    /// The title of a section in the view's section index (a table view's
    /// index bar, a collection view's index, iOS 14), from its model; `nil`
    /// (the default) for no index.
    ///
    /// ```swift
    /// adapter.sectionIndexTitle = { team in String(team.name.prefix(1)) }
    /// ```
    ///
    /// The index has one entry per section of ``shown``, repeats kept, so
    /// that entry *i* is section *i* (as ``Snapshot/sectionIndexTitles(_:)``
    /// gives them); a tap on an entry scrolls to its section. The view asks
    /// again when it reloads.
    public var sectionIndexTitle: ((SectionModel) -> String)?

    /// Where the supplementary views of each declared kind take their model
    /// (see `ListAdapter+Supplementary.swift`).
    var supplementarySources: [SupplementaryKind: SupplementarySource<Content.Section, Item>] = [:]

    let model: (Item) -> Any?
    let sectionContentEqual: (SectionModel, SectionModel) -> Bool
    let itemContentEqual: (Item, Item) -> Bool
    /// The diff of what the view shows against a new snapshot, when the
    /// owner has one that needs no closure per item (a screen's rows compare
    /// in place); `nil` diffs with ``itemContentEqual``.
    var stagedChanges: ((_ source: Content, _ target: Content, _ style: ContentUpdateStyle) -> StagedChangeset<SectionID, SectionModel, ItemID, Item>)?

    var observation: ObservationToken?
    /// The live source shown, kept alive while it is shown: a source made
    /// for the adapter alone (`adapter.show(controller.withEmptyState(…))`)
    /// has no other owner. It holds the adapter only weakly, through the observation.
    var shownSource: AnyObject?
    /// The tree whose section behaviours (``SelectableSection``,
    /// ``EditableSection``, ``MovableSection``, ``SupplementarySection``)
    /// answer events no handler of the registry answers, while it is shown
    /// (see `ListAdapter+SectionBehaviors.swift`).
    weak var behaviorTree: SectionTree?
    /// Whether the handlers that consult ``behaviorTree`` are registered.
    var registersSectionBehaviors = false
    /// Batches handed to the view whose completion has not run yet.
    var batchesInFlight = 0
    /// Whether a registration came since rows were given placeholder cells:
    /// they are made again once the view is idle.
    var placeholdersNeedRemaking = false
    /// The items given the view's placeholder cell because no registration
    /// made theirs, since the last registration.
    var placeholderItems: Set<ItemID> = []
    /// How deep the adapter is inside its own callbacks (configuring a cell).
    var callbackDepth = 0
    /// The latest snapshot waiting to be shown.
    var waiting: Content?
    /// Whether a turn of the main actor will show `waiting`.
    var isFlushScheduled = false
    /// Reuse identifiers registered with the view, by kind.
    var registeredIdentifiers: Set<ReuseKey> = []
    /// The model each cell and supplementary view was last configured with,
    /// by view: events about a view that left the screen use it, since their
    /// index path may belong to an earlier snapshot. An entry goes when the
    /// view ends displaying; a reused view's entry is overwritten when it is
    /// configured again, so there is at most one entry per view ever made.
    var configured: [ObjectIdentifier: ConfiguredView] = [:]

    /// Called after the adapter shows a new snapshot, with the one shown
    /// before and the changes applied: empty when the data was swapped with
    /// no batch, `nil` after a reload. A ``ScreenAdapter`` keeps its size
    /// cache and its cells' closures in step here.
    var didShow: ((_ previous: Content, _ changes: StagedChangeset<SectionID, SectionModel, ItemID, Item>?) -> Void)?
    /// Receives every duplicate identifier in a snapshot the adapter is
    /// given (origin ``Diagnostic/Origin/listAdapter``), or, for the list of
    /// a ``ScreenAdapter``, in a screen (origin ``Diagnostic/Origin/screen``).
    /// The outcome is defined either way: every row is shown as given, and
    /// occurrences of one identifier are matched in order. By default
    /// ``Diagnostic/printInDebugBuilds(_:)``, which prints it in debug
    /// builds; a release build with the default handler does not look for
    /// duplicates at all.
    public var diagnosticHandler: @MainActor (Diagnostic) -> Void = Diagnostic.printInDebugBuilds {
        didSet { diagnosticHandlerIsDefault = false }
    }
    /// Whether ``diagnosticHandler`` is still the default.
    var diagnosticHandlerIsDefault = true
    /// Whether the snapshots given are checked for duplicate identifiers;
    /// `false` for a ``ScreenAdapter``'s list: the screen reports its own.
    var reportsDuplicates = true

    /// The latest data given, by ``apply(_:animated:)`` or the source, before
    /// the adapter's collapsing: what expanding a section shows again.
    var latestData = Content()
    /// The items of ``latestData`` that the adapter's collapsing hides.
    var hiddenItemCount = 0
    /// Whether the source shown collapses sections that hold items.
    var sourceHasCollapsedItems: () -> Bool = { false }
    /// Whether a snapshot the source published is its empty state (see
    /// ``LiveSource/isEmptyState(_:)``), which is not data.
    var sourceIsEmptyState: (Content) -> Bool = { _ in false }
    /// The outline items the source shown expands; `nil` when it shows no outline.
    var sourceExpandedItemIDs: () -> Set<ItemID>? = { nil }
    /// Expands exactly these outline items of the source shown (see
    /// ``LiveOutline/setExpandedItems(_:)``); nothing for other sources.
    var setSourceExpandedItemIDs: (Set<ItemID>) -> Void = { _ in }
    /// The sections the source shown collapses itself (a ``CollapsingSource``);
    /// `nil` when it collapses none.
    var sourceCollapsedSectionIDs: () -> Set<SectionID>? = { nil }
    /// Collapses exactly these sections in the source shown; nothing for
    /// a source that collapses none.
    var setSourceCollapsedSectionIDs: (Set<SectionID>) -> Void = { _ in }
    /// Whether the source shown may publish an empty state (``LiveSource/mayShowEmptyState``).
    var sourceMayShowEmptyState = false
    /// Whether a row that is not data may show: the adapter then claims the
    /// selection and editing questions (`shouldSelect`, `shouldHighlight`,
    /// `canEdit`) to answer no.
    var mayShowAnEmptyState: Bool { emptyState != nil || sourceMayShowEmptyState }

    /// Grows each time ``emptyState`` is set, so that a new model for a row
    /// on screen reloads it.
    var emptyStateGeneration = 0
    /// The ``emptyStateGeneration`` of the row on screen.
    var shownEmptyStateGeneration = 0

    /// The reuse identifier of the placeholder cell.
    static var placeholderIdentifier: String { "Tabula.placeholder" }

    /// Creates an adapter for `view`, which it makes its data source.
    ///
    /// - Parameters:
    ///   - view: The view to drive.
    ///   - registry: The mappings; a new, empty registry by default.
    ///   - model: The model of an item, as the registry resolves it (for a
    ///     ``SectionTree``, the item's ``CompositionItem/value``).
    ///   - sectionContentEqual: Whether two section models show the same content.
    ///   - itemContentEqual: Whether two items show the same content.
    public init(
        view: some CellListView, registry: MappingRegistry = MappingRegistry(),
        model: @escaping (Item) -> Any? = { $0 },
        sectionContentEqual: @escaping (SectionModel, SectionModel) -> Bool,
        itemContentEqual: @escaping (Item, Item) -> Bool
    ) {
        self.registry = registry
        self.model = model
        self.sectionContentEqual = sectionContentEqual
        self.itemContentEqual = itemContentEqual
        let view = view.cellHost.view
        self.view = view
        view.register(view.placeholderCellClass, forCellWithReuseIdentifier: Self.placeholderIdentifier)
        view.connection = CellListViewConnection(dataSource: self, delegate: self)
        // Handlers are usually registered after the adapter is made, and so
        // after the view read which delegate methods exist.
        registry.observeEventHandlers(owner: self) { [weak self] in
            self?.view.reloadDelegateMethods()
        }
        // Registrations too may come after the first cells were made.
        registry.observeRegistrations(owner: self) { [weak self] in
            self?.placeholdersMayHaveCells()
        }
    }

    deinit {
        observation?.cancel()
    }
}

extension ListAdapter where SectionModel: Equatable, Item: Equatable {
    /// Creates an adapter for `view` that compares content with `==`.
    ///
    /// See ``init(view:registry:model:sectionContentEqual:itemContentEqual:)``.
    public convenience init(view: some CellListView, registry: MappingRegistry = MappingRegistry(), model: @escaping (Item) -> Any? = { $0 }) {
        self.init(view: view, registry: registry, model: model, sectionContentEqual: { $0 == $1 }, itemContentEqual: { $0 == $1 })
    }
}

extension ListAdapter {
    /// Creates an adapter for `view` that shows `source` and follows its
    /// updates (see ``show(_:)``): a ``ListController``, a ``SectionTree``, a
    /// ``LiveOutline``, an ``EmptyStateSource``, a live query, any
    /// ``LiveSource``. Cells are made from each item's model as the source
    /// gives it (``LiveSource/model(of:)``), and content is compared as the
    /// source compares it.
    ///
    /// ```swift
    /// let adapter = ListAdapter(view: TableViewListView(tableView), showing: contacts)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to drive.
    ///   - registry: The mappings; a new, empty registry by default.
    ///   - source: The live source to show.
    public convenience init<Source: LiveSource>(
        view: some CellListView, registry: MappingRegistry = MappingRegistry(), showing source: Source
    ) where Source.SectionID == SectionID, Source.SectionModel == SectionModel, Source.ItemID == ItemID, Source.Item == Item {
        self.init(
            view: view, registry: registry, model: { Source.model(of: $0) },
            sectionContentEqual: { [weak source] in source?.sectionContentEqual($0, $1) ?? false },
            itemContentEqual: { [weak source] in source?.itemContentEqual($0, $1) ?? false }
        )
        show(source)
    }
}

/// The type of a ``ListAdapter`` that shows `Source`, for stored properties:
/// `let adapter: ListAdapterOf<ListController<Note, String?>>` rather than
/// `ListAdapter<String?, String?, UUID, Note>`.
public typealias ListAdapterOf<Source: LiveSource> =
    ListAdapter<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>
