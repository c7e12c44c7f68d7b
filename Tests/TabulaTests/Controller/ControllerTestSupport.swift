import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The item of the controller tests: a section key (`group`, `nil` for the
/// "no section" bucket), a sort key (`rank`), content (`text`), and whether
/// the filter of filtered configurations filters it out.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var group: Int?
    var rank: Int
    var text: Int = 0
    var excluded = false

    var description: String { "\(id)(g\(group.map(String.init) ?? "-") r\(rank) t\(text)\(excluded ? " x" : ""))" }
}

typealias RowController = ListController<Row, Int>
typealias RowSnapshot = ListSnapshot<Row, Int>

/// One of the configurations every operation is tested under.
struct ControllerSetup: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    var sorted: Bool
    var filtered: Bool
    var sectioned: Bool
    var keepsEmptySections = false
    var style: ContentUpdateStyle = .reload

    /// The eight combinations of sorted × filtered × sectioned.
    static let eight: [ControllerSetup] = [false, true].flatMap { sorted in
        [false, true].flatMap { filtered in
            [false, true].map { sectioned in ControllerSetup(sorted: sorted, filtered: filtered, sectioned: sectioned) }
        }
    }

    /// The eight, each with both content styles and with or without kept empty sections.
    static let all: [ControllerSetup] = eight.flatMap { setup in
        [(ContentUpdateStyle.reload, false), (.reconfigure, true)].map { style, keeps in
            var copy = setup
            copy.style = style
            copy.keepsEmptySections = keeps && setup.sectioned
            return copy
        }
    }

    var configuration: ListConfiguration<Row, Int> {
        ListConfiguration<Row, Int>(
            sectionKey: sectioned ? ControllerHarness.groupKey : nil,
            sectionOrder: sorted ? .ascending : .firstAppearance,
            itemOrder: sorted ? .by(.ascending(\.rank)) : .insertion,
            filter: filtered ? ControllerHarness.filtersOutExcluded : nil,
            keepsEmptySections: keepsEmptySections,
            contentUpdates: style
        )
    }

    var description: String {
        [sorted ? "sorted" : "unsorted", filtered ? "filtered" : "unfiltered", sectioned ? "sectioned" : "one section",
         keepsEmptySections ? "keeps empty" : nil, style == .reconfigure ? "reconfigure" : "reload"]
            .compactMap { $0 }.joined(separator: ", ")
    }
    var testDescription: String { description }
}

/// A deliberately naive restatement of the controller's semantics: every
/// item in insertion order, the sections in order of appearance, and the
/// expected snapshot rebuilt from scratch by filtering, grouping and stable sorting.
struct ListModel {
    var setup: ControllerSetup
    /// Identifiers in insertion order.
    var order: [Int] = []
    var items: [Int: Row] = [:]
    /// The keys of the existing sections, in order of appearance.
    var sectionKeys: [Int?] = []
    /// Whether items are sorted by rank, and sections by key.
    var itemsSorted: Bool
    var sectionsSorted: Bool
    /// Which sections are collapsed: published with no items.
    var folding = FoldingModel<Int?>()

    init(setup: ControllerSetup) {
        self.setup = setup
        itemsSorted = setup.sorted
        sectionsSorted = setup.sorted
        if !setup.sectioned { sectionKeys = [nil] }
    }

    func key(_ row: Row) -> Int? { setup.sectioned ? row.group : nil }
    func isIncluded(_ row: Row) -> Bool { !setup.filtered || !row.excluded }

    /// Adds sections that items now need (in insertion order of their first
    /// included item) and drops emptied ones unless they are kept.
    mutating func sync() {
        guard setup.sectioned else { return }
        var present = Set<Int?>()
        for id in order where isIncluded(items[id]!) { present.insert(key(items[id]!)) }
        if !setup.keepsEmptySections { sectionKeys.removeAll { !present.contains($0) } }
        for id in order {
            let row = items[id]!
            if isIncluded(row) && !sectionKeys.contains(key(row)) { sectionKeys.append(key(row)) }
        }
    }

