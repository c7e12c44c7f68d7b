import Foundation
import Testing
import Tabula
import TabulaTesting

/// A tree of leaves — two plain, one the user may reorder, and a segmented
/// provider over three children, one of them composed of two — shown by a
/// list adapter, edited at random: leaf edits, user drags (some refused),
/// drags in a section that cannot move, and batches that switch the segment
/// while they edit the children it hides.
@Suite("Section tree through an adapter: random edits, drags and segment switches keep the view, the tree and its leaves in step")
@MainActor
struct SectionTreeAdapterPropertyTests {
    /// A section the user may reorder, which refuses a move while `refuses` is set.
    @MainActor
    final class RefusingRowSection: ListSection, MovableSection {
        let rows: ArraySection<Row>
        var refuses = false
        init(_ initial: [Row]) { rows = ArraySection(initial) }
        var compositionNode: CompositionNode { rows.compositionNode }
        func didMoveItem(from source: Int, to destination: Int) {
            if !refuses { _ = try? rows.move(from: source, to: destination) }
        }
    }

    /// The leaves by name, in the order the tree shows them, segments aside.
    static let names = ["A", "M", "C0", "C1", "C2a", "C2b", "B"]

    /// Lets the updates the handlers caused, which wait for the main actor's next turn, be applied.
    func settle(_ adapter: ListAdapter<UInt64, CompositionSectionModel, UInt64, CompositionItem>) async {
        for _ in 0..<50 where adapter.isUpdateWaiting {
            await Task.yield()
        }
    }

