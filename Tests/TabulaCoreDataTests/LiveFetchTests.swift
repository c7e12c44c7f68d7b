// Linux only: the stand-in context lets a test play the store.
#if os(Linux)
import CoreDataStandIn
import Foundation
import Tabula
import TabulaCoreData
import TabulaTesting
import Testing

/// A live fetch, one behaviour at a time: what NSFetchedResultsController's
/// users were hurt by, each checked.
@MainActor
@Suite struct LiveFetchTests {
    struct Failure: Error, Equatable {}

    static func makeFetch(
        _ store: StandInStore, request: NSFetchRequest<ContactObject>? = nil
    ) -> LiveFetch<ContactObject, Contact, String> {
        LiveFetch(
            context: store.context,
            fetchRequest: request ?? NSFetchRequest<ContactObject>(entityName: "Contact"),
            sectionKey: { $0.group }, sectionOrder: .ascending, order: [.ascending(\.name)],
            item: { Contact(id: $0.objectID, name: $0.name, group: $0.group) }
        )
    }

    static func names(_ fetch: LiveFetch<ContactObject, Contact, String>) -> [[String]] {
        fetch.snapshot.sections.map { $0.items.map(\.name) }
    }

    @Test func theFirstFetchIsAReloadAndShowsTheRequest() throws {
        let store = StandInStore()
        store.insert(name: "b", group: "X")
        store.insert(name: "a", group: "X")
        store.insert(name: "c", group: "Y")
        let fetch = Self.makeFetch(store)
        var updates: [ListControllerUpdate<Contact, String>] = []
        let token = fetch.observe { updates.append($0) }
        #expect(fetch.hasLoaded == false)
        try fetch.performFetch()
        #expect(Self.names(fetch) == [["a", "b"], ["c"]])
        #expect(updates.count == 1 && updates[0].isReload)
        #expect(fetch.hasLoaded)
        token.cancel()
    }

