import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Random event handlers (per view class or per model type) × random
/// dispatches (a model, a mapped view class or none, a live view or none),
/// each checked against `EventReference`: which handler runs, with which
/// typed model, what it answers, and which mismatches are reported.
@Suite("Mapping: random event handlers against a reference dispatcher")
@MainActor
struct EventPropertyTests {
    /// 1,500 handler sets × 16 dispatches = 24,000 dispatches.
    static let sets = 1_500
    static let dispatchesPerSet = 16

    @Test func randomHandlersDispatchAsTheReferenceDoes() {
        var outcomes: [String: Int] = [:]
        for seed in 0..<UInt64(Self.sets) {
            var rng = SplitMix64(seed: seed &* 0x2545_F491 &+ 88)
            let specs = (0..<Int.random(in: 0...8, using: &rng)).map { id in
                HandlerSpec(id: id, target: HandlerTarget.random(using: &rng),
                            event: EventChoice.allCases.randomElement(using: &rng) ?? .didSelect)
            }
            let (registry, log, anomalies) = EventLog.registry()
            let mappings = EventViewClass.allCases.map { $0.register(in: registry) }
            for spec in specs { spec.register(in: registry, log: log) }
            #expect(anomalies.anomalies.isEmpty, "every view class is mapped: seed \(seed)")
            for _ in 0..<Self.dispatchesPerSet {
                let outcome = check(registry, log, anomalies, specs, mappings, seed: seed, using: &rng)
                outcomes[outcome, default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == Self.sets * Self.dispatchesPerSet)
        for outcome in ["none", "view exact", "view superclass", "model exact", "model superclass", "model protocol", "mismatch skipped",
                        "off screen skipped", "batch"] {
            #expect(outcomes[outcome, default: 0] >= 50, "\(outcome): \(outcomes)")
        }
    }

    /// Dispatches one random event and compares with the reference.
    /// - Returns: Which rule decided, for the tally.
    func check(_ registry: MappingRegistry, _ log: EventLog, _ anomalies: AnomalyLog, _ specs: [HandlerSpec],
               _ mappings: [MappingRegistration], seed: UInt64, using rng: inout SplitMix64) -> String {
        // Mostly an event some handler is for, so that most dispatches have candidates.
        let event = (Int.random(in: 0..<5, using: &rng) == 0 ? nil : specs.randomElement(using: &rng)?.event)
            ?? EventChoice.allCases.randomElement(using: &rng) ?? .didSelect
        log.calls.removeAll()
        anomalies.anomalies.removeAll()
        registry.reporter.forgetReported()
        if event == .prefetch {
            let rows = (0..<Int.random(in: 1...5, using: &rng)).map { item in
                RowSpec.random(item: item, using: &rng)
            }
            let items = rows.map { row in
                PrefetchItem(model: row.model, registration: row.passesRegistration ? row.mapped.map { mappings[$0.rawValue] } : nil,
                             indexPath: row.indexPath)
            }
            let expected = EventReference.batches(rows, specs)
            let context = "seed \(seed), handlers \(specs), rows \(rows)"
            #expect(registry.prefetch(items) == !expected.calls.isEmpty, "\(context)")
            #expect(log.calls == expected.calls, "\(context)")
            #expect(Set(anomalies.anomalies.map(\.kind)).isSubset(of: [.modelMismatch]), "\(context)")
            #expect(Set(anomalies.anomalies.compactMap(Self.mismatchID)) == expected.mismatches, "\(context)")
            return expected.calls.count > 1 ? "batch" : expected.calls.isEmpty ? "none" : "batch of one"
        }
        let row = RowSpec.random(item: 0, using: &rng)
        let registration = row.passesRegistration ? row.mapped.map { mappings[$0.rawValue] } : nil
        let view = event == .didSelect ? row.view : nil
        let context = "seed \(seed), handlers \(specs), \(event) \(row)"
        let expected = EventReference.dispatch(event, row, specs)
        switch event {
        case .didSelect:
            #expect(registry.send(.didSelect, view: view, model: row.model, registration: registration, at: row.indexPath)
                == (expected.winner != nil), "\(context)")
        case .height:
            #expect(registry.height(model: row.model, registration: registration, at: row.indexPath)
                == expected.winner.map { Double($0) }, "\(context)")
        case .shouldSelect:
            #expect(registry.shouldSelect(model: row.model, registration: registration, at: row.indexPath)
                == expected.winner.map { $0 % 2 == 0 }, "\(context)")
        case .prefetch:
            break
        }
        #expect(log.calls == expected.calls, "\(context)")
        #expect(anomalies.anomalies.map(\.kind).allSatisfy { $0 == .modelMismatch }, "\(context)")
        #expect(Set(anomalies.anomalies.compactMap(Self.mismatchID)) == Set(expected.mismatches.map {
            row.passesRegistration ? (row.mapped?.rawValue ?? -1) : 100 + $0
        }), "\(context)")
        return expected.rule
    }

    /// The registration a mismatch names: a mapping's id, or 100 + a handler's.
    static func mismatchID(_ anomaly: MappingAnomaly) -> Int? {
        guard case let .modelMismatch(registration, _, _) = anomaly else { return nil }
        return registration.reuseIdentifier.isEmpty ? 100 + registration.id : registration.id
    }
}