    mutating func load(_ rows: [Row]) {
        order = rows.map(\.id)
        items = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        sectionKeys = setup.sectioned ? [] : [nil]
        sync()
    }

    mutating func replace(_ rows: [Row]) {
        order = rows.map(\.id)
        items = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        sync()
    }

    mutating func insert(_ row: Row) {
        order.append(row.id)
        items[row.id] = row
        sync()
    }

    mutating func update(_ row: Row) {
        items[row.id] = row
        sync()
    }

    mutating func remove(_ id: Int) {
        order.removeAll { $0 == id }
        items[id] = nil
        sync()
    }

    mutating func removeAll() {
        order = []
        items = [:]
        sectionKeys = setup.sectioned ? (setup.keepsEmptySections ? sectionKeys : []) : [nil]
    }

    /// Removes the sections with these keys and their included items.
    mutating func removeSections(_ keys: [Int?]) {
        let gone = Set(keys)
        for id in order where isIncluded(items[id]!) && gone.contains(key(items[id]!)) { items[id] = nil }
        order.removeAll { items[$0] == nil }
        if setup.sectioned { sectionKeys.removeAll { gone.contains($0) } }
        sync()
    }

    mutating func setFiltered(_ filtered: Bool) {
        setup.filtered = filtered
        sync()
    }

    mutating func setSectioned(_ sectioned: Bool) {
        setup.sectioned = sectioned
        sectionKeys = sectioned ? [] : [nil]
        sync()
    }

    /// The snapshot a view shows: collapsed sections without their items.
    var expected: RowSnapshot { snapshot(folding: true) }

    /// The controller's own snapshot, every section whole.
    var expectedUnfolded: RowSnapshot { snapshot(folding: false) }

    func snapshot(folding isFolding: Bool) -> RowSnapshot {
        // The "no section" bucket is always last.
        var keys = sectionKeys.filter { $0 != nil } + sectionKeys.filter { $0 == nil }
        if sectionsSorted && setup.sectioned {
            keys = keys.enumerated().sorted { lhs, rhs in
                switch (lhs.element, rhs.element) {
                case let (a?, b?): return a != b ? a < b : lhs.offset < rhs.offset
                case (nil, nil): return lhs.offset < rhs.offset
                case (nil, _): return false
                case (_, nil): return true
                }
            }.map(\.element)
        }
        let included = order.map { items[$0]! }.filter(isIncluded)
        return RowSnapshot(sections: keys.map { key in
            var rows = included.filter { self.key($0) == key }
            if itemsSorted {
                rows = rows.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
            }
            return RowSnapshot.Section(id: key, model: key, items: isFolding && folding.isCollapsed(key) ? [] : rows)
        })
    }
}

/// A controller, the model it should agree with, and a headless view fed by
/// the controller's updates, checked after every step.
@MainActor
final class ControllerHarness {
    let controller: RowController
    /// The wrapper that collapses the controller's sections, when the
    /// harness was made with one: the view then shows what it publishes.
    let collapsing: CollapsingSource<RowController>?
    var model: ListModel
    let dataSource: SnapshotDataSource<Int?, Int?, Int, Row>
    let view: HeadlessListView
    var updates: [ListControllerUpdate<Row, Int>] = []
    var lastPublished: RowSnapshot
    var lastSequence: Int
    var label: String

    init(
        _ setup: ControllerSetup, label: String = "", collapsing: Bool = false,
        configure: (inout ListConfiguration<Row, Int>) -> Void = { _ in }
    ) {
        var configuration = setup.configuration
        configure(&configuration)
        controller = RowController(configuration: configuration)
        self.collapsing = collapsing ? controller.withCollapsing() : nil
        model = ListModel(setup: setup)
        dataSource = SnapshotDataSource(controller.snapshot)
        view = HeadlessListView(dataSource: dataSource)
        lastPublished = controller.snapshot
        lastSequence = controller.sequenceNumber
        self.label = "\(setup) \(label)"
        view.reloadData()
        if let wrapper = self.collapsing {
            lastSequence = wrapper.sequenceNumber
            wrapper.onUpdate = { [unowned self] update in
                self.receive(ListControllerUpdate<Row, Int>(
                    sequenceNumber: update.sequenceNumber, previousSnapshot: update.previousSnapshot, snapshot: update.snapshot,
                    changeset: update.changeset, stagedChangeset: update.stagedChangeset, userMove: update.userMove,
                    isReload: update.isReload, diagnostics: update.diagnostics, payload: ()
                ))
            }
        } else {
            controller.onUpdate = { [unowned self] update in self.receive(update) }
        }
    }

