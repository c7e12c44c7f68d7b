import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// What the handlers heard, and every time one got a model other than the
/// one its cell or row shows.
@MainActor
final class AdapterEventLog {
    var selected: [(id: Int, indexPath: IndexPath)] = []
    var ended: [Int] = []
    var displayed = 0
    var wrongModels: [String] = []
}

@Suite("Adapter: events reach their handlers with the model the view shows")
@MainActor
struct AdapterEventTests {
    /// Unsorted, so that a user's drag sticks; sectioned by group.
    static let setup = ControllerSetup(sorted: false, filtered: false, sectioned: true, style: .reconfigure)

    func makeController(rows: Int, rng: inout SplitMix64) throws -> RowController {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch((0..<rows).map { Row(id: $0, group: Int.random(in: 0..<3, using: &rng), rank: 0) })
        return controller
    }

    /// An adapter with row cells and handlers that log, delete on commit and
    /// commit the user's moves to `controller`.
    func makeAdapter(_ view: HeadlessListView, _ controller: RowController, _ log: AdapterEventLog) -> ListAdapter<Int?, Int?, Int, Row> {
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        registry.on(.didSelect, for: RowCell.self) { [weak log] cell, row, indexPath in
            log?.selected.append((row.id, indexPath))
            if cell.text != "\(row.id):\(row.text)" { log?.wrongModels.append("select \(row) on \(cell.text)") }
        }
        registry.on(.willDisplay, for: RowCell.self) { [weak log] cell, row, _ in
            log?.displayed += 1
            if cell.text != "\(row.id):\(row.text)" { log?.wrongModels.append("willDisplay \(row) on \(cell.text)") }
        }
        registry.on(.didEndDisplaying, for: RowCell.self) { [weak log] cell, row, _ in
            log?.ended.append(row.id)
            if cell.text != "\(row.id):\(row.text)" { log?.wrongModels.append("didEndDisplaying \(row) on \(cell.text)") }
        }
        registry.on(.commitEditingStyle, forModel: Row.self) { [weak controller] style, row, _ in
            if style == .delete { _ = try? controller?.removeItem(withID: row.id) }
        }
        registry.on(.move, forModel: Row.self) { [weak controller] _, source, destination in
            guard let controller, let key = controller.snapshot.sectionIdentifier(at: destination.section) else { return }
            try? controller.commitUserMove(from: source, to: destination) { $0.group = key ?? 0 }
        }
        return ListAdapter(view: view, registry: registry, showing: controller)
    }

    /// Lets the updates handlers caused, which wait for the main actor's next turn, be applied.
    func settle(_ adapter: ListAdapter<Int?, Int?, Int, Row>) async {
        for _ in 0..<50 where adapter.isUpdateWaiting {
            await Task.yield()
        }
    }

    /// Every cell on screen shows the controller's item at its index path,
    /// and the cells on screen are one run of consecutive rows.
    func checkVisibleCells(_ view: HeadlessListView, _ controller: RowController, _ context: String) {
        let rows = controller.snapshot.sections.flatMap { $0.items }
        let flat = view.visibleCells.compactMap { cell -> Int? in
            let section = cell.indexPath.section
            return controller.snapshot.sections[..<section].reduce(0) { $0 + $1.items.count } + cell.indexPath.item
        }
        #expect(flat == Array(view.firstVisibleRow..<(view.firstVisibleRow + flat.count)), "\(context)")
        #expect(flat.count == min(view.visibleRowCount ?? rows.count, rows.count), "\(context)")
        for (indexPath, cell) in view.visibleCells {
            let item = controller.snapshot.item(at: indexPath)
            #expect((cell as? RowCell)?.text == item.map { "\($0.id):\($0.text)" }, "\(context) at \(indexPath)")
        }
    }

