import Tabula

// A live query joins trees and adapters through its controller: a tree batch
// is a transaction of the controller, and how the controller updates content
// is the query's.

extension LiveQuery: TransactionForwarding {
    package var transactionBase: (any TransactionalSource)? { controller }
}

extension LiveQuery: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { controller.configuration.contentUpdates }
    package func currentContent() -> Any? { controller.contentSnapshot }
}
