import Foundation
import Testing
@testable import Tabula

/// Which handler runs when several match: handlers per view class (exact
/// class, then superclasses nearest first), then per model type (exact,
/// nearest superclass, farther, protocols and `Any`), then registration
/// order; one handler per event.
@Suite("Mapping: event handler precedence")
@MainActor
struct EventPrecedenceTests {
    let at = IndexPath.at(0)

    /// Registers one `didSelect` handler per target, in the order given,
    /// each recording its name; `height` handlers answer their position.
    func registerAll(_ registry: MappingRegistry, _ log: EventLog, order: [Int]) {
        for index in order {
            switch index {
            case 0: registry.on(.didSelect, for: AnimalLeafCell.self) { _, _, _ in log.record("leaf cell") }
            case 1: registry.on(.didSelect, for: AnimalMiddleCell.self) { _, _, _ in log.record("middle cell") }
            case 2: registry.on(.didSelect, for: AnimalBaseCell.self) { _, _, _ in log.record("base cell") }
            case 3: registry.on(.didSelect, forModel: Puppy.self) { _, _ in log.record("Puppy") }
            case 4: registry.on(.didSelect, forModel: Dog.self) { _, _ in log.record("Dog") }
            case 5: registry.on(.didSelect, forModel: Animal.self) { _, _ in log.record("Animal") }
            case 6: registry.on(.didSelect, forModel: (any Named).self) { _, _ in log.record("Named") }
            default: registry.on(.didSelect, forModel: Any.self) { _, _ in log.record("Any") }
            }
        }
    }

    /// With every kind of handler registered, in any order, removing the
    /// winner each time walks down the precedence list. A protocol and `Any`
    /// rank equally, as in mapping resolution: the first registered wins.
    @Test(arguments: [Array(0...7), Array((0...7).reversed()), [5, 2, 7, 0, 6, 3, 1, 4]])
    func mostSpecificFirstWhateverTheRegistrationOrder(order: [Int]) {
        let firstExistential = order.first { $0 >= 6 } == 6 ? "Named" : "Any"
        let expected = ["leaf cell", "middle cell", "base cell", "Puppy", "Dog", "Animal", firstExistential, "Any"]
        for removed in 0...expected.count {
            let (registry, log, anomalies) = EventLog.registry()
            let leaf = registry.register(AnimalLeafCell.self)
            registerAll(registry, log, order: order.filter { $0 >= removed })
            let ran = registry.send(.didSelect, view: AnimalLeafCell(), model: Puppy(1), registration: leaf, at: at)
            #expect(ran == (removed < expected.count))
            #expect(log.calls == (removed < expected.count ? [expected[removed]] : []), "order \(order), from \(removed)")
            #expect(anomalies.anomalies.isEmpty)
        }
    }

    @Test func aSuperclassViewHandlerAppliesToSubclassesOnly() {
        let (registry, log, _) = EventLog.registry()
        let base = registry.register(AnimalBaseCell.self)
        registerAll(registry, log, order: [0, 1, 4])
        registry.send(.didSelect, view: AnimalBaseCell(), model: Dog(1), registration: base, at: at)
        #expect(log.calls == ["Dog"], "handlers for subclasses of the mapped class do not apply")
    }

    @Test func equallySpecificHandlersRunTheFirstRegistered() {
        let (registry, log, _) = EventLog.registry()
        let dogCell = registry.register(DogCell.self)
        registry.on(.didSelect, for: DogCell.self) { _, _, _ in log.record("first") }
        registry.on(.didSelect, for: DogCell.self) { _, _, _ in log.record("second") }
        registry.on(.height, forModel: (any Named).self) { _, _ in 1 }
        registry.on(.height, forModel: (any Tagged).self) { _, _ in 2 }
        registry.on(.height, forModel: Badge.self) { _, _ in 3 }
        registry.send(.didSelect, view: DogCell(), model: Dog(1), registration: dogCell, at: at)
        #expect(log.calls == ["first"], "one handler runs, never all of them")
        #expect(registry.height(model: Puppy(1), registration: nil, at: at) == 1, "two protocols: the first registered")
        #expect(registry.height(model: Badge(value: 1), registration: nil, at: at) == 3)
    }

    /// The mapped view class comes from the registration, or else from the view.
    @Test func theViewClassComesFromTheRegistrationOrTheView() {
        let (registry, log, _) = EventLog.registry()
        let middle = registry.register(AnimalMiddleCell.self)
        registry.register(AnimalLeafCell.self)
        registerAll(registry, log, order: [0, 1, 5])
        registry.send(.didSelect, view: AnimalLeafCell(), model: Dog(1), registration: nil, at: at)
        registry.send(.didSelect, view: AnimalLeafCell(), model: Dog(1), registration: middle, at: at)
        registry.send(.didSelect, view: nil, model: Dog(1), registration: middle, at: at)
        #expect(log.calls == ["leaf cell", "middle cell", "Animal"], "off screen, a view handler cannot run: the model handler does")
    }

    /// Viewless events rank the same way, from the registration alone.
    @Test func questionsFollowTheSameOrder() {
        let (registry, _, _) = EventLog.registry()
        let leaf = registry.register(AnimalLeafCell.self)
        registry.on(.height, forModel: Any.self) { _, _ in 8 }
        registry.on(.height, forModel: Animal.self) { _, _ in 6 }
        registry.on(.height, for: AnimalBaseCell.self) { _, _ in 3 }
        registry.on(.height, forModel: Dog.self) { _, _ in 5 }
        #expect(registry.height(model: Puppy(1), registration: leaf, at: at) == 3)
        #expect(registry.height(model: Puppy(1), registration: nil, at: at) == 5)
        #expect(registry.height(model: Animal(1), registration: nil, at: at) == 6)
        #expect(registry.height(model: Orphan(value: 1), registration: nil, at: at) == 8)
        #expect(registry.height(model: Optional(Optional(Dog(1))) as Any, registration: nil, at: at) == 5, "Optionals are unwrapped")
    }

    /// A handler for `Dog?` is a handler for `Dog`.
    @Test func optionalModelTypesRankAsTheirWrappedType() {
        let (registry, _, _) = EventLog.registry()
        registry.on(.height, forModel: Animal.self) { _, _ in 1 }
        registry.on(.height, forModel: Dog?.self) { dog, _ in Double(dog?.value ?? -1) }
        #expect(registry.height(model: Dog(4), registration: nil, at: at) == 4)
        #expect(registry.height(model: Puppy(5), registration: nil, at: at) == 5)
        #expect(registry.height(model: Animal(6), registration: nil, at: at) == 1)
    }

    /// Registering a handler clears the cached ranking.
    @Test func registeringLaterChangesTheWinner() {
        let (registry, _, _) = EventLog.registry()
        registry.on(.height, forModel: Animal.self) { _, _ in 1 }
        #expect(registry.height(model: Dog(1), registration: nil, at: at) == 1)
        registry.on(.height, forModel: Dog.self) { _, _ in 2 }
        #expect(registry.height(model: Dog(1), registration: nil, at: at) == 2)
        #expect(registry.height(model: Animal(1), registration: nil, at: at) == 1)
    }
}
