// Core Data where it exists; its stand-in on Linux, where this module is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif
import Tabula

// A live fetch joins trees and adapters through its controller: a tree batch
// is a transaction of the controller, and how the controller updates content
// is the fetch's.

extension LiveFetch: TransactionForwarding {
    package var transactionBase: (any TransactionalSource)? { controller }
}

extension LiveFetch: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { controller.configuration.contentUpdates }
    package func currentContent() -> Any? { controller.contentSnapshot }
}