    /// What the view should show: the wrapper's snapshot, or the controller's.
    var published: RowSnapshot { collapsing?.snapshot ?? controller.snapshot }

    func receive(_ update: ListControllerUpdate<Row, Int>) {
        updates.append(update)
        #expect(update.sequenceNumber == lastSequence + 1, "\(label): sequence numbers are consecutive")
        if !update.isUserDriven {
            let chained = update.previousSnapshot == lastPublished
            #expect(chained, "\(label): an update starts from the last published snapshot")
        }
        let lastStageHoldsSnapshot = update.stagedChangeset.stages.last?.data == update.snapshot
        #expect(lastStageHoldsSnapshot, "\(label): the last stage holds the new snapshot")
        checkChangeset(update)
        lastPublished = update.snapshot
        lastSequence = update.sequenceNumber
        view.apply(update.stagedChangeset) { [dataSource] in dataSource.snapshot = $0 }
    }

    /// The changeset agrees with the core diff of the same two snapshots
    /// (moves may pick different items when several minimal choices exist).
    func checkChangeset(_ update: ListControllerUpdate<Row, Int>) {
        let reference = update.previousSnapshot.difference(to: update.snapshot)
        let changes = update.changeset
        let context = "\(label): changeset of update \(update.sequenceNumber)\n\(changes)\nreference \(reference)"
        #expect(changes.sectionDeletes == reference.sectionDeletes, "\(context)")
        #expect(changes.sectionInserts == reference.sectionInserts, "\(context)")
        #expect(changes.sectionMoves.count == reference.sectionMoves.count, "\(context)")
        #expect(Set(changes.itemDeletes) == Set(reference.itemDeletes), "\(context)")
        #expect(Set(changes.itemInserts) == Set(reference.itemInserts), "\(context)")
        #expect(changes.itemMoves.count == reference.itemMoves.count, "\(context)")
        #expect(Set(changes.itemUpdates) == Set(reference.itemUpdates), "\(context)")
    }

    /// After a fetch, the view reloads, as the caller of a silent load must.
    func reloadView() {
        dataSource.snapshot = published
        view.reloadData()
        lastPublished = published
        lastSequence = collapsing?.sequenceNumber ?? controller.sequenceNumber
    }

    /// The view passed every rule and shows the controller's snapshot, which
    /// is the model's.
    func check(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let context = "\(label) after \(step)"
        #expect(view.violations.isEmpty, "\(context): \(view.violations)", sourceLocation: sourceLocation)
        let mismatches = view.verifyMatchesDataSource()
        #expect(mismatches.isEmpty, "\(context): \(mismatches)", sourceLocation: sourceLocation)
        let dataMatches = dataSource.snapshot == published
        #expect(dataMatches, "\(context): the data source holds the published snapshot", sourceLocation: sourceLocation)
        let expected = model.expected
        let matchesModel = published == expected
        #expect(matchesModel, "\(context)\n  got      \(Self.describe(published))\n  expected \(Self.describe(expected))", sourceLocation: sourceLocation)
        #expect((collapsing?.numberOfItems ?? controller.numberOfItems) == expected.numberOfItems, "\(context)", sourceLocation: sourceLocation)
        if collapsing != nil {
            let unfolded = controller.snapshot == model.expectedUnfolded
            #expect(unfolded, "\(context): the controller holds every item", sourceLocation: sourceLocation)
        }
        #expect(controller.numberOfItemsIncludingFilteredOut == model.items.count, "\(context)", sourceLocation: sourceLocation)
        checkLookups(context, sourceLocation: sourceLocation)
        let stamps = controller.engine.entries.mapValues(\.stamp)
        let insertionOrder = stamps.keys.sorted { stamps[$0]! < stamps[$1]! }
        #expect(insertionOrder == model.order, "\(context): insertion order", sourceLocation: sourceLocation)
        view.removeAllViolations()
    }

