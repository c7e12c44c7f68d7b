import Foundation
import Testing
@testable import Tabula

/// What happens when no handler applies, when types do not match, and when
/// an event is registered for a view no mapping dequeues; and that handlers
/// do not keep their registry alive.
@Suite("Mapping: event fallbacks and anomalies")
@MainActor
struct EventAnomalyTests {
    let at = IndexPath.at(1, 2)

    @Test func everyCallAnswersNilOrFalseWithoutHandlers() {
        let (registry, _, anomalies) = EventLog.registry()
        let plain = registry.register(PlainCell.self)
        let model = Plain(value: 1)
        for event in [EventKind.didSelect, .didDeselect, .didHighlight, .didUnhighlight, .willDisplay, .didEndDisplaying,
                      .willDisplaySupplementaryView(.header), .didEndDisplayingSupplementaryView(.footer), .accessoryButtonTapped] {
            #expect(!registry.send(event, view: PlainCell(), model: model, registration: plain, at: at))
            #expect(!registry.hasHandlers(for: event))
        }
        #expect(registry.shouldSelect(model: model, registration: plain, at: at) == nil)
        #expect(registry.shouldHighlight(model: model, registration: plain, at: at) == nil)
        #expect(registry.height(model: model, registration: plain, at: at) == nil)
        #expect(registry.estimatedHeight(model: model, registration: plain, at: at) == nil)
        #expect(registry.height(ofKind: .header, model: model, registration: nil, at: at) == nil)
        #expect(registry.estimatedHeight(ofKind: .footer, model: model, registration: nil, at: at) == nil)
        #expect(registry.canEdit(model: model, registration: plain, at: at) == nil)
        #expect(registry.editingStyle(model: model, registration: plain, at: at) == nil)
        #expect(!registry.commitEditingStyle(.delete, model: model, registration: plain, at: at))
        #expect(registry.leadingSwipeActions(model: model, registration: plain, at: at) == nil)
        #expect(registry.trailingSwipeActions(model: model, registration: plain, at: at) == nil)
        #expect(registry.canMove(model: model, registration: plain, at: at) == nil)
        #expect(!registry.move(model: model, registration: plain, from: at, to: .at(0)))
        #expect(registry.targetIndexPathForMove(model: model, registration: plain, from: at, proposed: .at(0)) == nil)
        #expect(registry.contextMenuConfiguration(model: model, registration: plain, at: at) == nil)
        #expect(!registry.prefetch([PrefetchItem(model: model, registration: plain, indexPath: at)]))
        #expect(!registry.cancelPrefetch([PrefetchItem(model: model, registration: plain, indexPath: at)]))
        #expect(anomalies.anomalies.isEmpty)
    }

    @Test func handlersForOtherTypesAreNotFallbacks() {
        let (registry, log, anomalies) = EventLog.registry()
        let plain = registry.register(PlainCell.self)
        registry.on(.didSelect, forModel: Person.self) { _, _ in log.record("person") }
        registry.on(.height, forModel: (any Named).self) { _, _ in 1 }
        #expect(registry.hasHandlers(for: .didSelect) && registry.hasHandlers(for: .height))
        #expect(!registry.send(.didSelect, view: PlainCell(), model: Plain(value: 1), registration: plain, at: at))
        #expect(registry.height(model: Plain(value: 1), registration: plain, at: at) == nil)
        #expect(registry.height(model: nil, registration: plain, at: at) == nil)
        #expect(registry.height(model: Person?.none as Any, registration: plain, at: at) == nil, "an Optional holding nil runs nothing")
        #expect(!registry.send(.didSelect, view: nil, model: Person?.none as Any, registration: nil, at: at))
        #expect(log.calls.isEmpty && anomalies.anomalies.isEmpty)
    }

    /// A call for an event of another shape runs nothing: `send` is for void
    /// events without arguments, the questions have calls of their own.
    @Test func eventsSentThroughTheWrongCallRunNothing() {
        let (registry, log, _) = EventLog.registry()
        registry.on(.height, forModel: Plain.self) { _, _ in
            log.record("height")
            return 1
        }
        registry.on(.move, forModel: Plain.self) { _, _, _ in log.record("move") }
        registry.on(.prefetch, forModel: Plain.self) { _ in log.record("prefetch") }
        for event in [EventKind.height, .move, .prefetch] {
            #expect(!registry.send(event, view: nil, model: Plain(value: 1), registration: nil, at: at))
        }
        #expect(log.calls.isEmpty)
    }

