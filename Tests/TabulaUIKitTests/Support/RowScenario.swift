#if os(Linux)
import Foundation
import Tabula
import TabulaTesting
import UIKitStandIn

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

    /// What UIKit gets when it asks the table view's data source about every
    /// index path: each cell's text, as `text` reads it.
    static func askedByUIKit(
        _ tableView: UITableView, text: (UITableViewCell) -> String? = { ($0 as? any ShowsText)?.text }
    ) -> [[String]]? {
        guard let dataSource = tableView.dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: tableView)).map { section in
            (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { item in
                text(dataSource.tableView(tableView, cellForRowAt: IndexPath(item: item, section: section))) ?? "placeholder"
            }
        }
    }

    /// The same for a collection view.
    static func askedByUIKit(
        _ collectionView: UICollectionView, text: (UICollectionViewCell) -> String? = { ($0 as? any ShowsText)?.text }
    ) -> [[String]]? {
        guard let dataSource = collectionView.dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: collectionView)).map { section in
            (0..<dataSource.collectionView(collectionView, numberOfItemsInSection: section)).map { item in
                text(dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: section))) ?? "placeholder"
            }
        }
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
