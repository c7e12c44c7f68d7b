/// Who a ``MappingRegistry`` tells when an event gets its first handler, or
/// when a registration is added.
///
/// The owner is held weakly: a registry may outlive the adapters that use it
/// (one registry shared by several screens), and must not keep them alive.
@MainActor
struct RegistryObserver {
    /// The adapter that asked; the entry is dead once it is released.
    weak var owner: AnyObject?
    /// What to do.
    let changed: @MainActor () -> Void
}

extension MappingRegistry {
    /// Calls `changed` whenever an event gets its first handler, for as long
    /// as `owner` lives.
    func observeEventHandlers(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        eventHandlerObservers.removeAll { $0.owner == nil }
        eventHandlerObservers.append(RegistryObserver(owner: owner, changed: changed))
    }

    /// Tells every live observer that the events with handlers changed.
    func eventHandlersDidChange() {
        for observer in eventHandlerObservers where observer.owner != nil {
            observer.changed()
        }
    }

    /// Calls `changed` after each registration, for as long as `owner` lives.
    func observeRegistrations(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        registrationObservers.removeAll { $0.owner == nil }
        registrationObservers.append(RegistryObserver(owner: owner, changed: changed))
    }

    /// Tells every live observer that a registration was added.
    func registrationsDidChange() {
        for observer in registrationObservers where observer.owner != nil {
            observer.changed()
        }
    }
}
