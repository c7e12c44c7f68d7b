// Core Data where it exists; its stand-in on Linux, where TabulaCoreData is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
@_exported import CoreData
#else
@_exported import CoreDataStandIn
#endif
