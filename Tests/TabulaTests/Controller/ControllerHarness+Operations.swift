import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Each operation, performed on the controller and mirrored in the model.
/// The caller checks (``ControllerHarness/check(_:sourceLocation:)``) after
/// each transaction.
extension ControllerHarness {
    /// The controller's content now: the published snapshot, or inside a
    /// batch or while paused what it will publish.
    var content: RowSnapshot { controller.contentSnapshot }

    var shownPaths: [IndexPath] {
        content.sections.enumerated().flatMap { s, section in
            section.items.indices.map { IndexPath(item: $0, section: s) }
        }
    }

    /// A fetch is one reload update, which the harness applies like any other
    /// and then sets aside, so that counts of updates count the operations after it.
    func fetch(_ rows: [Row]) throws {
        let count = updates.count
        try controller.fetch(rows)
        model.load(rows)
        #expect(updates.count == count + 1 && updates.last?.isReload == true, "\(label): a fetch is one reload update")
        if updates.count > count { updates.removeLast() }
        check("fetch")
    }

    func insert(_ row: Row) throws {
        try controller.insert(row)
        model.insert(row)
    }

    func insert(contentsOf rows: [Row]) throws {
        try controller.insert(contentsOf: rows)
        for row in rows { model.insert(row) }
    }

    func appendPage(_ rows: [Row]) throws {
        let expectedNew = rows.filter { model.items[$0.id] == nil }.count
        let new = try controller.appendPage(rows)
        #expect(new == expectedNew, "\(label): appendPage counts the new items")
        for row in rows {
            if model.items[row.id] == nil { model.insert(row) } else { model.update(row) }
        }
    }

    func update(_ row: Row) throws {
        try controller.update(with: row)
        model.update(row)
    }

    func update(contentsOf rows: [Row]) throws {
        try controller.update(contentsOf: rows)
        for row in rows { model.update(row) }
    }

    func updateItem(at path: IndexPath, to value: Row) throws {
        try controller.updateItem(at: path) { $0 = value }
        model.update(value)
    }

    func upsert(_ rows: [Row]) throws {
        if rows.count == 1 { try controller.upsert(rows[0]) } else { try controller.upsert(contentsOf: rows) }
        for row in rows {
            if model.items[row.id] == nil { model.insert(row) } else { model.update(row) }
        }
    }

    func remove(id: Int) throws {
        let removed = try controller.removeItem(withID: id)
        #expect(removed.id == id)
        model.remove(id)
    }

    func remove(at path: IndexPath) throws {
        let removed = try controller.removeItem(at: path)
        model.remove(removed.id)
    }

    func remove(ids: [Int]) throws {
        let removed = try controller.removeItems(withIDs: ids)
        #expect(removed.map(\.id) == ids)
        for id in ids { model.remove(id) }
    }

    func remove(at paths: [IndexPath]) throws {
        let removed = try controller.removeItems(at: paths)
        for row in removed { model.remove(row.id) }
    }

    func removeAll(rank: Int) {
        let removed = controller.removeAll { $0.rank == rank }
        #expect(Set(removed.map(\.id)) == Set(model.items.values.filter { $0.rank == rank }.map(\.id)))
        for row in removed { model.remove(row.id) }
    }

    func removeSections(_ indexes: IndexSet) throws {
        let keys = indexes.map { content.sections[$0].id }
        try controller.removeSections(at: indexes)
        model.removeSections(keys)
    }

    func removeAll() {
        controller.removeAll()
        model.removeAll()
    }

    func replace(_ rows: [Row]) throws {
        try controller.replace(with: rows)
        model.replace(rows)
    }

    /// A programmatic move; under insertion order, with a matching section,
    /// the item must land exactly at `destination`.
    func move(from source: IndexPath, to destination: IndexPath, change: ((inout Row) -> Void)? = nil) throws {
        let before = content
        let row = before.item(at: source)!
        try controller.moveItem(at: source, to: destination, updating: change)
        var value = row
        change?(&value)
        model.update(value)
        adoptMovedPosition(of: row.id)
        let destinationKey = before.sections[destination.section].id
        let sourceEmptied = before.sections[source.section].count == 1 && source.section != destination.section
            && model.setup.sectioned && !model.setup.keepsEmptySections
        if !model.itemsSorted && model.key(value) == destinationKey && model.isIncluded(value)
            && !model.folding.isCollapsed(destinationKey)
        {
            let section = destination.section - (sourceEmptied && source.section < destination.section ? 1 : 0)
            #expect(content.itemIdentifier(at: IndexPath(item: destination.item, section: section)) == row.id,
                    "\(label): a move under insertion order lands at its destination")
        }
    }

    /// The user drags a row in the view, then the controller is told.
    func userMove(from source: IndexPath, to destination: IndexPath, change: ((inout Row) -> Void)? = nil) throws {
        let before = controller.snapshot
        if collapsing != nil,
           model.folding.isCollapsed(before.sections[source.section].id) || model.folding.isCollapsed(before.sections[destination.section].id) {
            // No row of a collapsed section is on screen to drag, nor to drop beside.
            try move(from: source, to: destination, change: change)
            return
        }
        let row = before.item(at: source)!
        let count = updates.count
        userDrags(from: source, to: destination)
        try controller.commitUserMove(from: source, to: destination, updating: change)
        var value = row
        change?(&value)
        model.update(value)
        adoptMovedPosition(of: row.id)
        #expect(updates.count == count + 1, "\(label): a user move is one update")
        guard let update = updates.last else { return }
        #expect(update.userMove == .init(source: source, destination: destination))
        #expect(update.itemChanges.first == ListItemChange.move(from: source, to: destination, isContentChanged: false, isUserDriven: true))
        let destinationKey = before.sections[destination.section].id
        if !model.itemsSorted && model.key(value) == destinationKey && model.isIncluded(value)
            && !model.folding.isCollapsed(destinationKey)
        {
            #expect(update.changeset.itemMoves.isEmpty && update.changeset.itemInserts.isEmpty && update.changeset.itemDeletes.isEmpty,
                    "\(label): a drop the controller accepts needs no correction: \(update.changeset)")
        }
    }

    nonisolated static let filtersOutExcluded: @Sendable (Row) -> Bool = { !$0.excluded }
    nonisolated static let groupKey: @Sendable (Row) -> Int? = { $0.group }

    func setFiltered(_ filtered: Bool) {
        let filter: (@Sendable (Row) -> Bool)? = filtered ? Self.filtersOutExcluded : nil
        controller.setFilter(filter)
        model.setFiltered(filtered)
    }

    func setItemsSorted(_ sorted: Bool) {
        controller.setItemOrder(sorted ? .by(.ascending(\.rank)) : .insertion)
        model.itemsSorted = sorted
    }

    func setSectionsSorted(_ sorted: Bool) {
        controller.setSectionOrder(sorted ? .ascending : .firstAppearance)
        model.sectionsSorted = sorted
    }

    func setSectioned(_ sectioned: Bool) {
        let key: (@Sendable (Row) -> Int?)? = sectioned ? Self.groupKey : nil
        controller.setSectionKey(key)
        model.setSectioned(sectioned)
    }
}