    /// 100 steps a seed.
    @Test(arguments: 0..<30 as Range<UInt64>)
    func randomEditsDragsAndSegmentSwitches(seed: UInt64) async throws {
        var rng = SplitMix64(seed: seed)
        var log = OperationLog(seed: seed)
        var nextID = 0
        func makeRow() -> Row {
            defer { nextID += 1 }
            return Row(id: nextID, group: nil, rank: 0, text: Int.random(in: 0..<3, using: &rng))
        }
        // The model: each leaf's rows, and which segment shows.
        var model: [String: [Row]] = [:]
        for name in Self.names { model[name] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeRow() } }
        let movable = RefusingRowSection(model["M", default: []])
        var leaves: [String: ArraySection<Row>] = ["M": movable.rows]
        for name in Self.names where name != "M" { leaves[name] = ArraySection(model[name, default: []]) }
        func leaf(_ name: String) throws -> ArraySection<Row> { try #require(leaves[name]) }
        var selection: Int? = [0, 1, 2, nil][Int.random(in: 0..<4, using: &rng)]
        let segments = SegmentedSectionProvider(
            [try leaf("C0"), try leaf("C1"), ComposedSectionProvider([try leaf("C2a"), try leaf("C2b")])], selectedIndex: selection)
        let tree = try SectionTree(root: ComposedSectionProvider([try leaf("A"), movable, segments, try leaf("B")]),
                                   contentUpdates: Bool.random(using: &rng) ? .reconfigure : .reload)
        log.add("SectionTree(contentUpdates: .\(tree.contentUpdates)) \(Self.names.map { "\($0)\(model[$0, default: []])" }) segment \(selection.map(String.init) ?? "nil")")

        let view = HeadlessListView()
        let (registry, anomalies) = AnomalyLog.registry()
        let adapter = ListAdapter(view: view, registry: registry, showing: tree)
        registry.register(RowCell.self)
        var moveErrors: [String] = []
        registry.on(.canMove, forModel: Row.self) { [weak tree] _, indexPath in tree?.canMoveItem(at: indexPath) ?? false }
        registry.on(.move, forModel: Row.self) { [weak tree] _, source, destination in
            do { try tree?.commitUserMove(from: source, to: destination) } catch { moveErrors.append("\(error)") }
        }
        await settle(adapter)

        func shownLeaves() -> [String] {
            ["A", "M"] + [0: ["C0"], 1: ["C1"], 2: ["C2a", "C2b"]][selection ?? -1, default: []] + ["B"]
        }
        var tokens: [Int: UInt64] = [:]  // a row's item identifier in the tree, while the row lives

        /// What the view, the tree and the leaves hold wrongly; no anomaly is expected.
        func check() -> [String] {
            var problems = ViewChecks.problems(of: view)
            let expected = shownLeaves().map { model[$0, default: []] }
            let treeIDs = tree.snapshot.sections.map { $0.itemIDs.map { AnyHashable($0) } }
            if view.itemIDs != treeIDs { problems.append("the view's item identifiers \(view.itemIDs), the tree's \(treeIDs)") }
            let treeRows = tree.snapshot.sections.map { $0.items.map { $0.value as? Row } }
            if treeRows != expected { problems.append("the tree shows \(treeRows), the model \(expected)") }
            for name in Self.names where leaves[name]?.items != model[name] {
                problems.append("leaf \(name) holds \(leaves[name]?.items ?? []), the model \(model[name, default: []])")
            }
            problems += ViewChecks.cellProblems(
                of: view, expected: expected.map { $0.map { ExpectedCell(cellClass: RowCell.self, shows: "\($0.id):\($0.text)") } })
            // A row keeps its item identifier through moves and updates.
            for section in tree.snapshot.sections {
                for (id, item) in zip(section.itemIDs, section.items) {
                    guard let row = item.value as? Row else { continue }
                    if let old = tokens[row.id], old != id { problems.append("row \(row.id) changed its identifier from \(old) to \(id)") }
                    tokens[row.id] = id
                }
            }
            return problems + moveErrors.map { "commitUserMove threw \($0)" } + anomalies.anomalies.map { "anomaly: \($0)" }
        }
        guard log.passes(check(), at: -1) else { return }

        /// A random edit of the leaf `name`, in the leaf and in the model.
        func edit(_ name: String) throws -> String {
            let leaf = try leaf(name)
            let count = model[name, default: []].count
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 35 || count == 0 {
                let at = Int.random(in: 0...count, using: &rng), row = makeRow()
                _ = try leaf.insert(row, at: at)
                model[name, default: []].insert(row, at: at)
                return "\(name).insert(\(row), at: \(at))"
            } else if roll < 55 {
                let i = Int.random(in: 0..<count, using: &rng)
                _ = try leaf.remove(at: i)
                tokens[model[name, default: []].remove(at: i).id] = nil
                return "\(name).remove(at: \(i))"
            } else if roll < 80 {
                let i = Int.random(in: 0..<count, using: &rng)
                var row = model[name, default: []][i]
                row.text = Int.random(in: 0..<3, using: &rng)
                _ = try leaf.update(row, at: i)
                model[name, default: []][i] = row
                return "\(name).update(\(row), at: \(i))"
            }
            let i = Int.random(in: 0..<count, using: &rng), j = Int.random(in: 0..<count, using: &rng)
            _ = try leaf.move(from: i, to: j)
            model[name, default: []].insert(model[name, default: []].remove(at: i), at: j)
            return "\(name).move(from: \(i), to: \(j))"
        }

        for step in 0..<100 {
            let roll = Int.random(in: 0..<100, using: &rng)
            do {
                if roll < 30 {
                    log.add(try edit(Self.names[Int.random(in: 0..<Self.names.count, using: &rng)]))
                } else if roll < 55 {
                    // A user drag in M (section 1), which M may refuse.
                    let count = model["M", default: []].count
                    guard count > 1 else { continue }
                    let i = Int.random(in: 0..<count, using: &rng), j = Int.random(in: 0..<count, using: &rng)
                    movable.refuses = Int.random(in: 0..<100, using: &rng) < 35
                    let direct = Int.random(in: 0..<4, using: &rng) == 0
                    let from = IndexPath(item: i, section: 1), to = IndexPath(item: j, section: 1)
                    log.add("movable.refuses = \(movable.refuses); " + (direct ? "tree.commitUserMove" : "view.dragItem") + "(from: [1,\(i)], to: [1,\(j)])")
                    if direct {
                        try tree.commitUserMove(from: from, to: to)
                    } else {
                        let landed = view.dragItem(from: from, to: to)
                        guard log.passes(landed == to ? [] : ["the drag landed at \(landed.map { "\($0)" } ?? "nothing"), not at \(to)"], at: step) else { return }
                    }
                    if !movable.refuses { model["M", default: []].insert(model["M", default: []].remove(at: i), at: j) }
                } else if roll < 60 {
                    // A drag in A, which cannot move: nothing moves.
                    let count = model["A", default: []].count
                    guard count > 1 else { continue }
                    let to = IndexPath(item: count - 1, section: 0)
                    let landed = view.dragItem(from: IndexPath(item: 0, section: 0), to: to)
                    log.add("view.dragItem(from: [0,0], to: \(to)) in A, which cannot move")
                    guard log.passes(landed == nil ? [] : ["a row of a section that cannot move moved to \(landed.map { "\($0)" } ?? "")"], at: step) else { return }
                } else {
                    // Switches the segment, maybe to none, before or after
                    // editing the children it hid, now and then another leaf.
                    var operations: [String] = []
                    let newSelection: Int? = [0, 1, 2, nil][Int.random(in: 0..<4, using: &rng)]
                    let hiddenBefore = ["C0", "C1", "C2a", "C2b"].filter { !shownLeaves().contains($0) }
                    func select() throws {
                        try segments.select(newSelection)
                        selection = newSelection
                        operations.append("segments.select(\(newSelection.map(String.init) ?? "nil"))")
                    }
                    do {
                        try tree.performBatchUpdates {
                            if Bool.random(using: &rng) { try select() }
                            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                                let pool = Int.random(in: 0..<10, using: &rng) < 7 ? hiddenBefore : Self.names
                                guard let name = pool.randomElement(using: &rng) else { continue }
                                operations.append(try edit(name))
                            }
                            if Bool.random(using: &rng) { try select() }
                        }
                    } catch {
                        log.add("tree.performBatchUpdates { \(operations.joined(separator: "; ")); … }")
                        throw error
                    }
                    log.add("tree.performBatchUpdates { \(operations.joined(separator: "; ")) }")
                }
            } catch {
                _ = log.passes(["threw \(error)"], at: step)
                return
            }
            await settle(adapter)
            guard log.passes(check(), at: step) else { return }
        }
        withExtendedLifetime(adapter) {}
    }
}
