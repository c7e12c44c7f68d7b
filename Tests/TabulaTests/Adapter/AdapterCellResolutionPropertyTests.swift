import Foundation
import Testing
import Tabula
import TabulaTesting

/// Parcels, for cells picked by class and by condition: an express parcel
/// has a cell of its own, and a flagged parcel of either class a `LabelCell`.
class Parcel: @unchecked Sendable, Equatable, Identifiable {  // Safe: its stored properties are constants of Sendable types.
    let id: Int, text: Int, isFlagged: Bool, group: Int, rank: Int
    init(id: Int, text: Int, isFlagged: Bool, group: Int, rank: Int) {
        self.id = id; self.text = text; self.isFlagged = isFlagged; self.group = group; self.rank = rank
    }
    static func == (lhs: Parcel, rhs: Parcel) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.id == rhs.id && lhs.text == rhs.text && lhs.isFlagged == rhs.isFlagged
            && lhs.group == rhs.group && lhs.rank == rhs.rank
    }
}
final class ExpressParcel: Parcel, @unchecked Sendable {}  // Safe: no stored properties of its own.

final class ParcelCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with parcel: Parcel) { text = "parcel \(parcel.id):\(parcel.text)" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

final class ExpressParcelCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with parcel: ExpressParcel) { text = "express \(parcel.id):\(parcel.text)" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A parcel as plain data: the driver's model of one row.
struct ParcelSpec: CustomStringConvertible {
    var id: Int
    var text: Int
    var isFlagged: Bool
    var isExpress: Bool
    var group = 0
    var rank = 0

    func make() -> Parcel {
        isExpress ? ExpressParcel(id: id, text: text, isFlagged: isFlagged, group: group, rank: rank)
            : Parcel(id: id, text: text, isFlagged: isFlagged, group: group, rank: rank)
    }

    /// The documented resolution: a condition that holds beats every
    /// registration without one; then the exact class beats a superclass.
    var expectedCell: ExpectedCell {
        if isFlagged { return ExpectedCell(cellClass: LabelCell.self, shows: "flagged \(id):\(text)") }
        return isExpress ? ExpectedCell(cellClass: ExpressParcelCell.self, shows: "express \(id):\(text)")
            : ExpectedCell(cellClass: ParcelCell.self, shows: "parcel \(id):\(text)")
    }

    var description: String { "\(isExpress ? "Express" : "")Parcel(\(id):\(text)\(isFlagged ? " flagged" : "") g\(group) r\(rank))" }

    /// Changes the class, the flag, the text, or class and flag at once.
    mutating func randomUpdate(using rng: inout SplitMix64) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: isFlagged.toggle()
        case 1: isExpress.toggle()
        case 2: text = Int.random(in: 0..<4, using: &rng)
        default: isFlagged.toggle(); isExpress.toggle()
        }
    }
}

