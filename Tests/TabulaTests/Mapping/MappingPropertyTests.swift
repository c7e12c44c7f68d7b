import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Random registration sets × random models, each resolution checked against
/// `ReferenceResolver`: the registration chosen, the anomaly reported, and
/// the configured view.
@Suite("Mapping: random registrations against a reference resolver")
@MainActor
struct MappingPropertyTests {
    /// 1,000 registration sets × 24 models = 24,000 resolutions.
    static let sets = 1_000
    static let modelsPerSet = 24

    @Test func randomRegistrationsResolveAsTheReferenceDoes() {
        var outcomes: [String: Int] = [:]
        for seed in 0..<UInt64(Self.sets) {
            var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 8)
            let specs = (0..<Int.random(in: 0...10, using: &rng)).map { id in
                RegistrationSpec(
                    id: id, type: RegistrableType.allCases.randomElement(using: &rng) ?? .plain,
                    isHeader: Int.random(in: 0..<5, using: &rng) == 0, view: Int.random(in: 0..<3, using: &rng),
                    condition: Self.randomCondition(using: &rng)
                )
            }
            let (registry, log) = AnomalyLog.registry()
            let registrations = specs.map { Self.register($0, in: registry) }
            #expect(registrations.map(\.id) == specs.map(\.id))
            #expect(Set(registrations.map(\.reuseIdentifier)).count == registrations.count)
            for _ in 0..<Self.modelsPerSet {
                outcomes[check(registry, log, specs, registrations, seed: seed, using: &rng), default: 0] += 1
            }
        }
        // Every rule was exercised, often: the generator is not degenerate.
        #expect(outcomes.values.reduce(0, +) == Self.sets * Self.modelsPerSet)
        for outcome in ["nil", "none", "tie", "exact", "superclass 1", "superclass 2", "protocol", "condition"] {
            #expect(outcomes[outcome, default: 0] >= 100, "\(outcome): \(outcomes)")
        }
    }

    static func randomCondition(using rng: inout SplitMix64) -> ConditionSpec {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .section(Int.random(in: 0..<3, using: &rng))
        case 1:
            let modulus = Int.random(in: 2...3, using: &rng)
            return .valueModulo(modulus, equals: Int.random(in: 0..<modulus, using: &rng))
        default: return .none
        }
    }

    /// Resolves one random model and compares everything with the reference.
    /// - Returns: Which rule decided, for the tally.
    func check(_ registry: MappingRegistry, _ log: AnomalyLog, _ specs: [RegistrationSpec], _ registrations: [MappingRegistration],
               seed: UInt64, using rng: inout SplitMix64) -> String {
        let kind = ModelKind.allCases.randomElement(using: &rng) ?? .plain
        let value = Int.random(in: 0..<6, using: &rng)
        let isHeader = Int.random(in: 0..<4, using: &rng) == 0
        let indexPath = IndexPath(item: Int.random(in: 0..<5, using: &rng), section: Int.random(in: 0..<3, using: &rng))
        let roll = Int.random(in: 0..<20, using: &rng)
        let isNil = roll <= 1
        let model: Any? = roll == 0 ? nil : roll == 1 ? kind.none : kind.make(value: value, wrapped: roll < 6)
        let context: String = ("seed \(seed), registrations \(specs), model \(kind) \(value) (\(roll)) at \(indexPath), header: \(isHeader)")

        // Every resolution reports afresh, so its anomaly can be checked alone.
        log.anomalies.removeAll()
        registry.reporter.forgetReported()
        let viewKind: ReusableViewKind = isHeader ? .supplementary(.header) : .cell
        let mapping: ViewMapping?
        if isHeader {
            let resolution = registry.supplementaryMapping(ofKind: .header, for: model, at: indexPath)
            mapping = resolution.mapping
            if case .title = resolution { Issue.record("no model is a String: \(context)") }
            if isNil, case .absent = resolution {} else if isNil { Issue.record("nil header: \(resolution), \(context)") }
        } else {
            mapping = registry.cellMapping(for: model, at: indexPath)
        }

        if isNil {
            #expect(mapping == nil, "\(context)")
            #expect(log.anomalies == (isHeader ? [] : [.nilModel(kind: .cell, indexPath: indexPath)]), "\(context)")
            return "nil"
        }
        let expected = ReferenceResolver.resolve(kind, value: value, isHeader: isHeader, at: indexPath, among: specs)
        #expect(mapping?.registration.id == expected?.winner, "\(context)")
        let typeName = String(reflecting: kind.type)
        switch expected {
        case nil:
            #expect(log.anomalies == [.noMapping(modelType: typeName, kind: viewKind, indexPath: indexPath)], "\(context)")
        case let (winner, tie?)?:
            #expect(log.anomalies == [.ambiguousMapping(modelType: typeName, chosen: registrations[winner],
                                                        other: registrations[tie], indexPath: indexPath)], "\(context)")
        case (_, nil)?:
            #expect(log.anomalies.isEmpty, "\(context)")
        }
        guard let mapping, let viewClass = mapping.viewClass as? RecordingView.Type, let expected else { return "none" }
        let view = viewClass.init()
        #expect(mapping.configure(view, with: model, at: indexPath), "\(context)")
        #expect(view.shown == [RecordingView.Shown(text: "#\(mapping.registration.id) \(value)", indexPath: indexPath)], "\(context)")
        if expected.tie != nil { return "tie" }
        let winner = specs[expected.winner]
        if winner.condition != .none { return "condition" }
        switch ReferenceResolver.relation(of: kind, to: winner.type) {
        case .exact?: return "exact"
        case .superclass(let distance)?: return "superclass \(distance)"
        case .conformance?, nil: return "protocol"
        }
    }

    /// Registers a spec with the registry, with closures that do what the
    /// spec says, for the spec's type.
    static func register(_ spec: RegistrationSpec, in registry: MappingRegistry) -> MappingRegistration {
        switch spec.type {
        case .plain: return register(spec, Plain.self, value: { $0.value }, in: registry)
        case .person: return register(spec, Person.self, value: { $0.value }, in: registry)
        case .badge: return register(spec, Badge.self, value: { $0.value }, in: registry)
        case .orphan: return register(spec, Orphan.self, value: { $0.value }, in: registry)
        case .animal: return register(spec, Animal.self, value: { $0.value }, in: registry)
        case .dog: return register(spec, Dog.self, value: { $0.value }, in: registry)
        case .puppy: return register(spec, Puppy.self, value: { $0.value }, in: registry)
        case .optionalDog: return register(spec, Dog?.self, value: { $0?.value ?? -1 }, in: registry)
        case .named: return register(spec, (any Named).self, value: { $0.value }, in: registry)
        case .tagged: return register(spec, (any Tagged).self, value: { $0.value }, in: registry)
        case .valued: return register(spec, (any Valued).self, value: { $0.value }, in: registry)
        }
    }

    static func register<Model>(_ spec: RegistrationSpec, _ type: Model.Type, value: @escaping @Sendable (Model) -> Int,
                                in registry: MappingRegistry) -> MappingRegistration {
        let condition: MappingCondition<Model>?
        switch spec.condition {
        case .none: condition = nil
        case .section(let section): condition = .section(section)
        case let .valueModulo(modulus, remainder): condition = .when { model, _ in value(model) % modulus == remainder }
        }
        let id = spec.id
        let configure: @MainActor (RecordingView, Model, IndexPath) -> Void = { view, model, indexPath in
            view.show("#\(id) \(value(model))", at: indexPath)
        }
        switch (spec.view, spec.isHeader) {
        case (0, false): return registry.register(ViewA.self, for: type, condition: condition) { configure($0, $1, $2) }
        case (1, false): return registry.register(ViewB.self, for: type, condition: condition) { configure($0, $1, $2) }
        case (_, false): return registry.register(ViewC.self, for: type, condition: condition) { configure($0, $1, $2) }
        case (0, true): return registry.register(ViewA.self, for: type, forSupplementaryViewOfKind: .header, condition: condition) { configure($0, $1, $2) }
        case (1, true): return registry.register(ViewB.self, for: type, forSupplementaryViewOfKind: .header, condition: condition) { configure($0, $1, $2) }
        case (_, true): return registry.register(ViewC.self, for: type, forSupplementaryViewOfKind: .header, condition: condition) { configure($0, $1, $2) }
        }
    }
}
