import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Selection by identity: random data changes (moves, deletes, content
/// changes shown as reloads or reconfigures, reloads off the animation
/// path), collapsing, taps and selection by identifier, through a headless
/// view that drops the selection of deleted and reloaded items and at
/// `reloadData()`, as UIKit does. After every step the adapter's selection
/// and the view's are checked against an independent model.
@Suite("Adapter: selection by identity")
@MainActor
struct AdapterSelectionPropertyTests {
    typealias Adapter = ListAdapter<Int?, Int?, Int, Row>

    /// The data as (section, rows), the collapsed sections, the selection.
    struct Model {
        var data: [(id: Int?, rows: [Row])] = []
        var collapsed: Set<Int?> = []
        var selected: Set<Int> = []
        var ids: Set<Int> { Set(data.flatMap { $0.rows.map(\.id) }) }
        /// The selected items the view must show selected: those of expanded sections.
        var selectedOnScreen: Set<Int> {
            Set(data.filter { !collapsed.contains($0.id) }.flatMap { $0.rows.map(\.id) }).intersection(selected)
        }
    }

    /// Random data of up to four sections of up to four rows, with
    /// identifiers never used before: an item that leaves the data never
    /// comes back, so the model need not say whether an update the adapter
    /// skipped (one that waited behind another) deselected it.
    static func randomData(_ rng: inout SplitMix64, nextID: inout Int) -> [(id: Int?, rows: [Row])] {
        Array(0..<5).shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)).map { section in
            let rows = (0..<Int.random(in: 0...4, using: &rng)).map { _ -> Row in
                defer { nextID += 1 }
                return Row(id: nextID, group: section, rank: 0)
            }
            return (Optional(section), rows)
        }
    }

    /// The data after a random change of `data`: rows deleted, added, moved
    /// across sections, their text changed; sometimes all new.
    static func changed(_ data: [(id: Int?, rows: [Row])], _ rng: inout SplitMix64, nextID: inout Int) -> [(id: Int?, rows: [Row])] {
        if data.isEmpty || Int.random(in: 0..<6, using: &rng) == 0 { return randomData(&rng, nextID: &nextID) }
        var data = data
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let s = Int.random(in: 0..<data.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !data[s].rows.isEmpty:
                data[s].rows.remove(at: Int.random(in: 0..<data[s].rows.count, using: &rng))
            case 1:
                data[s].rows.insert(Row(id: nextID, group: data[s].id, rank: 0), at: Int.random(in: 0...data[s].rows.count, using: &rng))
                nextID += 1
            case 2 where !data[s].rows.isEmpty:
                let row = data[s].rows.remove(at: Int.random(in: 0..<data[s].rows.count, using: &rng))
                let t = Int.random(in: 0..<data.count, using: &rng)
                data[t].rows.insert(row, at: Int.random(in: 0...data[t].rows.count, using: &rng))
            case 3 where !data[s].rows.isEmpty:
                data[s].rows[Int.random(in: 0..<data[s].rows.count, using: &rng)].text += 1
            default:
                break
            }
        }
        return data
    }

    /// The identifiers the view shows selected.
    func viewSelection(_ view: AnimatingView) -> Set<Int> {
        let sections = view.inner.sections
        return Set(view.inner.indexPathsForSelectedItems.compactMap { path in
            sections[path.section].items[path.item].id.base as? Int
        })
    }

    @Test func selectionFollowsItemsByIdentity() {
        var rng = SplitMix64(seed: 4_2)
        var checks = 0, survivedReloads = 0, keptWhileCollapsed = 0
        for round in 0..<60 {
            let view = AnimatingView()
            view.inner.allowsMultipleSelection = round % 3 != 0
            let adapter = Adapter(view: view, registry: rowAndLabelRegistry())
            adapter.contentUpdates = Bool.random(using: &rng) ? .reload : .reconfigure
            if Bool.random(using: &rng) { adapter.reloadThreshold = Int.random(in: 1...4, using: &rng) }
            var model = Model()
            var nextID = 0
            model.data = Self.randomData(&rng, nextID: &nextID)
            adapter.apply(AdapterCollapsingTests.snapshot(model.data), animated: false)
            for step in 0..<60 {
                let ids = Array(model.ids).sorted()
                let anyID = ids.randomElement(using: &rng) ?? Int.random(in: 0..<nextID + 1, using: &rng)
                switch Int.random(in: 0..<12, using: &rng) {
                case 0...2:
                    let selectedBefore = model.selected
                    model.data = Self.changed(model.data, &rng, nextID: &nextID)
                    model.selected.formIntersection(model.ids)
                    if !selectedBefore.isDisjoint(with: model.selected) { survivedReloads += 1 }
                    adapter.apply(AdapterCollapsingTests.snapshot(model.data), animated: Int.random(in: 0..<4, using: &rng) != 0)
                case 3:
                    let id = model.data.randomElement(using: &rng)?.id ?? nil
                    adapter.collapseSection(withID: id)
                    model.collapsed.insert(id)
                case 4:
                    let id = model.data.randomElement(using: &rng)?.id ?? nil
                    adapter.expandSection(withID: id)
                    model.collapsed.remove(id)
                case 5...6:
                    // A user taps a row on screen.
                    let paths = (0..<view.inner.numberOfSections).flatMap { s in
                        (0..<view.inner.numberOfItems(inSection: s)).map { IndexPath(item: $0, section: s) }
                    }
                    guard let path = paths.randomElement(using: &rng),
                          let id = view.inner.sections[path.section].items[path.item].id.base as? Int else { break }
                    let wasSelected = model.selected.contains(id) && viewSelection(view).contains(id)
                    view.inner.tapItem(at: path)
                    if view.inner.allowsMultipleSelection {
                        if wasSelected { model.selected.remove(id) } else { model.selected.insert(id) }
                    } else {
                        model.selected = [id]
                    }
                    // A row still on screen while the update that deletes it waits.
                    model.selected.formIntersection(model.ids)
                case 7:
                    let result = adapter.selectItem(withID: anyID)
                    #expect(result == model.ids.contains(anyID), "round \(round) step \(step)")
                    if result {
                        if view.inner.allowsMultipleSelection { model.selected.insert(anyID) } else { model.selected = [anyID] }
                    }
                case 8:
                    adapter.deselectItem(withID: anyID)
                    model.selected.remove(anyID)
                case 9:
                    let result = adapter.selectAllItems()
                    #expect(result == view.inner.allowsMultipleSelection, "round \(round) step \(step)")
                    if result { model.selected = model.ids }
                case 10:
                    adapter.deselectAllItems()
                    model.selected = []
                default:
                    view.finishAnimations()
                }
                if Bool.random(using: &rng) { view.finishAnimations() }
                guard !view.isAnimating, adapter.shown.numberOfItems == model.data.filter({ !model.collapsed.contains($0.id) }).reduce(0, { $0 + $1.rows.count }) else { continue }
                let context = "round \(round) step \(step)"
                #expect(view.inner.violations.isEmpty, "\(context): \(view.inner.violations)")
                #expect(adapter.selectedItemIDs == model.selected, "\(context)")
                #expect(viewSelection(view) == model.selectedOnScreen, "\(context)")
                for id in ids { #expect(adapter.isItemSelected(withID: id) == model.selected.contains(id), "\(context)") }
                if model.selected != model.selectedOnScreen { keptWhileCollapsed += 1 }
                checks += 1
            }
        }
        #expect(checks > 1_000)
        #expect(survivedReloads > 50)
        #expect(keptWhileCollapsed > 50)
    }
}
