import Foundation

/// Which view shows which model: the registrations of cells, headers,
/// footers and other supplementary views, and the resolution that picks one
/// for a model at an index path (DTTableViewManager and DTModelStorage's role).
///
/// ```swift
/// let registry = MappingRegistry()
/// registry.register(ContactCell.self)                          // ContactCell: ModelTransfer, Model == Contact
/// registry.register(TextCell.self, for: (any Named).self) { cell, named, _ in cell.text = named.name }
/// registry.register(PinnedCell.self, condition: .section(0))   // contacts in section 0
/// registry.register(TitleView.self, forSupplementaryViewOfKind: .header)
///
/// // In the data source:
/// guard let mapping = registry.cellMapping(for: model, at: indexPath) else { return placeholder }
/// let cell = tableView.dequeueReusableCell(withIdentifier: mapping.reuseIdentifier, for: indexPath)
/// mapping.configure(cell, with: model, at: indexPath)
/// ```
///
/// **Models** may be value types, classes, protocol existentials
/// (`for: (any Named).self`) and `Optional`s: an `Optional` model is
/// unwrapped, and `nil` is a ``MappingAnomaly/nilModel(kind:indexPath:)``.
///
/// **Resolution** considers the registrations of the kind asked for whose
/// model type accepts the model (`model is Model`), and is deterministic:
/// 1. a registration whose condition holds beats every registration without
///    a condition (a registration whose condition does not hold is out);
/// 2. then the exact type beats the nearest superclass, which beats farther
///    superclasses, which beat protocols (and `Any`, `AnyObject`);
/// 3. two registrations left equal are a tie: the first registered wins and
///    a ``MappingAnomaly/ambiguousMapping(modelType:chosen:other:indexPath:)``
///    names both;
/// 4. no registration left is a ``MappingAnomaly/noMapping(modelType:kind:indexPath:)``:
///    the adapter shows a placeholder. A header or footer whose model is a
///    `String` that no registration accepts is its section's title instead
///    (``SupplementaryResolution/title(_:)``).
///
/// Nothing on this path traps or throws: problems are ``MappingAnomaly``
/// values, delivered to ``anomalyHandler`` (see ``report(_:)``).
///
/// **Costs.** Which registrations can accept a model is decided once per
/// concrete model type and kind, and cached (registering clears the cache);
/// conditions are evaluated on every resolution. So resolving a model of a
/// type seen before is a dictionary look-up, O(1), plus the conditions of the
/// registrations that can accept it; configuring is two casts and the call.
/// Neither allocates. The first resolution of a type costs O(*r* + *m*²) for
/// *r* registrations of which *m* accept it. The cache assumes, as Swift
/// casts do on Linux, that a model's type alone decides whether a
/// registration's type accepts it.
///
/// **Events** (selection, display, heights, editing, swipe actions, moving,
/// context menus, prefetching) are registered with typed handlers, per view
/// class (`registry.on(.didSelect, for: ContactCell.self) { cell, contact, indexPath in … }`)
/// or per model type (`registry.on(.height, forModel: Contact.self) { contact, indexPath in 44 }`),
/// and dispatched by the adapter: see ``ListEvent`` for every event.
///
/// **Which handler runs.** One handler, the most specific that applies (as
/// DTTableViewManager does), so that a general handler and a specific one
/// never both act on one tap. Most specific first:
/// 1. handlers registered for a view class (`on(.didSelect, for:)`), when the
///    row's mapped view class is that class, then those for its
///    superclasses, nearest first;
/// 2. handlers registered for a model type (`on(.didSelect, forModel:)`):
///    the model's exact type, then its superclasses nearest first, then
///    protocols and other existentials (`Any`);
/// 3. of two equally specific handlers, the one registered first.
///
/// A handler per view class is passed over, and the next one tried, when
/// the model is not of its view's `Model` type (reported as
/// ``MappingAnomaly/modelMismatch(registration:modelType:indexPath:)``), or,
/// for events with a live view, when the cell is off screen or not of its
/// class (reported as
/// ``MappingAnomaly/viewMismatch(expected:viewClass:reuseIdentifier:indexPath:)``).
/// A `nil` model, or an `Optional` holding none, runs no handler.
///
/// **Reuse identifiers** are generated per registration: `Tabula.` and the
/// view class's name for the first registration of a class, then
/// `Tabula.Name-2`, `Tabula.Name-3`…, so one class registered twice (with
/// different conditions, or as a header and a footer) never shares an
/// identifier, and none takes a storyboard prototype's (see ``ViewOrigin``).
@MainActor
public final class MappingRegistry {
    /// Every registration, in registration order.
    var entries: [MappingEntry] = []
    /// Resolution candidates of cells, by concrete model type.
    var cellCandidates: [ObjectIdentifier: MappingCandidates] = [:]
    /// Resolution candidates of supplementary views, by kind and concrete model type.
    var supplementaryCandidates: [SupplementaryKind: [ObjectIdentifier: MappingCandidates]] = [:]
    /// The reuse identifiers handed out so far.
    var reuseIdentifiers: Set<String> = []
    /// Where anomalies go; shared with every mapping handed out.
    let reporter = AnomalyReporter()
    /// Event handlers, by event, in registration order.
    var eventHandlers: [EventKind: [EventHandler]] = [:]
    /// How many event handlers were registered, for their order.
    var eventHandlerCount = 0
    /// Ranked handlers by event, mapped view class and model type; cleared
    /// when a handler is registered.
    var eventCandidates: [EventCandidateKey: ContiguousArray<EventCandidate>] = [:]

    /// Called after every registration, with its description: an adapter
    /// registers the view class with its table or collection view here.
    /// Capture the adapter weakly: the registry keeps the closure.
    public var didRegister: (@MainActor (MappingRegistration) -> Void)?

    /// Told when an event gets its first handler: each adapter using the
    /// registry, so that its view asks its delegate's methods anew. Entries
    /// whose owner is gone are dropped as new ones come.
    var eventHandlerObservers: [RegistryObserver] = []
    /// Adapters to tell when a registration is added.
    var registrationObservers: [RegistryObserver] = []

    /// Creates a registry with no registrations, whose anomalies are printed
    /// in debug builds (``MappingAnomaly/printInDebugBuilds(_:)``).
    public init() {}

    /// Every registration, in registration order. O(*r*).
    public var registrations: [MappingRegistration] { entries.map(\.registration) }
}
