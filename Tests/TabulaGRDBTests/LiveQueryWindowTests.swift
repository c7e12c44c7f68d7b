import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// The record of the window tests: ordered by `rank`, then `id`.
struct Entry: Codable, FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable {
    var id: Int64
    var rank: Int

    static func ordered() -> QueryInterfaceRequest<Entry> {
        Entry.order(Column("rank"), Column("id"))
    }
}

/// A cell for entries: "id:rank", so that a changed rank shows.
final class EntryCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with model: Entry) { text = "\(model.id):\(model.rank)" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A cell for the status rows.
final class EntryStatusCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with model: PageStatus) { text = model.isLoading ? "loading" : "failed" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A database in memory with an `entry` table of `count` rows.
func entryDatabase(count: Int, rank: (Int) -> Int = { $0 }) throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
        try db.create(table: "entry") { table in
            table.primaryKey("id", .integer)
            table.column("rank", .integer).notNull()
        }
        for index in 0..<count { try Entry(id: Int64(index + 1), rank: rank(index)).insert(db) }
    }
    return queue
}

/// A list adapter showing a window through a headless view, with cells for
/// entries and status rows.
@MainActor
func entryAdapter(_ window: LiveQueryWindow<Entry>, view: HeadlessListView, showingPages: Bool) -> ListAdapterOf<LiveQueryWindow<Entry>> {
    let registry = MappingRegistry()
    registry.register(EntryCell.self)
    registry.register(EntryStatusCell.self)
    return showingPages
        ? ListAdapter(view: view, registry: registry, showingPages: window)
        : ListAdapter(view: view, registry: registry, showing: window)
}

@MainActor
func shownTexts(_ view: HeadlessListView) -> [String] {
    view.layoutIfNeeded()
    return view.sections.flatMap { $0.items.map { $0.content?.base as? String ?? "?" } }
}

/// Random writes anywhere in the table interleaved with random moves of the
/// window both ways, each update replayed through a headless view through a
/// list adapter, and each settled state checked against an independent
/// model: the table kept in memory, sorted from scratch and sliced by the
/// window's bounds.
@Suite("LiveQueryWindow: property")
@MainActor
struct LiveQueryWindowPropertyTests {
    struct Model {
        var table: [Int64: Entry]
        var start: Int
        var length: Int
        let pageSize: Int
        let maximumLength: Int

        var sorted: [Entry] { table.values.sorted { ($0.rank, $0.id) < ($1.rank, $1.id) } }
        var shown: [Entry] { Array(sorted.dropFirst(start).prefix(length)) }
        var hasMore: Bool { sorted.count > start + length }

        /// A window that starts past the last row moves back to end at it.
        mutating func settle() {
            let count = table.count
            if start > 0, start >= count { start = max(count - length, 0) }
        }

        mutating func next() {
            length += pageSize
            if length > maximumLength {
                start += length - maximumLength
                length = maximumLength
            }
            settle()
        }

        mutating func previous() {
            let newStart = max(start - pageSize, 0)
            length = min(length + start - newStart, maximumLength)
            start = newStart
            settle()
        }
    }

