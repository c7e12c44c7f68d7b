// Core Data where it exists; its stand-in on Linux, where this module is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif
import Foundation
import Tabula

extension LiveFetch {
    /// Follows the context's notifications: its changes, and its saves
    /// (where temporary identifiers become permanent).
    func observeContext() {
        for name in [NSManagedObjectContext.didChangeObjectsNotification, NSManagedObjectContext.didSaveObjectsNotification] {
            observers.observe(name, from: context) { [weak self] notification in
                // Not sent anywhere: the body runs at once on the main actor,
                // where the context posts (a main-queue context posts on the
                // main queue), and reads the notification before the block
                // returns, as its poster expects.
                nonisolated(unsafe) let notification = notification
                let ran = MainActorCheck.runIfOnMainActor {
                    guard let self else { return }
                    let changes = name == NSManagedObjectContext.didChangeObjectsNotification
                        ? Self.changes(in: notification.userInfo) : ObjectChanges<Object>()
                    self.receive(changes)
                }
                // Posted elsewhere, its objects cannot be read here: fetch
                // again on the main actor.
                if !ran { Task { @MainActor in self?.fetchAgain() } }
            }
        }
    }

    /// Applies one notification's changes; fetches again when they ask for it.
    func receive(_ changes: ObjectChanges<Object>) {
        guard hasLoaded else { return }
        do {
            if try follower.apply(changes, to: controller) == .needsFetch { fetchAgain() }
        } catch {
            _ = report(error)
        }
    }

    /// Fetches again after a change that needs it; an error goes to ``onError``.
    func fetchAgain() {
        try? performFetch()
    }

    /// The objects of the fetch's type under each key of a change notification.
    static func changes(in userInfo: [AnyHashable: Any]?) -> ObjectChanges<Object> {
        typealias Key = NSManagedObjectContext.NotificationKey
        func objects(_ key: Key) -> [Object] {
            guard let set = userInfo?[key.rawValue] as? Set<NSManagedObject> else { return [] }
            return set.compactMap { $0 as? Object }
        }
        return ObjectChanges(
            inserted: objects(.insertedObjects),
            updated: objects(.updatedObjects),
            refreshed: objects(.refreshedObjects),
            deleted: objects(.deletedObjects),
            invalidated: objects(.invalidatedObjects),
            invalidatedAll: userInfo?[Key.invalidatedAllObjects.rawValue] != nil
        )
    }
}
