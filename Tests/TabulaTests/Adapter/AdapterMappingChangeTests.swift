import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A cell for rows whose `rank` is negative: a condition on the model picks it.
final class StarredRowCell: HeadlessReusableView {
    var text = ""
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable("★\(text)") }
}

/// Pets and a subclass, for a model whose update changes its class.
class Pet: @unchecked Sendable {  // Safe: its stored properties are constants of Sendable types.
    let id: Int, name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}
final class Hound: Pet, @unchecked Sendable {}  // Safe: no stored properties of its own.

final class PetCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with pet: Pet) { text = "pet \(pet.name)" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

final class HoundCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with hound: Hound) { text = "hound \(hound.name)" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

@Suite("Adapter: a content change that changes a row's cell reloads it")
@MainActor
struct AdapterMappingChangeTests {
    /// What each row must show: a starred cell for a negative rank, else "id:text".
    func expected(_ snapshot: RowSnapshot) -> [[AnyEquatable?]] {
        snapshot.sections.map { $0.items.map { $0.rank < 0 ? AnyEquatable("★\($0.id)") : AnyEquatable("\($0.id):\($0.text)") } }
    }

    func registry() -> MappingRegistry {
        let registry = MappingRegistry()
        registry.register(RowCell.self)
        registry.register(StarredRowCell.self, for: Row.self, condition: .when { row, _ in row.rank < 0 }) { cell, row, _ in
            cell.text = "\(row.id)"
        }
        return registry
    }

    /// The reproduction: a condition that starts to hold on an update
    /// staged as a reconfigure.
    @Test func aConditionThatStartsToHoldReloadsTheRow() throws {
        let controller = RowController(configuration: ListConfiguration<Row, Int>(sectionKey: nil, contentUpdates: .reconfigure))
        try controller.fetch([Row(id: 1, group: 0, rank: 1)])
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, registry: registry(), showing: controller)
        _ = view.visibleCells
        try controller.updateItem(withID: 1) { $0.rank = -1 }
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.verifyMatchesDataSource().isEmpty)
        #expect(view.visibleCells.map { type(of: $0.1) == StarredRowCell.self } == [true])
        #expect(view.sections.map { $0.items.map(\.content) } == [[AnyEquatable("★1")]])
        withExtendedLifetime(adapter) {}
    }

    /// A model replaced by one of a subclass with its own cell.
    @Test func aModelOfAnotherClassReloadsTheRow() throws {
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(PetCell.self)
        registry.register(HoundCell.self)
        let adapter = ListAdapter<Int, Int, Int, Pet>(
            view: view, registry: registry, sectionContentEqual: ==, itemContentEqual: { $0 === $1 }
        )
        func snapshot(_ pets: [Pet]) -> Snapshot<Int, Int, Int, Pet> {
            Snapshot(sections: [.init(id: 0, model: 0, items: pets, itemID: \.id)])
        }
        adapter.apply(snapshot([Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]), animated: true)
        _ = view.visibleCells
        adapter.apply(snapshot([Hound(id: 1, name: "Rex"), Pet(id: 2, name: "Tom Cat")]), animated: true)
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.sections.map { $0.items.map(\.content) } == [[AnyEquatable("hound Rex"), AnyEquatable("pet Tom Cat")]])
        #expect(view.visibleCells.map { String(describing: type(of: $0.1)) } == ["HoundCell", "PetCell"])
    }

    /// Random operations whose updates flip the condition, with reconfigures
    /// as the content style: every visible cell is of the class its row
    /// resolves to and shows it, and the view accepts every batch.
    @Test(arguments: 0..<4)
    func randomUpdatesKeepEveryCellOfItsRowsClass(seed: UInt64) throws {
        var rng = SplitMix64(seed: 300 + seed)
        let controller = RowController(configuration: ListConfiguration<Row, Int>(
            sectionKey: { $0.group }, itemOrder: .by(.ascending(\.id)), contentUpdates: .reconfigure
        ))
        try controller.fetch((0..<12).map { Row(id: $0, group: $0 % 3, rank: Int.random(in: -2...2, using: &rng)) })
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, registry: registry(), showing: controller)
        _ = view.visibleCells
        var nextID = 100
        for step in 0..<150 {
            let items = controller.snapshot.sections.flatMap(\.items)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                try controller.insert(Row(id: nextID, group: Int.random(in: 0..<3, using: &rng), rank: Int.random(in: -2...2, using: &rng)))
                nextID += 1
            case 1 where !items.isEmpty:
                try controller.removeItem(withID: items[Int.random(in: 0..<items.count, using: &rng)].id)
            case 2 where !items.isEmpty:
                // Several rows at once, some flipping their cell, some their text.
                try controller.performBatchUpdates {
                    for _ in 0..<3 {
                        let id = items[Int.random(in: 0..<items.count, using: &rng)].id
                        let rank = Int.random(in: -2...2, using: &rng), text = Int.random(in: 0..<5, using: &rng)
                        try controller.updateItem(withID: id) { $0.rank = rank; $0.text = text }
                    }
                }
            case 3 where !items.isEmpty:
                let id = items[Int.random(in: 0..<items.count, using: &rng)].id
                let group = Int.random(in: 0..<3, using: &rng), rank = Int.random(in: -2...2, using: &rng)
                try controller.updateItem(withID: id) { $0.group = group; $0.rank = rank }  // moves and may flip
            default:
                let id = items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)].id
                if let id { try controller.updateItem(withID: id) { $0.rank = -$0.rank - 1 } }  // always flips
            }
            #expect(view.violations.isEmpty, "step \(step): \(view.violations)")
            #expect(view.sections.map { $0.items.map(\.content) } == expected(controller.snapshot), "step \(step)")
            for (indexPath, cell) in view.visibleCells {
                guard let row = controller.snapshot.item(at: indexPath) else { continue }
                #expect((cell is StarredRowCell) == (row.rank < 0), "step \(step): \(indexPath)")
            }
            if !view.violations.isEmpty { return }
        }
        withExtendedLifetime(adapter) {}
    }
}
