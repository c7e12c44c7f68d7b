import Foundation

/// One registered event handler, as the registry dispatches to it: whom it
/// is for (a view class, or a model type), the type tests made once at
/// registration, and the typed closure behind a type-erased body.
@MainActor
final class EventHandler {
    /// The typed handler, erased to one shape per kind of answer. Each body
    /// casts the model (and the view) back to the registered types and
    /// returns `nil` (or `false`) instead of calling the handler when a cast
    /// fails, so a wrong argument never traps.
    enum Body {
        /// Void events; the view is ignored by handlers registered by model type.
        case action(@MainActor (AnyObject?, Any, IndexPath) -> Bool)
        /// A question's answer (a `Bool`, a `Double`, an ``EditingStyle``),
        /// boxed; `nil` for a failed cast.
        case answer(@MainActor (Any, IndexPath) -> Any?)
        case commit(@MainActor (EditingStyle, Any, IndexPath) -> Bool)
        case swipeActions(@MainActor (Any, IndexPath) -> [SwipeAction<Any>]?)
        case move(@MainActor (Any, IndexPath, IndexPath) -> Bool)
        case targetIndexPath(@MainActor (Any, IndexPath, IndexPath) -> IndexPath?)
        /// The inner `nil` is the handler's answer "no menu"; the outer one a failed cast.
        case contextMenu(@MainActor (Any, IndexPath) -> ContextMenuConfiguration<Any>??)
        case batch(@MainActor ([(Any, IndexPath)]) -> Void)
    }

    /// Position among the registry's event handlers: the earlier of two
    /// equally specific handlers runs.
    let order: Int
    let event: EventKind
    /// The view class, for a handler registered per view class; `nil` for
    /// one registered per model type.
    let viewClass: AnyClass?
    /// `type is View.Type`; always `false` for a handler per model type.
    let acceptsViewType: @Sendable (AnyClass) -> Bool
    /// The model type with `Optional` unwrapped, as ``MappingEntry`` keeps it.
    let modelType: Any.Type
    let modelTypeID: ObjectIdentifier
    let modelTypeName: String
    let isClassModel: Bool
    /// `value is Model`, for an unwrapped model.
    let acceptsValue: @Sendable (Any) -> Bool
    /// `type is Model.Type`, to rank class handlers against each other.
    let acceptsType: @Sendable (Any.Type) -> Bool
    let fileID: String
    let line: Int
    let body: Body

    init<Model>(order: Int, event: EventKind, viewClass: AnyClass?, acceptsViewType: @escaping @Sendable (AnyClass) -> Bool,
                model: Model.Type, fileID: String, line: Int, body: Body) {
        self.order = order
        self.event = event
        self.viewClass = viewClass
        self.acceptsViewType = acceptsViewType
        let modelType = (Model.self as? any OptionalModel.Type)?.innermostWrappedType ?? Model.self
        self.modelType = modelType
        modelTypeID = ObjectIdentifier(modelType)
        modelTypeName = String(reflecting: Model.self)
        isClassModel = modelType is AnyObject.Type
        acceptsValue = { $0 is Model }
        acceptsType = { type in
            (Model.self as? any OptionalModel.Type)?.innermostWrappedTypeAccepts(type) ?? (type is Model.Type)
        }
        self.fileID = fileID
        self.line = line
        self.body = body
    }

    /// The handler described as a registration, for a
    /// ``MappingAnomaly/modelMismatch(registration:modelType:indexPath:)``
    /// raised when the adapter passed no registration of its own: its id is
    /// the handler's position, its reuse identifier empty.
    func describedAsRegistration(viewClass: AnyClass) -> MappingRegistration {
        MappingRegistration(id: order, kind: event.viewKind, viewClass: viewClass, reuseIdentifier: "",
                            modelTypeName: modelTypeName, condition: nil, isModelTransfer: true, fileID: fileID, line: line)
    }
}

extension EventHandler.Body {
    static func action<View, Model>(_ handler: @escaping @MainActor (View, Model, IndexPath) -> Void) -> Self {
        .action { view, model, indexPath in
            guard let view = view as? View, let model = model as? Model else { return false }
            handler(view, model, indexPath)
            return true
        }
    }

    static func action<Model>(_ handler: @escaping @MainActor (Model, IndexPath) -> Void) -> Self {
        .action { _, model, indexPath in
            guard let model = model as? Model else { return false }
            handler(model, indexPath)
            return true
        }
    }

