extension MappingRegistry {
    /// Whether some registration of `kind` dequeues `viewClass`, a subclass
    /// of it or a superclass of it: whether an event registered for views of
    /// that class can ever fire.
    /// - Parameters:
    ///   - viewClass: The view class an event is registered for.
    ///   - kind: Cells, or supplementary views of one kind.
    /// - Complexity: O(*r*) for *r* registrations.
    public func hasMapping<View: AnyObject>(forViewClass viewClass: View.Type, kind: ReusableViewKind = .cell) -> Bool {
        entries.contains { entry in
            entry.registration.kind == kind && (entry.registration.viewClass is View.Type || entry.acceptsViewType(viewClass))
        }
    }

    /// Checks an event registration (`didSelect`, `willDisplay`…) against the
    /// mappings, and reports a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)``
    /// when no registration dequeues the view class (see ``hasMapping(forViewClass:kind:)``).
    /// An adapter calls it when an event is registered, and again for its
    /// events after registrations change, if it likes.
    /// - Parameters:
    ///   - event: The event's name, for the anomaly.
    ///   - viewClass: The view class the event is registered for.
    ///   - kind: Cells, or supplementary views of one kind.
    /// - Returns: Whether a registration dequeues the class.
    /// - Complexity: O(*r*) for *r* registrations.
    @discardableResult
    public func verifyEvent<View: AnyObject>(_ event: String, viewClass: View.Type, kind: ReusableViewKind = .cell) -> Bool {
        if hasMapping(forViewClass: viewClass, kind: kind) { return true }
        reporter.report(.eventWithoutMapping(event: event, viewClass: String(reflecting: viewClass), kind: kind))
        return false
    }

    /// Checks every handler registered for a view class again, as its
    /// registration did (``verifyEvent(_:viewClass:kind:)``): a handler
    /// registered before the mapping that dequeues its class was reported
    /// then, and passes now. Registering a mapping does not re-check events
    /// by itself; an adapter calls this once its configuration is done, if it likes.
    /// - Returns: Whether every handler's class is dequeued by a registration.
    /// - Complexity: O(*h*·*r*) for *h* event handlers and *r* registrations.
    @discardableResult
    public func verifyEvents() -> Bool {
        var verified = true
        for handler in eventHandlers.values.joined().sorted(by: { $0.order < $1.order }) {
            guard let viewClass = handler.viewClass else { continue }
            let kind = handler.event.viewKind
            let dequeued = entries.contains { entry in
                entry.registration.kind == kind
                    && (handler.acceptsViewType(entry.registration.viewClass) || entry.acceptsViewType(viewClass))
            }
            if !dequeued {
                reporter.report(.eventWithoutMapping(event: handler.event.description, viewClass: String(reflecting: viewClass), kind: kind))
                verified = false
            }
        }
        return verified
    }
}
