import Foundation

/// Receives a live source's changes in NSFetchedResultsController's order:
/// ``liveSourceWillChangeContent(_:)``, every section change, every item
/// change, then ``liveSourceDidChangeContent(_:)`` — once per transaction.
///
/// Every method has an empty default, so implement only what you need. During
/// the calls the source already holds the new state. Index paths follow Core
/// Data: old ones in the space before the transaction, new ones after. A
/// reload (``ListUpdate/isReload``) is not reported, as Core Data reports no
/// `performFetch`.
///
/// The callbacks describe *what* changed. To animate a table or collection
/// view, prefer ``ListUpdate/stagedChangeset``: a delegate that feeds these
/// changes straight into one batch can break UIKit's rules (a reload next to
/// moves), which the staged changeset never does.
@MainActor
public protocol LiveSourceDelegate: AnyObject {
    /// A transaction's changes are about to be reported.
    func liveSourceWillChangeContent(_ source: any AnyLiveSource)
    /// A section was inserted, deleted, moved or updated.
    func liveSource(_ source: any AnyLiveSource, didChange section: ListSectionChange)
    /// An item was inserted, deleted, moved or updated.
    func liveSource(_ source: any AnyLiveSource, didChange item: ListItemChange)
    /// All of a transaction's changes have been reported.
    func liveSourceDidChangeContent(_ source: any AnyLiveSource)
}

extension LiveSourceDelegate {
    /// Does nothing.
    public func liveSourceWillChangeContent(_ source: any AnyLiveSource) {}
    /// Does nothing.
    public func liveSource(_ source: any AnyLiveSource, didChange section: ListSectionChange) {}
    /// Does nothing.
    public func liveSource(_ source: any AnyLiveSource, didChange item: ListItemChange) {}
    /// Does nothing.
    public func liveSourceDidChangeContent(_ source: any AnyLiveSource) {}

    /// Reports one transaction in NSFetchedResultsController's order.
    func report(_ sectionChanges: [ListSectionChange], _ itemChanges: [ListItemChange], from source: any AnyLiveSource) {
        liveSourceWillChangeContent(source)
        for change in sectionChanges { liveSource(source, didChange: change) }
        for change in itemChanges { liveSource(source, didChange: change) }
        liveSourceDidChangeContent(source)
    }
}
