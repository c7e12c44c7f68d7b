import Foundation
import Testing
@testable import Tabula

/// What resolution hands the adapter: classes, reuse identifiers,
/// configuring, the cache and the registration hook.
@Suite("Mapping: registrations, reuse identifiers and configuring")
@MainActor
struct MappingConfigurationTests {
    let at = IndexPath(item: 2, section: 1)

    @Test func reuseIdentifiersAreUniquePerRegistration() {
        let (registry, _) = AnomalyLog.registry()
        let plain = registry.register(PlainCell.self)
        let again = registry.register(PlainCell.self, condition: .section(1))
        let third = registry.register(PlainCell.self, condition: .when { plain, _ in plain.value > 3 })
        let header = registry.register(TitleView.self, forSupplementaryViewOfKind: .header)
        let footer = registry.register(TitleView.self, forSupplementaryViewOfKind: .footer)
        #expect(plain.reuseIdentifier == "Tabula.PlainCell", "the first registration of a class uses its name")
        #expect(again.reuseIdentifier == "Tabula.PlainCell-2" && third.reuseIdentifier == "Tabula.PlainCell-3")
        #expect(header.reuseIdentifier == "Tabula.TitleView" && footer.reuseIdentifier == "Tabula.TitleView-2")
        let all = registry.registrations
        #expect(Set(all.map(\.reuseIdentifier)).count == all.count)
        #expect(all.map(\.id) == [0, 1, 2, 3, 4])
        #expect(all == [plain, again, third, header, footer])
        #expect(registry.cellMapping(for: Plain(value: 1), at: at)?.reuseIdentifier == "Tabula.PlainCell-2", "section 1's registration")
        #expect(registry.cellMapping(for: Plain(value: 5), at: IndexPath(item: 0, section: 0))?.reuseIdentifier == "Tabula.PlainCell-3")
    }

    @Test func registrationsDescribeThemselves() {
        let (registry, _) = AnomalyLog.registry()
        let line = #line + 1
        let named = registry.register(ViewA.self, for: (any Named).self, condition: .section(2)) { _, _, _ in }
        #expect(named.viewClass == ViewA.self as AnyClass && named.viewClassName == String(reflecting: ViewA.self))
        #expect(named.modelTypeName == String(reflecting: (any Named).self))
        #expect(named.condition == .section(2) && !named.isModelTransfer && named.kind == .cell)
        #expect(named.fileID == #fileID && named.line == line)
        #expect(named.description == "#0 ViewA (\"Tabula.ViewA\") for \(named.modelTypeName) in section 2, at \(#fileID):\(line)")
        let header = registry.register(TitleView.self, forSupplementaryViewOfKind: .header, condition: .when { _, _ in true })
        #expect(header.description.contains("as header when its predicate holds"))
    }

    @Test func didRegisterHearsEveryRegistration() {
        let (registry, _) = AnomalyLog.registry()
        var heard: [MappingRegistration] = []
        registry.didRegister = { heard.append($0) }
        let plain = registry.register(PlainCell.self)
        let header = registry.register(TitleView.self, forSupplementaryViewOfKind: .header)
        #expect(heard == [plain, header])
    }

    @Test func mappingCarriesWhatTheAdapterDequeuesWith() throws {
        let (registry, _) = AnomalyLog.registry()
        let registration = registry.register(DogCell.self)
        let mapping = try #require(registry.cellMapping(for: Puppy(1), at: at))
        #expect(ObjectIdentifier(mapping.viewClass) == ObjectIdentifier(DogCell.self))
        #expect(mapping.reuseIdentifier == "Tabula.DogCell")
        #expect(mapping.kind == .cell)
        #expect(mapping.registration == registration)
    }

    @Test func configureCallsTheClosureWithTheTypedModelAndIndexPath() throws {
        let (registry, _) = AnomalyLog.registry()
        registry.register(ViewA.self, for: Animal.self) { view, animal, indexPath in
            view.show("\(type(of: animal)) \(animal.value)", at: indexPath)
        }
        let model: Animal? = Puppy(4)
        let mapping = try #require(registry.cellMapping(for: model, at: at))
        let view = ViewA()
        #expect(mapping.configure(view, with: model, at: at))
        #expect(view.shown == [RecordingView.Shown(text: "Puppy 4", indexPath: at)])
    }

    @Test func wrongViewClassIsAMismatchNotACrash() throws {
        let (registry, log) = AnomalyLog.registry()
        let registration = registry.register(PlainCell.self)
        let mapping = try #require(registry.cellMapping(for: Plain(value: 1), at: at))
        let wrong = ViewB()
        #expect(!mapping.configure(wrong, with: Plain(value: 1), at: at))
        #expect(wrong.shown.isEmpty)
        #expect(log.anomalies == [.viewMismatch(expected: registration, viewClass: String(reflecting: ViewB.self), reuseIdentifier: nil, indexPath: at)])
    }

