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
