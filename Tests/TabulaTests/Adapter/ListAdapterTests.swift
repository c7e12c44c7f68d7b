import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Adapter: a list adapter drives a view from a live source")
@MainActor
struct ListAdapterTests {
    static let setup = ControllerSetup(sorted: true, filtered: false, sectioned: true, style: .reconfigure)

    /// What every cell must show: "id:text" of the controller's items, in order.
    func expected(_ controller: RowController) -> [[AnyEquatable?]] {
        controller.snapshot.sections.map { $0.items.map { AnyEquatable("\($0.id):\($0.text)") } }
    }

    func shown(_ view: HeadlessListView) -> [[AnyEquatable?]] {
        view.sections.map { $0.items.map(\.content) }
    }

    @Test func everyCellShowsItsItemAfterEveryOperation() throws {
        var rng = SplitMix64(seed: 11)
        var checked = 0
        for _ in 0..<20 {
            let controller = try randomController(rows: 12, rng: &rng)
            let view = HeadlessListView()
            let adapter = rowAdapter(view, controller)
            var nextID = 100
            for _ in 0..<60 {
                try randomOperation(on: controller, rng: &rng, nextID: &nextID)
                #expect(view.violations.isEmpty, "\(view.violations)")
                #expect(shown(view) == expected(controller))
                checked += 1
            }
            // The view holds its data source weakly: the adapter must outlive the operations.
            withExtendedLifetime(adapter) {}
        }
        #expect(checked == 1_200)
    }

    /// The adapter holds its view: a view made inline, with no other owner,
    /// still shows every change, and goes away with the adapter.
    @Test func theAdapterKeepsAViewMadeInline() throws {
        var rng = SplitMix64(seed: 12)
        let controller = try randomController(rows: 8, rng: &rng)
        var adapter: ListAdapter<Int?, Int?, Int, Row>? = rowAdapter(HeadlessListView(), controller)
        weak var view: HeadlessListView?
        view = adapter?.view as? HeadlessListView
        var nextID = 100
        for _ in 0..<20 {
            try randomOperation(on: controller, rng: &rng, nextID: &nextID)
            let shownNow = try #require(view, "the adapter let its view go")
            #expect(shownNow.violations.isEmpty, "\(shownNow.violations)")
            #expect(shown(shownNow) == expected(controller))
        }
        adapter = nil
        #expect(view == nil, "the view holds the adapter weakly, so both go")
    }

    @Test func updatesDuringAnimationsAreCoalescedToTheLatest() throws {
        var rng = SplitMix64(seed: 12)
        for round in 0..<30 {
            let controller = try randomController(rows: 10, rng: &rng)
            let view = AnimatingView()
            let adapter = rowAdapter(view, controller)
            var nextID = 100
            for _ in 0..<20 {
                // Several updates while the first one animates: only the last is shown next.
                let before = view.inner.batchCount
                for _ in 0..<(3 + Int.random(in: 0..<3, using: &rng)) {
                    try randomOperation(on: controller, rng: &rng, nextID: &nextID)
                }
                #expect(view.inner.batchCount - before <= 2, "only the first update's stages ran")
                #expect(adapter.isUpdateWaiting)
                #expect(view.inner.violations.isEmpty, "round \(round): \(view.inner.violations)")
                view.finishAnimations()
                view.finishAnimations()
                #expect(!adapter.isUpdateWaiting)
                #expect(view.inner.violations.isEmpty, "round \(round): \(view.inner.violations)")
                #expect(shown(view.inner) == expected(controller), "round \(round)")
                #expect(adapter.shown.sections.map { Array($0.itemIDs) } == controller.snapshot.sections.map { Array($0.itemIDs) })
            }
        }
    }

