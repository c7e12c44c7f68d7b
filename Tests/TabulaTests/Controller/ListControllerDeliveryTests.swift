import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Records a delegate's callbacks.
@MainActor
final class RecordingDelegate: LiveSourceDelegate {
    var events: [String] = []
    func liveSourceWillChangeContent(_ controller: any AnyLiveSource) { events.append("will") }
    func liveSource(_ controller: any AnyLiveSource, didChange section: ListSectionChange) { events.append("\(section)") }
    func liveSource(_ controller: any AnyLiveSource, didChange item: ListItemChange) { events.append("\(item)") }
    func liveSourceDidChangeContent(_ controller: any AnyLiveSource) { events.append("did") }
}

@Suite("List controller: delivery, streams, concurrency, hooks")
@MainActor
struct ListControllerDeliveryTests {
    static let sectioned = ControllerSetup(sorted: true, filtered: false, sectioned: true)

    @Test func delegateThenOnUpdateThenStreamInCoreDataOrder() async throws {
        let controller = RowController(configuration: Self.sectioned.configuration)
        let delegate = RecordingDelegate()
        controller.delegate = delegate
        controller.onUpdate = { update in delegate.events.append("onUpdate \(update.sequenceNumber)") }
        let stream = controller.updates()
        try controller.fetch([Row(id: 1, group: 1, rank: 0), Row(id: 2, group: 2, rank: 0), Row(id: 3, group: 2, rank: 1)])
        #expect(delegate.events == ["onUpdate 1"], "a fetch is a reload: observers get it, the delegate does not")
        delegate.events = []

        try controller.performBatchUpdates {
            try controller.removeItem(withID: 1)  // section 0 goes
            try controller.insert(Row(id: 4, group: 3, rank: 0))  // section 3 appears
            try controller.updateItem(withID: 3) { $0.rank = -1 }  // moves to the front of its section
            try controller.updateItem(withID: 2) { $0.text = 9 }  // content change
        }
        #expect(delegate.events == [
            "will",
            "delete section 0",
            "insert section 1",
            "move [1, 1] → [0, 0] (updated)",
            "update [1, 0] → [0, 1]",
            "did",
            "onUpdate 2",
        ])
        var iterator = stream.makeAsyncIterator()
        let reload = await iterator.next()
        #expect(reload?.isReload == true && reload?.sequenceNumber == 1)
        let update = await iterator.next()
        #expect(update?.sequenceNumber == 2, "the stream gets the same update, after the others")
        #expect(update?.sectionChanges.map(\.description) == ["delete section 0", "insert section 1"])
    }

    /// Every fetch delivers one update flagged `isReload`, even one that
    /// changes nothing: an empty controller fetching no items, or the same items.
    @Test func everyFetchDeliversAReloadEvenOfNothing() throws {
        let controller = RowController(configuration: Self.sectioned.configuration)
        var updates: [ListControllerUpdate<Row, Int>] = []
        let token = controller.observe { updates.append($0) }
        try controller.fetch([])
        #expect(updates.map(\.isReload) == [true], "an empty controller fetching nothing")
        try controller.fetch([Row(id: 1, group: 1, rank: 0)])
        try controller.fetch([Row(id: 1, group: 1, rank: 0)])
        try controller.performBatchUpdates { try controller.fetch([Row(id: 1, group: 1, rank: 0)]) }
        #expect(updates.map(\.isReload) == [true, true, true, true])
        #expect(updates.map(\.sequenceNumber) == [1, 2, 3, 4])
        #expect(updates.allSatisfy { $0.stagedChangeset.stages.last?.data == $0.snapshot })
        token.cancel()
    }

    /// Content changes reconfigure unless a configuration asks otherwise:
    /// one default for the controller, the tree, the outline and the adapter.
    @Test func aContentChangeReconfiguresByDefault() throws {
        let controller = RowController(configuration: ListConfiguration<Row, Int>(sectionKey: nil))
        try controller.fetch([Row(id: 1, group: nil, rank: 0), Row(id: 2, group: nil, rank: 0)])
        var updates: [ListControllerUpdate<Row, Int>] = []
        let token = controller.observe { updates.append($0) }
        try controller.updateItem(withID: 2) { $0.text = 9 }
        let batches = updates.flatMap { $0.stagedChangeset.stages.map(\.batch) }
        #expect(batches.map(\.itemReconfigures) == [[IndexPath(item: 1, section: 0)]])
        #expect(batches.allSatisfy { $0.itemReloads.isEmpty })
        #expect(try SectionTree(root: ComposedSectionProvider([])).contentUpdates == .reconfigure)
        #expect(LiveOutline<Int, Int, Int>(sectionID: 0).contentUpdates == .reconfigure)
        token.cancel()
    }

    @Test func streamsEndWhenTheControllerIsReleased() async throws {
        var controller: RowController? = RowController(configuration: Self.sectioned.configuration)
        let all = controller!.updates()
        let newest = controller!.updates(bufferingPolicy: .bufferingNewest(1))
        for id in 1...3 { try controller!.insert(Row(id: id, group: 1, rank: id)) }
        weak let released = controller
        controller = nil
        #expect(released == nil, "nothing else keeps the controller alive")
        var received: [Int] = []
        for await update in all { received.append(update.sequenceNumber) }
        #expect(received == [1, 2, 3], "an unbounded stream delivers every update, then ends")
        var latest: [Int] = []
        for await update in newest { latest.append(update.sequenceNumber) }
        #expect(latest == [3], "bufferingNewest(1) keeps the last; the gap in sequence numbers says to reload")
    }

    @Test func aCancelledConsumerUnregisters() async throws {
        let controller = RowController(configuration: Self.sectioned.configuration)
        let stream = controller.updates()
        let consumer = Task { for await _ in stream {} }
        consumer.cancel()
        await consumer.value
        try controller.insert(Row(id: 1, group: 1, rank: 0))
        #expect(controller.publisher.broadcaster.count == 0)
    }

    @Test func anUpdateFromACallbackIsDeliveredAfterTheCurrentOne() throws {
        let h = ControllerHarness(Self.sectioned)
        var sequence: [Int] = []
        let adapter = h.controller.onUpdate
        // Weak: the harness holds the controller, which holds this closure.
        h.controller.onUpdate = { [weak h] update in
            adapter?(update)
            sequence.append(update.sequenceNumber)
            if update.sequenceNumber == 1 { try? h?.controller.insert(Row(id: 2, group: 1, rank: 1)) }
        }
        try h.controller.insert(Row(id: 1, group: 1, rank: 0))
        h.model.insert(Row(id: 1, group: 1, rank: 0))
        h.model.insert(Row(id: 2, group: 1, rank: 1))
        #expect(sequence == [1, 2])
        h.check("reentrant insert")
    }

    // MARK: - Background replacement

    static func rows(_ ids: Range<Int>, text: Int = 0) -> [Row] {
        ids.map { Row(id: $0, group: $0 % 7, rank: ($0 * 37) % 11, text: text) }
    }

    /// Runs `body` once, the first time a background replacement's work is done.
    static func whenBackgroundWorkIsDone(_ controller: RowController, _ body: @escaping @MainActor () async -> Void) {
        controller.backgroundWorkDidFinish = { [weak controller] in
            controller?.backgroundWorkDidFinish = nil
            await body()
        }
    }

    @Test func theLatestBackgroundReplacementWins() async throws {
        let h = ControllerHarness(Self.sectioned) { $0.backgroundThreshold = 10 }
        try h.fetch(Self.rows(0..<60))
        var second: Bool?
        Self.whenBackgroundWorkIsDone(h.controller) {
            // A newer replacement starts, and finishes, while the first one's work was running.
            second = try? await h.controller.replaceInBackground(with: Self.rows(20..<90, text: 2))
        }
        let first = try await h.controller.replaceInBackground(with: Self.rows(10..<80, text: 1))
        #expect(first == false, "the older replacement is dropped")
        #expect(second == true, "the newer one is applied")
        #expect(h.updates.count == 1, "only the winner is delivered")
        h.model.replace(Self.rows(20..<90, text: 2))
        h.check("latest wins")
    }

    @Test func aSynchronousReplacementAlsoWins() async throws {
        let h = ControllerHarness(Self.sectioned) { $0.backgroundThreshold = 10 }
        try h.fetch(Self.rows(0..<60))
        Self.whenBackgroundWorkIsDone(h.controller) { try? h.controller.replace(with: Self.rows(30..<50)) }
        #expect(try await h.controller.replaceInBackground(with: Self.rows(10..<80, text: 1)) == false)
        h.model.replace(Self.rows(30..<50))
        h.check("the synchronous replacement is the latest")
    }

    @Test func aChangeDuringBackgroundWorkIsNeverOverwrittenByAStaleDiff() async throws {
        let h = ControllerHarness(Self.sectioned) { $0.backgroundThreshold = 10 }
        try h.fetch(Self.rows(0..<60))
        let replacement = Self.rows(5..<70, text: 1)
        Self.whenBackgroundWorkIsDone(h.controller) {
            try? h.insert(Row(id: 500, group: 1, rank: 3))
            h.check("insert while the replacement is computed")
        }
        #expect(try await h.controller.replaceInBackground(with: replacement) == true)
        h.model.replace(replacement)
        h.check("the replacement, recomputed against the newer state")
        #expect(h.updates.count == 2)
    }

    @Test func aCancelledBackgroundReplacementAppliesNothing() async throws {
        let h = ControllerHarness(Self.sectioned) { $0.backgroundThreshold = 10 }
        try h.fetch(Self.rows(0..<40))
        let work = Task { try await h.controller.replaceInBackground(with: Self.rows(0..<50, text: 3)) }
        Self.whenBackgroundWorkIsDone(h.controller) { work.cancel() }
        await #expect(throws: CancellationError.self) { try await work.value }
        #expect(h.updates.isEmpty)
        h.check("cancelled")
    }

    @Test func smallReplacementsInBackgroundApplyAtOnce() async throws {
        let h = ControllerHarness(Self.sectioned)
        try h.fetch(Self.rows(0..<20))
        #expect(try await h.controller.replaceInBackground(with: Self.rows(3..<25, text: 1)))
        h.model.replace(Self.rows(3..<25, text: 1))
        h.check("below the threshold")
        await #expect(throws: ListControllerError.duplicateIdentifier("1")) {
            try await h.controller.replaceInBackground(with: [Row(id: 1, group: 1, rank: 1), Row(id: 1, group: 2, rank: 1)])
        }
    }

    @Test func whilePausedABackgroundReplacementJoinsThePendingTransaction() async throws {
        let h = ControllerHarness(Self.sectioned) { $0.backgroundThreshold = 10 }
        try h.fetch(Self.rows(0..<30))
        h.controller.pauseUpdates()
        try h.insert(Row(id: 400, group: 2, rank: 2))
        #expect(try await h.controller.replaceInBackground(with: Self.rows(2..<40, text: 1)))
        h.model.replace(Self.rows(2..<40, text: 1))
        #expect(h.updates.isEmpty)
        h.controller.resumeUpdates()
        #expect(h.updates.count == 1)
        h.check("paused replacement")
    }

    // MARK: - An empty state and a header, around the controller

    static let noResults = RowSnapshot(sections: [.init(id: -1, model: -1, items: [Row(id: -1, group: nil, rank: 0)])])

    @Test func anEmptyStateSourceShowsNoResultsWhileEmpty() throws {
        let controller = RowController(configuration: Self.sectioned.configuration)
        let source = controller.withEmptyState(Self.noResults)
        try controller.fetch([])
        #expect(source.snapshot == Self.noResults)
        #expect(controller.snapshot.numberOfSections == 0)
        let dataSource = SnapshotDataSource(source.snapshot)
        let view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        let token = source.observe { view.apply($0.stagedChangeset) { dataSource.snapshot = $0 } }
        func check(_ step: String) {
            #expect(view.violations.isEmpty, "\(step): \(view.violations)")
            #expect(view.verifyMatchesDataSource().isEmpty, "\(step)")
            #expect(dataSource.snapshot == source.snapshot, "\(step)")
        }
        try controller.insert(Row(id: 1, group: 1, rank: 0))
        #expect(source.snapshot.sectionIdentifiers == [1])
        check("first item replaces the empty state")
        try controller.insert(contentsOf: [Row(id: 2, group: 1, rank: 1), Row(id: 3, group: 2, rank: 1)])
        check("more items")
        #expect(throws: ListControllerError.self) { try controller.commitUserMove(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0)) }
        controller.removeAll()
        #expect(source.snapshot == Self.noResults)
        check("the empty state comes back")
        #expect(throws: ListControllerError.sectionOutOfRange(section: 0, numberOfSections: 0)) {
            try controller.removeItem(at: IndexPath(item: 0, section: 0))
        }
        #expect(throws: ListControllerError.sectionOutOfRange(section: 0, numberOfSections: 0)) {
            try controller.commitUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0))
        }
        source.emptyState = nil
        #expect(source.snapshot.numberOfSections == 0)
        check("empty state removed")
        token.cancel()
    }

    @Test func aHeaderSectionThatCountsTheItemsKeepsEveryChangeConsistent() throws {
        let controller = RowController(configuration: Self.sectioned.configuration)
        let header = SingleItemSection<Int>(0)
        let tree = try SectionTree(root: ComposedSectionProvider([header, controller.makeSectionProvider()]))
        let harness = TreeViewHarness(tree)
        var gen = RowGenerator(seed: 3)
        try tree.performBatchUpdates {
            try controller.fetch(gen.rows(10))
            _ = header.set(controller.numberOfItems)
        }
        for step in 0..<40 {
            let rows = controller.includedItems
            try tree.performBatchUpdates {
                if gen.chance(50) || rows.isEmpty {
                    try controller.insert(gen.row())
                } else {
                    let row = rows[gen.int(0..<rows.count)]
                    try controller.update(with: gen.changed(row))
                }
                _ = header.set(controller.numberOfItems)
            }
            #expect(harness.problems.isEmpty, "step \(step): \(harness.problems)")
            #expect((tree.snapshot.sections[0].items.first?.value as? Int) == controller.numberOfItems, "step \(step)")
        }
        #expect(harness.updates.count == 41)
    }

    // MARK: - Merging, lookups, errors

    struct Message: Identifiable, Equatable, Sendable, ListMergeable {
        let id: Int
        var text: String
        var isRead = false
        mutating func merge(from newValue: Message) { text = newValue.text }
    }

    @Test func theEntityDecidesWhatAnUpdateTakes() throws {
        let controller = ListController<Message, Never>()
        try controller.fetch([Message(id: 1, text: "a"), Message(id: 2, text: "b")])
        try controller.updateItem(withID: 1) { $0.isRead = true }
        try controller.update(with: Message(id: 1, text: "a2", isRead: false))
        #expect(controller.item(withID: 1) == Message(id: 1, text: "a2", isRead: true), "merged: new text, local read state kept")
        try controller.upsert(contentsOf: [Message(id: 1, text: "a3"), Message(id: 3, text: "c")])
        #expect(controller.item(withID: 1) == Message(id: 1, text: "a3", isRead: true))
        try controller.update(with: Message(id: 2, text: "ignored")) { current, new in current.isRead = new.text.isEmpty }
        #expect(controller.item(withID: 2) == Message(id: 2, text: "b", isRead: false), "an explicit merge decides instead")
    }

    struct Contact: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var initial: String? { name.first.map { String($0) } }
    }

    @Test func lookupsLikeTheSnapshots() throws {
        let controller = ListController(configuration: ListConfiguration<Contact, String>(
            sectionKey: { $0.initial }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.name))
        ))
        try controller.fetch([Contact(id: 1, name: "bob"), Contact(id: 2, name: "ada"), Contact(id: 3, name: "amy"), Contact(id: 4, name: "")])
        #expect(controller.sectionKeys == ["a", "b", nil])
        #expect(controller.sectionTitles == ["a", "b", ""])
        #expect(controller.sectionIndexTitles == ["A", "B", ""], "one per section, the bucket's too")
        #expect(controller.sectionInfo(at: 0) == ListSectionInfo(index: 0, key: "a", title: "a", indexTitle: "A", numberOfItems: 2))
        #expect(controller.sectionInfo(at: 3) == nil)
        #expect(controller.diagnostics.first?.kind == .missingSectionKey)
        #expect(controller.diagnostics.first?.message.contains("4") == true)
        #expect(controller.item(at: IndexPath(item: 1, section: 0))?.name == "amy")
        #expect(controller.item(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(controller.item(at: IndexPath(item: 0, section: 9)) == nil)
        #expect(controller.item(at: IndexPath(indexes: [0])) == nil)
        #expect(controller.indexPath(for: 1) == IndexPath(item: 0, section: 1))
        #expect(controller.indexPath(for: 99) == nil)
        #expect(controller.numberOfItems(inSection: 1) == 1)
        #expect(controller.numberOfItems(inSection: 5) == nil)
        #expect(controller.index(ofSectionWithKey: nil) == 2)
        #expect(controller.numberOfItems == 4 && controller.numberOfSections == 3)
    }

    @Test func errorsNameTheOffendingValue() {
        #expect(ListControllerError.itemOutOfRange(IndexPath(item: 4, section: 1), numberOfItems: 2).description
            == "index path [1, 4] is out of range: section 1 has 2 items")
        #expect(ListControllerError.sectionOutOfRange(section: 3, numberOfSections: 1).description
            == "section 3 is out of range: the list has 1 section")
        #expect(ListControllerError.unknownIdentifier("42").description == "no item has identifier 42")
        #expect(ListControllerError.duplicateIdentifier("\"x\"").description.contains("\"x\""))
        #expect(ListControllerError.identifierChanged(from: "1", to: "2").description.contains("from 1 to 2"))
    }

    @Test func badInputThrowsAndChangesNothing() throws {
        let h = ControllerHarness(Self.sectioned)
        try h.fetch(Self.rows(0..<12))
        let c = h.controller
        h.expectFailure("duplicate insert") { try c.insert(Row(id: 3, group: 1, rank: 1)) }
        h.expectFailure("duplicate in input") { try c.insert(contentsOf: [Row(id: 50, group: 1, rank: 1), Row(id: 50, group: 2, rank: 1)]) }
        h.expectFailure("unknown identifier") { try c.removeItem(withID: 77) }
        h.expectFailure("unknown identifier among several") { try c.removeItems(withIDs: [1, 2, 77]) }
        h.expectFailure("duplicate identifiers to remove") { try c.removeItems(withIDs: [1, 2, 1]) }
        h.expectFailure("section out of range") { try c.removeItem(at: IndexPath(item: 0, section: 40)) }
        h.expectFailure("item out of range") { try c.removeItem(at: IndexPath(item: 40, section: 0)) }
        h.expectFailure("negative item") { try c.updateItem(at: IndexPath(item: -1, section: 0)) { $0.text = 1 } }
        h.expectFailure("malformed index path") { try c.removeItem(at: IndexPath(indexes: [0, 0, 0])) }
        h.expectFailure("identifier changed") { try c.updateItem(withID: 1) { $0.id = 2 } }
        h.expectFailure("update closure throws") { try c.updateItem(withID: 1) { _ in throw CancellationError() } }
        h.expectFailure("replace with duplicates") { try c.replace(with: Self.rows(0..<5) + Self.rows(4..<6)) }
        h.expectFailure("move to nowhere") { try c.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 99)) }
        h.expectFailure("user move from nowhere") { try c.commitUserMove(from: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0)) }
        h.expectFailure("sections out of range") { try c.removeSections(at: IndexSet([0, 50])) }
        h.expectFailure("unknown section key") { try c.removeSection(withKey: 99) }
        h.expectFailure("update unknown") { try c.update(with: Row(id: 99, group: 1, rank: 1)) }
        h.expectFailure("update many with an unknown") { try c.update(contentsOf: [Row(id: 1, group: 1, rank: 1), Row(id: 99, group: 1, rank: 1)]) }
        #expect(throws: ListControllerError.unavailableWhileCoalescing(operation: "commitUserMove")) {
            try c.performBatchUpdates {
                try c.commitUserMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
            }
        }
        h.check("after bad input")
    }
}