    @Test func wrongOrMissingModelIsReportedNotConfigured() throws {
        let (registry, log) = AnomalyLog.registry()
        let registration = registry.register(PlainCell.self)
        let mapping = try #require(registry.cellMapping(for: Plain(value: 1), at: at))
        let view = PlainCell()
        #expect(!mapping.configure(view, with: Person(value: 1), at: at))
        let none: Plain? = nil
        #expect(!mapping.configure(view, with: none, at: at))
        #expect(!mapping.configure(view, with: Optional<Plain?>.some(nil) as Any, at: at))
        #expect(view.shown.isEmpty)
        #expect(log.anomalies == [
            .modelMismatch(registration: registration, modelType: String(reflecting: Person.self), indexPath: at),
            .nilModel(kind: .cell, indexPath: at),
        ])
    }

    @Test func resolutionIsCachedPerTypeButConditionsRunEveryTime() {
        let (registry, _) = AnomalyLog.registry()
        var calls = 0
        registry.register(ViewA.self, for: Plain.self, condition: .when { plain, _ in
            calls += 1
            return plain.value.isMultiple(of: 2)
        }) { _, _, _ in }
        registry.register(ViewB.self, for: Plain.self) { _, _, _ in }
        for value in 0..<10 {
            let expected: AnyClass = value.isMultiple(of: 2) ? ViewA.self : ViewB.self
            #expect(registry.cellMapping(for: Plain(value: value), at: at)?.viewClass == expected)
        }
        #expect(calls == 10)
        #expect(registry.cellCandidates.count == 1, "one cached entry for Plain")
        _ = registry.cellMapping(for: Dog(1), at: at)
        _ = registry.cellMapping(for: Optional(Plain(value: 1)) as Any, at: at)
        #expect(registry.cellCandidates.count == 3, "Plain, Dog, and a marker for Optional<Plain>")
    }

    @Test func registeringClearsTheCache() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(AnimalCell.self)
        #expect(registry.cellMapping(for: Dog(1), at: at)?.viewClass == AnimalCell.self)
        registry.register(DogCell.self)
        #expect(registry.cellMapping(for: Dog(1), at: at)?.viewClass == DogCell.self)
        #expect(registry.cellMapping(for: Plain(value: 1), at: at) == nil)
        registry.register(PlainCell.self)
        #expect(registry.cellMapping(for: Plain(value: 1), at: at)?.viewClass == PlainCell.self)
        #expect(log.kinds == [.noMapping])
    }

    @Test func mappingsOutliveLaterRegistrations() throws {
        let (registry, _) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        let mapping = try #require(registry.cellMapping(for: Plain(value: 1), at: at))
        registry.register(ViewA.self, for: Plain.self, condition: .section(1)) { _, _, _ in }
        let view = PlainCell()
        #expect(mapping.configure(view, with: Plain(value: 2), at: at))
        #expect(view.last == "PlainCell 2")
    }

    @Test func registryAndViewsAreReleased() throws {
        weak var weakRegistry: MappingRegistry?
        weak var weakView: PlainCell?
        do {
            let (registry, _) = AnomalyLog.registry()
            registry.didRegister = { [weak registry] _ in _ = registry?.registrations }
            registry.register(PlainCell.self)
            let view = PlainCell()
            try #require(registry.cellMapping(for: Plain(value: 1), at: at)).configure(view, with: Plain(value: 1), at: at)
            weakRegistry = registry
            weakView = view
        }
        #expect(weakRegistry == nil && weakView == nil)
    }
}

/// Sources/Tabula/Tabula.docc/Mappings.md's example, run: the snippet check only compiles it.
@Suite("Mapping: the guide's example")
@MainActor
struct MappingGuideExampleTests {
    struct Contact {
        var name: String
        var isFavorite: Bool
    }

    final class ContactCell: ModelTransfer {
        var text = ""
        func update(with model: Contact) { text = model.name }
    }

    final class FavoriteCell {
        var text = ""
    }

    @Test func behavesAsTheGuideSays() throws {
        let registry = MappingRegistry()
        registry.register(ContactCell.self)
        registry.register(FavoriteCell.self, for: Contact.self, condition: .when { contact, _ in contact.isFavorite }) { cell, contact, _ in
            cell.text = "★ " + contact.name
        }
        var printed: [String] = []
        registry.anomalyHandler = { anomaly in printed.append(anomaly.description) }
        let ada = Contact(name: "Ada", isFavorite: true)
        let path = IndexPath(item: 0, section: 0)
        let mapping = try #require(registry.cellMapping(for: ada, at: path))
        #expect(mapping.reuseIdentifier == "Tabula.FavoriteCell")
        let cell = FavoriteCell()
        mapping.configure(cell, with: ada, at: path)
        #expect(cell.text == "★ Ada")
        #expect(registry.cellMapping(for: "not a contact", at: path) == nil)
        #expect(registry.cellMapping(for: "not a contact", at: IndexPath(item: 1, section: 0)) == nil)
        #expect(printed == ["noMapping: cell for Swift.String"])
        let other = try #require(registry.cellMapping(for: Contact(name: "Bob", isFavorite: false), at: path))
        #expect(other.reuseIdentifier == "Tabula.ContactCell")
    }
}
