/// Who a ``MappingRegistry`` tells when an event gets its first handler.
///
/// The owner is held weakly: a registry may outlive the adapters that use it
/// (one registry shared by several screens), and must not keep them alive.
@MainActor
struct EventHandlerObserver {
    /// The adapter that asked; the entry is dead once it is released.
    weak var owner: AnyObject?
    /// What to do: ask the owner's view to read its delegate's methods again.
    let changed: @MainActor () -> Void
}

extension MappingRegistry {
    /// Calls `changed` whenever an event gets its first handler, for as long
    /// as `owner` lives.
    func observeEventHandlers(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        eventHandlerObservers.removeAll { $0.owner == nil }
        eventHandlerObservers.append(EventHandlerObserver(owner: owner, changed: changed))
    }

    /// Tells every live observer that the events with handlers changed.
    func eventHandlersDidChange() {
        for observer in eventHandlerObservers where observer.owner != nil {
            observer.changed()
        }
    }
}
