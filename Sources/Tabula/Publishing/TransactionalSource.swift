import Foundation

/// A live source with transactions that a tree's transactions join: while
/// a ``SectionTree`` batch runs, the source gathers its changes and publishes
/// them as one update when the batch ends, still inside it, and an atomic
/// batch that throws restores the source and publishes nothing. A list
/// controller, an outline and a live query adopt it; a source that does not
/// publishes its changes as they come.
@MainActor
package protocol TransactionalSource: AnyObject {
    /// Opens a transaction: what changes until the matching
    /// ``endTransaction()`` is published as one update then. With `atomic`,
    /// records a checkpoint that ``rollbackTransaction()`` restores.
    func beginTransaction(atomic: Bool)
    /// Closes the transaction opened last; the outermost one publishes.
    func endTransaction()
    /// Closes the transaction opened last without publishing it: an atomic
    /// one puts the source back as it was when it opened.
    func rollbackTransaction()
}