@Suite("List controller: without observers")
@MainActor
struct ListControllerUnobservedTests {
    @Test(arguments: [ControllerSetup(sorted: true, filtered: true, sectioned: true), ControllerSetup(sorted: false, filtered: false, sectioned: false)])
    func snapshotsStayValuesWhenNothingObserves(setup: ControllerSetup) throws {
        let controller = RowController(configuration: setup.configuration)
        var model = ListModel(setup: setup)
        var gen = RowGenerator(seed: 11)
        let rows = gen.rows(40)
        try controller.fetch(rows)
        model.load(rows)
        var kept: [(RowSnapshot, RowSnapshot)] = []
        for step in 0..<200 {
            let before = controller.snapshot
            let copy = RowSnapshot(sections: before.sections.map { .init(id: $0.id, model: $0.model, items: Array($0.items)) })
            let ids = model.order
            switch gen.int(0..<4) {
            case 0:
                let row = gen.row()
                try controller.insert(row)
                model.insert(row)
            case 1 where !ids.isEmpty:
                let id = ids[gen.int(0..<ids.count)]
                try controller.removeItem(withID: id)
                model.remove(id)
            case 2 where !ids.isEmpty:
                let changed = gen.changed(model.items[ids[gen.int(0..<ids.count)]]!)
                try controller.update(with: changed)
                model.update(changed)
            default:
                let row = gen.row()
                try controller.performBatchUpdates { try controller.insert(row) }
                model.insert(row)
            }
            if step % 10 == 0 { kept.append((before, copy)) }
            let matches = controller.snapshot == model.expected && controller.snapshot == controller.contentSnapshot
            #expect(matches, "step \(step)")
        }
        #expect(controller.sequenceNumber > 100, "every shown change is published, observed or not")
        for (k, (snapshot, copy)) in kept.enumerated() {
            let unchanged = snapshot == copy
            #expect(unchanged, "snapshot \(k) was not changed by later transactions")
        }
    }
}
