// Linux only, as every AppKit test: the stand-in's seams.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaTesting

typealias RowController = ListController<Row, Int>

/// The item of the adapter tests: a section key (`group`), a sort key
/// (`rank`) and content (`text`).
struct Row: Identifiable, Hashable, Sendable {
    var id: Int
    var group: Int
    var rank: Int
    var text = 0
}

/// A view that shows text, read back by the tests.
@MainActor
protocol ShowsText: AnyObject {
    var text: String { get }
}

/// A collection view item showing "id:text".
final class RowItem: NSCollectionViewItem, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Row) { text = "\(model.id):\(model.text)" }
}

/// A collection view item showing a contact's "id:name".
final class ContactItem: NSCollectionViewItem, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Contact) { text = "\(model.id):\(model.name)" }
}

/// A section header showing its section's title.
final class TitleHeaderView: NSView, NSCollectionViewElement, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: String) { text = model }
}

/// A controller of random rows and random operations on it.
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

    /// What every item must show: "id:text" of the controller's items, in order.
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

/// What the handlers heard: "event id section.item", in order.
@MainActor
final class EventLog {
    var events: [String] = []

    func record(_ event: String, _ row: Row, _ indexPath: IndexPath) {
        events.append("\(event) \(row.id) \(indexPath.section).\(indexPath.item)")
    }
}
#endif