    @Test func randomWritesAndMovesMatchTheModel() async throws {
        var rng = SplitMix64(seed: 7)
        var writes = 0, nexts = 0, previouses = 0, trims = 0, clamps = 0, triggered = 0, liveChangesShown = 0
        for round in 0..<12 {
            let count = Int.random(in: 0..<40, using: &rng)
            let pageSize = Int.random(in: 1..<7, using: &rng)
            let maximum: Int? = Bool.random(using: &rng) ? Int.random(in: 1..<4, using: &rng) : nil
            let first = Int.random(in: 0...(count + 3), using: &rng)
            let ranks = (0..<count).map { _ in Int.random(in: 0..<15, using: &rng) }
            let queue = try entryDatabase(count: count) { ranks[$0] }
            var model = Model(
                table: Dictionary(uniqueKeysWithValues: (0..<count).map { (Int64($0 + 1), Entry(id: Int64($0 + 1), rank: ranks[$0])) }),
                start: first, length: pageSize, pageSize: pageSize, maximumLength: maximum.map { $0 * pageSize } ?? .max
            )
            model.settle()
            var nextID = Int64(count + 1)
            let window = LiveQueryWindow(
                database: queue, pageSize: pageSize, maximumPageCount: maximum,
                prefetchDistance: Int.random(in: -1..<3, using: &rng), startingAt: first, request: Entry.ordered
            )
            #expect(window.snapshot.itemIdentifiers.elementsEqual([.status(.after)]), "round \(round): the loading row until the first fetch")
            let view = HeadlessListView()
            let adapter = entryAdapter(window, view: view, showingPages: false)

            /// Whether the window settles on the model; the test stops at the first that does not.
            func check(_ context: String) async -> Bool {
                let settled = await eventually(within: 20) {
                    !window.phase.isLoading && window.items == model.shown && window.window.lowerBound == model.start
                        && window.hasReachedEnd(.after) == !model.hasMore
                }
                #expect(settled, "\(context): shows \(window.items.map(\.id)) from \(window.window), expected \(model.shown.map(\.id)) from \(model.start)")
                guard settled else { return false }
                #expect(window.hasReachedEnd(.before) == (model.start == 0), "\(context)")
                #expect(window.window.count == model.length, "\(context)")
                #expect(shownTexts(view) == model.shown.map { "\($0.id):\($0.rank)" }, "\(context): the view")
                #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty, "\(context): \(view.violations)")
                return true
            }

            /// Starts a move the model allows, checking the loading row, and lets it settle.
            func moved(_ didMove: Bool, _ direction: PageDirection, _ context: String) async {
                let allowed = direction == .after ? model.hasMore : model.start > 0
                #expect(didMove == allowed, "\(context): move \(direction)")
                guard didMove else { return }
                let statusRow = direction == .after ? window.snapshot.itemIdentifiers.last : window.snapshot.itemIdentifiers.first
                #expect(statusRow == .status(direction), "\(context): the loading row shows \(direction)")
                let before = model.start, length = model.length
                if direction == .after { model.next(); nexts += 1 } else { model.previous(); previouses += 1 }
                if direction == .after ? model.start != before : model.length < length + (before - model.start) { trims += 1 }
            }

            guard await check("round \(round) start") else { return }
            for step in 0..<40 {
                let context = "round \(round) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1, 2:
                    let entry = Entry(id: nextID, rank: Int.random(in: 0..<15, using: &rng))
                    nextID += 1
                    try await queue.write { db in try entry.insert(db) }
                    model.table[entry.id] = entry
                    writes += 1
                case 3:
                    // A few rows deleted in one commit.
                    let ids = model.table.keys.sorted().shuffled(using: &rng).prefix(Int.random(in: 1..<4, using: &rng))
                    guard !ids.isEmpty else { continue }
                    try await queue.write { db in _ = try Entry.deleteAll(db, ids: Array(ids)) }
                    for id in ids { model.table[id] = nil }
                    let start = model.start
                    model.settle()
                    if model.start != start { clamps += 1 }
                    writes += 1
                case 4, 5:
                    guard let id = model.table.keys.sorted().randomElement(using: &rng) else { continue }
                    let entry = Entry(id: id, rank: Int.random(in: 0..<15, using: &rng))
                    try await queue.write { db in try entry.update(db) }
                    if model.shown.contains(where: { $0.id == id }) { liveChangesShown += 1 }
                    model.table[id] = entry
                    writes += 1
                case 6:
                    await moved(window.loadNextPage(), .after, context)
                case 7:
                    await moved(window.loadPreviousPage(), .before, context)
                default:
                    // A shown record displays: the trigger moves as the model says.
                    let shown = model.shown
                    guard !shown.isEmpty else { continue }
                    let position = Int.random(in: 0..<shown.count, using: &rng)
                    let distance = max(window.prefetchDistance, 0)
                    var direction: PageDirection?
                    if position >= shown.count - 1 - distance, model.hasMore {
                        direction = .after
                    } else if position <= distance, model.start > 0 {
                        direction = .before
                    }
                    window.itemWillDisplay(shown[position].id)
                    #expect(window.phase.direction == direction, "\(context): trigger")
                    if let direction {
                        await moved(true, direction, context)
                        triggered += 1
                    }
                }
                guard await check(context) else { return }
            }
            _ = adapter
        }
        #expect(writes > 200 && nexts > 20 && previouses > 20 && trims > 5 && clamps > 2 && triggered > 20 && liveChangesShown > 20,
                "writes \(writes), nexts \(nexts), previouses \(previouses), trims \(trims), clamps \(clamps), triggered \(triggered), live \(liveChangesShown)")
    }
}

