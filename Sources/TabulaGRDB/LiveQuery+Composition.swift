import Tabula

// A live query joins trees and adapters through its controller: a tree batch
// is a transaction of the controller, and what the controller folds or how it
// updates content is the query's.

extension LiveQuery: TransactionForwarding {
    package var transactionBase: (any TransactionalSource)? { controller }
}

extension LiveQuery: SourceHints {
    package var hasCollapsedItems: Bool { controller.hasCollapsedItems }
    package var updatesContentAs: ContentUpdateStyle? { controller.configuration.contentUpdates }
}
