import Foundation

/// A live source with transactions: operations inside one take effect at
/// once and are published as one update when the outermost closes, and an
/// atomic one that throws puts the source back as it was and publishes
/// nothing. A pause is a transaction that stays open until the matching
/// resume. A list controller, a section tree, an outline, a live query and
/// an empty-state source adopt it; a tree's transactions join those of the
/// sources in it.
///
/// The transaction model is written once, here. A source supplies its
/// state — a ``TransactionRecord`` taken when a transaction opens, which is
/// its checkpoint when atomic — and its publish step, nothing else.
@MainActor
package protocol TransactionalSource: AnyObject {
    /// What a source keeps for one open transaction: its checkpoint when
    /// atomic, and whatever it must close with the transaction.
    associatedtype TransactionRecord

    /// The open transactions; kept by the source, written only here.
    var transactions: TransactionStack<TransactionRecord> { get set }

    /// A transaction opens: start gathering, and return what
    /// ``rollBack(_:)`` needs to put the source back (a checkpoint when `atomic`).
    func openTransaction(atomic: Bool) -> TransactionRecord
    /// The transaction `record` was opened for ends, before the next outer
    /// one (or none) is open: close anything it joined. Nothing to do by default.
    func closeTransaction(_ record: TransactionRecord)
    /// The transaction `record` was opened for threw: restore the source as
    /// it was when it opened, publishing nothing.
    func rollBack(_ record: TransactionRecord)
    /// A pause begins (none was in effect): start gathering, and return
    /// what ``closePause(_:)`` needs. By default, a transaction opens.
    func openPause() -> TransactionRecord
    /// The last pause ends, before the source is resumed. By default, the
    /// transaction ``openPause()`` opened closes.
    func closePause(_ record: TransactionRecord)
    /// The outermost transaction closed: publish what it gathered, if anything.
    func publishTransaction()
}

/// A source's open transactions: the batches, innermost last, and the pauses.
///
/// Each batch keeps the source's record and the pauses as they were when it
/// opened, so that a batch that throws also undoes the pauses it began or
/// ended. (The sources a transaction joined roll back their own.)
@usableFromInline
package struct TransactionStack<Record> {
    struct Batch {
        let record: Record
        let pauseDepth: Int
        let pauseRecord: Record?
    }

    var batches: [Batch] = []
    /// Nesting depth of pauses; the record of the transaction they hold open.
    var pauseDepth = 0
    var pauseRecord: Record?

    package init() {}

    /// Whether a transaction is open: a batch runs or the source is paused.
    @usableFromInline
    package var isOpen: Bool { !batches.isEmpty || pauseDepth > 0 }
}

extension TransactionalSource {
    package func closeTransaction(_ record: TransactionRecord) {}
    package func openPause() -> TransactionRecord { openTransaction(atomic: false) }
    package func closePause(_ record: TransactionRecord) { closeTransaction(record) }

    /// Whether a transaction is open. O(1).
    package var isTransactionOpen: Bool { transactions.isOpen }

    /// Opens a transaction; the matching ``endTransaction()`` closes it.
    package func beginTransaction(atomic: Bool) {
        let record = openTransaction(atomic: atomic)
        transactions.batches.append(
            .init(record: record, pauseDepth: transactions.pauseDepth, pauseRecord: transactions.pauseRecord)
        )
    }

    /// Closes the transaction opened last; the outermost one publishes.
    package func endTransaction() {
        guard let batch = transactions.batches.last else { return }
        // Closed while still open: what the sources it joined publish on
        // closing is gathered into this source's transaction.
        closeTransaction(batch.record)
        transactions.batches.removeLast()
        if !transactions.isOpen { publishTransaction() }
    }

    /// Closes the transaction opened last without publishing it: an atomic
    /// one puts the source back as it was when it opened, pauses included.
    package func rollbackTransaction() {
        guard let batch = transactions.batches.popLast() else { return }
        transactions.pauseDepth = batch.pauseDepth
        transactions.pauseRecord = batch.pauseRecord
        rollBack(batch.record)
    }

    /// Runs `updates` in one transaction.
    package func runTransaction(_ updates: () -> Void) {
        beginTransaction(atomic: false)
        updates()
        endTransaction()
    }

    /// Runs `updates` in one atomic transaction: if it throws, the source is
    /// put back, nothing is published, and the error is rethrown.
    package func runAtomicTransaction(_ updates: () throws -> Void) throws {
        beginTransaction(atomic: true)
        do {
            try updates()
        } catch {
            rollbackTransaction()
            throw error
        }
        endTransaction()
    }

    /// Opens the pause transaction, or nests in it.
    package func pause() {
        if transactions.pauseDepth == 0 { transactions.pauseRecord = openPause() }
        transactions.pauseDepth += 1
    }

    /// Leaves a pause; the last one closes its transaction, which publishes
    /// when no batch is open. Does nothing when not paused.
    package func resume() {
        guard transactions.pauseDepth > 0 else { return }
        // Closed while still paused: what the sources it joined publish on
        // closing is gathered into this source's transaction.
        if transactions.pauseDepth == 1, let record = transactions.pauseRecord { closePause(record) }
        transactions.pauseDepth -= 1
        guard transactions.pauseDepth == 0 else { return }
        transactions.pauseRecord = nil
        if !transactions.isOpen { publishTransaction() }
    }
}

/// A source that publishes what another source publishes (an empty-state
/// source, a live query): its transactions are that source's.
@MainActor
package protocol TransactionForwarding: TransactionalSource where TransactionRecord == Void {
    /// The source whose transactions this one opens, if it has any.
    var transactionBase: (any TransactionalSource)? { get }
}

extension TransactionForwarding {
    package func openTransaction(atomic: Bool) { transactionBase?.beginTransaction(atomic: atomic) }
    // The base publishes on closing; this source passes its update on.
    package func closeTransaction(_ record: Void) { transactionBase?.endTransaction() }
    package func rollBack(_ record: Void) { transactionBase?.rollbackTransaction() }
    package func openPause() { transactionBase?.pause() }
    package func closePause(_ record: Void) { transactionBase?.resume() }
    package func publishTransaction() {}
}
