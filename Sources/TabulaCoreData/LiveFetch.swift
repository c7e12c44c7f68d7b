// Core Data where it exists; its stand-in on Linux, where this module is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif
import Foundation
import Tabula

/// A list that stays in step with a Core Data context: the objects of a fetch
/// request, as value copies, grouped into sections and sorted, published as a
/// live source whose every update animates what changed in the context.
///
/// ```swift
/// let contacts = LiveFetch(
///     context: container.viewContext,
///     fetchRequest: NSFetchRequest<ContactObject>(entityName: "Contact"),
///     sectionKey: { $0.initial },
///     sectionOrder: .ascending,
///     order: [.ascending(\.name)],
///     item: { Contact(id: $0.objectID, name: $0.name ?? "") }
/// )
/// try contacts.performFetch()
/// ```
///
/// It does NSFetchedResultsController's job, with Tabula computing every
/// batch from its own snapshots (``controller`` holds and publishes the
/// list), so that no index path Core Data reports ever reaches a view:
///
/// - **Identity** is the object's `objectID`; **content** is the value
///   `item` copies from the object when it changes. An edit reconfigures its
///   cell (nothing happens when the copy is equal), and an edit of a sort or
///   section key is a move *and* an update.
/// - **Any section key** and any order: they are read from the copies, not
///   from the request's sort descriptors (which order only the fetch). For a
///   sort descriptor's `localizedStandardCompare:`, give a key that compares
///   the same way: `ListSortKey { $0.name.localizedStandardCompare($1.name).rawValue }`.
/// - **Changes merged from other contexts** show like the context's own:
///   the context reports them as refreshed objects. Set the view context's
///   `automaticallyMergesChangesFromParent`, or merge saves and batch
///   requests into it yourself. The fetch holds the objects it lists, as
///   NSFetchedResultsController does, so that they stay registered in the
///   context and their changes are reported.
/// - **Pausing** (`pauseUpdates()`, as every live source has) holds the
///   updates back, never the changes: the resume publishes them as one update.
/// - An object inserted and not yet saved has a temporary identifier, which
///   its first save replaces: the row then leaves and comes back under the
///   permanent one. To keep it in place, obtain its permanent identifier right
///   after inserting it, before the context reports the insertion
///   (`try context.obtainPermanentIDs(for: [object])`).
/// - The copy is taken when the object itself changes: a copy that reads a
///   related object is not taken again when only that object changes (as
///   with NSFetchedResultsController). The predicate is evaluated in memory
///   on changed objects, which can differ from the store's SQL for `nil`
///   comparisons and string options.
/// - Every object fetched is copied at once: a fetch batch size saves nothing.
///
/// The context must be a main-queue context (a container's `viewContext`),
/// as the list lives on the main actor; a request with a fetch limit or
/// offset is fetched again at each change (which objects are in depends on
/// the others), any other follows changes one object at a time.
@MainActor
public final class LiveFetch<Object, Item, SectionKey>
where Object: NSManagedObject, Item: Identifiable & Equatable & Sendable, Item.ID == NSManagedObjectID,
    SectionKey: Hashable & Sendable
{
    /// The controller that holds and publishes the list. Change the list
    /// through the context, not here: the next fetch would undo any change
    /// made to the controller directly.
    public let controller: ListController<Item, SectionKey>
    /// The context whose objects the list shows.
    public let context: NSManagedObjectContext
    /// What the list shows: its entity, predicate, and any fetch limit.
    public internal(set) var fetchRequest: NSFetchRequest<Object>
    /// The last error: a failed fetch, or a change the list could not take.
    /// The list keeps showing what it showed. `nil` after the next good fetch.
    public internal(set) var error: (any Error)?
    /// Called with every error, on the main actor.
    public var onError: ((any Error) -> Void)?
    /// Whether ``performFetch()`` has succeeded: changes are followed from then on.
    public internal(set) var hasLoaded = false

    /// The transactions opened on the fetch, which are its controller's.
    package var transactions = TransactionStack<Void>()
    /// The value copy of an object.
    let item: (Object) -> Item
    /// What turns the context's notifications into the list's changes.
    var follower: ObjectChangeFollower<Object, Item, SectionKey>
    /// The context's notifications, observed from the first fetch on.
    let observers = NotificationObservers()

    /// Creates a live fetch; nothing is fetched until ``performFetch()``.
    ///
    /// - Parameters:
    ///   - context: A main-queue context, such as a container's `viewContext`.
    ///   - fetchRequest: The entity and predicate of the objects to show; a
    ///     fetch limit or offset makes every change fetch again.
    ///   - sectionKey: An item's section key, `nil` for the "no section"
    ///     bucket; pass `nil` for a list of one section.
    ///   - sectionOrder: The order of the sections.
    ///   - order: The keys items are sorted by, most significant first (the
    ///     request's sort descriptors order only the fetch); items the keys
    ///     find equal keep the order they were fetched or inserted in.
    ///   - contentUpdates: Whether changed items reload or reconfigure cells.
    ///   - item: The value copy of an object, whose `id` is the object's
    ///     `objectID`. Called on the main actor when the object is fetched or changes.
    public init(
        context: NSManagedObjectContext,
        fetchRequest: NSFetchRequest<Object>,
        sectionKey: (@Sendable (Item) -> SectionKey?)?,
        sectionOrder: ListSectionOrder<SectionKey> = .firstAppearance,
        order: [ListSortKey<Item>],
        contentUpdates: ContentUpdateStyle = .reconfigure,
        item: @escaping (Object) -> Item
    ) {
        self.context = context
        self.fetchRequest = fetchRequest
        self.item = item
        controller = ListController(
            configuration: ListConfiguration(
                sectionKey: sectionKey,
                sectionOrder: sectionOrder,
                itemOrder: order.isEmpty ? .insertion : .by(order),
                contentUpdates: contentUpdates
            )
        )
        follower = Self.makeFollower(for: fetchRequest, item: item)
    }
}

extension LiveFetch where SectionKey == Never {
    /// Creates a live fetch of one section; nothing is fetched until ``performFetch()``.
    ///
    /// - Parameters:
    ///   - context: A main-queue context, such as a container's `viewContext`.
    ///   - fetchRequest: The entity and predicate of the objects to show.
    ///   - order: The keys items are sorted by, most significant first.
    ///   - contentUpdates: Whether changed items reload or reconfigure cells.
    ///   - item: The value copy of an object, whose `id` is its `objectID`.
    public convenience init(
        context: NSManagedObjectContext,
        fetchRequest: NSFetchRequest<Object>,
        order: [ListSortKey<Item>],
        contentUpdates: ContentUpdateStyle = .reconfigure,
        item: @escaping (Object) -> Item
    ) {
        self.init(
            context: context, fetchRequest: fetchRequest, sectionKey: nil,
            order: order, contentUpdates: contentUpdates, item: item
        )
    }
}
