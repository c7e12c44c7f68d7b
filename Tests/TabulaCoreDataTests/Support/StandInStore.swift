// Linux only: the stand-in context lets a test play the store, which real
// Core Data does not.
#if os(Linux)
import CoreDataStandIn
import Foundation
import Tabula
import TabulaCoreData

/// A contact as the store holds it: a managed object with three attributes.
final class ContactObject: NSManagedObject {
    var name: String
    var group: String
    var isArchived: Bool

    init(entity: NSEntityDescription, objectID: NSManagedObjectID, name: String, group: String, isArchived: Bool) {
        self.name = name
        self.group = group
        self.isArchived = isArchived
        super.init(entity: entity, insertInto: nil)
        standInObjectID = objectID
    }
}

/// The value copy a list shows.
struct Contact: Identifiable, Equatable, Sendable {
    let id: NSManagedObjectID
    var name: String
    var group: String
}

/// Plays a Core Data store and its main-queue context, as Core Data's
/// documentation describes them: a fetch returns the objects a request
/// includes; changes are gathered and posted as one
/// `didChangeObjectsNotification` (sets of objects under the notification
/// keys); a save gives inserted objects permanent identifiers and posts
/// `didSaveObjectsNotification`.
@MainActor
final class StandInStore {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let contactEntity = NSEntityDescription(name: "Contact")
    lazy var employeeEntity = NSEntityDescription(name: "Employee", superentity: contactEntity)
    let noteEntity = NSEntityDescription(name: "Note")

    /// Every object in the store and the context, deleted ones gone.
    private(set) var objects: [ContactObject] = []
    private var nextID = 0
    private var pending = (inserted: [NSManagedObject](), updated: [NSManagedObject](), deleted: [NSManagedObject](), refreshed: [NSManagedObject]())
    /// Makes the next fetch throw this error.
    var failNextFetch: (any Error)?

    init() {
        context.standInFetch = { [unowned self] request in
            if let error = self.failNextFetch {
                self.failNextFetch = nil
                throw error
            }
            let included = self.objects.filter { object in
                Self.isOfEntity(object.entity, request) && (request.predicate?.evaluate(with: object) ?? true)
            }.sorted { $0.name < $1.name }
            let from = min(request.fetchOffset, included.count)
            let to = request.fetchLimit > 0 ? min(from + request.fetchLimit, included.count) : included.count
            return Array(included[from..<to])
        }
    }

    private static func isOfEntity(_ entity: NSEntityDescription, _ request: NSFetchRequest<NSManagedObject>) -> Bool {
        var current: NSEntityDescription? = entity
        while let candidate = current {
            if candidate.name == request.entityName { return true }
            if !request.includesSubentities { return false }
            current = candidate.superentity
        }
        return false
    }

    private func makeID(temporary: Bool) -> NSManagedObjectID {
        nextID += 1
        return NSManagedObjectID(standInName: temporary ? "t\(nextID)" : "p\(nextID)", temporary: temporary)
    }

    /// Inserts an object, saved (a permanent identifier) or not.
    @discardableResult
    func insert(name: String, group: String, isArchived: Bool = false, entity: NSEntityDescription? = nil, saved: Bool = true) -> ContactObject {
        let object = ContactObject(
            entity: entity ?? contactEntity, objectID: makeID(temporary: !saved), name: name, group: group, isArchived: isArchived
        )
        object.standInContext = context
        objects.append(object)
        pending.inserted.append(object)
        return object
    }

    /// Changes an object's attributes in the context.
    func edit(_ object: ContactObject, name: String? = nil, group: String? = nil, isArchived: Bool? = nil, refreshed: Bool = false) {
        if let name { object.name = name }
        if let group { object.group = group }
        if let isArchived { object.isArchived = isArchived }
        if refreshed { pending.refreshed.append(object) } else { pending.updated.append(object) }
    }

    /// Deletes an object.
    func delete(_ object: ContactObject) {
        object.standInIsDeleted = true
        objects.removeAll { $0 === object }
        pending.deleted.append(object)
    }

    /// Posts what changed since the last post as one notification, as the
    /// context's `processPendingChanges` does; nothing when nothing changed.
    func processPendingChanges() {
        typealias Key = NSManagedObjectContext.NotificationKey
        var userInfo: [AnyHashable: Any] = [:]
        func put(_ objects: [NSManagedObject], _ key: Key) {
            if !objects.isEmpty { userInfo[key.rawValue] = Set(objects) }
        }
        // An object inserted and deleted before the post is in neither set.
        let insertedAndDeleted = Set(pending.inserted.map(ObjectIdentifier.init)).intersection(pending.deleted.map(ObjectIdentifier.init))
        put(pending.inserted.filter { !insertedAndDeleted.contains(ObjectIdentifier($0)) }, .insertedObjects)
        let inserted = Set(pending.inserted.map(ObjectIdentifier.init))
        let deleted = Set(pending.deleted.map(ObjectIdentifier.init))
        put(pending.updated.filter { !inserted.contains(ObjectIdentifier($0)) && !deleted.contains(ObjectIdentifier($0)) }, .updatedObjects)
        put(pending.refreshed.filter { !inserted.contains(ObjectIdentifier($0)) && !deleted.contains(ObjectIdentifier($0)) }, .refreshedObjects)
        put(pending.deleted.filter { !insertedAndDeleted.contains(ObjectIdentifier($0)) }, .deletedObjects)
        pending = ([], [], [], [])
        guard !userInfo.isEmpty else { return }
        NotificationCenter.default.post(name: NSManagedObjectContext.didChangeObjectsNotification, object: context, userInfo: userInfo)
    }

    /// Saves: pending changes are posted, then every object with a temporary
    /// identifier gets a permanent one, then the save is posted.
    func save() {
        processPendingChanges()
        var saved: [NSManagedObject] = []
        for object in objects where object.objectID.isTemporaryID {
            object.standInObjectID = makeID(temporary: false)
            saved.append(object)
        }
        NotificationCenter.default.post(
            name: NSManagedObjectContext.didSaveObjectsNotification, object: context,
            userInfo: [NSManagedObjectContext.NotificationKey.insertedObjects.rawValue: Set(saved)]
        )
    }

    /// Lets go of every object without a change, as a context that holds its
    /// registered objects weakly lets go of those nothing else holds.
    func forgetObjects() {
        objects = []
    }

    /// Resets the context: every object invalidated, and the objects never
    /// saved gone with their context's pending changes.
    func reset() {
        processPendingChanges()
        for object in objects where object.objectID.isTemporaryID { object.standInContext = nil }
        objects.removeAll { $0.objectID.isTemporaryID }
        NotificationCenter.default.post(
            name: NSManagedObjectContext.didChangeObjectsNotification, object: context,
            userInfo: [NSManagedObjectContext.NotificationKey.invalidatedAllObjects.rawValue: objects.map(\.objectID)]
        )
    }
}
#endif
