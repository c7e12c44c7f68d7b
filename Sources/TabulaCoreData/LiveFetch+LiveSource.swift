// Core Data where it exists; its stand-in on Linux, where this module is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif
import Foundation
import Tabula

// A live fetch publishes through its controller: one pipeline, so its
// updates, delegate and streams behave exactly like a controller's.
extension LiveFetch: LiveSource {
    /// The published snapshot: the controller's.
    public var snapshot: ListSnapshot<Item, SectionKey> { controller.snapshot }

    /// The number of the last published snapshot; see ``/Tabula/ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { controller.sequenceNumber }

    /// Receives every update's changes in NSFetchedResultsController's order,
    /// with the ``controller`` as their source. Held weakly.
    public var delegate: (any LiveSourceDelegate)? {
        get { controller.delegate }
        set { controller.delegate = newValue }
    }

    /// Called with every update, before the observers: the controller's
    /// ``/Tabula/ListController/onUpdate``.
    public var onUpdate: ((ListControllerUpdate<Item, SectionKey>) -> Void)? {
        get { controller.onUpdate }
        set { controller.onUpdate = newValue }
    }

    /// Calls `observer` with every update from now on, until the token is
    /// cancelled or released; see ``/Tabula/ListController/observe(_:)``.
    ///
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping @MainActor (ListControllerUpdate<Item, SectionKey>) -> Void) -> ObservationToken {
        controller.observe(observer)
    }

    /// A stream of every update from now on; it ends when the controller is
    /// deallocated. See ``/Tabula/ListController/updates(bufferingPolicy:)``.
    ///
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    /// - Returns: The stream.
    public func updates(
        bufferingPolicy: AsyncStream<ListControllerUpdate<Item, SectionKey>>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<ListControllerUpdate<Item, SectionKey>> {
        controller.updates(bufferingPolicy: bufferingPolicy)
    }

    /// The number of sections shown. O(1).
    public var numberOfSections: Int { controller.numberOfSections }
    /// The number of items shown. O(1).
    public var numberOfItems: Int { controller.numberOfItems }
    /// The number of items in section `section`, `nil` when there is no such section. O(1).
    public func numberOfItems(inSection section: Int) -> Int? { controller.numberOfItems(inSection: section) }
    /// The sections' titles, in order. O(*s*).
    public var sectionTitles: [String] { controller.sectionTitles }
    /// The titles of a table view's section index, one per section. O(*s*).
    public var sectionIndexTitles: [String] { controller.sectionIndexTitles }
    /// Whether two values of an item show the same content, as the
    /// controller's configuration decides it.
    /// - Parameters:
    ///   - lhs: One value of an item.
    ///   - rhs: Another.
    public func itemContentEqual(_ lhs: Item, _ rhs: Item) -> Bool { controller.itemContentEqual(lhs, rhs) }
}
