import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Any live source wrapped in an ``EmptyStateSource``, every update replayed
/// through a headless view and checked against the rule written out
/// independently: the view shows the empty state exactly when the base has
/// no item and none folded away, and the base's data otherwise.
@MainActor
final class EmptyStateHarness<Base: LiveSource> where Base.Item: Equatable, Base.SectionModel: Equatable {
    typealias Content = Snapshot<Base.SectionID, Base.SectionModel, Base.ItemID, Base.Item>
    let source: EmptyStateSource<Base>
    let dataSource: SnapshotDataSource<Base.SectionID, Base.SectionModel, Base.ItemID, Base.Item>
    let view: HeadlessListView
    var token: ObservationToken?
    var lastSequence: Int
    var emptyStateShown = 0, dataShown = 0, transitions = 0
    var label = ""

    init(_ base: Base, emptyState: Content?) {
        source = base.withEmptyState(emptyState)
        dataSource = SnapshotDataSource(source.snapshot)
        view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        lastSequence = source.sequenceNumber
        token = source.observe { [unowned self] update in
            #expect(update.sequenceNumber == self.lastSequence + 1, "\(self.label): consecutive sequence numbers")
            self.lastSequence = update.sequenceNumber
            #expect(update.previousSnapshot.sectionIdentifiers == self.dataSource.snapshot.sectionIdentifiers,
                    "\(self.label): the update starts from what the view shows")
            if update.payload == nil { self.transitions += 1 }
            self.view.apply(update.stagedChangeset) { [dataSource = self.dataSource] in dataSource.snapshot = $0 }
        }
    }

    static func ids(_ snapshot: Content) -> [[AnyHashable]] {
        snapshot.sections.map { section in [AnyHashable(section.id)] + section.itemIDs.map { AnyHashable($0) } }
    }

    /// The view passed UIKit's rules and shows the empty state or the data, as the rule says.
    @discardableResult
    func check(_ step: String) -> Bool {
        let context = "\(label) after \(step)"
        let base = source.base
        let expectsEmptyState = source.emptyState != nil && base.snapshot.numberOfItems == 0 && !(base.hints?.hasCollapsedItems ?? false)
        let expected = expectsEmptyState ? source.emptyState ?? base.snapshot : base.snapshot
        let shown = Self.ids(dataSource.snapshot)
        #expect(view.violations.isEmpty, "\(context): \(view.violations)")
        #expect(view.verifyMatchesDataSource().isEmpty, "\(context)")
        #expect(shown == Self.ids(expected), "\(context)")
        #expect(Self.ids(source.snapshot) == shown, "\(context): the view holds the published snapshot")
        #expect(source.isShowingEmptyState == expectsEmptyState, "\(context)")
        #expect(source.isEmptyState(source.snapshot) == expectsEmptyState, "\(context)")
        #expect(source.numberOfItems == base.numberOfItems && source.numberOfSections == base.numberOfSections,
                "\(context): counts are the data's")
        if expectsEmptyState { emptyStateShown += 1 } else { dataShown += 1 }
        return view.violations.isEmpty && shown == Self.ids(expected)
    }
}

@Suite("EmptyStateSource: an empty state over any live source")
@MainActor
struct EmptyStateSourceTests {
    static let noResults = RowSnapshot(sections: [.init(id: -1, model: -1, items: [Row(id: -1, group: nil, rank: 0)])])
    static let loading = RowSnapshot(sections: [
        .init(id: -2, model: -2, items: [Row(id: -2, group: nil, rank: 0), Row(id: -3, group: nil, rank: 0)]),
        .init(id: -3, model: -3, items: []),
    ])