    @Test func anUpdateMadeWhileConfiguringACellWaitsForTheNextTurn() async throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 1), Row(id: 2, group: 0, rank: 2)])
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, showing: controller)
        adapter.registry.register(RowCell.self)
        var inserted = false
        RowCell.onConfigure = { row in
            guard row.id == 2, !inserted else { return }
            inserted = true
            try? controller.insert(Row(id: 3, group: 0, rank: 3))
        }
        defer { RowCell.onConfigure = nil }
        view.reloadData()
        _ = view.sections
        #expect(inserted)
        #expect(adapter.isUpdateWaiting, "not applied inside the view's pass")
        #expect(shown(view).joined().count == 2)
        for _ in 0..<100 where adapter.isUpdateWaiting { await Task.yield() }
        #expect(!adapter.isUpdateWaiting)
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(shown(view) == expected(controller))
        #expect(controller.snapshot.numberOfItems == 3)
    }

    @Test func aModelWithNoMappingShowsThePlaceholderAndReportsIt() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 1)])
        let view = HeadlessListView()
        let registry = MappingRegistry()
        var anomalies: [MappingAnomaly] = []
        registry.anomalyHandler = { anomalies.append($0) }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        view.reloadData()
        _ = adapter
        #expect(shown(view) == [[nil]])
        #expect(anomalies.map(\.kind) == [.noMapping])
        #expect(view.violations.isEmpty)
    }

    @Test func outOfRangeQuestionsGetNothingNotATrap() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 1)])
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, showing: controller)
        adapter.registry.register(RowCell.self)
        #expect(adapter.model(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(adapter.model(at: IndexPath(index: 0)) == nil)
        #expect(adapter.listView(view, numberOfItemsInSection: 9) == 0)
        #expect(adapter.listView(view, identifierForItemAt: IndexPath(item: 0, section: -1)) == nil)
        #expect(adapter.listView(view, cellForItemAt: IndexPath(item: 7, section: 3)) is HeadlessPlaceholderCell)
        #expect(adapter.title(ofKind: .header, inSection: 4) == nil)
    }

    @Test func cellsAreReusedAcrossReloads() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch((0..<20).map { Row(id: $0, group: 0, rank: $0) })
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, showing: controller)
        adapter.registry.register(RowCell.self)
        view.reloadData()
        _ = view.sections
        // The cells on screen are made at the first layout, which
        // `visibleCells` runs, as in UIKit: count them from then on.
        let before = Set(view.visibleCells.map { ObjectIdentifier($0.cell) })
        let made = view.reusableViewsMade
        #expect(before.count == 20)
        view.reloadData()
        _ = view.sections
        // The cells on screen go back to their pool before the reload asks
        // for new ones, so the reload shows the same cell objects; the view
        // may make one more for reading content off screen.
        #expect(Set(view.visibleCells.map { ObjectIdentifier($0.cell) }) == before, "the pool's cells serve the reload")
        #expect(view.reusableViewsMade <= made + 1)
        #expect(shown(view) == expected(controller))
    }

    @Test func aTreeIsShownByItsItemsValues() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 1), Row(id: 2, group: 1, rank: 2)])
        let banner = ArraySection(["Hello"])
        let tree = try SectionTree(root: ComposedSectionProvider([banner, LiveSourceSectionProvider(controller)]))
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, showing: tree)
        adapter.registry.register(RowCell.self)
        adapter.registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
        view.reloadData()
        #expect(shown(view) == [[AnyEquatable("Hello")], [AnyEquatable("1:0")], [AnyEquatable("2:0")]])
        try controller.update(with: Row(id: 2, group: 1, rank: 2, text: 5))
        _ = banner.append("World")
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(shown(view) == [[AnyEquatable("Hello"), AnyEquatable("World")], [AnyEquatable("1:0")], [AnyEquatable("2:5")]])
    }

    @Test func theAdapterIsReleasedWithItsOwner() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 1)])
        let view = HeadlessListView()
        weak var released: ListAdapter<Int?, Int?, Int, Row>?
        do {
            let adapter = ListAdapter(view: view, showing: controller)
            released = adapter
        }
        #expect(released == nil)
        try controller.insert(Row(id: 2, group: 0, rank: 2))  // no observer left to call
    }

    /// Items the adapter is asked to reload are reloaded, in a batch of
    /// their own after the others, and never reconfigured; every other
    /// content change stays a reconfigure; every batch passes UIKit's rules.
    @Test func itemsThatAskForAReloadAreReloadedNotReconfigured() throws {
        var rng = SplitMix64(seed: 14)
        var reloadsSeen = 0, reconfiguresSeen = 0
        for round in 0..<40 {
            let controller = try randomController(rows: 12, rng: &rng)
            let view = AnimatingView()
            let adapter = rowAdapter(view, controller)
            adapter.reloadsOnContentChange = { $0.id % 3 == 0 }
            var nextID = 100
            for step in 0..<30 {
                let before = adapter.shown
                view.reloadedItems = []
                view.reconfiguredItems = []
                try randomOperation(on: controller, rng: &rng, nextID: &nextID)
                view.finishAnimations()
                let after = adapter.shown
                #expect(view.inner.violations.isEmpty, "round \(round) step \(step): \(view.inner.violations)")
                #expect(shown(view.inner) == expected(controller), "round \(round) step \(step)")
                // Reconfigures name positions after their batch and the reload
                // batch comes last and moves nothing, so both read in `after`.
                let reloaded = Set(view.reloadedItems.compactMap { after.item(at: $0)?.id })
                let reconfigured = Set(view.reconfiguredItems.compactMap { after.item(at: $0)?.id })
                #expect(reloaded.allSatisfy { $0 % 3 == 0 }, "round \(round) step \(step): \(reloaded)")
                #expect(reconfigured.allSatisfy { $0 % 3 != 0 }, "round \(round) step \(step): \(reconfigured)")
                for item in after.sections.flatMap(\.items) {
                    guard let old = before.indexPath(for: item.id).flatMap(before.item(at:)), old.text != item.text else { continue }
                    if item.id % 3 == 0 {
                        #expect(reloaded.contains(item.id), "round \(round) step \(step): \(item.id) changed, not reloaded")
                    } else {
                        #expect(reconfigured.contains(item.id), "round \(round) step \(step): \(item.id) changed, not reconfigured")
                    }
                }
                reloadsSeen += reloaded.count
                reconfiguresSeen += reconfigured.count
            }
        }
        // Both kinds happened often enough for the checks above to mean something.
        #expect(reloadsSeen > 50 && reconfiguresSeen > 100, "\(reloadsSeen) reloads, \(reconfiguresSeen) reconfigures")
    }

    func randomController(rows: Int, rng: inout SplitMix64) throws -> RowController {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch((0..<rows).map { _ in
            Row(id: 0, group: Int.random(in: 0..<3, using: &rng), rank: Int.random(in: 0..<50, using: &rng))
        }.enumerated().map { index, row in Row(id: index, group: row.group, rank: row.rank) })
        return controller
    }

    /// An adapter showing `controller` on `view` with row cells registered first.
    func rowAdapter(_ view: some CellListView, _ controller: RowController) -> ListAdapter<Int?, Int?, Int, Row> {
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        return ListAdapter(view: view, registry: registry, showing: controller)
    }

    func randomOperation(on controller: RowController, rng: inout SplitMix64, nextID: inout Int) throws {
        let items = controller.snapshot.sections.flatMap(\.items)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            try controller.insert(Row(id: nextID, group: Int.random(in: 0..<4, using: &rng), rank: Int.random(in: 0..<50, using: &rng)))
            nextID += 1
        case 1 where !items.isEmpty:
            _ = try controller.removeItem(withID: items[Int.random(in: 0..<items.count, using: &rng)].id)
        case 2 where !items.isEmpty:
            var row = items[Int.random(in: 0..<items.count, using: &rng)]
            row.text += 1
            try controller.update(with: row)
        case 3 where !items.isEmpty:
            var row = items[Int.random(in: 0..<items.count, using: &rng)]
            row.rank = Int.random(in: 0..<50, using: &rng)
            row.group = Int.random(in: 0..<4, using: &rng)
            try controller.update(with: row)
        default:
            try controller.performBatchUpdates {
                for _ in 0..<3 {
                    try controller.insert(Row(id: nextID, group: Int.random(in: 0..<4, using: &rng), rank: Int.random(in: 0..<50, using: &rng)))
                    nextID += 1
                }
                if let first = controller.snapshot.sections.first?.items.first { _ = try controller.removeItem(withID: first.id) }
            }
        }
    }
}

