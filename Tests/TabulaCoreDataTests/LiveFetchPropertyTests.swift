// Linux only: the stand-in context lets a test play the store.
#if os(Linux)
import CoreDataStandIn
import Foundation
import Tabula
import TabulaCoreData
import TabulaTesting
import Testing

/// Random stores played through the stand-in context, followed by a live
/// fetch: after every notification the list equals what a fresh fetch of the
/// store would show (an independent model, written here), every update is
/// replayed through the headless view, and pauses lose nothing.
@MainActor
@Suite struct LiveFetchPropertyTests {
    /// What the store holds that the request includes, as sections of copies.
    static func expected(_ store: StandInStore, subentities: Bool) -> [[Contact]] {
        let included = store.objects.filter { object in
            !object.isArchived
                && (object.entity === store.contactEntity || (subentities && object.entity === store.employeeEntity))
        }
        let groups = Dictionary(grouping: included, by: \.group)
        return groups.keys.sorted().map { group in
            groups[group, default: []].sorted { $0.name < $1.name }.map { Contact(id: $0.objectID, name: $0.name, group: $0.group) }
        }
    }

    static func shown(_ snapshot: ListSnapshot<Contact, String>) -> [[Contact]] {
        snapshot.sections.map { Array($0.items) }
    }

    @Test(arguments: 0..<40)
    func randomStoresAreFollowed(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let store = StandInStore()
        let subentities = seed % 2 == 0
        var counter = 0
        func name() -> String {
            counter += 1
            return "\(Character(UnicodeScalar(UInt8(97 + Int.random(in: 0..<26, using: &random)))))\(counter)"
        }
        func group() -> String { ["A", "B", "C", "D"].randomElement(using: &random) ?? "A" }
        for _ in 0..<Int.random(in: 0..<30, using: &random) {
            store.insert(name: name(), group: group(), isArchived: Int.random(in: 0..<5, using: &random) == 0)
        }
        let request = NSFetchRequest<ContactObject>(entityName: "Contact")
        request.includesSubentities = subentities
        request.predicate = NSPredicate { object, _ in (object as? ContactObject).map { !$0.isArchived } ?? false }
        let fetch = LiveFetch(
            context: store.context, fetchRequest: request,
            sectionKey: { $0.group }, sectionOrder: .ascending, order: [.ascending(\.name)],
            item: { Contact(id: $0.objectID, name: $0.name, group: $0.group) }
        )
        try fetch.performFetch()
        store.processPendingChanges()  // the inserts before the fetch: nothing new
        let harness = SourceViewHarness(fetch)
        #expect(Self.shown(fetch.snapshot) == Self.expected(store, subentities: subentities))
        var paused = 0
        for step in 0..<120 {
            let operations = Int.random(in: 1...4, using: &random)
            for _ in 0..<operations {
                let objects = store.objects
                switch Int.random(in: 0..<100, using: &random) {
                case 0..<20:
                    let entity = [store.contactEntity, store.employeeEntity, store.noteEntity].randomElement(using: &random)
                    store.insert(
                        name: name(), group: group(), isArchived: Int.random(in: 0..<6, using: &random) == 0,
                        entity: entity, saved: Bool.random(using: &random)
                    )
                case 20..<45 where !objects.isEmpty:
                    store.edit(objects.randomElement(using: &random)!, name: name())
                case 45..<55 where !objects.isEmpty:
                    store.edit(objects.randomElement(using: &random)!, group: group(), refreshed: Bool.random(using: &random))
                case 55..<62 where !objects.isEmpty:
                    let object = objects.randomElement(using: &random)!
                    store.edit(object, isArchived: !object.isArchived)
                case 62..<67 where !objects.isEmpty:
                    // An edit that changes nothing shown.
                    store.edit(objects.randomElement(using: &random)!)
                case 67..<80 where !objects.isEmpty:
                    store.delete(objects.randomElement(using: &random)!)
                case 80..<88:
                    store.save()
                case 88..<90:
                    store.reset()
                case 90..<95:
                    fetch.pauseUpdates()
                    paused += 1
                case 95..<100 where paused > 0:
                    fetch.resumeUpdates()
                    paused -= 1
                default:
                    break
                }
            }
            store.processPendingChanges()
            let expected = Self.expected(store, subentities: subentities)
            #expect(Self.shown(fetch.controller.contentSnapshot) == expected, "seed \(seed) step \(step): the list")
            if paused == 0 {
                #expect(Self.shown(fetch.snapshot) == expected, "seed \(seed) step \(step): the published snapshot")
            }
            #expect(harness.problems.isEmpty, "seed \(seed) step \(step): \(harness.problems.prefix(3))")
            if !harness.problems.isEmpty { return }
        }
        while paused > 0 {
            fetch.resumeUpdates()
            paused -= 1
        }
        #expect(Self.shown(fetch.snapshot) == Self.expected(store, subentities: subentities))
        #expect(harness.problems.isEmpty)
        #expect(fetch.error == nil)
    }
}
#endif