/// The events the property test dispatches: one with a view, two questions, a batch.
enum EventChoice: CaseIterable {
    case didSelect, height, shouldSelect, prefetch
}

/// The mapped view classes, registered in this order (so a class's raw value
/// is its registration's id). The three `Animal…Cell`s form a hierarchy.
enum EventViewClass: Int, CaseIterable {
    case animalBase, animalMiddle, animalLeaf, plain, named, dog

    @MainActor
    func register(in registry: MappingRegistry) -> MappingRegistration {
        switch self {
        case .animalBase: return registry.register(AnimalBaseCell.self)
        case .animalMiddle: return registry.register(AnimalMiddleCell.self)
        case .animalLeaf: return registry.register(AnimalLeafCell.self)
        case .plain: return registry.register(PlainCell.self)
        case .named: return registry.register(NamedCell.self)
        case .dog: return registry.register(DogCell.self)
        }
    }

    @MainActor
    func makeView() -> RecordingView {
        switch self {
        case .animalBase: return AnimalBaseCell()
        case .animalMiddle: return AnimalMiddleCell()
        case .animalLeaf: return AnimalLeafCell()
        case .plain: return PlainCell()
        case .named: return NamedCell()
        case .dog: return DogCell()
        }
    }

    /// How many subclass steps from `self` up to `ancestor`, or `nil`.
    func distance(to ancestor: EventViewClass) -> Int? {
        if self == ancestor { return 0 }
        switch (self, ancestor) {
        case (.animalMiddle, .animalBase), (.animalLeaf, .animalMiddle): return 1
        case (.animalLeaf, .animalBase): return 2
        default: return nil
        }
    }

    /// The class's name, as a handler records its view.
    var className: String {
        switch self {
        case .animalBase: return "AnimalBaseCell"
        case .animalMiddle: return "AnimalMiddleCell"
        case .animalLeaf: return "AnimalLeafCell"
        case .plain: return "PlainCell"
        case .named: return "NamedCell"
        case .dog: return "DogCell"
        }
    }

    /// The view's `Model`, as a registrable type.
    var model: RegistrableType {
        switch self {
        case .animalBase, .animalMiddle, .animalLeaf: return .animal
        case .plain: return .plain
        case .named: return .named
        case .dog: return .dog
        }
    }
}

/// Whom a handler is for.
enum HandlerTarget: CustomStringConvertible {
    case view(EventViewClass)
    case model(RegistrableType)
    case any

    static func random(using rng: inout SplitMix64) -> HandlerTarget {
        switch Int.random(in: 0..<9, using: &rng) {
        case 0..<4: return .view(EventViewClass.allCases.randomElement(using: &rng) ?? .plain)
        case 8: return .any
        default: return .model(RegistrableType.allCases.randomElement(using: &rng) ?? .plain)
        }
    }

    var description: String {
        switch self {
        case .view(let view): return "view \(view)"
        case .model(let type): return "model \(type)"
        case .any: return "Any"
        }
    }
}

/// One random handler.
struct HandlerSpec: CustomStringConvertible {
    var id: Int
    var target: HandlerTarget
    var event: EventChoice

    var description: String { "#\(id) \(event) \(target)" }

