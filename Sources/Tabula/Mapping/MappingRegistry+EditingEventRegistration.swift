import Foundation

// Typed registration of the editing, swipe, move, accessory, context menu and
// prefetch events, spelled as in MappingRegistry+EventRegistration.swift.

extension MappingRegistry {
    /// Answers whether a row may be edited (`canEditRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be edited.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func canEdit<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> Bool
    ) {
        addEventHandler(.canEdit, viewClass: viewClass, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Answers whether a row may be edited (`canEditRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be edited.
    /// - Complexity: O(1); clears the event cache.
    public func canEdit<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Bool
    ) {
        addEventHandler(.canEdit, modelType: modelType, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Answers a row's editing control (`editingStyleForRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the row's editing style.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func editingStyle<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> EditingStyle
    ) {
        addEventHandler(.editingStyle, viewClass: viewClass, fileID: fileID, line: line, body: .editingStyle(handler))
    }

    /// Answers a row's editing control (`editingStyleForRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the row's editing style.
    /// - Complexity: O(1); clears the event cache.
    public func editingStyle<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> EditingStyle
    ) {
        addEventHandler(.editingStyle, modelType: modelType, fileID: fileID, line: line, body: .editingStyle(handler))
    }

    /// Runs when a delete or insert is committed (`commit(_:forRowAt:)`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the style committed, the row's model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func commitEditingStyle<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (EditingStyle, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.commitEditingStyle, viewClass: viewClass, fileID: fileID, line: line, body: .commit(handler))
    }

    /// Runs when a delete or insert is committed (`commit(_:forRowAt:)`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the style committed, the row's model and index path.
    /// - Complexity: O(1); clears the event cache.
    public func commitEditingStyle<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (EditingStyle, Model, IndexPath) -> Void
    ) {
        addEventHandler(.commitEditingStyle, modelType: modelType, fileID: fileID, line: line, body: .commit(handler))
    }

    /// Answers the actions behind a row's leading edge (`leadingSwipeActionsConfigurationForRowAt`). An empty array means no actions.
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the actions, first shown outermost.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func leadingSwipeActions<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> [SwipeAction<Cell.Model>]
    ) {
        addEventHandler(.leadingSwipeActions, viewClass: viewClass, fileID: fileID, line: line, body: .swipeActions(handler))
    }

    /// Answers the actions behind a row's leading edge (`leadingSwipeActionsConfigurationForRowAt`). An empty array means no actions.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the actions, first shown outermost.
    /// - Complexity: O(1); clears the event cache.
    public func leadingSwipeActions<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> [SwipeAction<Model>]
    ) {
        addEventHandler(.leadingSwipeActions, modelType: modelType, fileID: fileID, line: line, body: .swipeActions(handler))
    }

    /// Answers the actions behind a row's trailing edge (`trailingSwipeActionsConfigurationForRowAt`). An empty array means no actions, not even UIKit's default delete.
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the actions, first shown outermost.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func trailingSwipeActions<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> [SwipeAction<Cell.Model>]
    ) {
        addEventHandler(.trailingSwipeActions, viewClass: viewClass, fileID: fileID, line: line, body: .swipeActions(handler))
    }

    /// Answers the actions behind a row's trailing edge (`trailingSwipeActionsConfigurationForRowAt`). An empty array means no actions, not even UIKit's default delete.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the actions, first shown outermost.
    /// - Complexity: O(1); clears the event cache.
    public func trailingSwipeActions<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> [SwipeAction<Model>]
    ) {
        addEventHandler(.trailingSwipeActions, modelType: modelType, fileID: fileID, line: line, body: .swipeActions(handler))
    }

    /// Answers whether a row may be moved (`canMoveRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be moved.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func canMove<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> Bool
    ) {
        addEventHandler(.canMove, viewClass: viewClass, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Answers whether a row may be moved (`canMoveRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be moved.
    /// - Complexity: O(1); clears the event cache.
    public func canMove<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Bool
    ) {
        addEventHandler(.canMove, modelType: modelType, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Runs when the user moved a row (`moveRowAt:to:`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the moved row's model, its source and its destination index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func move<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath, IndexPath) -> Void
    ) {
        addEventHandler(.move, viewClass: viewClass, fileID: fileID, line: line, body: .move(handler))
    }

    /// Runs when the user moved a row (`moveRowAt:to:`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the moved row's model, its source and its destination index path.
    /// - Complexity: O(1); clears the event cache.
    public func move<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath, IndexPath) -> Void
    ) {
        addEventHandler(.move, modelType: modelType, fileID: fileID, line: line, body: .move(handler))
    }

    /// Answers where a row being moved lands (`targetIndexPathForMoveFromRowAt:toProposedIndexPath:`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the moved row's model, its source and the proposed index path; returns the index path to use.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func targetIndexPathForMove<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath, IndexPath) -> IndexPath
    ) {
        addEventHandler(.targetIndexPathForMove, viewClass: viewClass, fileID: fileID, line: line, body: .targetIndexPath(handler))
    }

    /// Answers where a row being moved lands (`targetIndexPathForMoveFromRowAt:toProposedIndexPath:`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the moved row's model, its source and the proposed index path; returns the index path to use.
    /// - Complexity: O(1); clears the event cache.
    public func targetIndexPathForMove<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath, IndexPath) -> IndexPath
    ) {
        addEventHandler(.targetIndexPathForMove, modelType: modelType, fileID: fileID, line: line, body: .targetIndexPath(handler))
    }

    /// Answers a row's context menu (`contextMenuConfigurationForRowAt`); `nil` for none.
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the menu, or `nil` for none.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func contextMenuConfiguration<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> ContextMenuConfiguration<Cell.Model>?
    ) {
        addEventHandler(.contextMenuConfiguration, viewClass: viewClass, fileID: fileID, line: line, body: .contextMenu(handler))
    }

    /// Answers a row's context menu (`contextMenuConfigurationForRowAt`); `nil` for none.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the menu, or `nil` for none.
    /// - Complexity: O(1); clears the event cache.
    public func contextMenuConfiguration<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> ContextMenuConfiguration<Model>?
    ) {
        addEventHandler(.contextMenuConfiguration, modelType: modelType, fileID: fileID, line: line, body: .contextMenu(handler))
    }

    /// Runs when rows are about to be needed (`prefetchRowsAt`): once per batch, with the batch's rows this handler is the most specific for.
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the rows, in the order the adapter passed them.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func prefetch<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor ([(model: Cell.Model, indexPath: IndexPath)]) -> Void
    ) {
        addEventHandler(.prefetch, viewClass: viewClass, fileID: fileID, line: line, body: .batch(handler))
    }

    /// Runs when rows are about to be needed (`prefetchRowsAt`): once per batch, with the batch's rows this handler is the most specific for.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the rows, in the order the adapter passed them.
    /// - Complexity: O(1); clears the event cache.
    public func prefetch<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor ([(model: Model, indexPath: IndexPath)]) -> Void
    ) {
        addEventHandler(.prefetch, modelType: modelType, fileID: fileID, line: line, body: .batch(handler))
    }

    /// Runs when rows prefetched are no longer needed (`cancelPrefetchingForRowsAt`): once per batch, with the batch's rows this handler is the most specific for.
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the rows, in the order the adapter passed them.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func cancelPrefetch<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor ([(model: Cell.Model, indexPath: IndexPath)]) -> Void
    ) {
        addEventHandler(.cancelPrefetch, viewClass: viewClass, fileID: fileID, line: line, body: .batch(handler))
    }

    /// Runs when rows prefetched are no longer needed (`cancelPrefetchingForRowsAt`): once per batch, with the batch's rows this handler is the most specific for.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the rows, in the order the adapter passed them.
    /// - Complexity: O(1); clears the event cache.
    public func cancelPrefetch<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor ([(model: Model, indexPath: IndexPath)]) -> Void
    ) {
        addEventHandler(.cancelPrefetch, modelType: modelType, fileID: fileID, line: line, body: .batch(handler))
    }
}
