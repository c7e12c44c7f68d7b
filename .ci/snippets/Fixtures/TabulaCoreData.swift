// Placeholders of the TabulaCoreData page: the app's managed object class
// and its main-queue context.
import Foundation
import Tabula
import TabulaCoreData
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif

/// The app's managed object class for the "Contact" entity (Xcode generates
/// it from the model, with `@NSManaged` properties).
final class ContactObject: NSManagedObject {
    var name: String? { placeholder() }
    var lastName: String? { placeholder() }
}

/// The app's view context (`container.viewContext`).
@MainActor var viewContext: NSManagedObjectContext { placeholder() }