    /// Registers the handler: it records `#id` and the typed model (and view).
    @MainActor
    func register(in registry: MappingRegistry, log: EventLog) {
        switch target {
        case .view(.animalBase): registerView(AnimalBaseCell.self, in: registry, log: log, describe: { describe($0) })
        case .view(.animalMiddle): registerView(AnimalMiddleCell.self, in: registry, log: log, describe: { describe($0) })
        case .view(.animalLeaf): registerView(AnimalLeafCell.self, in: registry, log: log, describe: { describe($0) })
        case .view(.plain): registerView(PlainCell.self, in: registry, log: log, describe: { describe($0) })
        case .view(.named): registerView(NamedCell.self, in: registry, log: log, describe: { describe($0) })
        case .view(.dog): registerView(DogCell.self, in: registry, log: log, describe: { describe($0) })
        case .model(.plain): registerModel(Plain.self, in: registry, log: log)
        case .model(.person): registerModel(Person.self, in: registry, log: log)
        case .model(.badge): registerModel(Badge.self, in: registry, log: log)
        case .model(.orphan): registerModel(Orphan.self, in: registry, log: log, describe: { "Orphan \($0.value)" })
        case .model(.animal): registerModel(Animal.self, in: registry, log: log)
        case .model(.dog): registerModel(Dog.self, in: registry, log: log)
        case .model(.puppy): registerModel(Puppy.self, in: registry, log: log)
        case .model(.optionalDog): registerModel(Dog?.self, in: registry, log: log, describe: { $0.map(describe) ?? "nil" })
        case .model(.named): registerModel((any Named).self, in: registry, log: log, describe: { describe($0) })
        case .model(.tagged): registerModel((any Tagged).self, in: registry, log: log, describe: { describe($0) })
        case .model(.valued): registerModel((any Valued).self, in: registry, log: log, describe: { describe($0) })
        case .any: registerModel(Any.self, in: registry, log: log, describe: { model in
            (model as? any Valued).map(describe) ?? (model as? Orphan).map { "Orphan \($0.value)" } ?? "\(model)"
        })
        }
    }

    @MainActor
    func registerView<Cell: RecordingView & ModelTransfer>(_ cell: Cell.Type, in registry: MappingRegistry, log: EventLog,
                                                           describe: @escaping @MainActor (Cell.Model) -> String) {
        let id = id
        switch event {
        case .didSelect: registry.on(.didSelect, for: cell) { cell, model, _ in log.record("#\(id) \(type(of: cell)) \(describe(model))") }
        case .height: registry.on(.height, for: cell) { model, _ in log.record("#\(id) \(describe(model))"); return Double(id) }
        case .shouldSelect: registry.on(.shouldSelect, for: cell) { model, _ in log.record("#\(id) \(describe(model))"); return id % 2 == 0 }
        case .prefetch: registry.on(.prefetch, for: cell) { rows in log.record("#\(id) " + rows.map { "\(describe($0.model)) \($0.indexPath.item)" }.joined(separator: ", ")) }
        }
    }

    @MainActor
    func registerModel<Model: Valued>(_ type: Model.Type, in registry: MappingRegistry, log: EventLog) {
        registerModel(type, in: registry, log: log, describe: { describe($0) })
    }

    @MainActor
    func registerModel<Model>(_ type: Model.Type, in registry: MappingRegistry, log: EventLog,
                              describe: @escaping @MainActor (Model) -> String) {
        let id = id
        switch event {
        case .didSelect: registry.on(.didSelect, forModel: type) { model, _ in log.record("#\(id) \(describe(model))") }
        case .height: registry.on(.height, forModel: type) { model, _ in log.record("#\(id) \(describe(model))"); return Double(id) }
        case .shouldSelect: registry.on(.shouldSelect, forModel: type) { model, _ in log.record("#\(id) \(describe(model))"); return id % 2 == 0 }
        case .prefetch: registry.on(.prefetch, forModel: type) { rows in log.record("#\(id) " + rows.map { "\(describe($0.model)) \($0.indexPath.item)" }.joined(separator: ", ")) }
        }
    }
}

/// One random row: a model (or none), the view class it is mapped to (or
/// none), whether the adapter passes the registration, whether the cell is
/// on screen.
struct RowSpec: CustomStringConvertible {
    var kind: ModelKind?
    var value: Int
    var wrapped: Bool
    var mapped: EventViewClass?
    var passesRegistration: Bool
    var onScreen: Bool
    var indexPath: IndexPath

    static func random(item: Int, using rng: inout SplitMix64) -> RowSpec {
        RowSpec(kind: Int.random(in: 0..<12, using: &rng) == 0 ? nil : ModelKind.allCases.randomElement(using: &rng),
                value: Int.random(in: 0..<5, using: &rng), wrapped: Bool.random(using: &rng),
                mapped: Int.random(in: 0..<5, using: &rng) == 0 ? nil : EventViewClass.allCases.randomElement(using: &rng),
                passesRegistration: Int.random(in: 0..<4, using: &rng) != 0, onScreen: Int.random(in: 0..<3, using: &rng) != 0,
                indexPath: IndexPath(item: item, section: 0))
    }