/// The window's behaviours one at a time.
@Suite("LiveQueryWindow: behaviour")
@MainActor
struct LiveQueryWindowTests {
    @Test func scrollingToTheEndGrowsTheWindowAndTheBoundDropsFarRows() async throws {
        let queue = try entryDatabase(count: 50)
        let window = LiveQueryWindow(database: queue, pageSize: 10, maximumPageCount: 2, prefetchDistance: 2, request: Entry.ordered)
        let view = HeadlessListView()
        view.visibleRowCount = 4
        let adapter = entryAdapter(window, view: view, showingPages: true)
        #expect(adapter.scrollAnchoring == .topVisibleItem)
        #expect(await eventually { window.items.count == 10 })
        view.scroll(toRow: 6)
        #expect(window.phase.direction == .after, "row 9 displayed, within 2 of the end")
        #expect(await eventually { window.items.map(\.id) == Array(1...20) })
        view.scroll(toRow: 16)
        #expect(await eventually { window.items.map(\.id) == Array(11...30) }, "the bound drops the first page")
        #expect(!window.hasReachedEnd(.before))
        // Scrolled back to the top of the window: the dropped page loads again.
        view.scroll(toRow: 0)
        #expect(await eventually { window.items.map(\.id) == Array(1...20) })
        #expect(window.hasReachedEnd(.before))
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty, "\(view.violations)")
    }

    @Test func aChangeInsideTheWindowAnimatesAndOneOutsideShowsNothing() async throws {
        let queue = try entryDatabase(count: 30)
        let window = LiveQueryWindow(database: queue, pageSize: 10, request: Entry.ordered)
        let view = HeadlessListView()
        let adapter = entryAdapter(window, view: view, showingPages: false)
        #expect(await eventually { window.items.count == 10 })
        var updates: [LiveQueryWindow<Entry>.Update] = []
        let token = window.observe { updates.append($0) }
        try await queue.write { db in try Entry(id: 3, rank: 100).update(db) }
        #expect(await eventually { !window.items.contains { $0.id == 3 } }, "rank 100 leaves the first ten")
        #expect(window.items.map(\.id) == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(updates.count == 1 && updates[0].changeset.itemDeletes.count == 1 && updates[0].changeset.itemInserts.count == 1)
        try await queue.write { db in try Entry(id: 5, rank: -1).update(db) }
        #expect(await eventually { window.items.first?.id == 5 }, "a change moves the record inside the window")
        try await queue.write { db in try Entry(id: 25, rank: 200).update(db) }
        try await queue.write { db in try Entry(id: 2, rank: 1).update(db) }  // the same values: no update
        #expect(shownTexts(view).first == "5:-1")
        // A change inside the window, after which an update of the commits
        // before it would have arrived: updates arrive in commit order.
        try await queue.write { db in try Entry(id: 6, rank: -2).update(db) }
        #expect(await eventually { window.items.first?.id == 6 })
        #expect(updates.count == 3, "changes outside the window publish nothing: \(updates.count)")
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty, "\(view.violations)")
        _ = (adapter, token)
    }

    @Test func aFailedFetchShowsTheErrorRowAndRetryRecovers() async throws {
        let queue = try entryDatabase(count: 5)
        let window = LiveQueryWindow(database: queue, pageSize: 10, request: Entry.ordered)
        let view = HeadlessListView()
        let adapter = entryAdapter(window, view: view, showingPages: true)
        #expect(await eventually { window.items.count == 5 })
        try await queue.write { db in
            try db.notifyChanges(in: Table("entry"))
            try db.drop(table: "entry")
        }
        #expect(await eventually { if case .failed(.after, _) = window.phase { true } else { false } })
        #expect(window.items.count == 5, "the rows shown stay")
        #expect(window.snapshot.itemIdentifiers.last == .status(.after))
        #expect(shownTexts(view).last == "failed")
        #expect(!window.loadNextPage() && !window.loadPreviousPage(), "no move while failed")
        try await queue.write { db in
            try db.create(table: "entry") { table in
                table.primaryKey("id", .integer)
                table.column("rank", .integer).notNull()
            }
            try Entry(id: 9, rank: 0).insert(db)
        }
        #expect(window.retry())
        #expect(window.snapshot.itemIdentifiers.last == .status(.after), "the error row turns into the loading row")
        #expect(await eventually { window.items.map(\.id) == [9] && window.phase.direction == nil })
        #expect(!window.retry(), "retry does nothing unless failed")
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty, "\(view.violations)")
        _ = adapter
    }

    @Test func theStatusRowIsTheEmptyStateAndNotData() async throws {
        let queue = try entryDatabase(count: 0)
        let window = LiveQueryWindow(database: queue, pageSize: 10, request: Entry.ordered)
        let view = HeadlessListView()
        let adapter = entryAdapter(window, view: view, showingPages: true)
        var selected: [Entry] = []
        adapter.registry.on(.didSelect, forModel: Entry.self) { entry, _ in selected.append(entry) }
        #expect(shownTexts(view) == ["loading"])
        #expect(!view.tapItem(at: IndexPath(item: 0, section: 0)), "the loading row is not selectable")
        #expect(await eventually { !window.phase.isLoading })
        #expect(window.snapshot.numberOfItems == 0 && window.hasReachedEnd(.after) && window.hasReachedEnd(.before))
        try await queue.write { db in try Entry(id: 1, rank: 0).insert(db) }
        #expect(await eventually { window.items.count == 1 })
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(selected.map(\.id) == [1])
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test func releasingTheWindowCancelsItsObservation() async throws {
        let queue = try entryDatabase(count: 5)
        let fetches = Locked(0)
        var stream: AsyncStream<LiveQueryWindow<Entry>.Update>?
        weak var released: LiveQueryWindow<Entry>?
        do {
            let window = LiveQueryWindow(database: queue, pageSize: 3) {
                fetches.withLock { $0 += 1 }
                return Entry.ordered()
            }
            released = window
            stream = window.updates()
            #expect(await eventually { window.items.count == 3 })
            try await queue.write { db in try Entry(id: 1, rank: -5).update(db) }
            #expect(await eventually { window.items.first?.rank == -5 })
        }
        #expect(released == nil, "nothing holds the window")
        guard released == nil else { return }
        let before = fetches.withLock { $0 }
        #expect(before >= 2)
        // A commit on a queue fetches its observations before `write` returns: none is left.
        try await queue.write { db in try Entry(id: 2, rank: -9).update(db) }
        #expect(fetches.withLock { $0 } == before, "no observation fetched after the window went")
        var received = 0
        if let stream { for await _ in stream { received += 1 } }
        #expect(received >= 1, "the stream ended with the window")
    }
}
