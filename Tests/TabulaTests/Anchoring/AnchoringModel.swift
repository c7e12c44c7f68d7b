import Foundation
import Tabula
import TabulaTesting

/// The heights of rows by item identity: a size cache the tests edit to
/// resize rows. A missing entry is a row not measured yet.
@MainActor
final class RowHeights {
    var byID: [AnyHashable: Double] = [:]
    static let estimate = 50.0
}

/// An independent model of a list's layout: each row's top, found by adding
/// up heights from the top of the content, row after row, without prefix
/// sums or searches.
struct NaiveLayout {
    struct Row {
        var id: AnyHashable
        var top: Double
        var height: Double
    }
    var rows: [Row] = []

    @MainActor
    init(_ sections: [HeadlessListView.Section], heights: RowHeights, header: Double, footer: Double) {
        var y = 0.0
        for section in sections {
            y += header
            for cell in section.items {
                let height = heights.byID[cell.id] ?? RowHeights.estimate
                rows.append(Row(id: cell.id, top: y, height: height))
                y += height
            }
            if section.footer != nil { y += footer }
        }
    }

    /// The index of the first row whose bottom is below `offset`.
    func topVisibleRow(offset: Double) -> Int? {
        rows.firstIndex { $0.top + $0.height > offset }
    }

    /// The top of the first row with identity `id`.
    func top(of id: AnyHashable) -> Double? {
        rows.first { $0.id == id }?.top
    }
}

/// What must stay put across an update, by the independent model: the top
/// visible row, or, when the update deletes it, the nearest surviving row
/// after it, else before it; with its distance from the top of the viewport.
@MainActor
func expectedAnchor(before: NaiveLayout, offset: Double, survivors: Set<AnyHashable>) -> (id: AnyHashable, position: Double)? {
    guard let first = before.topVisibleRow(offset: offset) else { return nil }
    let order = Array(before.rows[first...]) + before.rows[..<first].reversed()
    guard let row = order.first(where: { survivors.contains($0.id) }) else { return nil }
    return (row.id, row.top - offset)
}

/// The cells a `SnapshotDataSource` serves for `snapshot`.
func headlessSections(_ snapshot: TestSnapshot) -> [HeadlessListView.Section] {
    snapshot.sections.map { section in
        HeadlessListView.Section(
            header: HeadlessListView.Cell(id: AnyHashable(section.id)),
            items: section.itemIDs.map { HeadlessListView.Cell(id: AnyHashable($0)) }
        )
    }
}