    static func answer<Model, Value>(_ handler: @escaping @MainActor (Model, IndexPath) -> Value) -> Self {
        .answer { model, indexPath in (model as? Model).map { handler($0, indexPath) } }
    }

    static func commit<Model>(_ handler: @escaping @MainActor (EditingStyle, Model, IndexPath) -> Void) -> Self {
        .commit { style, model, indexPath in
            guard let model = model as? Model else { return false }
            handler(style, model, indexPath)
            return true
        }
    }

    static func swipeActions<Model>(_ handler: @escaping @MainActor (Model, IndexPath) -> [SwipeAction<Model>]) -> Self {
        .swipeActions { model, indexPath in (model as? Model).map { handler($0, indexPath).map { $0.erased() } } }
    }

    static func move<Model>(_ handler: @escaping @MainActor (Model, IndexPath, IndexPath) -> Void) -> Self {
        .move { model, source, destination in
            guard let model = model as? Model else { return false }
            handler(model, source, destination)
            return true
        }
    }

    static func targetIndexPath<Model>(_ handler: @escaping @MainActor (Model, IndexPath, IndexPath) -> IndexPath) -> Self {
        .targetIndexPath { model, source, proposed in (model as? Model).map { handler($0, source, proposed) } }
    }

    static func contextMenu<Model>(_ handler: @escaping @MainActor (Model, IndexPath) -> ContextMenuConfiguration<Model>?) -> Self {
        .contextMenu { model, indexPath in (model as? Model).map { handler($0, indexPath)?.erased() } }
    }

    static func batch<Model>(_ handler: @escaping @MainActor ([(model: Model, indexPath: IndexPath)]) -> Void) -> Self {
        .batch { items in
            let typed = items.compactMap { model, indexPath in (model as? Model).map { (model: $0, indexPath: indexPath) } }
            if !typed.isEmpty { handler(typed) }
        }
    }
}

/// A handler that may answer an event for one mapped view class and one
/// model type, with whether its model type accepts the model: a handler
/// registered for a view class is listed either way, so that a model of
/// another type is reported (``MappingAnomaly/modelMismatch(registration:modelType:indexPath:)``)
/// rather than silently passed over.
struct EventCandidate {
    let handler: EventHandler
    let acceptsModel: Bool
}

/// What the candidates of an event are cached by.
struct EventCandidateKey: Hashable {
    let event: EventKind
    let viewClass: ObjectIdentifier?
    let modelType: ObjectIdentifier
}

extension EventCandidate {
    /// Ranks an event's handlers for a mapped view class and an unwrapped
    /// model, most specific first (the order ``MappingRegistry/send(_:view:model:registration:at:)``
    /// documents):
    /// 1. handlers per view class whose class is the mapped class, then its
    ///    superclasses, nearest first;
    /// 2. handlers per model type that accept the model: the exact type, then
    ///    superclasses nearest first, then protocols and other existentials;
    /// 3. equal ones in registration order.
    /// - Complexity: O(*h*²) for *h* handlers of the event.
    static func ranking(_ handlers: [EventHandler], viewClass: AnyClass?, model: Any) -> ContiguousArray<EventCandidate> {
        let typeID = ObjectIdentifier(type(of: model))
        let forView = viewClass.map { mapped in handlers.filter { $0.acceptsViewType(mapped) } } ?? []
        let forModel = handlers.filter { $0.viewClass == nil && $0.acceptsValue(model) }
        let superclassModels = forModel.filter { $0.isClassModel && $0.modelTypeID != typeID }
        func rank(_ handler: EventHandler) -> (tier: Int, type: Int, distance: Int) {
            if let handlerClass = handler.viewClass {
                // Handlers for classes the mapped class descends from form a
                // chain; those of subclasses of this one's class are nearer.
                let nearer = forView.count { other in
                    guard let otherClass = other.viewClass else { return false }
                    return handler.acceptsViewType(otherClass) && !other.acceptsViewType(handlerClass)
                }
                return (0, 0, nearer)
            }
            if handler.modelTypeID == typeID { return (1, 0, 0) }
            guard handler.isClassModel else { return (1, 2, 0) }
            let nearer = superclassModels.count { other in
                handler.acceptsType(other.modelType) && !other.acceptsType(handler.modelType)
            }
            return (1, 1, nearer)
        }
        let ranked = (forView + forModel).map { (handler: $0, rank: rank($0)) }
            .sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.handler.order < $1.handler.order }
        return ContiguousArray(ranked.map { EventCandidate(handler: $0.handler, acceptsModel: $0.handler.acceptsValue(model)) })
    }
}