/// Random edits, windows and scrolls over a list whose rows change class and
/// condition, through `apply(_:)` and through a live `ListController`.
@Suite("Adapter: random edits keep every cell on screen of the class its row resolves to, showing the row")
@MainActor
struct AdapterCellResolutionPropertyTests {
    /// A parcel, an express parcel and a flagged parcel registration, and the log of its anomalies.
    func makeRegistry() -> (MappingRegistry, AnomalyLog) {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ParcelCell.self)
        registry.register(ExpressParcelCell.self)
        registry.register(LabelCell.self, for: Parcel.self, condition: .when { parcel, _ in parcel.isFlagged }) { cell, parcel, _ in
            cell.text = "flagged \(parcel.id):\(parcel.text)"
        }
        return (registry, log)
    }

    /// What the view must show for `model`; no anomaly is expected, as every parcel has a cell.
    func problems(_ view: HeadlessListView, _ model: RandomSections<ParcelSpec>, sectionIDs: [AnyHashable], _ log: AnomalyLog) -> [String] {
        var problems = ViewChecks.problems(of: view)
        let itemIDs = model.sections.map { $0.rows.map { AnyHashable($0.id) } }
        if view.itemIDs != itemIDs { problems.append("item identifiers \(view.itemIDs), the model's \(itemIDs)") }
        if view.sectionIDs != sectionIDs { problems.append("section identifiers \(view.sectionIDs), the model's \(sectionIDs)") }
        problems += ViewChecks.cellProblems(of: view, expected: model.sections.map { $0.rows.map(\.expectedCell) })
        return problems + log.anomalies.map { "anomaly: \($0)" }
    }

    /// 100 steps a seed.
    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomSnapshotsThroughApply(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var log = OperationLog(seed: seed)
        let (registry, anomalies) = makeRegistry()
        let view = HeadlessListView()
        let adapter = ListAdapter<Int, String, Int, Parcel>(view: view, registry: registry)
        adapter.contentUpdates = Bool.random(using: &rng) ? .reconfigure : .reload
        log.add("adapter.contentUpdates = .\(adapter.contentUpdates)")
        var nextID = 0, nextSection = 0
        func makeRow(_ rng: inout SplitMix64) -> ParcelSpec {
            defer { nextID += 1 }
            return ParcelSpec(id: nextID, text: Int.random(in: 0..<4, using: &rng),
                              isFlagged: Int.random(in: 0..<10, using: &rng) < 3, isExpress: Int.random(in: 0..<10, using: &rng) < 4)
        }
        func makeSection(_ rng: inout SplitMix64) -> RandomSections<ParcelSpec>.Section {
            defer { nextSection += 1 }
            return .init(id: nextSection, rows: (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeRow(&rng) })
        }
        func snapshot(_ model: RandomSections<ParcelSpec>) -> Snapshot<Int, String, Int, Parcel> {
            Snapshot(sections: model.sections.map { .init(id: $0.id, model: "S\($0.id)", items: $0.rows.map { $0.make() }, itemID: \.id) })
        }
        var model = RandomSections<ParcelSpec>()
        model.sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in makeSection(&rng) }
        adapter.apply(snapshot(model), animated: false)
        log.add("apply(animated: false) \(model.description)")
        guard log.passes(problems(view, model, sectionIDs: model.sections.map { AnyHashable($0.id) }, anomalies), at: -1) else { return }
        for step in 0..<100 {
            let roll = Int.random(in: 0..<100, using: &rng)
            if let change = view.randomScreenChange(roll: roll, resizingBelow: 12, scrollingBelow: 22, fittingAtMost: 7, rows: model.rowCount, using: &rng) {
                log.add(change)
            } else {
                let edits = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                    model.edit(using: &rng, makeRow: makeRow, makeSection: makeSection) { $0.randomUpdate(using: &$1) }
                }
                adapter.apply(snapshot(model))
                log.add("{\(edits.joined(separator: "; "))} apply → \(model.description)")
            }
            guard log.passes(problems(view, model, sectionIDs: model.sections.map { AnyHashable($0.id) }, anomalies), at: step) else { return }
        }
    }

    /// The controller sorts sections by group and items by rank; the model
    /// groups and sorts its plain rows the same way. 100 steps a seed.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func randomControllerOperations(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var log = OperationLog(seed: seed)
        let style: ContentUpdateStyle = Bool.random(using: &rng) ? .reconfigure : .reload
        let controller = ListController(configuration: ListConfiguration<Parcel, Int>(
            sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.rank)), contentUpdates: style))
        log.add("ListController(sections by group, items by rank, contentUpdates: .\(style))")
        let (registry, anomalies) = makeRegistry()
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        var rows: [ParcelSpec] = [], nextID = 0, usedRanks = Set<Int>()
        func freshRank() -> Int {
            while true {
                let rank = Int.random(in: 0..<10_000, using: &rng)
                if usedRanks.insert(rank).inserted { return rank }
            }
        }
        func expected() -> RandomSections<ParcelSpec> {
            RandomSections(sections: Dictionary(grouping: rows, by: \.group).sorted { $0.key < $1.key }
                .map { .init(id: $0.key, rows: $0.value.sorted { $0.rank < $1.rank }) })
        }
        func randomOperation() throws -> String {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 35 || rows.isEmpty {
                let row = ParcelSpec(id: nextID, text: Int.random(in: 0..<4, using: &rng), isFlagged: Int.random(in: 0..<10, using: &rng) < 3,
                                     isExpress: Int.random(in: 0..<10, using: &rng) < 4, group: Int.random(in: 0..<5, using: &rng), rank: freshRank())
                nextID += 1
                rows.append(row)
                try controller.insert(row.make())
                return "insert \(row)"
            } else if roll < 55 {
                let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
                _ = try controller.removeItem(withID: row.id)
                return "removeItem(withID: \(row.id))"
            }
            let i = Int.random(in: 0..<rows.count, using: &rng)
            let before = rows[i]
            switch Int.random(in: 0..<6, using: &rng) {
            case 0...3: rows[i].randomUpdate(using: &rng)
            case 4: rows[i].group = Int.random(in: 0..<5, using: &rng)
            default: usedRanks.remove(rows[i].rank); rows[i].rank = freshRank()
            }
            let parcel = rows[i].make()
            try controller.updateItem(withID: before.id) { $0 = parcel }
            return "updateItem(withID: \(before.id)) \(before) -> \(rows[i])"
        }
        for step in 0..<100 {
            let roll = Int.random(in: 0..<100, using: &rng)
            if let change = view.randomScreenChange(roll: roll, resizingBelow: 10, scrollingBelow: 20, fittingAtMost: 7, rows: rows.count, using: &rng) {
                log.add(change)
            } else if Int.random(in: 0..<100, using: &rng) < 35 {
                var operations: [String] = []
                do {
                    try controller.performBatchUpdates {
                        for _ in 0..<Int.random(in: 2...5, using: &rng) { operations.append(try randomOperation()) }
                    }
                    log.add("performBatchUpdates {\(operations.joined(separator: "; "))}")
                } catch {
                    log.add("performBatchUpdates {\(operations.joined(separator: "; ")); …}")
                    _ = log.passes(["the controller threw \(error)"], at: step)
                    break
                }
            } else {
                do { log.add(try randomOperation()) } catch {
                    _ = log.passes(["the controller threw \(error)"], at: step)
                    break
                }
            }
            let model = expected()
            guard log.passes(problems(view, model, sectionIDs: model.sections.map { AnyHashable(Int?.some($0.id)) }, anomalies), at: step) else { break }
        }
        withExtendedLifetime(adapter) {}
    }
}
