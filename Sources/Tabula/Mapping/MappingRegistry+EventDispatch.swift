import Foundation

// The adapter's side of events: one call per delegate method. Every call is
// a dictionary look-up when the event has no handler; otherwise the ranked
// handlers for the mapped view class and model type come from a cache, and
// the first that applies runs. Nothing here traps: a model or view of the
// wrong type skips the handler (and is reported), and no applicable handler
// is `nil` (or `false`), which tells the adapter to do what UIKit does by default.

extension MappingRegistry {
    /// Whether any handler is registered for `event`: a UIKit skin answers
    /// `responds(to:)` with it, so that UIKit keeps its own behaviour (and
    /// its fast paths, such as not asking for every row's height) for events
    /// nobody handles.
    /// - Parameter event: The event, with its supplementary kind if it has one.
    /// - Returns: Whether a handler is registered for it.
    /// - Complexity: O(1), hashing `event`.
    package func hasHandlers(for event: EventKind) -> Bool {
        eventHandlers[event]?.isEmpty == false
    }

    /// Runs the handler of a void event that has no arguments of its own:
    /// ``EventKind/didSelect``, ``EventKind/didDeselect``, ``EventKind/didHighlight``,
    /// ``EventKind/didUnhighlight``, ``EventKind/willDisplay``, ``EventKind/didEndDisplaying``,
    /// ``EventKind/willDisplaySupplementaryView(_:)``, ``EventKind/didEndDisplayingSupplementaryView(_:)``
    /// and ``EventKind/accessoryButtonTapped``. Any other event runs nothing
    /// and returns `false`: they have calls of their own.
    ///
    /// **Which handler runs.** One handler, the most specific that applies
    /// (as DTTableViewManager does), so that a general handler and a
    /// specific one never both act on one tap. Most specific first:
    /// 1. handlers registered for a view class (`on(.didSelect, for:)`), when the
    ///    mapped view class — `registration`'s class, or else `view`'s class —
    ///    is that class, then those for its superclasses, nearest first;
    /// 2. handlers registered for a model type (`on(.didSelect, forModel:)`): the
    ///    model's exact type, then its superclasses nearest first, then
    ///    protocols and other existentials (`Any`);
    /// 3. of two equally specific handlers, the one registered first.
    ///
    /// The same order picks the handler of every other call. A handler per
    /// view class does not apply, and the next one is tried, when the model
    /// is not of its view's `Model` type (reported as
    /// ``MappingAnomaly/modelMismatch(registration:modelType:indexPath:)``,
    /// naming `registration`, or the handler itself when `registration` is
    /// `nil`), or, for events with a live view, when `view` is `nil` (the
    /// cell is off screen) or not of its class (reported as
    /// ``MappingAnomaly/viewMismatch(expected:viewClass:reuseIdentifier:indexPath:)``
    /// when `registration` names what was expected). A `nil` model, or an
    /// `Optional` holding none, runs no handler.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - view: The live view the event happened to, if the adapter has it
    ///     (UIKit's `cellForRow(at:)` is `nil` for rows off screen).
    ///   - model: The model at `indexPath`; an `Optional` is unwrapped.
    ///   - registration: The registration of the mapping the model resolved
    ///     to (``ViewMapping/registration``), if known: it selects handlers
    ///     registered for a view class.
    ///   - indexPath: Where the event happened, passed to the handler.
    /// - Returns: Whether a handler ran.
    /// - Complexity: O(1) without handlers for `event`; otherwise O(*h*),
    ///   at worst, for *h* handlers of the event, plus ranking them once per
    ///   mapped view class and model type, O(*h*²), cached until a handler is
    ///   registered.
    @discardableResult
    package func send(_ event: EventKind, view: AnyObject? = nil, model: Any?, registration: MappingRegistration?,
                     at indexPath: IndexPath) -> Bool {
        // The events `send` takes are exactly those with a view; others are
        // refused before any handler is ranked or any mismatch reported.
        guard event.hasView else { return false }
        return answer(event, view: view, model: model, registration: registration, at: indexPath) { body, view, value in
            guard case .action(let run) = body, run(view, value, indexPath) else { return nil }
            return true
        } ?? false
    }

