import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Two lists side by side, as a board's columns: rows dragged within a list
/// (within and across sections) and from one list to the other, through two
/// headless views, against an independent model of both lists.
@MainActor
struct AdapterDragAndDropPropertyTests {
    /// Sections by group, in ascending order; rows in the order they were put.
    static let configuration = ListConfiguration<Row, Int>(sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .insertion)

    /// One list of the model: its sections' keys and row identifiers.
    struct ListModel: Equatable {
        var sections: [(key: Int, ids: [Int])] = []

        static func == (lhs: ListModel, rhs: ListModel) -> Bool {
            lhs.sections.map(\.key) == rhs.sections.map(\.key) && lhs.sections.map(\.ids) == rhs.sections.map(\.ids)
        }

        init(_ snapshot: RowSnapshot) {
            sections = snapshot.sections.map { (key: $0.id ?? -1, ids: Array($0.itemIDs)) }
        }

        func indexPath(of id: Int) -> IndexPath? {
            for (section, value) in sections.enumerated() {
                if let item = value.ids.firstIndex(of: id) { return IndexPath(item: item, section: section) }
            }
            return nil
        }

        mutating func remove(_ id: Int) {
            guard let at = indexPath(of: id) else { return }
            sections[at.section].ids.remove(at: at.item)
            if sections[at.section].ids.isEmpty { sections.remove(at: at.section) }
        }

        /// Where rows dropped from elsewhere at `destination` start, restated:
        /// the end of the last section over no row; within the sections.
        func dropStart(_ destination: IndexPath?) -> IndexPath {
            guard !sections.isEmpty else { return IndexPath(item: 0, section: 0) }
            guard let destination else { return IndexPath(item: sections[sections.count - 1].ids.count, section: sections.count - 1) }
            if destination.section >= sections.count {
                return IndexPath(item: sections[sections.count - 1].ids.count, section: sections.count - 1)
            }
            return IndexPath(item: min(destination.item, sections[destination.section].ids.count), section: destination.section)
        }
    }

    /// A list: its controller, view and adapter; `other` is the list rows are dropped from.
    @MainActor final class List {
        let controller = RowController(configuration: AdapterDragAndDropPropertyTests.configuration)
        let view = HeadlessListView()
        var adapter: ListAdapter<Int?, Int?, Int, Row>!
        weak var other: List?
        /// What the drop handlers were given: the row and its index path.
        var dropped: [(id: Int, indexPath: IndexPath)] = []
        var moves = 0
    }

    /// Rows whose identifier is a multiple of 7 may not be dragged.
    static func isDraggable(_ row: Row) -> Bool { row.id % 7 != 0 }

    func makeList(ids: Range<Int>, rng: inout SplitMix64) throws -> List {
        let list = List()
        try list.controller.fetch(ids.map { Row(id: $0, group: Int.random(in: 0..<3, using: &rng), rank: 0) })
        list.view.visibleRowCount = 6
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        registry.on(.canDrag, forModel: Row.self) { row, _ in Self.isDraggable(row) }
        registry.on(.move, forModel: Row.self) { [weak list] _, source, destination in
            guard let list, let key = list.controller.snapshot.sectionIdentifier(at: destination.section) else { return }
            list.moves += 1
            try? list.controller.commitUserMove(from: source, to: destination) { $0.group = key ?? 0 }
        }
        registry.on(.drop, forModel: Row.self) { [weak list] rows in
            guard let list else { return }
            for (row, indexPath) in rows {
                list.dropped.append((row.id, indexPath))
                _ = try? list.other?.controller.removeItem(withID: row.id)
                var moved = row
                moved.group = list.controller.snapshot.sectionIdentifier(at: indexPath.section).flatMap { $0 } ?? 0
                try? list.controller.insert(moved)
                if let at = list.controller.indexPath(for: row.id), at != indexPath {
                    try? list.controller.commitUserMove(from: at, to: indexPath)
                }
            }
        }
        list.adapter = ListAdapter(view: list.view, registry: registry, showing: list.controller)
        return list
    }

    func settle(_ lists: [List]) async {
        for _ in 0..<50 where lists.contains(where: { $0.adapter.isUpdateWaiting }) {
            await Task.yield()
        }
    }

