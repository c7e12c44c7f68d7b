import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// User-driven reorders under insertion order must land exactly where the row
/// was dropped, however the stamps that order items are spread over sections
/// (items that change section keep theirs, so neighbours can share a position).
@Suite("List controller: reorders under insertion order")
@MainActor
struct ListControllerReorderTests {
    struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var group: Int
    }

    @Test func everyMoveLandsWhereItWasDropped() throws {
        var rng = SplitMix64(seed: 2026)
        let controller = ListController(configuration: ListConfiguration<Row, Int>(
            sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .insertion, keepsEmptySections: true
        ))
        for id in 0..<40 { try controller.insert(Row(id: id, group: Int.random(in: 0..<3, using: &rng))) }
        for step in 0..<600 {
            var model = controller.snapshot.sections.map { Array($0.itemIDs) }
            if step % 3 == 0 {
                // Change an item's section by update: it keeps its stamp.
                let all = model.flatMap { $0 }
                guard let id = all.randomElement(using: &rng) else { continue }
                let group = Int.random(in: 0..<3, using: &rng)
                try controller.updateItem(withID: id) { $0.group = group }
                continue
            }
            let candidates = model.indices.filter { model[$0].count > 1 }
            guard let section = candidates.randomElement(using: &rng) else { continue }
            let from = Int.random(in: 0..<model[section].count, using: &rng)
            let to = Int.random(in: 0..<model[section].count, using: &rng)
            let id = model[section].remove(at: from)
            model[section].insert(id, at: to)
            try controller.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section))
            let shown = controller.snapshot.sections.map { Array($0.itemIDs) }
            #expect(shown == model, "step \(step): moved \(id) from \(from) to \(to)")
            if shown != model { break }
        }
    }
}