    /// Whether the row may be selected (``EventKind/shouldSelect``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler
    ///   applies: select as UIKit would.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func shouldSelect(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        flag(.shouldSelect, model: model, registration: registration, at: indexPath)
    }

    /// Whether the row may be highlighted (``EventKind/shouldHighlight``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func shouldHighlight(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        flag(.shouldHighlight, model: model, registration: registration, at: indexPath)
    }

    /// Whether the row may be edited (``EventKind/canEdit``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func canEdit(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        flag(.canEdit, model: model, registration: registration, at: indexPath)
    }

    /// Whether the row may be moved (``EventKind/canMove``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func canMove(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        flag(.canMove, model: model, registration: registration, at: indexPath)
    }

    /// Whether the row may be lifted to drag (``EventKind/canDrag``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func canDrag(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        flag(.canDrag, model: model, registration: registration, at: indexPath)
    }

    /// Whether the row may take focus (``EventKind/canFocus``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func canFocus(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        flag(.canFocus, model: model, registration: registration, at: indexPath)
    }

    /// The row's height in points (``EventKind/height``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler
    ///   applies: use the view's own row height.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func height(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Double? {
        number(.height, model: model, registration: registration, at: indexPath)
    }

    /// The row's estimated height in points (``EventKind/estimatedHeight``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func estimatedHeight(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Double? {
        number(.estimatedHeight, model: model, registration: registration, at: indexPath)
    }

    /// The height in points of a header, footer or other supplementary view
    /// (``EventKind/supplementaryViewHeight(_:)``).
    /// - Parameters:
    ///   - kind: The supplementary kind.
    ///   - model: The section's model for that kind; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The index path the view passes (a table view's section
    ///     `s` is `IndexPath(item: 0, section: s)`).
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func height(ofKind kind: SupplementaryKind, model: Any?, registration: MappingRegistration?,
                       at indexPath: IndexPath) -> Double? {
        number(.supplementaryViewHeight(kind), model: model, registration: registration, at: indexPath)
    }

    /// The estimated height in points of a header, footer or other
    /// supplementary view (``EventKind/estimatedSupplementaryViewHeight(_:)``).
    /// - Parameters:
    ///   - kind: The supplementary kind.
    ///   - model: The section's model for that kind; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The index path the view passes.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func estimatedHeight(ofKind kind: SupplementaryKind, model: Any?, registration: MappingRegistration?,
                                at indexPath: IndexPath) -> Double? {
        number(.estimatedSupplementaryViewHeight(kind), model: model, registration: registration, at: indexPath)
    }

    /// The row's editing control (``EventKind/editingStyle``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's answer, or `nil` when no handler applies.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func editingStyle(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> EditingStyle? {
        answer(.editingStyle, model: model, registration: registration, at: indexPath) { body, _, value in
            guard case .answer(let run) = body else { return nil }
            return run(value, indexPath) as? EditingStyle
        }
    }

    /// Commits a delete or insert (``EventKind/commitEditingStyle``).
    /// - Parameters:
    ///   - style: What was committed.
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: Whether a handler ran.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    @discardableResult
    package func commitEditingStyle(_ style: EditingStyle, model: Any?, registration: MappingRegistration?,
                                   at indexPath: IndexPath) -> Bool {
        answer(.commitEditingStyle, model: model, registration: registration, at: indexPath) { body, _, value in
            guard case .commit(let run) = body, run(style, value, indexPath) else { return nil }
            return true
        } ?? false
    }

    /// The actions behind the row's leading edge (``EventKind/leadingSwipeActions``).
    /// Each action's handler takes the row's model back, cast to the type it
    /// was registered with (``SwipeAction/erased()``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's actions (empty: none), or `nil`
    ///   when no handler applies: UIKit's default.
    /// - Complexity: as ``send(_:view:model:registration:at:)``, plus the actions.
    package func leadingSwipeActions(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> [SwipeAction<Any>]? {
        swipeActions(.leadingSwipeActions, model: model, registration: registration, at: indexPath)
    }

    /// The actions behind the row's trailing edge (``EventKind/trailingSwipeActions``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's actions (empty: none, not even
    ///   delete), or `nil` when no handler applies: UIKit's default.
    /// - Complexity: as ``send(_:view:model:registration:at:)``, plus the actions.
    package func trailingSwipeActions(model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> [SwipeAction<Any>]? {
        swipeActions(.trailingSwipeActions, model: model, registration: registration, at: indexPath)
    }

    /// Tells the handlers that the user moved a row (``EventKind/move``).
    /// - Parameters:
    ///   - model: The moved row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - source: Where the row was.
    ///   - destination: Where it is now.
    /// - Returns: Whether a handler ran.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    @discardableResult
    package func move(model: Any?, registration: MappingRegistration?, from source: IndexPath, to destination: IndexPath) -> Bool {
        answer(.move, model: model, registration: registration, at: source) { body, _, value in
            guard case .move(let run) = body, run(value, source, destination) else { return nil }
            return true
        } ?? false
    }

    /// Where a row being moved lands (``EventKind/targetIndexPathForMove``).
    /// - Parameters:
    ///   - model: The moved row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - source: Where the row was.
    ///   - proposed: Where the user is dragging it.
    /// - Returns: The most specific handler's index path, or `nil` when no
    ///   handler applies: use `proposed`.
    /// - Complexity: as ``send(_:view:model:registration:at:)``.
    package func targetIndexPathForMove(model: Any?, registration: MappingRegistration?, from source: IndexPath,
                                       proposed: IndexPath) -> IndexPath? {
        answer(.targetIndexPathForMove, model: model, registration: registration, at: source) { body, _, value in
            guard case .targetIndexPath(let run) = body else { return nil }
            return run(value, source, proposed)
        }
    }

    /// The row's context menu (``EventKind/contextMenuConfiguration``). Each
    /// action's handler takes the row's model back, cast to the type it was
    /// registered with (``MenuAction/erased()``).
    /// - Parameters:
    ///   - model: The row's model; an `Optional` is unwrapped.
    ///   - registration: The registration of its mapping, if known.
    ///   - indexPath: The row's index path.
    /// - Returns: The most specific handler's menu, or `nil` when it returned
    ///   none or no handler applies: no menu.
    /// - Complexity: as ``send(_:view:model:registration:at:)``, plus the actions.
    package func contextMenuConfiguration(model: Any?, registration: MappingRegistration?,
                                         at indexPath: IndexPath) -> ContextMenuConfiguration<Any>? {
        let menu: ContextMenuConfiguration<Any>?? = answer(.contextMenuConfiguration, model: model, registration: registration,
                                                           at: indexPath) { body, _, value in
            guard case .contextMenu(let run) = body else { return nil }
            return run(value, indexPath)
        }
        return menu ?? nil
    }

    /// Hands rows about to be needed to their handlers (``EventKind/prefetch``):
    /// each row goes to its most specific handler, as in
    /// ``send(_:view:model:registration:at:)``, and each handler runs once,
    /// with its rows in the order given; handlers run in the order of their
    /// first row.
    /// - Parameter items: The rows, with their models and mappings' registrations.
    /// - Returns: Whether a handler ran.
    /// - Complexity: O(1) without handlers; otherwise O(*n*·*h*) at worst for
    ///   *n* rows and *h* handlers, plus the ranking, cached.
    @discardableResult
    package func prefetch(_ items: [PrefetchItem]) -> Bool {
        batch(.prefetch, items)
    }

    /// Hands rows no longer needed to their handlers (``EventKind/cancelPrefetch``),
    /// as ``prefetch(_:)`` does.
    /// - Parameter items: The rows, with their models and mappings' registrations.
    /// - Returns: Whether a handler ran.
    /// - Complexity: as ``prefetch(_:)``.
    @discardableResult
    package func cancelPrefetch(_ items: [PrefetchItem]) -> Bool {
        batch(.cancelPrefetch, items)
    }

    /// Hands models dropped on the list to their handlers (``EventKind/drop``),
    /// as ``prefetch(_:)`` hands rows: each to its most specific handler,
    /// each handler once.
    /// - Parameter items: The dropped models, each with the index path it is
    ///   to take and the registration this list would show it with.
    /// - Returns: Whether a handler ran.
    /// - Complexity: as ``prefetch(_:)``.
    @discardableResult
    package func drop(_ items: [PrefetchItem]) -> Bool {
        batch(.drop, items)
    }

    /// Whether a handler of the batch-shaped `event` would take `item`: the
    /// question a list asks before it accepts a drop.
    /// - Complexity: O(*h*) for *h* handlers of the event, plus the ranking, cached.
    package func hasBatchHandler(_ event: EventKind, for item: PrefetchItem) -> Bool {
        guard let handlers = eventHandlers[event], let model = item.model, let value = unwrapModel(model) else { return false }
        return candidates(event, handlers, viewClass: item.registration?.viewClass, model: value).contains { candidate in
            guard case .batch = candidate.handler.body else { return false }
            return candidate.handler.viewClass == nil || candidate.acceptsModel
        }
    }

    // MARK: - Shared

    private func flag(_ event: EventKind, model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Bool? {
        answer(event, model: model, registration: registration, at: indexPath) { body, _, value in
            guard case .answer(let run) = body else { return nil }
            return run(value, indexPath) as? Bool
        }
    }

    private func number(_ event: EventKind, model: Any?, registration: MappingRegistration?, at indexPath: IndexPath) -> Double? {
        answer(event, model: model, registration: registration, at: indexPath) { body, _, value in
            guard case .answer(let run) = body else { return nil }
            return run(value, indexPath) as? Double
        }
    }

    private func swipeActions(_ event: EventKind, model: Any?, registration: MappingRegistration?,
                              at indexPath: IndexPath) -> [SwipeAction<Any>]? {
        answer(event, model: model, registration: registration, at: indexPath) { body, _, value in
            guard case .swipeActions(let run) = body else { return nil }
            return run(value, indexPath)
        }
    }

    /// Asks the handlers of `event`, most specific first, until one answers:
    /// `ask` returns `nil` for a handler of another shape (an event sent
    /// through the wrong call) or one whose casts failed.
    private func answer<Answer>(
        _ event: EventKind, view: AnyObject? = nil, model: Any?, registration: MappingRegistration?, at indexPath: IndexPath,
        _ ask: (EventHandler.Body, AnyObject?, Any) -> Answer?
    ) -> Answer? {
        guard let handlers = eventHandlers[event], let model, let value = unwrapModel(model) else { return nil }
        let viewClass: AnyClass? = registration?.viewClass ?? view.map { type(of: $0) }
        for candidate in candidates(event, handlers, viewClass: viewClass, model: value)
        where applies(candidate, event: event, view: view, model: value, registration: registration, at: indexPath) {
            if let answer = ask(candidate.handler.body, view, value) { return answer }
        }
        return nil
    }

    private func batch(_ event: EventKind, _ items: [PrefetchItem]) -> Bool {
        guard let handlers = eventHandlers[event], !items.isEmpty else { return false }
        var batches: [(handler: EventHandler, items: [(Any, IndexPath)])] = []
        var batchOfHandler: [Int: Int] = [:]
        for item in items {
            guard let model = item.model, let value = unwrapModel(model) else { continue }
            let viewClass: AnyClass? = item.registration?.viewClass
            let chosen = candidates(event, handlers, viewClass: viewClass, model: value).first { candidate in
                applies(candidate, event: event, view: nil, model: value, registration: item.registration, at: item.indexPath)
            }
            guard let handler = chosen?.handler else { continue }
            if let index = batchOfHandler[handler.order] {
                batches[index].items.append((value, item.indexPath))
            } else {
                batchOfHandler[handler.order] = batches.count
                batches.append((handler, [(value, item.indexPath)]))
            }
        }
        for batch in batches {
            if case .batch(let run) = batch.handler.body { run(batch.items) }
        }
        return !batches.isEmpty
    }

    /// Whether a ranked candidate can run, reporting why a handler per view
    /// class cannot.
    private func applies(_ candidate: EventCandidate, event: EventKind, view: AnyObject?, model: Any,
                         registration: MappingRegistration?, at indexPath: IndexPath) -> Bool {
        guard let handlerClass = candidate.handler.viewClass else { return true }
        guard candidate.acceptsModel else {
            let named = registration ?? candidate.handler.describedAsRegistration(viewClass: handlerClass)
            reporter.report(.modelMismatch(registration: named, modelType: String(reflecting: type(of: model)), indexPath: indexPath))
            return false
        }
        guard event.hasView else { return true }
        // Off screen: UIKit has no cell to give, which is no anomaly.
        guard let view else { return false }
        guard candidate.handler.acceptsViewType(type(of: view)) else {
            if let registration {
                reporter.report(.viewMismatch(expected: registration, viewClass: String(reflecting: type(of: view)),
                                              reuseIdentifier: nil, indexPath: indexPath))
            }
            return false
        }
        return true
    }

    /// The ranked handlers for the mapped view class and the model's type,
    /// from the cache when the pair was seen since the last registration.
    private func candidates(_ event: EventKind, _ handlers: [EventHandler], viewClass: AnyClass?,
                            model: Any) -> ContiguousArray<EventCandidate> {
        let key = EventCandidateKey(event: event, viewClass: viewClass.map(ObjectIdentifier.init),
                                    modelType: ObjectIdentifier(type(of: model)))
        if let cached = eventCandidates[key] { return cached }
        let ranked = EventCandidate.ranking(handlers, viewClass: viewClass, model: model)
        eventCandidates[key] = ranked
        return ranked
    }
}
