import Foundation

// Typed registration of the selection, highlight, display and height events.
// Each event has two spellings: `event(for: ViewClass.self)` for the views a
// ModelTransfer class shows (their handlers get the typed model, and the live
// view for events that have one), and `event(forModel: Model.self)` for
// models of a type whatever view shows them. Precedence between them is
// documented on `send(_:view:model:registration:at:)`.

extension MappingRegistry {
    /// Runs when a cell is selected (`didSelectRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the selected cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func didSelect<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.didSelect, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell is selected (`didSelectRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func didSelect<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.didSelect, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell is deselected (`didDeselectRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the deselected cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func didDeselect<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.didDeselect, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell is deselected (`didDeselectRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func didDeselect<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.didDeselect, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Answers whether a row may be selected (`shouldSelectItemAt`, `willSelectRowAt`), before any cell need exist.
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be selected.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func shouldSelect<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> Bool
    ) {
        addEventHandler(.shouldSelect, viewClass: viewClass, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Answers whether a row may be selected (`shouldSelectItemAt`, `willSelectRowAt`), before any cell need exist.
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be selected.
    /// - Complexity: O(1); clears the event cache.
    public func shouldSelect<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Bool
    ) {
        addEventHandler(.shouldSelect, modelType: modelType, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Runs when a cell is highlighted (`didHighlightRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the highlighted cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func didHighlight<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.didHighlight, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell is highlighted (`didHighlightRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func didHighlight<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.didHighlight, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell's highlight is removed (`didUnhighlightRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func didUnhighlight<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.didUnhighlight, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell's highlight is removed (`didUnhighlightRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func didUnhighlight<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.didUnhighlight, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Answers whether a row may be highlighted (`shouldHighlightRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be highlighted.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func shouldHighlight<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> Bool
    ) {
        addEventHandler(.shouldHighlight, viewClass: viewClass, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Answers whether a row may be highlighted (`shouldHighlightRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns whether the row may be highlighted.
    /// - Complexity: O(1); clears the event cache.
    public func shouldHighlight<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Bool
    ) {
        addEventHandler(.shouldHighlight, modelType: modelType, fileID: fileID, line: line, body: .flag(handler))
    }

    /// Runs when a cell is about to be shown (`willDisplay(_:forRowAt:)`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func willDisplay<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.willDisplay, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell is about to be shown (`willDisplay(_:forRowAt:)`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func willDisplay<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.willDisplay, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell was removed from the view (`didEndDisplaying(_:forRowAt:)`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func didEndDisplaying<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.didEndDisplaying, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell was removed from the view (`didEndDisplaying(_:forRowAt:)`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func didEndDisplaying<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.didEndDisplaying, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a header, footer or other supplementary view is about to be shown (`willDisplayHeaderView`, `willDisplaySupplementaryView`).
    /// For the views of `viewClass` and its subclasses: the handler gets the live view and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the view, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func willDisplay<View: ModelTransfer>(
        for viewClass: View.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View, View.Model, IndexPath) -> Void
    ) {
        addEventHandler(.willDisplaySupplementaryView(kind), viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a header, footer or other supplementary view is about to be shown (`willDisplayHeaderView`, `willDisplaySupplementaryView`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func willDisplay<Model>(
        forModel modelType: Model.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.willDisplaySupplementaryView(kind), modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a header, footer or other supplementary view was removed from the view (`didEndDisplayingHeaderView`, `didEndDisplayingSupplementaryView`).
    /// For the views of `viewClass` and its subclasses: the handler gets the live view and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the view, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func didEndDisplaying<View: ModelTransfer>(
        for viewClass: View.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View, View.Model, IndexPath) -> Void
    ) {
        addEventHandler(.didEndDisplayingSupplementaryView(kind), viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a header, footer or other supplementary view was removed from the view (`didEndDisplayingHeaderView`, `didEndDisplayingSupplementaryView`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func didEndDisplaying<Model>(
        forModel modelType: Model.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.didEndDisplayingSupplementaryView(kind), modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell's accessory button is tapped (`accessoryButtonTappedForRowWith`).
    /// For the cells of `viewClass` and its subclasses: the handler gets the live cell and its typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the cell, its model and index path.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func accessoryButtonTapped<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell, Cell.Model, IndexPath) -> Void
    ) {
        addEventHandler(.accessoryButtonTapped, viewClass: viewClass, fileID: fileID, line: line, body: .action(handler))
    }

    /// Runs when a cell's accessory button is tapped (`accessoryButtonTappedForRowWith`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Called with the model and its index path.
    /// - Complexity: O(1); clears the event cache.
    public func accessoryButtonTapped<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Void
    ) {
        addEventHandler(.accessoryButtonTapped, modelType: modelType, fileID: fileID, line: line, body: .action(handler))
    }

    /// Answers a row's height in points (`heightForRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the row's height.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func height<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> Double
    ) {
        addEventHandler(.height, viewClass: viewClass, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers a row's height in points (`heightForRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the row's height.
    /// - Complexity: O(1); clears the event cache.
    public func height<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Double
    ) {
        addEventHandler(.height, modelType: modelType, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers a row's estimated height in points (`estimatedHeightForRowAt`).
    /// For the cells of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The cell class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the row's estimated height.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func estimatedHeight<Cell: ModelTransfer>(
        for viewClass: Cell.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Cell.Model, IndexPath) -> Double
    ) {
        addEventHandler(.estimatedHeight, viewClass: viewClass, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers a row's estimated height in points (`estimatedHeightForRowAt`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever cell shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the row's estimated height.
    /// - Complexity: O(1); clears the event cache.
    public func estimatedHeight<Model>(
        forModel modelType: Model.Type, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Double
    ) {
        addEventHandler(.estimatedHeight, modelType: modelType, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers the height in points of a header, footer or other supplementary view (`heightForHeaderInSection`).
    /// For the views of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the view's height.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func height<View: ModelTransfer>(
        for viewClass: View.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath) -> Double
    ) {
        addEventHandler(.supplementaryViewHeight(kind), viewClass: viewClass, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers the height in points of a header, footer or other supplementary view (`heightForHeaderInSection`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the view's height.
    /// - Complexity: O(1); clears the event cache.
    public func height<Model>(
        forModel modelType: Model.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Double
    ) {
        addEventHandler(.supplementaryViewHeight(kind), modelType: modelType, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers the estimated height in points of a header, footer or other supplementary view (`estimatedHeightForHeaderInSection`).
    /// For the views of `viewClass` and its subclasses: the handler gets their typed ``ModelTransfer/Model``.
    /// - Parameters:
    ///   - viewClass: The view class; the handler runs for rows whose mapping dequeues it or a subclass.
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the view's estimated height.
    /// - Complexity: O(*r*) for *r* mapping registrations, to check that one dequeues `viewClass` (a ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)`` otherwise); clears the event cache.
    public func estimatedHeight<View: ModelTransfer>(
        for viewClass: View.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (View.Model, IndexPath) -> Double
    ) {
        addEventHandler(.estimatedSupplementaryViewHeight(kind), viewClass: viewClass, fileID: fileID, line: line, body: .height(handler))
    }

    /// Answers the estimated height in points of a header, footer or other supplementary view (`estimatedHeightForHeaderInSection`).
    /// For models of `modelType` (or of a subclass, or a conforming type), whatever view shows them.
    /// - Parameters:
    ///   - modelType: The model type: a value type, a class, a protocol existential, `Any`, or an `Optional` of one (models are unwrapped).
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - fileID: Where the handler is registered, for anomalies; leave the default.
    ///   - line: The line it is registered on; leave the default.
    ///   - handler: Returns the view's estimated height.
    /// - Complexity: O(1); clears the event cache.
    public func estimatedHeight<Model>(
        forModel modelType: Model.Type, ofKind kind: SupplementaryKind, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @MainActor (Model, IndexPath) -> Double
    ) {
        addEventHandler(.estimatedSupplementaryViewHeight(kind), modelType: modelType, fileID: fileID, line: line, body: .height(handler))
    }

    /// Records a handler per view class, after checking that a registration
    /// dequeues the class (an event no mapping can trigger is reported, and
    /// kept: a later registration may dequeue the class).
    func addEventHandler<View: ModelTransfer>(_ event: ListEvent, viewClass: View.Type, fileID: String, line: Int,
                                              body: EventHandler.Body) {
        verifyEvent(event.description, viewClass: viewClass, kind: event.viewKind)
        insert(EventHandler(order: eventHandlerCount, event: event, viewClass: viewClass, acceptsViewType: isInstanceType(of: View.self),
                            model: View.Model.self, fileID: fileID, line: line, body: body))
    }

    /// Records a handler per model type.
    func addEventHandler<Model>(_ event: ListEvent, modelType: Model.Type, fileID: String, line: Int, body: EventHandler.Body) {
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