    @Test func randomUpdatesAndGesturesKeepEveryVisibleCellAndEventRight() async throws {
        var rng = SplitMix64(seed: 81)
        var taps = 0, drags = 0, dragsWithoutBatch = 0, swipes = 0, keptCells = 0
        for round in 0..<25 {
            let controller = try makeController(rows: 14, rng: &rng)
            let view = HeadlessListView()
            view.visibleRowCount = Int.random(in: 3...9, using: &rng)
            let log = AdapterEventLog()
            let adapter = makeAdapter(view, controller, log)
            var nextID = 100
            for step in 0..<60 {
                let context = "round \(round), step \(step)"
                let rows = controller.snapshot.sections.flatMap { $0.items }
                let before = Dictionary(view.visibleCells.map { ((($0.cell as? RowCell)?.text ?? "").split(separator: ":").first.map(String.init) ?? "",
                                                                 ObjectIdentifier($0.cell)) },
                                        uniquingKeysWith: { first, _ in first })
                let indexPath = controller.snapshot.sections.isEmpty ? IndexPath(item: 0, section: 0)
                    : { () -> IndexPath in
                        let section = Int.random(in: 0..<controller.snapshot.numberOfSections, using: &rng)
                        let count = controller.snapshot.sections[section].items.count
                        return IndexPath(item: Int.random(in: 0...max(count - 1, 0), using: &rng), section: section)
                    }()
                let choice = Int.random(in: 0..<10, using: &rng)
                switch choice {
                case 0..<4:
                    try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                    // A content change reconfigures: an item on screen before and after keeps its cell.
                    for (id, cell) in view.visibleCells.map({ (($0.cell as? RowCell)?.text.split(separator: ":").first.map(String.init) ?? "", ObjectIdentifier($0.cell)) })
                    where before[id] != nil {
                        #expect(before[id] == cell, "\(context): item \(id) got another cell")
                        keptCells += 1
                    }
                case 4, 5:
                    let expected = controller.snapshot.item(at: indexPath)
                    let selected = view.tapItem(at: indexPath)
                    #expect(selected == (expected != nil), "\(context)")
                    if let expected {
                        taps += 1
                        #expect(log.selected.last?.id == expected.id && log.selected.last?.indexPath == indexPath, "\(context)")
                        #expect(view.indexPathsForSelectedItems == [indexPath], "\(context)")
                    }
                case 6:
                    let expected = controller.snapshot.item(at: indexPath)
                    let performed = view.performSwipeAction("delete", at: indexPath)
                    #expect(performed == (expected != nil), "\(context)")
                    await settle(adapter)
                    if let expected {
                        swipes += 1
                        #expect(!controller.snapshot.contains(id: expected.id), "\(context)")
                    }
                case 7 where rows.count > 1:
                    let batches = view.batchCount
                    let destinationSection = Int.random(in: 0..<controller.snapshot.numberOfSections, using: &rng)
                    let room = controller.snapshot.sections[destinationSection].items.count
                        - (destinationSection == indexPath.section ? 1 : 0)
                    let destination = IndexPath(item: Int.random(in: 0...max(room, 0), using: &rng), section: destinationSection)
                    // Across sections the controller may correct the drop (the
                    // row's group changes, sections ordered by first appearance
                    // may reorder), and that animates; within one it may not.
                    let withinSection = destinationSection == indexPath.section
                    guard let landed = view.dragItem(from: indexPath, to: destination) else { break }
                    drags += 1
                    #expect(landed == destination)
                    await settle(adapter)
                    if withinSection {
                        #expect(view.batchCount == batches, "\(context): the drag was animated again")
                        dragsWithoutBatch += 1
                    }
                default:
                    view.scroll(toRow: Int.random(in: 0...rows.count, using: &rng))
                }
                await settle(adapter)
                #expect(!adapter.isUpdateWaiting)
                #expect(view.violations.isEmpty, "\(context): \(view.violations)")
                #expect(view.sectionIDs == controller.snapshot.sectionIdentifiers.map { AnyHashable($0) }, "\(context)")
                #expect(view.itemIDs == controller.snapshot.sections.map { $0.itemIDs.map { AnyHashable($0) } }, "\(context)")
                checkVisibleCells(view, controller, context)
            }
            #expect(log.wrongModels.isEmpty, "round \(round): \(log.wrongModels.prefix(5))")
            #expect(log.displayed > 0 && !log.ended.isEmpty)
        }
        #expect(taps > 100 && swipes > 50 && drags > 50 && dragsWithoutBatch > 40 && keptCells > 500,
                "taps \(taps), swipes \(swipes), drags \(drags) (\(dragsWithoutBatch) without a batch), kept cells \(keptCells)")
    }

    @Test func didEndDisplayingGetsTheModelItsCellShowedNotTheItemNowAtItsIndexPath() throws {
        var rng = SplitMix64(seed: 1)
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 0), Row(id: 2, group: 0, rank: 0), Row(id: 3, group: 0, rank: 0)])
        _ = rng.next()
        let view = HeadlessListView()
        let log = AdapterEventLog()
        let adapter = makeAdapter(view, controller, log)
        _ = view.sections
        log.ended = []
        _ = try controller.removeItem(withID: 1)
        // UIKit passes the index path the cell had, [0, 0], where item 2 is now.
        #expect(log.ended == [1])
        #expect(adapter.shown.item(at: IndexPath(item: 0, section: 0))?.id == 2)
        #expect(log.wrongModels.isEmpty)
    }

    @Test func anUpdateCausedByAHandlerWaitsUntilTheHandlerReturns() async throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch((0..<4).map { Row(id: $0, group: 0, rank: 0) })
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        var batchesInsideHandler: [Int] = []
        registry.on(.didSelect, forModel: Row.self) { [weak controller, weak view] row, _ in
            _ = try? controller?.removeItem(withID: row.id)
            batchesInsideHandler.append(view?.batchCount ?? -1)
        }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        _ = view.sections
        let before = view.batchCount
        view.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(batchesInsideHandler == [before], "no batch was applied inside the handler")
        #expect(adapter.isUpdateWaiting)
        #expect(view.itemIDs == [[0, 1, 2, 3]])
        await settle(adapter)
        #expect(view.itemIDs == [[0, 2, 3]])
        #expect(view.batchCount == before + 1)
        #expect(view.violations.isEmpty)
    }

    @Test func aDragIsCommittedWithoutASecondAnimationAndARefusedOneAnimatesBack() async throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch((0..<5).map { Row(id: $0, group: 0, rank: 0) })
        let view = HeadlessListView()
        let log = AdapterEventLog()
        let adapter = makeAdapter(view, controller, log)
        _ = view.sections
        let batches = view.batchCount
        #expect(view.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0)) == IndexPath(item: 3, section: 0))
        await settle(adapter)
        #expect(view.batchCount == batches)
        #expect(controller.snapshot.sections.map { Array($0.itemIDs) } == [[1, 2, 3, 0, 4]])
        #expect(view.itemIDs == [[1, 2, 3, 0, 4]])

        // A sorted controller puts the row back, and that is animated.
        let sorted = RowController(configuration: ControllerSetup(sorted: true, filtered: false, sectioned: false).configuration)
        try sorted.fetch((0..<5).map { Row(id: $0, group: 0, rank: $0) })
        let other = HeadlessListView()
        let sortedAdapter = makeAdapter(other, sorted, log)
        _ = other.sections
        other.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(other.itemIDs == [[1, 2, 0, 3, 4]])
        await settle(sortedAdapter)
        #expect(other.itemIDs == [[0, 1, 2, 3, 4]])
        #expect(other.violations.isEmpty)
    }

    @Test func eventsAtIndexPathsOutOfRangeAreAnomaliesAndAnswerTheDefault() {
        let controller = RowController(configuration: Self.setup.configuration)
        try? controller.fetch([Row(id: 1, group: 0, rank: 0)])
        let view = HeadlessListView()
        let (registry, anomalies) = AnomalyLog.registry()
        registry.register(RowCell.self)
        registry.on(.shouldSelect, forModel: Row.self) { _, _ in false }
        registry.on(.didSelect, forModel: Row.self) { _, _ in Issue.record("no row there") }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        let outside = IndexPath(item: 4, section: 2)
        #expect(adapter.listView(view, shouldSelectItemAt: outside) == nil)
        adapter.listView(view, didSelectItemAt: outside)
        adapter.listView(view, didSelectItemAt: IndexPath(index: 3))
        // Reported once per event, whatever the index path.
        #expect(anomalies.anomalies == [.indexPathOutOfRange(event: "shouldSelect", indexPath: outside),
                                        .indexPathOutOfRange(event: "didSelect", indexPath: outside)])
        #expect(!view.tapItem(at: outside))
        #expect(adapter.listView(view, shouldSelectItemAt: IndexPath(item: 0, section: 0)) == false)
        adapter.listView(view, moveItemAt: IndexPath(item: 0, section: 0), to: outside)
        #expect(adapter.shown.sections.map { Array($0.itemIDs) } == [[1]], "a move out of range changes nothing")
    }

    @Test func theAdapterHandlesOnlyEventsThatHaveHandlers() {
        let view = HeadlessListView()
        let adapter = ListAdapter<Int, String, Int, Int>(view: view)
        adapter.registry.register(LabelCell.self, for: Int.self) { cell, value, _ in cell.text = "\(value)" }
        #expect(!adapter.listView(view, handles: .height))
        #expect(adapter.listView(view, heightForItemAt: IndexPath(item: 0, section: 0)) == nil)
        adapter.registry.on(.height, forModel: Int.self) { value, _ in Double(value) }
        #expect(adapter.listView(view, handles: .height))
        #expect(!adapter.listView(view, handles: .canMove), "no move handler: rows cannot move")
        adapter.apply(Snapshot(sections: [.init(id: 0, model: "", items: [7], itemID: { $0 })]), animated: false)
        #expect(adapter.listView(view, heightForItemAt: IndexPath(item: 0, section: 0)) == 7)
        #expect(view.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func anAdapterWithHandlersIsReleased() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 0)])
        let view = HeadlessListView()
        let log = AdapterEventLog()  // held here: the handlers capture it weakly
        var adapter: ListAdapter<Int?, Int?, Int, Row>? = makeAdapter(view, controller, log)
        weak var released: ListAdapter<Int?, Int?, Int, Row>?
        released = adapter
        _ = view.sections
        view.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(released != nil && adapter?.view === view && log.selected.map(\.0) == [1])
        adapter = nil
        #expect(released == nil)
    }
}