    /// A view-class handler whose `Model` the model is not is skipped for the
    /// next handler, and reported against the mapping's registration, or the
    /// handler itself when the adapter passes none.
    @Test func modelMismatchSkipsTheHandler() {
        let (registry, log, anomalies) = EventLog.registry()
        // DogCell also shows Persons, through a closure: its Model is Dog.
        let personInDogCell = registry.register(DogCell.self, for: Person.self) { _, _, _ in }
        registry.on(.didSelect, for: DogCell.self) { _, dog, _ in log.record("dog cell \(describe(dog))") }
        registry.on(.didSelect, forModel: (any Named).self) { named, _ in log.record("named \(describe(named))") }
        registry.on(.height, for: DogCell.self) { _, _ in 1 }
        let handlerLine = #line - 1
        #expect(registry.send(.didSelect, view: DogCell(), model: Person(value: 2), registration: personInDogCell, at: at))
        #expect(log.calls == ["named Person 2"])
        #expect(anomalies.anomalies == [.modelMismatch(registration: personInDogCell, modelType: String(reflecting: Person.self), indexPath: at)])
        #expect(registry.height(model: Person(value: 2), registration: nil, at: at) == nil, "no registration: no view class")
        #expect(registry.height(model: Person(value: 2), registration: personInDogCell, at: at) == nil)
        #expect(anomalies.anomalies.count == 1, "the same mismatch is reported once")
        #expect(registry.send(.didSelect, view: DogCell(), model: Person(value: 3), registration: nil, at: at))
        guard anomalies.anomalies.count == 2, case let .modelMismatch(described, type, indexPath) = anomalies.anomalies[1] else {
            Issue.record("\(anomalies.anomalies)")
            return
        }
        #expect(type == String(reflecting: Person.self) && indexPath == at)
        #expect(described.viewClass == DogCell.self && described.modelTypeName == String(reflecting: Dog.self))
        #expect(described.reuseIdentifier.isEmpty && described.id == 0 && described.fileID == #fileID && described.line == handlerLine - 2)
    }

    /// A view of another class than the registration's is not handed to a
    /// view-class handler; with a registration, it is reported.
    @Test func viewMismatchSkipsTheHandler() {
        let (registry, log, anomalies) = EventLog.registry()
        let dogCell = registry.register(DogCell.self)
        registry.on(.didSelect, for: DogCell.self) { _, _, _ in log.record("dog cell") }
        registry.on(.didSelect, forModel: Dog.self) { _, _ in log.record("dog") }
        #expect(registry.send(.didSelect, view: PlainCell(), model: Dog(1), registration: dogCell, at: at))
        #expect(log.calls == ["dog"])
        #expect(anomalies.anomalies == [.viewMismatch(expected: dogCell, viewClass: String(reflecting: PlainCell.self),
                                                      reuseIdentifier: nil, indexPath: at)])
    }

    @Test func eventsWithoutMappingAreReportedAndKept() {
        let (registry, log, anomalies) = EventLog.registry()
        registry.register(PlainHeaderView.self, forSupplementaryViewOfKind: .header)
        registry.on(.didSelect, for: DogCell.self) { _, _, _ in log.record("dog cell") }
        registry.on(.height, for: PlainCell.self) { _, _ in 1 }
        registry.on(.willDisplaySupplementaryView(ofKind: .header), for: PlainHeaderView.self) { _, _, _ in }
        registry.on(.willDisplaySupplementaryView(ofKind: .footer), for: PlainHeaderView.self) { _, _, _ in }
        registry.on(.didSelect, forModel: Orphan.self) { _, _ in }   // per model type: any cell, nothing to check
        #expect(anomalies.anomalies == [
            .eventWithoutMapping(event: "didSelect", viewClass: String(reflecting: DogCell.self), kind: .cell),
            .eventWithoutMapping(event: "height", viewClass: String(reflecting: PlainCell.self), kind: .cell),
            .eventWithoutMapping(event: "willDisplaySupplementaryView(footer)", viewClass: String(reflecting: PlainHeaderView.self),
                                 kind: .supplementary(.footer)),
        ])
        #expect(!registry.verifyEvents())
        #expect(anomalies.anomalies.count == 3, "already reported")
        // Registering forgets what was reported; the handlers were kept.
        let dogCell = registry.register(DogCell.self)
        registry.register(PlainCell.self)
        #expect(!registry.verifyEvents())
        #expect(anomalies.anomalies.count == 4 && anomalies.anomalies.last?.description.hasPrefix("eventWithoutMapping: willDisplaySupplementaryView(footer)") == true)
        registry.register(PlainHeaderView.self, forSupplementaryViewOfKind: .footer)
        #expect(registry.verifyEvents())
        #expect(registry.send(.didSelect, view: DogCell(), model: Dog(1), registration: dogCell, at: at))
        #expect(log.calls == ["dog cell"])
    }

    /// The registry keeps handlers; handlers that capture what they need
    /// (not the registry) leave no cycle, so the registry and all it keeps go.
    @Test func handlersDoNotKeepTheRegistryAlive() {
        weak var weakRegistry: MappingRegistry?
        weak var weakLog: EventLog?
        do {
            let (registry, log, _) = EventLog.registry()
            weakRegistry = registry
            weakLog = log
            let dogCell = registry.register(DogCell.self)
            registry.on(.didSelect, for: DogCell.self) { _, _, _ in log.record("dog") }
            registry.on(.trailingSwipeActions, forModel: Dog.self) { _, _ in [SwipeAction(title: "A", identifier: "a") { _, _ in
                log.record("swiped")
                return true
            }] }
            registry.send(.didSelect, view: DogCell(), model: Dog(1), registration: dogCell, at: at)
            _ = registry.trailingSwipeActions(model: Dog(1), registration: dogCell, at: at)?.first?.handler(Dog(1), at)
            #expect(log.calls == ["dog", "swiped"])
        }
        #expect(weakRegistry == nil)
        #expect(weakLog == nil)
    }
}
