import Foundation

// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype
/// Constants that indicate the concurrency pattern of a context.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype/privatequeueconcurrencytype
    /// The context creates and manages a private dispatch queue.
    case privateQueueConcurrencyType = 1
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype/mainqueueconcurrencytype
    /// The context uses the main queue.
    case mainQueueConcurrencyType = 2
}

// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext
/// An object space to manipulate and track changes to managed objects.
///
/// Stand-in for Core Data's `NSManagedObjectContext` (see the module notes in
/// `CoreDataStandIn.swift`). A test plays the store: it sets what a fetch
/// returns and posts the change notifications Core Data would.
open class NSManagedObjectContext: NSObject {
    private let standInConcurrencyType: NSManagedObjectContextConcurrencyType

    /// What ``fetch(_:)`` returns: the registered objects a request
    /// includes, in its order; or an error to throw.
    package var standInFetch: (NSFetchRequest<NSManagedObject>) throws -> [NSManagedObject] = { _ in [] }

    /// How many fetches the context ran, for tests.
    package private(set) var standInFetchCount = 0

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/init(concurrencytype:)
    /// Initializes a context with a given concurrency type.
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        standInConcurrencyType = ct
    }

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/concurrencytype
    /// The concurrency type for the context.
    open var concurrencyType: NSManagedObjectContextConcurrencyType { standInConcurrencyType }

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/fetch(_:)-5ye2n
    /// Returns an array of items of the specified type that meet the fetch request’s critieria.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult {
        standInFetchCount += 1
        let plain = NSFetchRequest<NSManagedObject>(entityName: request.entityName ?? "")
        plain.predicate = request.predicate
        plain.sortDescriptors = request.sortDescriptors
        plain.fetchLimit = request.fetchLimit
        plain.fetchOffset = request.fetchOffset
        plain.includesSubentities = request.includesSubentities
        return try standInFetch(plain).compactMap { $0 as? T }
    }

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/didchangeobjectsnotification
    /// A notification that a context posts when the state of its managed objects changes.
    public static let didChangeObjectsNotification = Notification.Name("NSObjectsChangedInManagingContextNotification")

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/didsaveobjectsnotification
    /// A notification that a context posts after it saves changes.
    public static let didSaveObjectsNotification = Notification.Name("NSManagingContextDidSaveChangesNotification")

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey
    /// Keys for the user info dictionaries of the context's notifications.
    public enum NotificationKey: String {
        // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey/insertedobjects
        /// The set of objects inserted into the context.
        case insertedObjects = "inserted"
        // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey/updatedobjects
        /// The set of objects updated.
        case updatedObjects = "updated"
        // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey/deletedobjects
        /// The set of objects marked for deletion.
        case deletedObjects = "deleted"
        // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey/refreshedobjects
        /// The set of objects refreshed.
        case refreshedObjects = "refreshed"
        // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey/invalidatedobjects
        /// The set of objects invalidated.
        case invalidatedObjects = "invalidated"
        // https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/notificationkey/invalidatedallobjects
        /// The object identifiers of every object invalidated, when all were.
        case invalidatedAllObjects = "invalidatedAll"
    }
}
