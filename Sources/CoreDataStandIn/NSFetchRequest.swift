import Foundation

// https://developer.apple.com/documentation/coredata/nsfetchrequest
/// A description of search criteria used to retrieve data from a persistent store.
///
/// Stand-in for Core Data's `NSFetchRequest`; it subclasses `NSObject`
/// directly (see the module notes in `CoreDataStandIn.swift`).
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject {
    private let standInEntityName: String?

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)
    /// Initializes a fetch request configured with a given entity name.
    public init(entityName: String) {
        standInEntityName = entityName
    }

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/entity
    /// The entity specified for the fetch request.
    open var entity: NSEntityDescription?

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/entityname
    /// The name of the entity the request is configured to fetch.
    open var entityName: String? { standInEntityName ?? entity?.name }

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/predicate
    /// The predicate of the fetch request.
    open var predicate: NSPredicate?

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors
    /// The sort descriptors of the fetch request.
    open var sortDescriptors: [NSSortDescriptor]?

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchlimit
    /// The fetch limit of the fetch request.
    open var fetchLimit: Int = 0

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchoffset
    /// The fetch offset of the fetch request.
    open var fetchOffset: Int = 0

    // https://developer.apple.com/documentation/coredata/nsfetchrequest/includessubentities
    /// A Boolean value that indicates whether the fetch request includes subentities in the results.
    open var includesSubentities: Bool = true
}