@Suite("Adapter: registrations made after the adapter reach the cells already made")
@MainActor
struct LateRegistrationTests {
    func shown(_ view: HeadlessListView) -> [[AnyEquatable?]] {
        view.sections.map { $0.items.map(\.content) }
    }

    func expected(_ controller: RowController) -> [[AnyEquatable?]] {
        controller.snapshot.sections.map { $0.items.map { AnyEquatable("\($0.id):\($0.text)") } }
    }

    /// TheListAdapter.md's order: the adapter first, then its registrations.
    @Test func cellsMadeBeforeTheirRegistrationAreMadeAgain() async throws {
        var rng = SplitMix64(seed: 21)
        let controller = try ListAdapterTests().randomController(rows: 9, rng: &rng)
        let view = HeadlessListView()
        view.visibleRowCount = 5
        let registry = MappingRegistry()
        var anomalies: [MappingAnomaly.Kind] = []
        registry.anomalyHandler = { anomalies.append($0.kind) }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        _ = view.visibleCells
        #expect(Set(anomalies) == [.noMapping], "the rows made first are placeholders, reported")
        adapter.registry.register(RowCell.self)
        await Task.yield()  // made again on the next turn, once for a burst of registrations
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.verifyMatchesDataSource().isEmpty)
        #expect(shown(view) == expected(controller))
        #expect(view.visibleCells.allSatisfy { $0.cell is RowCell }, "no placeholder left on screen")
        // Rows scrolled to later were made with the registration.
        view.scroll(toRow: 4)
        #expect(view.visibleCells.allSatisfy { $0.cell is RowCell })
    }

    /// The adapter first and `RowCell`'s registration right after, before
    /// anything looks at the view, over a tree and over a controller: the
    /// first cells are made with the registration, and nothing is reported.
    @Test func registrationsRightAfterTheAdapterMakeTheFirstCells() throws {
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection([Row(id: 1, group: nil, rank: 0)])]))
        let controller = RowController(configuration: ListConfiguration<Row, Int>(sectionKey: { $0.group }))
        try controller.fetch([Row(id: 1, group: 0, rank: 0)])
        let sources: [(String, (HeadlessListView, MappingRegistry) -> AnyObject)] = [
            ("a tree", { ListAdapter(view: $0, registry: $1, showing: tree) }),
            ("a controller", { ListAdapter(view: $0, registry: $1, showing: controller) }),
        ]
        for (source, makeAdapter) in sources {
            let (registry, log) = AnomalyLog.registry()
            let view = HeadlessListView()
            let adapter = makeAdapter(view, registry)
            #expect(log.anomalies.isEmpty, "\(source), before the registration: \(log.anomalies)")
            registry.register(RowCell.self)
            #expect(view.visibleCells.map { "\(type(of: $0.cell))" } == ["RowCell"], "\(source)")
            #expect(log.anomalies.isEmpty, "\(source): \(log.anomalies)")
            #expect(view.violations.isEmpty, "\(source): \(view.violations)")
            withExtendedLifetime(adapter) {}
        }
    }

    /// A registration that comes while a batch animates waits for its end.
    @Test func aRegistrationDuringAnimationsRemakesThePlaceholdersAfterThem() throws {
        var rng = SplitMix64(seed: 22)
        let controller = try ListAdapterTests().randomController(rows: 6, rng: &rng)
        let view = AnimatingView()
        let registry = MappingRegistry()
        var anomalies: [MappingAnomaly.Kind] = []
        registry.anomalyHandler = { anomalies.append($0.kind) }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        view.finishAnimations()
        try controller.insert(Row(id: 500, group: 0, rank: 0))
        #expect(view.isAnimating)
        #expect(Set(anomalies) == [.noMapping], "the rows made before the registration are placeholders, reported")
        adapter.registry.register(RowCell.self)
        view.finishAnimations()
        view.finishAnimations()
        #expect(view.inner.violations.isEmpty, "\(view.inner.violations)")
        #expect(shown(view.inner) == expected(controller))
    }
}