    var model: Any? { kind.map { $0.make(value: value, wrapped: wrapped) } }

    @MainActor var view: RecordingView? { onScreen ? mapped?.makeView() : nil }

    var description: String {
        "\(kind.map { "\($0.type)" } ?? "nil") \(value)\(wrapped ? "?" : "") mapped \(mapped.map { "\($0)" } ?? "-")"
            + "\(passesRegistration ? " +registration" : "")\(onScreen ? " on screen" : "")"
    }
}

/// The precedence rules, written out over the test's tables.
enum EventReference {
    struct Expected {
        var winner: Int?
        var calls: [String]
        /// Handlers skipped for a model their view does not show.
        var mismatches: [Int]
        var rule: String
    }

    /// The view class the dispatch ranks view handlers for: the
    /// registration's, or else the live view's.
    static func mappedClass(_ event: EventChoice, _ row: RowSpec) -> EventViewClass? {
        if row.passesRegistration { return row.mapped }
        return event == .didSelect && row.onScreen ? row.mapped : nil
    }

    /// Each applicable handler with its sort key; view handlers first.
    static func ranked(_ event: EventChoice, _ row: RowSpec, _ specs: [HandlerSpec]) -> [(spec: HandlerSpec, key: [Int])] {
        guard let kind = row.kind else { return [] }
        let mapped = mappedClass(event, row)
        return specs.compactMap { spec in
            guard spec.event == event else { return nil }
            switch spec.target {
            case .view(let viewClass):
                guard let distance = mapped?.distance(to: viewClass) else { return nil }
                return (spec, [0, distance, spec.id])
            case .model(let type):
                switch ReferenceResolver.relation(of: kind, to: type) {
                case .exact?: return (spec, [1, 0, spec.id])
                case .superclass(let distance)?: return (spec, [1, distance, spec.id])
                case .conformance?: return (spec, [1, 100, spec.id])
                case nil: return nil
                }
            case .any:
                return (spec, [1, 100, spec.id])
            }
        }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    }

    /// What the handler records for the row's model.
    static func recorded(_ spec: HandlerSpec, _ row: RowSpec, withView: Bool) -> String {
        let name = "\(row.kind.map { "\($0.type)" } ?? "nil") \(row.value)"
        if withView, case .view = spec.target, let mapped = row.mapped {
            return "#\(spec.id) \(mapped.className) \(name)"
        }
        return "#\(spec.id) \(name)"
    }

    static func dispatch(_ event: EventChoice, _ row: RowSpec, _ specs: [HandlerSpec]) -> Expected {
        var mismatches: [Int] = []
        var rule = "none"
        for (spec, key) in ranked(event, row, specs) {
            if case .view(let viewClass) = spec.target {
                guard let kind = row.kind, ReferenceResolver.relation(of: kind, to: viewClass.model) != nil else {
                    mismatches.append(spec.id)
                    rule = "mismatch skipped"
                    continue
                }
                if event == .didSelect && !row.onScreen {
                    rule = "off screen skipped"
                    continue
                }
            }
            if rule == "none" {
                switch (key[0], key[1]) {
                case (0, 0): rule = "view exact"
                case (0, _): rule = "view superclass"
                case (_, 0): rule = "model exact"
                case (_, 100): rule = "model protocol"
                default: rule = "model superclass"
                }
            }
            return Expected(winner: spec.id, calls: [recorded(spec, row, withView: event == .didSelect)], mismatches: mismatches, rule: rule)
        }
        return Expected(winner: nil, calls: [], mismatches: mismatches, rule: rule)
    }

    /// Each row to its handler; one call per handler, in order of first row.
    static func batches(_ rows: [RowSpec], _ specs: [HandlerSpec]) -> (calls: [String], mismatches: Set<Int>) {
        var order: [Int] = []
        var rowsOf: [Int: [String]] = [:]
        var mismatches: Set<Int> = []
        for row in rows {
            let expected = dispatch(.prefetch, row, specs)
            for id in expected.mismatches {
                mismatches.insert(row.passesRegistration ? (row.mapped?.rawValue ?? -1) : 100 + id)
            }
            guard let winner = expected.winner else { continue }
            if rowsOf[winner] == nil { order.append(winner) }
            rowsOf[winner, default: []].append("\(row.kind.map { "\($0.type)" } ?? "nil") \(row.value) \(row.indexPath.item)")
        }
        return (order.map { "#\($0) " + (rowsOf[$0] ?? []).joined(separator: ", ") }, mismatches)
    }
}