    /// Every included item is found where it is, by identifier and by index path.
    func checkLookups(_ context: String, sourceLocation: SourceLocation) {
        for (s, section) in controller.snapshot.sections.enumerated() {
            for (i, id) in section.itemIDs.enumerated() {
                let path = IndexPath(item: i, section: s)
                if controller.indexPath(for: id) != path || controller.itemIdentifier(at: path) != id {
                    Issue.record("\(context): lookup of \(id) at \(path) gives \(String(describing: controller.indexPath(for: id)))", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    static func describe(_ snapshot: RowSnapshot) -> String {
        snapshot.sections.map { "\($0.id.map(String.init) ?? "nil"): \(Array($0.items))" }.joined(separator: " | ")
    }

    /// Runs an operation that must fail, and checks that nothing changed.
    func expectFailure(_ step: String, sourceLocation: SourceLocation = #_sourceLocation, _ operation: () throws -> Void) {
        let before = controller.snapshot, beforeContent = controller.contentSnapshot, count = updates.count
        do {
            try operation()
            Issue.record("\(label): \(step) should have failed", sourceLocation: sourceLocation)
        } catch {
            #expect(!String(describing: error).isEmpty, sourceLocation: sourceLocation)
        }
        let unchanged = controller.snapshot == before && controller.contentSnapshot == beforeContent
        #expect(unchanged, "\(label): \(step) left the controller unchanged", sourceLocation: sourceLocation)
        #expect(updates.count == count, "\(label): \(step) delivered nothing", sourceLocation: sourceLocation)
    }

    // MARK: - The user's drag, as UIKit does it

    /// Moves a row in the view the way a user's drag does: the view moves the
    /// cell and the data source updates its model inside that move.
    func userDrags(from source: IndexPath, to destination: IndexPath) {
        var sections = Array(dataSource.snapshot.sections)
        var fromItems = Array(sections[source.section].items)
        let row = fromItems.remove(at: source.item)
        sections[source.section] = .init(id: sections[source.section].id, model: sections[source.section].model, items: fromItems)
        var toItems = Array(sections[destination.section].items)
        toItems.insert(row, at: destination.item)
        sections[destination.section] = .init(id: sections[destination.section].id, model: sections[destination.section].model, items: toItems)
        let moved = RowSnapshot(sections: sections)
        view.performBatchUpdates({
            self.dataSource.snapshot = moved
            self.view.moveItem(at: source, to: destination)
        }, completion: nil)
        #expect(view.violations.isEmpty, "\(label): the user's drag itself is a valid batch")
    }

    /// Places the moved item in the model's insertion order where the
    /// controller put it, after checking that every other item kept its order.
    func adoptMovedPosition(of id: Int) {
        let stamps = controller.engine.entries.mapValues(\.stamp)
        let others = model.order.filter { $0 != id }
        let engineOrder = stamps.keys.sorted { stamps[$0]! < stamps[$1]! }
        #expect(engineOrder.filter { $0 != id } == others, "\(label): a move changes no other item's insertion order")
        model.order = engineOrder
    }
}

/// Seeded random operations for the property tests.
struct RowGenerator {
    var rng: SplitMix64
    var nextID = 1
    let groups = 5

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    mutating func group() -> Int? { chance(8) ? nil : int(0..<groups) }

    mutating func row() -> Row {
        defer { nextID += 1 }
        return Row(id: nextID, group: group(), rank: int(0..<12), text: int(0..<3), excluded: chance(20))
    }

    mutating func rows(_ count: Int) -> [Row] { (0..<count).map { _ in row() } }

    /// A changed value of `row`: content, rank, group or visibility.
    mutating func changed(_ row: Row) -> Row {
        var row = row
        switch int(0..<5) {
        case 0: row.text += 1
        case 1: row.rank = int(0..<12)
        case 2: row.group = group()
        case 3: row.excluded.toggle()
        default:
            row.text += 1
            row.rank = int(0..<12)
        }
        return row
    }
}
