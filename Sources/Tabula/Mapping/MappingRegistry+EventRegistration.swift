import Foundation

// Registration of event handlers: one method name, `on`, with the event as a
// typed key (`ListEvent`), written once per shape of handler. Each shape has
// two spellings: `on(_:for: ViewClass.self)` for the views a ModelTransfer
// class shows (their handlers get the typed model, and the live view for
// events that have one), and `on(_:forModel: Model.self)` for models of a
// type whatever view shows them. Precedence between them is documented on
// `send(_:view:model:registration:at:)`: handlers per view class first, the
// nearest class first; then per model type, the exact type first; equal ones
// in registration order.

extension MappingRegistry {
    /// Registers a handler told of an event that happens to a view: a selection, a highlight, a display, an accessory tap.
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the live view, its typed model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.Action>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View, View.Model, IndexPath) -> Void
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Registers a handler told of an event that happens to a view: a selection, a highlight, a display, an accessory tap.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.Action>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Registers a handler that answers a question about a row or supplementary view (`shouldSelect`, `height`, `editingStyle`…), asked before any view need exist.
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the answer for the typed model at the index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer, Value>(
        _ event: ListEvent<ListEventShape.Answer<Value>>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath) -> Value
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .answer(handler))
    }

    /// Registers a handler that answers a question about a row or supplementary view (`shouldSelect`, `height`, `editingStyle`…), asked before any view need exist.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the answer for the model at the index path.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model, Value>(
        _ event: ListEvent<ListEventShape.Answer<Value>>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Value
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .answer(handler))
    }

    /// Registers a handler for a committed delete or insert (``ListEvent/commitEditingStyle``).
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the style, the typed model and its index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.Commit>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (EditingStyle, View.Model, IndexPath) -> Void
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .commit(handler))
    }

    /// Registers a handler for a committed delete or insert (``ListEvent/commitEditingStyle``).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the style, the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.Commit>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (EditingStyle, Model, IndexPath) -> Void
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .commit(handler))
    }

    /// Registers a handler that gives the actions behind a row's leading or trailing edge.
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the actions for the typed model; each action gets the model again when tapped.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.SwipeActions>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath) -> [SwipeAction<View.Model>]
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .swipeActions(handler))
    }

    /// Registers a handler that gives the actions behind a row's leading or trailing edge.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the actions for the model; each action gets the model again when tapped.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.SwipeActions>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> [SwipeAction<Model>]
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .swipeActions(handler))
    }

    /// Registers a handler told that the user moved a row (``ListEvent/move``); rows can be moved only when the event has handlers.
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the typed model, where it was and where it is.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.Move>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath, IndexPath) -> Void
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .move(handler))
    }

    /// Registers a handler told that the user moved a row (``ListEvent/move``); rows can be moved only when the event has handlers.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model, where it was and where it is.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.Move>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath, IndexPath) -> Void
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .move(handler))
    }

    /// Registers a handler that says where a row being moved would land (``ListEvent/targetIndexPathForMove``).
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the index path to use, given the typed model, where the row was and where the user proposes it.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.MoveTarget>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath, IndexPath) -> IndexPath
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .targetIndexPath(handler))
    }

    /// Registers a handler that says where a row being moved would land (``ListEvent/targetIndexPathForMove``).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the index path to use, given the model, where the row was and where the user proposes it.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.MoveTarget>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath, IndexPath) -> IndexPath
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .targetIndexPath(handler))
    }

    /// Registers a handler that gives a row's context menu (``ListEvent/contextMenuConfiguration``).
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the menu for the typed model, or `nil` for none.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.ContextMenu>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath) -> ContextMenuConfiguration<View.Model>?
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .contextMenu(handler))
    }

    /// Registers a handler that gives a row's context menu (``ListEvent/contextMenuConfiguration``).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the menu for the model, or `nil` for none.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.ContextMenu>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> ContextMenuConfiguration<Model>?
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .contextMenu(handler))
    }

    /// Registers a handler for rows about to be needed, or no longer needed (``ListEvent/prefetch``, ``ListEvent/cancelPrefetch``), or dropped on the list (``ListEvent/drop``), handed over in one batch.
    /// For the views of `viewClass` and its subclasses, whose typed ``ModelTransfer/Model`` the handler gets.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - viewClass: The cell or supplementary view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called once per batch with the rows whose mapping dequeues the class (for a drop, the class this list would show them with).
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func on<View: ModelTransfer>(
        _ event: ListEvent<ListEventShape.Batch>, for viewClass: View.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor ([(model: View.Model, indexPath: IndexPath)]) -> Void
    ) {
        addEventHandler(event.kind, viewClass: viewClass, fileID: fileID, line: line, body: .batch(handler))
    }

    /// Registers a handler for rows about to be needed, or no longer needed (``ListEvent/prefetch``, ``ListEvent/cancelPrefetch``), or dropped on the list (``ListEvent/drop``), handed over in one batch.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - event: The event, as ``ListEvent`` names it.
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called once per batch with the rows whose models are of the type.
    /// - Complexity: O(1); clears the event cache.
    public func on<Model>(
        _ event: ListEvent<ListEventShape.Batch>, forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor ([(model: Model, indexPath: IndexPath)]) -> Void
    ) {
        addEventHandler(event.kind, modelType: modelType, fileID: fileID, line: line, body: .batch(handler))
    }

    /// Records a handler per view class, after checking that a registration
    /// dequeues the class (an event no mapping can trigger is reported, and
    /// kept: a later registration may dequeue the class).
    func addEventHandler<View: ModelTransfer>(_ event: EventKind, viewClass: View.Type, fileID: String, line: Int,
                                              body: EventHandler.Body) {
        verifyEvent(event.description, viewClass: viewClass, kind: event.viewKind)
        insert(EventHandler(order: eventHandlerCount, event: event, viewClass: viewClass, acceptsViewType: isInstanceType(of: View.self),
                            model: View.Model.self, fileID: fileID, line: line, body: body))
    }

    /// Records a handler per model type.
    func addEventHandler<Model>(_ event: EventKind, modelType: Model.Type, fileID: String, line: Int, body: EventHandler.Body) {
        insert(EventHandler(order: eventHandlerCount, event: event, viewClass: nil, acceptsViewType: { _ in false },
                            model: modelType, fileID: fileID, line: line, body: body))
    }

    private func insert(_ handler: EventHandler) {
        let isFirst = eventHandlers[handler.event]?.isEmpty ?? true
        eventHandlers[handler.event, default: []].append(handler)
        eventHandlerCount += 1
        eventCandidates.removeAll()
        // UIKit asked the delegate which methods it has when it was set, and
        // the forwarder claimed only those with handlers then.
        if isFirst { eventHandlersDidChange() }
    }
}

/// `{ $0 is View.Type }`, made outside the main actor so that the test
/// captures no isolated metatype.
private func isInstanceType<View: AnyObject>(of _: View.Type) -> @Sendable (AnyClass) -> Bool {
    { $0 is View.Type }
}