    /// A random place to drop on `model`: any row, one past a section's last,
    /// a section past the last, or over no row.
    func randomDestination(in model: ListModel, rng: inout SplitMix64) -> IndexPath? {
        if Int.random(in: 0..<8, using: &rng) == 0 || model.sections.isEmpty { return nil }
        let section = Int.random(in: 0...model.sections.count, using: &rng)
        let count = section < model.sections.count ? model.sections[section].ids.count : 0
        return IndexPath(item: Int.random(in: 0...(count + 1), using: &rng), section: section)
    }

    func randomRow(in model: ListModel, rng: inout SplitMix64) -> IndexPath? {
        guard !model.sections.isEmpty else { return nil }
        let section = Int.random(in: 0..<model.sections.count, using: &rng)
        return IndexPath(item: Int.random(in: 0..<model.sections[section].ids.count, using: &rng), section: section)
    }

    @Test func dropsLandWhereTheModelSaysAndAnimateOnce() async throws {
        var rng = SplitMix64(seed: 42)
        var localMoves = 0, movesInOneBatch = 0, drops = 0, multiDrops = 0, refused = 0, severalMoved = 0, checks = 0
        for round in 0..<30 {
            let a = try makeList(ids: 0..<Int.random(in: 0...12, using: &rng), rng: &rng)
            let b = try makeList(ids: 1000..<(1000 + Int.random(in: 0...12, using: &rng)), rng: &rng)
            a.other = b
            b.other = a
            let lists = [a, b]
            var models = [ListModel(a.controller.snapshot), ListModel(b.controller.snapshot)]
            var nextID = 2000
            for step in 0..<40 {
                let context = "round \(round), step \(step)"
                let from = Int.random(in: 0..<2, using: &rng)
                let list = lists[from], model = models[from]
                let rows = model.sections.flatMap(\.ids)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    // Within the list.
                    guard let source = randomRow(in: model, rng: &rng) else { break }
                    let id = model.sections[source.section].ids[source.item]
                    let items = list.view.beginDrag(at: source)
                    guard Self.isDraggable(Row(id: id, group: 0, rank: 0)) else {
                        #expect(items.isEmpty, "\(context): row \(id) may not be dragged")
                        refused += 1
                        break
                    }
                    #expect(items.map { $0.itemID } == [AnyHashable(id)], "\(context)")
                    let destination = randomDestination(in: model, rng: &rng)
                    // Several rows of this list: a block, in the order
                    // lifted, before the first row at or after the drop
                    // that is not one of them (over no row: at the end of
                    // the first row's section).
                    if Int.random(in: 0..<4, using: &rng) == 0, let second = randomRow(in: model, rng: &rng), second != source {
                        let more = list.view.beginDrag(at: second)
                        if !more.isEmpty {
                            let ids = [id, model.sections[second.section].ids[second.item]]
                            var section = source.section, item = model.sections[source.section].ids.count
                            if let destination {
                                section = min(destination.section, model.sections.count - 1)
                                item = section == destination.section ? min(destination.item, model.sections[section].ids.count) : model.sections[section].ids.count
                            }
                            let key = model.sections[section].key
                            let anchor = model.sections[section].ids[item...].first { !ids.contains($0) }
                            var expected = model
                            for index in expected.sections.indices { expected.sections[index].ids.removeAll { ids.contains($0) } }
                            let at = try #require(expected.sections.firstIndex { $0.key == key })
                            let position = anchor.flatMap { expected.sections[at].ids.firstIndex(of: $0) } ?? expected.sections[at].ids.count
                            expected.sections[at].ids.insert(contentsOf: ids, at: position)
                            expected.sections.removeAll { $0.ids.isEmpty }
                            let batches = list.view.batchCount
                            let landed = list.view.drop(items + more, at: destination)
                            models[from] = expected
                            // Within one section, the block is the view's one batch.
                            if source.section == section && second.section == section {
                                await settle(lists)
                                #expect(list.view.batchCount == batches + (expected == model ? 0 : 1), "\(context): the block was animated again")
                            }
                            #expect(landed == ids.map { expected.indexPath(of: $0) }, "\(context): \(ids) over \(String(describing: destination)) of \(model.sections.map(\.ids))")
                            severalMoved += 1
                            break
                        }
                    }
                    // Restated: over no row, the end of its section; within the rows there are.
                    var target = source
                    if let destination, destination.section < model.sections.count {
                        let room = model.sections[destination.section].ids.count - (destination.section == source.section ? 1 : 0)
                        target = IndexPath(item: min(destination.item, room), section: destination.section)
                    } else if destination == nil {
                        target = IndexPath(item: model.sections[source.section].ids.count - 1, section: source.section)
                    }
                    let batches = list.view.batchCount
                    let landed = list.view.drop(items, at: destination)
                    if target == source {
                        #expect(landed == [source], "\(context): \(id) from \(source) over \(String(describing: destination))")
                    } else {
                        localMoves += 1
                        var expected = model
                        let key = expected.sections[target.section].key
                        expected.sections[source.section].ids.remove(at: source.item)
                        expected.sections[target.section].ids.insert(id, at: target.item)
                        expected.sections[target.section].key = key
                        expected.sections.removeAll { $0.ids.isEmpty }
                        models[from] = expected
                        // Where it is once the source's update is shown (a
                        // section it emptied is gone), when the drop ends.
                        #expect(landed == [expected.indexPath(of: id)], "\(context): \(id) from \(source) to \(target)")
                        await settle(lists)
                        // Within a section the move is the view's one batch:
                        // the controller's update, diffed against what the
                        // view shows, has nothing left to animate. (Across
                        // sections the row's group changes, which reconfigures it.)
                        if target.section == source.section {
                            #expect(list.view.batchCount == batches + 1, "\(context): the move was animated again")
                            movesInOneBatch += 1
                        }
                    }
                case 4..<8:
                    // From the other list: one row, or two.
                    let to = 1 - from
                    guard let source = randomRow(in: model, rng: &rng) else { break }
                    var items = list.view.beginDrag(at: source)
                    if Int.random(in: 0..<3, using: &rng) == 0, let second = randomRow(in: model, rng: &rng), second != source {
                        items += list.view.beginDrag(at: second)
                    }
                    guard !items.isEmpty else { break }
                    let ids = items.compactMap { $0.itemID.base as? Int }
                    let destination = randomDestination(in: models[to], rng: &rng)
                    let start = models[to].dropStart(destination)
                    lists[to].dropped = []
                    let landed = lists[to].view.drop(items, at: destination)
                    // The handler got each row at consecutive index paths from the start.
                    #expect(lists[to].dropped.map(\.id) == ids, "\(context)")
                    #expect(lists[to].dropped.map(\.indexPath) == ids.indices.map { IndexPath(item: start.item + $0, section: start.section) },
                            "\(context): over \(String(describing: destination)) of \(models[to].sections.map(\.ids))")
                    // Restated: out of one list, into the other where the handler put them.
                    var expected = models[to]
                    for (offset, id) in ids.enumerated() {
                        models[from].remove(id)
                        if expected.sections.isEmpty { expected.sections = [(key: 0, ids: [])] }
                        expected.sections[start.section].ids.insert(id, at: start.item + offset)
                    }
                    models[to] = expected
                    // The rows are in the view when the drop ends, where the model says.
                    #expect(landed == ids.map { expected.indexPath(of: $0) }, "\(context)")
                    drops += 1
                    if ids.count > 1 { multiDrops += 1 }
                case 8:
                    // The data changes meanwhile.
                    if rows.isEmpty || Int.random(in: 0..<2, using: &rng) == 0 {
                        let row = Row(id: nextID, group: Int.random(in: 0..<3, using: &rng), rank: 0)
                        nextID += 1
                        try list.controller.insert(row)
                    } else {
                        _ = try list.controller.removeItem(withID: rows[Int.random(in: 0..<rows.count, using: &rng)])
                    }
                    models[from] = ListModel(list.controller.snapshot)
                default:
                    // A drop of nothing, or of rows another kind of list made, is refused.
                    #expect(list.view.drop([], at: nil) == nil)
                    let foreign = DragItem(model: "text", itemID: AnyHashable("text"), origin: nil)
                    #expect(list.view.drop([foreign], at: nil) == nil, "\(context)")
                }
                await settle(lists)
                for (index, list) in lists.enumerated() {
                    #expect(list.view.violations.isEmpty, "\(context): \(list.view.violations)")
                    #expect(ListModel(list.controller.snapshot) == models[index], "\(context): list \(index)")
                    #expect(list.view.itemIDs == models[index].sections.map { $0.ids.map { AnyHashable($0) } }, "\(context): list \(index)")
                    checks += 1
                }
            }
        }
        #expect(localMoves > 100 && movesInOneBatch > 30 && drops > 150 && multiDrops > 30 && refused > 10 && severalMoved > 30 && checks > 2000,
                "moves \(localMoves) (\(movesInOneBatch) in one batch), drops \(drops) (\(multiDrops) of two), refused \(refused), several moved \(severalMoved), checks \(checks)")
    }
}