    @Test func aChangedSortKeyIsAMoveAndAnUpdate() throws {
        let store = StandInStore()
        let a = store.insert(name: "a", group: "X")
        store.insert(name: "b", group: "X")
        store.insert(name: "c", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let harness = SourceViewHarness(fetch)
        store.edit(a, name: "d")
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["b", "c", "d"]])
        let changes = harness.updates.last?.itemChanges ?? []
        #expect(changes.count == 1)
        if case let .move(from, to, isContentChanged, _) = changes.first {
            #expect(from == IndexPath(item: 0, section: 0) && to == IndexPath(item: 2, section: 0))
            #expect(isContentChanged)
        } else {
            Issue.record("expected a move, got \(changes)")
        }
        #expect(harness.problems.isEmpty)
    }

    @Test func anEditIsAnUpdateAndAnEditOfNothingShownIsNoUpdate() throws {
        let store = StandInStore()
        let a = store.insert(name: "a", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let harness = SourceViewHarness(fetch)
        store.edit(a, isArchived: true)  // not copied: nothing to show
        store.processPendingChanges()
        #expect(harness.updates.isEmpty)
        store.edit(a, group: "Y", refreshed: true)  // merged from elsewhere
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["a"]])
        #expect(fetch.snapshot.sectionIdentifiers == ["Y"])
        #expect(harness.updates.count == 1)
        #expect(harness.problems.isEmpty)
    }

    @Test func theFirstSaveKeepsTheObjectUnderItsPermanentIdentifier() throws {
        let store = StandInStore()
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let a = store.insert(name: "a", group: "X", saved: false)
        store.processPendingChanges()
        let temporary = a.objectID
        #expect(temporary.isTemporaryID)
        #expect(fetch.snapshot.itemIdentifiers.map { $0 } == [temporary])
        store.save()
        #expect(!a.objectID.isTemporaryID)
        #expect(fetch.snapshot.itemIdentifiers.map { $0 } == [a.objectID])
        // Edited after the save: found under the permanent identifier.
        store.edit(a, name: "b")
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["b"]])
        #expect(fetch.snapshot.numberOfItems == 1)
    }

    @Test func aPauseHoldsUpdatesNotChanges() throws {
        let store = StandInStore()
        let a = store.insert(name: "a", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let harness = SourceViewHarness(fetch)
        fetch.pauseUpdates()
        store.insert(name: "b", group: "X")
        store.processPendingChanges()
        store.delete(a)
        store.processPendingChanges()
        store.insert(name: "c", group: "Z")
        store.processPendingChanges()
        #expect(harness.updates.isEmpty)
        #expect(Self.names(fetch) == [["a"]])
        fetch.resumeUpdates()
        #expect(harness.updates.count == 1)
        #expect(Self.names(fetch) == [["b"], ["c"]])
        #expect(harness.problems.isEmpty)
    }

    @Test func objectsTheRequestDoesNotIncludeAreLeftOut() throws {
        let store = StandInStore()
        let request = NSFetchRequest<ContactObject>(entityName: "Contact")
        request.includesSubentities = false
        request.predicate = NSPredicate { object, _ in (object as? ContactObject).map { !$0.isArchived } ?? false }
        let fetch = Self.makeFetch(store, request: request)
        try fetch.performFetch()
        store.insert(name: "employee", group: "X", entity: store.employeeEntity)
        store.insert(name: "note", group: "X", entity: store.noteEntity)
        let a = store.insert(name: "a", group: "X")
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["a"]])
        store.edit(a, isArchived: true)
        store.processPendingChanges()
        #expect(fetch.snapshot.isEmpty)
        store.edit(a, isArchived: false)
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["a"]])
    }

    @Test func aRequestWithAFetchLimitIsFetchedAgainAtEachChange() throws {
        let store = StandInStore()
        for name in ["d", "b", "c"] { store.insert(name: name, group: "X") }
        let request = NSFetchRequest<ContactObject>(entityName: "Contact")
        request.fetchLimit = 2
        let fetch = Self.makeFetch(store, request: request)
        try fetch.performFetch()
        #expect(Self.names(fetch) == [["b", "c"]])
        let fetches = store.context.standInFetchCount
        store.insert(name: "a", group: "X")
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["a", "b"]])
        #expect(store.context.standInFetchCount == fetches + 1)
    }

    @Test func aResetFetchesAgain() throws {
        let store = StandInStore()
        store.insert(name: "a", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let harness = SourceViewHarness(fetch)
        store.insert(name: "b", group: "X")
        store.insert(name: "c", group: "X", saved: false)
        store.reset()  // posts the inserts, then the reset, which drops "c"
        #expect(Self.names(fetch) == [["a", "b"]])
        #expect(harness.problems.isEmpty)
    }

    @Test func aRequestChangedInPlaceIsFollowedFromTheNextFetch() throws {
        let store = StandInStore()
        store.insert(name: "a", group: "X", isArchived: true)
        store.insert(name: "b", group: "X")
        let request = NSFetchRequest<ContactObject>(entityName: "Contact")
        let fetch = LiveFetch(
            context: store.context, fetchRequest: request, order: [.ascending(\.name)],
            item: { Contact(id: $0.objectID, name: $0.name, group: $0.group) }
        )
        try fetch.performFetch()
        #expect(fetch.snapshot.sections.map { $0.items.map(\.name) } == [["a", "b"]])
        request.predicate = NSPredicate { object, _ in (object as? ContactObject).map { !$0.isArchived } ?? false }
        try fetch.performFetch()
        #expect(fetch.snapshot.sections.map { $0.items.map(\.name) } == [["b"]])
        store.insert(name: "c", group: "X", isArchived: true)
        store.insert(name: "d", group: "X")
        store.processPendingChanges()
        #expect(fetch.snapshot.sections.map { $0.items.map(\.name) } == [["b", "d"]])
    }

    @Test func aNewRequestIsFollowed() throws {
        let store = StandInStore()
        store.insert(name: "a", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let employees = NSFetchRequest<ContactObject>(entityName: "Employee")
        try fetch.setFetchRequest(employees)
        #expect(fetch.snapshot.isEmpty)
        store.insert(name: "b", group: "X")
        store.insert(name: "c", group: "Y", entity: store.employeeEntity)
        store.processPendingChanges()
        #expect(Self.names(fetch) == [["c"]])
    }

    @Test func deletedObjectsAndObjectsWithoutAContextAreNotRead() throws {
        let store = StandInStore()
        let a = store.insert(name: "a", group: "X")
        let b = store.insert(name: "b", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        // Reported as changed, yet deleted (an inaccessible fault read as
        // deleted) or let go of by their context.
        a.standInIsDeleted = true
        b.standInContext = nil
        store.edit(a, name: "z")
        store.edit(b, name: "y", refreshed: true)
        store.processPendingChanges()
        #expect(fetch.snapshot.isEmpty)
    }

    @Test func copiesWithOneIdentifierFailTheFetch() throws {
        let store = StandInStore()
        let a = store.insert(name: "a", group: "X")
        store.insert(name: "b", group: "X")
        var reported = 0
        let fetch = LiveFetch(
            context: store.context, fetchRequest: NSFetchRequest<ContactObject>(entityName: "Contact"),
            order: [.ascending(\.name)],
            item: { Contact(id: a.objectID, name: $0.name, group: $0.group) }
        )
        fetch.onError = { _ in reported += 1 }
        #expect(throws: ListControllerError.self) { try fetch.performFetch() }
        #expect(fetch.snapshot.isEmpty && !fetch.hasLoaded && reported == 1)
        #expect(fetch.error != nil)
    }

    @Test func theOrderTheSectionKeyAndTheSectionOrderChange() throws {
        let store = StandInStore()
        store.insert(name: "a", group: "Y")
        store.insert(name: "b", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        let harness = SourceViewHarness(fetch)
        fetch.setSectionOrder(.descending)
        #expect(Self.names(fetch) == [["a"], ["b"]])
        fetch.setSectionKey { _ in "all" }
        #expect(Self.names(fetch) == [["a", "b"]])
        fetch.setOrder([.descending(\.name)])
        #expect(Self.names(fetch) == [["b", "a"]])
        #expect(harness.problems.isEmpty)
    }

    @Test func aFailedFetchKeepsTheListAndReportsTheError() throws {
        let store = StandInStore()
        store.insert(name: "a", group: "X")
        let fetch = Self.makeFetch(store)
        try fetch.performFetch()
        var reported: [any Error] = []
        fetch.onError = { reported.append($0) }
        store.failNextFetch = Failure()
        let narrower = NSFetchRequest<ContactObject>(entityName: "Contact")
        narrower.predicate = NSPredicate(value: false)
        #expect(throws: Failure.self) { try fetch.setFetchRequest(narrower) }
        #expect(Self.names(fetch) == [["a"]])
        #expect(fetch.fetchRequest.predicate == nil)
        #expect(fetch.error is Failure && reported.count == 1)
        try fetch.setFetchRequest(narrower)
        #expect(fetch.snapshot.isEmpty)
        #expect(fetch.error == nil)
    }

    @Test func aContextOffTheMainQueueIsRefused() {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        let fetch = LiveFetch(
            context: context, fetchRequest: NSFetchRequest<ContactObject>(entityName: "Contact"),
            order: [.ascending(\.name)],
            item: { Contact(id: $0.objectID, name: $0.name, group: $0.group) }
        )
        #expect(throws: LiveFetchError.contextNotOnMainQueue) { try fetch.performFetch() }
        #expect(!fetch.hasLoaded)
        #expect(LiveFetchError.contextNotOnMainQueue.description.contains("main-queue"))
    }

    @Test func aReleasedFetchStopsObserving() throws {
        let store = StandInStore()
        weak var released: LiveFetch<ContactObject, Contact, String>?
        do {
            let fetch = Self.makeFetch(store)
            try fetch.performFetch()
            released = fetch
        }
        #expect(released == nil)
        store.insert(name: "a", group: "X")
        store.processPendingChanges()  // posts to no one
    }

    /// A context reports the changes merged into it only for the objects
    /// registered in it, which it holds weakly: the fetch holds what it lists.
    @Test func theObjectsListedAreHeld() throws {
        let store = StandInStore()
        let fetch = Self.makeFetch(store)
        store.insert(name: "a", group: "X")
        weak let fetched = store.insert(name: "b", group: "X")
        try fetch.performFetch()
        weak let inserted = store.insert(name: "c", group: "X")
        store.processPendingChanges()
        weak let deleted = store.objects.first
        store.delete(store.objects[0])
        store.processPendingChanges()
        store.forgetObjects()
        #expect(fetched != nil && inserted != nil)
        #expect(deleted == nil)
        #expect(Self.names(fetch) == [["b", "c"]])
    }

    @Test func changesBeforeTheFirstFetchAreNotFollowed() {
        let store = StandInStore()
        let fetch = Self.makeFetch(store)
        store.insert(name: "a", group: "X")
        store.processPendingChanges()
        #expect(fetch.snapshot.isEmpty)
    }
}
#endif
