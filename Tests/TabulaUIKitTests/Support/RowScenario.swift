// Portable: real UIKit on iOS and tvOS, the stand-in on Linux.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula
import TabulaTesting

typealias RowController = ListController<Row, Int>

/// A controller of random rows and random operations on it, shared by the
/// suites that drive an adapter through the UIKit skin.
@MainActor
enum RowScenario {
    static let configuration = ListConfiguration<Row, Int>(
        sectionKey: { $0.group }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.rank)), contentUpdates: .reconfigure
    )

    static func makeController(_ rng: inout SplitMix64) throws -> RowController {
        let controller = RowController(configuration: configuration)
        try controller.fetch((0..<10).map {
            Row(id: $0, group: Int.random(in: 0..<3, using: &rng), rank: Int.random(in: 0..<50, using: &rng))
        })
        return controller
    }

    /// What every cell must show: "id:text" of the controller's items, in order.
    static func expected(_ controller: RowController) -> [[String]] {
        controller.snapshot.sections.map { $0.items.map { "\($0.id):\($0.text)" } }
    }

    static func randomOperation(on controller: RowController, rng: inout SplitMix64, nextID: inout Int) throws {
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
#endif