    @Test("a list controller: random edits, removals of everything, collapsed sections and empty states changed",
          arguments: [ContentUpdateStyle.reload, .reconfigure])
    func controller(style: ContentUpdateStyle) throws {
        var totals = (emptyState: 0, data: 0, transitions: 0)
        for seed in 0..<60 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var setup = ListAdapterTests.setup
            setup.style = style
            let controller = RowController(configuration: setup.configuration)
            try controller.fetch([])
            let sections = controller.withCollapsing()
            let harness = EmptyStateHarness(sections, emptyState: Self.noResults)
            var nextID = 0
            for step in 0..<40 {
                harness.label = "seed \(seed) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    controller.removeAll()
                case 1:
                    harness.source.emptyState = [nil, Self.noResults, Self.loading].randomElement(using: &rng) ?? nil
                case 2:
                    sections.toggleSection(withID: Int.random(in: 0..<4, using: &rng))
                case 3:
                    // One removal after another until nothing is left.
                    while let first = controller.snapshot.sections.first?.items.first, Int.random(in: 0..<8, using: &rng) > 0 {
                        _ = try controller.removeItem(withID: first.id)
                    }
                default:
                    try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                }
                guard harness.check("step \(step)") else { break }
            }
            totals.emptyState += harness.emptyStateShown
            totals.data += harness.dataShown
            totals.transitions += harness.transitions
        }
        #expect(totals.emptyState > 200 && totals.data > 500 && totals.transitions > 100, "\(totals)")
    }

    @Test("a live outline: expand, collapse, deletes of everything and new data")
    func outline() throws {
        typealias Live = LiveOutline<String, Int, Int>
        let emptyState = Live.Content(sections: [.init(id: "outline", model: "outline", items: [
            OutlineRow(id: -1, item: -1, level: 0, parent: nil, isExpanded: false, hasChildren: false, isLastChild: true),
        ], itemID: \.id)])
        var emptyStateShown = 0
        for seed in 0..<60 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var next = 0
            let live = Live(sectionID: "outline")
            let harness = EmptyStateHarness(live, emptyState: emptyState)
            for step in 0..<30 {
                harness.label = "seed \(seed) step \(step)"
                let ids = live.outline.items
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    let forest = NaiveOutline.randomForest(size: Int.random(in: 0...12, using: &rng), next: &next, rng: &rng)
                    try live.replaceItems(with: NaiveOutline.elements(forest))
                case 1 where !ids.isEmpty:
                    try live.update { $0.delete([ids[Int.random(in: 0..<ids.count, using: &rng)]]) }
                case 2:
                    try live.update { $0.deleteAll() }
                case 3 where !ids.isEmpty:
                    try live.toggle(ids[Int.random(in: 0..<ids.count, using: &rng)])
                case 4:
                    try live.expandAll()
                default:
                    try live.collapseAll()
                }
                guard harness.check("step \(step)") else { break }
            }
            emptyStateShown += harness.emptyStateShown
        }
        #expect(emptyStateShown > 100)
    }

    @Test("a section tree: a controller's section among others emptied and filled")
    func tree() throws {
        let emptyState = CompositionSnapshot(sections: [.init(
            id: .max, model: CompositionSectionModel(owner: nil, localSection: 0, stamp: .max),
            items: [CompositionItem(value: "No results", stamp: .max - 1)], itemID: { _ in UInt64.max - 1 }
        )])
        var emptyStateShown = 0
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let controller = RowController(configuration: ListAdapterTests.setup.configuration)
            try controller.fetch([])
            let tree = try SectionTree(root: ComposedSectionProvider([LiveSourceSectionProvider(controller)]))
            let harness = EmptyStateHarness(tree, emptyState: emptyState)
            var nextID = 0
            for step in 0..<30 {
                harness.label = "seed \(seed) step \(step)"
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    controller.removeAll()
                } else {
                    try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                }
                guard harness.check("step \(step)") else { break }
            }
            emptyStateShown += harness.emptyStateShown
        }
        #expect(emptyStateShown > 50)
    }

    @Test("through a list adapter: the empty state's row shows, is never selected, and reaches no handler")
    func adapterIgnoresTheEmptyState() throws {
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([])
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        var selected: [Int] = []
        registry.on(.didSelect, forModel: Row.self) { row, _ in selected.append(row.id) }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        // Made for the adapter alone: the adapter keeps it alive.
        adapter.show(controller.withEmptyState(Self.noResults))
        let first = IndexPath(item: 0, section: 0)
        #expect((view.cellForItem(at: first) as? RowCell)?.text == "-1:0", "the empty state's row is configured like any")
        #expect(!view.tapItem(at: first))
        #expect(adapter.listView(view, canEditItemAt: first) == false && adapter.listView(view, canMoveItemAt: first) == false)
        try controller.insert(Row(id: 7, group: 1, rank: 0))
        #expect(view.violations.isEmpty && view.sections.map(\.items.count) == [1])
        #expect(view.tapItem(at: first))
        #expect(selected == [7], "data is selected as ever")
        _ = try controller.removeItem(withID: 7)
        #expect(view.violations.isEmpty && (view.cellForItem(at: first) as? RowCell)?.text == "-1:0")
        #expect(!view.tapItem(at: first) && selected == [7])
    }

    @Test("through a list adapter: the empty state reaches no display handler, and its section never folds, accordion or not")
    func adapterNeitherDisplaysNorFoldsTheEmptyState() throws {
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([])
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        var displayed: [Int] = []
        registry.on(.willDisplay, forModel: Row.self) { row, _ in displayed.append(row.id) }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        adapter.setExpandsOneSectionAtATime(true)
        adapter.collapseSection(withID: -1)
        adapter.show(controller.withEmptyState(Self.noResults))
        #expect(view.sections.map(\.items.count) == [1], "the empty state shows whole")
        _ = view.visibleCells
        #expect(displayed.isEmpty, "\(displayed)")
        try controller.insert(Row(id: 5, group: 2, rank: 0))
        // The data's one section arrives collapsed (accordion); its header shows.
        #expect(view.violations.isEmpty && view.sections.map(\.items.count) == [0])
        adapter.expandSection(withID: 2)
        _ = view.visibleCells
        #expect(displayed == [5] && view.violations.isEmpty)
    }

    @Test("an observer that changes the base and the empty state while an update is delivered never breaks the chain")
    func reentrantChanges() throws {
        for seed in 0..<200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let controller = RowController(configuration: ListAdapterTests.setup.configuration)
            try controller.fetch([Row(id: 1, group: 1, rank: 0)])
            let sections = controller.withCollapsing()
            let harness = EmptyStateHarness(sections, emptyState: Self.noResults)
            var nextID = 100, observerNextID = 10_000
            var reentries = 0
            // Its own generator: the outer one is in use while the observer runs.
            var observerRNG = SplitMix64(seed: seed &+ 1_000)
            // A second observer, after the harness's: it acts while the
            // wrapper (and the controller under it) are delivering.
            let token = harness.source.observe { _ in
                guard reentries < 3, Int.random(in: 0..<3, using: &observerRNG) == 0 else { return }
                reentries += 1
                // One or two changes: the second finds the first's update of
                // the base still waiting to be delivered.
                for _ in 0...Int.random(in: 0...1, using: &observerRNG) {
                    switch Int.random(in: 0..<4, using: &observerRNG) {
                    case 0:
                        try? controller.insert(Row(id: observerNextID, group: Int.random(in: 0..<3, using: &observerRNG), rank: 0))
                        observerNextID += 1
                    case 1: controller.removeAll()
                    case 2: harness.source.emptyState = nil
                    default: harness.source.emptyState = Bool.random(using: &observerRNG) ? Self.noResults : Self.loading
                    }
                }
            }
            for step in 0..<20 {
                harness.label = "seed \(seed) step \(step)"
                reentries = 0
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: controller.removeAll()
                case 1: harness.source.emptyState = [nil, Self.noResults, Self.loading].randomElement(using: &rng) ?? nil
                default: try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                }
                guard harness.check("step \(step)") else { break }
            }
            token.cancel()
        }
    }

    @Test("the base is held, the wrapper is not; an adapter holds what it shows: released together, no cycle")
    func noLeak() throws {
        weak var weakSource: EmptyStateSource<RowController>?
        weak var weakController: RowController?
        weak var weakAdapter: ListAdapter<Int?, Int?, Int, Row>?
        do {
            let controller = RowController(configuration: ListAdapterTests.setup.configuration)
            let source = controller.withEmptyState(Self.noResults)
            let token = source.observe { _ in }
            try controller.insert(Row(id: 1, group: 1, rank: 0))
            let view = HeadlessListView()
            let adapter = ListAdapter(view: view, registry: rowAndLabelRegistry(), showing: controller)
            adapter.show(source)
            weakSource = source
            weakController = controller
            weakAdapter = adapter
            token.cancel()
        }
        #expect(weakSource == nil && weakController == nil && weakAdapter == nil)
    }
}
