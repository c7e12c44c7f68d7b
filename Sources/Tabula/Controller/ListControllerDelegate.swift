import Foundation

/// What a ``ListControllerDelegate`` can ask any list controller, whatever its
/// item and section types. ``ListController`` conforms.
@MainActor
public protocol AnyListController: AnyObject {
    /// The number of sections the controller shows.
    var numberOfSections: Int { get }
    /// The number of items the controller shows in all sections.
    var numberOfItems: Int { get }
    /// The number of items in section `section`, or `nil` when there is no such section.
    func numberOfItems(inSection section: Int) -> Int?
    /// The sections' titles, in order.
    var sectionTitles: [String] { get }
    /// The titles for a table view's section index.
    var sectionIndexTitles: [String] { get }
}

/// Receives a ``ListController``'s changes in NSFetchedResultsController's
/// order: ``controllerWillChangeContent(_:)``, every section change, every
/// item change, then ``controllerDidChangeContent(_:)`` — once per transaction.
///
/// Every method has an empty default, so implement only what you need. During
/// the calls the controller already holds the new state. Index paths follow
/// Core Data: old ones in the space before the transaction, new ones after.
///
/// The callbacks describe *what* changed. To animate a table or collection
/// view, prefer ``ListUpdate/stagedChangeset``: a delegate that feeds these
/// changes straight into one batch can break UIKit's rules (a reload next to
/// moves), which the staged changeset never does.
@MainActor
public protocol ListControllerDelegate: AnyObject {
    /// A transaction's changes are about to be reported.
    func controllerWillChangeContent(_ controller: any AnyListController)
    /// A section was inserted, deleted, moved or updated.
    func controller(_ controller: any AnyListController, didChange section: ListSectionChange)
    /// An item was inserted, deleted, moved or updated.
    func controller(_ controller: any AnyListController, didChange item: ListItemChange)
    /// All of a transaction's changes have been reported.
    func controllerDidChangeContent(_ controller: any AnyListController)
}

extension ListControllerDelegate {
    /// Does nothing.
    @inlinable
    public func controllerWillChangeContent(_ controller: any AnyListController) {}
    /// Does nothing.
    @inlinable
    public func controller(_ controller: any AnyListController, didChange section: ListSectionChange) {}
    /// Does nothing.
    @inlinable
    public func controller(_ controller: any AnyListController, didChange item: ListItemChange) {}
    /// Does nothing.
    @inlinable
    public func controllerDidChangeContent(_ controller: any AnyListController) {}

    /// Reports one transaction in NSFetchedResultsController's order: will
    /// change, every section change, every item change, did change. The list
    /// controller and the section tree both deliver through this.
    @inlinable
    func report(
        _ sectionChanges: [ListSectionChange], _ itemChanges: [ListItemChange],
        from controller: any AnyListController
    ) {
        controllerWillChangeContent(controller)
        for change in sectionChanges { self.controller(controller, didChange: change) }
        for change in itemChanges { self.controller(controller, didChange: change) }
        controllerDidChangeContent(controller)
    }
}

/// An item that decides what it takes from a newly fetched value of itself,
/// as ModelAssistant's `update(with:)` intended.
///
/// ``ListController/update(with:)`` and ``ListController/upsert(_:)`` call
/// ``merge(from:)`` on the value the controller holds; items that do not
/// conform are replaced by the new value.
///
/// ```swift
/// struct Message: Identifiable, Sendable, ListMergeable {
///     let id: Int
///     var text: String
///     var isRead: Bool          // local state the server does not know
///     mutating func merge(from newValue: Message) {
///         text = newValue.text  // take the text, keep isRead
///     }
/// }
/// ```
public protocol ListMergeable {
    /// Takes from `newValue`, a newly fetched value of the same item, whatever
    /// this value wants to take. Must not change the identifier.
    mutating func merge(from newValue: Self)
}
