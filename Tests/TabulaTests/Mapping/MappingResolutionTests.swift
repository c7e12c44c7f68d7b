import Foundation
import Testing
@testable import Tabula

/// One test per resolution rule of `MappingRegistry`.
@Suite("Mapping: resolution rules")
@MainActor
struct MappingResolutionTests {
    let at = IndexPath(item: 0, section: 0)

    /// The view class a model resolves to, configured onto a fresh view of it.
    func resolve(_ registry: MappingRegistry, _ model: Any?, at indexPath: IndexPath = IndexPath(item: 0, section: 0)) -> String? {
        guard let mapping = registry.cellMapping(for: model, at: indexPath),
              let viewClass = mapping.viewClass as? RecordingView.Type else { return nil }
        let view = viewClass.init()
        #expect(mapping.configure(view, with: model, at: indexPath))
        return view.last
    }

    @Test func valueTypeResolvesToItsRegistration() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        registry.register(ViewA.self, for: Person.self) { view, person, indexPath in view.show("ViewA \(person.value)", at: indexPath) }
        #expect(resolve(registry, Plain(value: 3)) == "PlainCell 3")
        #expect(resolve(registry, Person(value: 4)) == "ViewA 4")
        #expect(log.anomalies.isEmpty)
    }

    @Test func exactClassBeatsSuperclass() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(AnimalCell.self)
        registry.register(DogCell.self)
        #expect(resolve(registry, Animal(1)) == "AnimalCell Animal 1")
        #expect(resolve(registry, Dog(2)) == "DogCell Dog 2")
        #expect(log.anomalies.isEmpty)
    }

    @Test func subclassResolvesToTheNearestRegisteredSuperclass() {
        // Three levels, registrations at levels 1 and 2, in both orders.
        for dogFirst in [false, true] {
            let (registry, log) = AnomalyLog.registry()
            if dogFirst {
                registry.register(DogCell.self)
                registry.register(AnimalCell.self)
            } else {
                registry.register(AnimalCell.self)
                registry.register(DogCell.self)
            }
            #expect(resolve(registry, Puppy(3)) == "DogCell Puppy 3", "dog registered first: \(dogFirst)")
            #expect(log.anomalies.isEmpty)
        }
        // Only level 1 registered: levels 2 and 3 use it.
        let (registry, _) = AnomalyLog.registry()
        registry.register(AnimalCell.self)
        #expect(resolve(registry, Dog(1)) == "AnimalCell Dog 1")
        #expect(resolve(registry, Puppy(2)) == "AnimalCell Puppy 2")
    }

    @Test func superclassBeatsProtocol() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(NamedCell.self)
        registry.register(AnimalCell.self)
        #expect(resolve(registry, Puppy(5)) == "AnimalCell Puppy 5", "Animal is a superclass; Named a protocol")
        #expect(resolve(registry, Person(value: 6)) == "NamedCell Person 6")
        #expect(log.anomalies.isEmpty)
    }

    @Test func protocolExistentialAcceptsConformingValuesAndClasses() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ViewA.self, for: (any Named).self) { view, named, _ in view.show("ViewA \(type(of: named)) \(named.value)") }
        #expect(resolve(registry, Person(value: 1)) == "ViewA Person 1")
        #expect(resolve(registry, Dog(2)) == "ViewA Dog 2")
        #expect(resolve(registry, Plain(value: 3)) == nil, "Plain is not Named")
        #expect(log.kinds == [.noMapping])
    }

    @Test func optionalModelsAreUnwrapped() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        registry.register(DogCell.self)
        let plain: Plain? = Plain(value: 7)
        let doubly: Plain?? = Plain(value: 8)
        let puppy: Dog? = Puppy(9)
        #expect(resolve(registry, plain) == "PlainCell 7")
        #expect(resolve(registry, doubly as Any) == "PlainCell 8", "an Optional inside Any is unwrapped too")
        #expect(resolve(registry, puppy) == "DogCell Puppy 9")
        #expect(log.anomalies.isEmpty)
    }

    @Test func optionalRegistrationsMatchTheWrappedType() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(AnimalCell.self)
        registry.register(OptionalDogCell.self)
        #expect(resolve(registry, Dog(1)) == "OptionalDogCell 1", "Dog? is exact for a Dog")
        #expect(resolve(registry, Puppy(2)) == "OptionalDogCell 2", "and nearer than Animal for a Puppy")
        #expect(resolve(registry, Animal(3)) == "AnimalCell Animal 3")
        #expect(log.anomalies.isEmpty)
    }

    @Test func nilModelsAreAnomaliesNotTraps() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        let none: Plain? = nil
        let doubly: Plain?? = .some(nil)
        #expect(registry.cellMapping(for: none, at: at) == nil)
        #expect(registry.cellMapping(for: doubly as Any, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(registry.cellMapping(for: nil, at: IndexPath(item: 2, section: 0)) == nil)
        #expect(log.anomalies == [.nilModel(kind: .cell, indexPath: at)], "reported once, at the first index path")
    }

    @Test func matchingConditionBeatsExactType() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        registry.register(ViewA.self, for: (any Valued).self, condition: .when { model, _ in model.value > 10 }) { view, model, _ in
            view.show("ViewA \(model.value)")
        }
        #expect(resolve(registry, Plain(value: 11)) == "ViewA 11", "a protocol with a holding condition beats the exact type")
        #expect(resolve(registry, Plain(value: 10)) == "PlainCell 10", "a condition that does not hold takes no part")
        #expect(log.anomalies.isEmpty)
    }

    @Test func predicateSeesTheTypedModelAndIndexPath() {
        let (registry, _) = AnomalyLog.registry()
        var seen: [String] = []
        registry.register(DogCell.self, condition: .when { dog, indexPath in
            seen.append("\(type(of: dog)) \(dog.value) \(indexPath)")
            return indexPath.item == 1
        })
        registry.register(AnimalCell.self)
        #expect(resolve(registry, Puppy(4), at: IndexPath(item: 1, section: 2)) == "DogCell Puppy 4")
        #expect(resolve(registry, Puppy(5), at: IndexPath(item: 0, section: 2)) == "AnimalCell Puppy 5")
        #expect(seen == ["Puppy 4 [2, 1]", "Puppy 5 [2, 0]"])
    }

    @Test func sectionConditionAppliesInItsSectionOnly() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        registry.register(ViewA.self, for: Plain.self, condition: .section(2)) { view, plain, _ in view.show("ViewA \(plain.value)") }
        #expect(resolve(registry, Plain(value: 1), at: IndexPath(item: 5, section: 2)) == "ViewA 1")
        #expect(resolve(registry, Plain(value: 1), at: IndexPath(item: 5, section: 1)) == "PlainCell 1")
        #expect(resolve(registry, Plain(value: 1), at: IndexPath()) == "PlainCell 1", "an empty index path is in no section, and does not trap")
        #expect(log.anomalies.isEmpty)
    }

    @Test func conditionalMappingsRankByTypeAmongThemselves() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ViewA.self, for: Animal.self, condition: .section(0)) { view, _, _ in view.show("ViewA") }
        registry.register(ViewB.self, for: Dog.self, condition: .section(0)) { view, _, _ in view.show("ViewB") }
        registry.register(ViewC.self, for: Puppy.self) { view, _, _ in view.show("ViewC") }
        #expect(resolve(registry, Puppy(1)) == "ViewB", "both conditions hold; Dog is nearer than Animal; both beat the exact type")
        #expect(resolve(registry, Puppy(1), at: IndexPath(item: 0, section: 1)) == "ViewC")
        #expect(log.anomalies.isEmpty)
    }

    @Test func tieIsAnAnomalyAndTheFirstRegisteredWins() throws {
        let (registry, log) = AnomalyLog.registry()
        let named = registry.register(ViewA.self, for: (any Named).self) { view, _, _ in view.show("ViewA") }
        let tagged = registry.register(ViewB.self, for: (any Tagged).self) { view, _, _ in view.show("ViewB") }
        #expect(resolve(registry, Badge(value: 1)) == "ViewA")
        #expect(log.anomalies == [.ambiguousMapping(modelType: String(reflecting: Badge.self), chosen: named, other: tagged, indexPath: at)])
        let text = try #require(log.anomalies.first).debugDescription
        #expect(text.contains("#0 ViewA") && text.contains("#1 ViewB") && text.contains("Badge"), "\(text)")
    }

    @Test func sameTypeRegisteredTwiceTies() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ViewA.self, for: Dog.self) { view, _, _ in view.show("ViewA") }
        registry.register(ViewB.self, for: Dog.self) { view, _, _ in view.show("ViewB") }
        #expect(resolve(registry, Puppy(1)) == "ViewA", "two registrations of one superclass are equally near")
        #expect(log.kinds == [.ambiguousMapping])
    }

    @Test func conditionsThatBothHoldTie() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ViewA.self, for: Plain.self, condition: .section(0)) { view, _, _ in view.show("ViewA") }
        registry.register(ViewB.self, for: Plain.self, condition: .when { plain, _ in plain.value == 1 }) { view, _, _ in view.show("ViewB") }
        #expect(resolve(registry, Plain(value: 2)) == "ViewA")
        #expect(log.anomalies.isEmpty, "only one condition holds")
        #expect(resolve(registry, Plain(value: 1), at: IndexPath(item: 0, section: 1)) == "ViewB")
        #expect(resolve(registry, Plain(value: 1)) == "ViewA")
        #expect(log.kinds == [.ambiguousMapping])
    }

    @Test func noMatchIsAnAnomalyAndAPlaceholder() {
        let (registry, log) = AnomalyLog.registry()
        #expect(registry.cellMapping(for: Plain(value: 1), at: at) == nil, "an empty registry")
        registry.register(PlainCell.self)
        registry.register(ViewA.self, for: Orphan.self, condition: .section(3)) { view, _, _ in view.show("ViewA") }
        #expect(registry.cellMapping(for: Orphan(value: 1), at: at) == nil, "the only candidate's condition does not hold")
        #expect(registry.cellMapping(for: Dog(1), at: at) == nil)
        #expect(log.anomalies == [
            .noMapping(modelType: String(reflecting: Plain.self), kind: .cell, indexPath: at),
            .noMapping(modelType: String(reflecting: Orphan.self), kind: .cell, indexPath: at),
            .noMapping(modelType: String(reflecting: Dog.self), kind: .cell, indexPath: at),
        ])
    }

    @Test func supplementaryRegistrationsAreNotCells() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self, forSupplementaryViewOfKind: .header)
        #expect(registry.cellMapping(for: Plain(value: 1), at: at) == nil)
        #expect(log.kinds == [.noMapping])
    }

    @Test func anyAndAnyObjectRankAsProtocols() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ViewA.self, for: Any.self) { view, _, _ in view.show("ViewA") }
        registry.register(ViewB.self, for: Animal.self) { view, _, _ in view.show("ViewB") }
        #expect(resolve(registry, Dog(1)) == "ViewB")
        #expect(resolve(registry, Orphan(value: 1)) == "ViewA")
        registry.register(ViewC.self, for: AnyObject.self) { view, _, _ in view.show("ViewC") }
        #expect(resolve(registry, Dog(1)) == "ViewB")
        #expect(resolve(registry, Animal(1)) == "ViewB", "exact")
        #expect(log.anomalies.isEmpty)
    }
}
