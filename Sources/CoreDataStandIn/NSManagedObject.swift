import Foundation

// https://developer.apple.com/documentation/coredata/nsmanagedobjectid
/// A compact, universal identifier for a managed object.
///
/// Stand-in for Core Data's `NSManagedObjectID` (see the module notes in
/// `CoreDataStandIn.swift`). Equal only to itself: a test makes one identifier
/// per object and per save.
///
/// Core Data marks its identifier `Sendable`. The stand-in is too: its stored
/// properties are constants of `Sendable` types, so nothing in it can change
/// after it is made, and `NSObject`'s own state is never mutated by the stand-in.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The identifier's description in tests.
    package let standInName: String
    private let temporary: Bool

    /// Creates an identifier; `temporary` as for an object not yet saved.
    package init(standInName: String, temporary: Bool) {
        self.standInName = standInName
        self.temporary = temporary
    }

    // https://developer.apple.com/documentation/coredata/nsmanagedobjectid/istemporaryid
    /// A Boolean value that indicates whether the receiver is temporary.
    open var isTemporaryID: Bool { temporary }

    /// The name given to the identifier.
    open override var description: String { standInName }
}

// https://developer.apple.com/documentation/coredata/nsentitydescription
/// A description of a Core Data entity.
///
/// Stand-in for Core Data's `NSEntityDescription`: a name and a superentity.
open class NSEntityDescription: NSObject {
    private let standInName: String?
    private let standInSuperentity: NSEntityDescription?

    /// Creates an entity description.
    package init(name: String?, superentity: NSEntityDescription? = nil) {
        standInName = name
        standInSuperentity = superentity
    }

    // https://developer.apple.com/documentation/coredata/nsentitydescription/name
    /// The entity name of the receiver.
    open var name: String? { standInName }

    // https://developer.apple.com/documentation/coredata/nsentitydescription/superentity
    /// The superentity of the receiver.
    open var superentity: NSEntityDescription? { standInSuperentity }
}

// https://developer.apple.com/documentation/coredata/nsmanagedobject
/// The base class that all Core Data model objects inherit from.
///
/// Stand-in for Core Data's `NSManagedObject`: an entity and an identifier,
/// which a test sets, and replaces when it plays a save (temporary to
/// permanent).
open class NSManagedObject: NSObject {
    /// What ``objectID`` returns; a test replaces it when it plays a save.
    package var standInObjectID: NSManagedObjectID
    /// What ``isDeleted`` returns; a test sets it when it plays a deletion.
    package var standInIsDeleted = false
    /// What ``managedObjectContext`` returns; a test clears it when it plays
    /// an object its context let go of.
    package weak var standInContext: NSManagedObjectContext?
    private let standInEntity: NSEntityDescription

    // https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)
    /// Initializes a managed object from an entity description and inserts it
    /// into the specified managed object context. The stand-in gives it a
    /// temporary identifier and inserts it nowhere: a test plays the context.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        standInEntity = entity
        standInObjectID = NSManagedObjectID(standInName: "new", temporary: true)
        standInContext = context
    }

    // https://developer.apple.com/documentation/coredata/nsmanagedobject/objectid
    /// An object ID for the managed object.
    open var objectID: NSManagedObjectID { standInObjectID }

    // https://developer.apple.com/documentation/coredata/nsmanagedobject/entity
    /// The entity description of the managed object.
    open var entity: NSEntityDescription { standInEntity }

    // https://developer.apple.com/documentation/coredata/nsmanagedobject/isdeleted
    /// A Boolean value that indicates whether the managed object will be
    /// deleted during the next save.
    open var isDeleted: Bool { standInIsDeleted }

    // https://developer.apple.com/documentation/coredata/nsmanagedobject/managedobjectcontext
    /// The managed object context that the managed object is associated with.
    open var managedObjectContext: NSManagedObjectContext? { standInContext }
}

// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
/// A protocol that declares the types that a fetch request can return.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSManagedObject: NSFetchRequestResult {}
