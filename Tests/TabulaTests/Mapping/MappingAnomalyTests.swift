import Foundation
import Testing
@testable import Tabula

/// Every kind of anomaly, raised; silencing; reporting once; descriptions.
@Suite("Mapping: anomalies")
@MainActor
struct MappingAnomalyTests {
    let at = IndexPath(item: 3, section: 1)

    /// One anomaly of every kind, raised through the registry's own paths
    /// where it has them and through `report(_:)` where the adapter raises it.
    func raiseEveryKind(_ registry: MappingRegistry) {
        let plain = registry.register(PlainCell.self)
        registry.register(ViewA.self, for: (any Named).self) { _, _, _ in }
        registry.register(ViewB.self, for: (any Tagged).self) { _, _, _ in }
        _ = registry.cellMapping(for: Orphan(value: 1), at: at)                       // noMapping
        _ = registry.cellMapping(for: Badge(value: 1), at: at)                        // ambiguousMapping
        _ = registry.cellMapping(for: nil, at: at)                                    // nilModel
        registry.verifyEvent("didSelect", viewClass: ViewC.self)                      // eventWithoutMapping
        if let mapping = registry.cellMapping(for: Plain(value: 1), at: at) {
            mapping.configure(ViewC(), with: Plain(value: 1), at: at)                 // viewMismatch
            mapping.configure(PlainCell(), with: Person(value: 1), at: at)            // modelMismatch
        }
        registry.report(.viewMismatch(expected: plain, viewClass: String(reflecting: PlainCell.self),
                                      reuseIdentifier: "Other", indexPath: at))       // viewMismatch, reuse identifier
        registry.report(.indexPathOutOfRange(event: "didSelect", indexPath: at))       // indexPathOutOfRange
    }

    @Test func everyKindIsRaised() {
        let (registry, log) = AnomalyLog.registry()
        raiseEveryKind(registry)
        #expect(log.kinds == [.noMapping, .ambiguousMapping, .nilModel, .eventWithoutMapping,
                              .viewMismatch, .modelMismatch, .viewMismatch, .indexPathOutOfRange])
        #expect(Set(log.kinds) == Set(MappingAnomaly.Kind.allCases))
    }

    @Test func silencingByKind() {
        let (registry, log) = AnomalyLog.registry()
        registry.silenceAnomalies(ofKind: .nilModel)
        registry.silencedAnomalyKinds.insert(.viewMismatch)
        #expect(registry.silencedAnomalyKinds == [.nilModel, .viewMismatch])
        raiseEveryKind(registry)
        #expect(log.kinds == [.noMapping, .ambiguousMapping, .eventWithoutMapping, .modelMismatch,
                              .indexPathOutOfRange])
        registry.silencedAnomalyKinds = []
        _ = registry.cellMapping(for: nil, at: at)
        #expect(log.kinds.last == .nilModel, "a silenced anomaly was never recorded as reported, so it is reported once unsilenced")
    }

    @Test func silencingByPredicate() {
        let (registry, log) = AnomalyLog.registry()
        registry.silenceAnomalies { $0.modelType == String(reflecting: Orphan.self) }
        registry.silenceAnomalies { $0.indexPath == nil }
        raiseEveryKind(registry)
        #expect(log.kinds == [.ambiguousMapping, .nilModel, .viewMismatch, .modelMismatch, .viewMismatch, .indexPathOutOfRange])
    }

    @Test func nilHandlerDropsEverything() {
        let registry = MappingRegistry()
        registry.anomalyHandler = nil
        raiseEveryKind(registry)
        #expect(registry.anomalyHandler == nil)
    }

    @Test func eachAnomalyIsReportedOnceUntilRegistrationsChange() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        for item in 0..<100 {
            _ = registry.cellMapping(for: Orphan(value: item), at: IndexPath(item: item, section: 0))
            _ = registry.cellMapping(for: nil, at: IndexPath(item: item, section: 0))
        }
        #expect(log.anomalies == [
            .noMapping(modelType: String(reflecting: Orphan.self), kind: .cell, indexPath: IndexPath(item: 0, section: 0)),
            .nilModel(kind: .cell, indexPath: IndexPath(item: 0, section: 0)),
        ])
        _ = registry.cellMapping(for: Dog(1), at: at)
        #expect(log.anomalies.count == 3, "another type is another anomaly")
        registry.register(ViewA.self, for: Person.self) { _, _, _ in }
        _ = registry.cellMapping(for: Orphan(value: 1), at: at)
        #expect(log.anomalies.count == 4, "registering forgets what was reported")
    }

    @Test func eventsAreCheckedAgainstViewClasses() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(BaseCell.self, for: Plain.self) { _, _, _ in }
        registry.register(ViewA.self, for: String.self, forSupplementaryViewOfKind: .header) { _, _, _ in }
        #expect(registry.hasMapping(forViewClass: BaseCell.self))
        #expect(registry.hasMapping(forViewClass: DerivedCell.self), "a subclass of a registered class")
        #expect(registry.hasMapping(forViewClass: RecordingView.self), "a superclass of a registered class")
        #expect(!registry.hasMapping(forViewClass: ViewA.self), "registered for headers only")
        #expect(registry.hasMapping(forViewClass: ViewA.self, kind: .supplementary(.header)))
        #expect(registry.verifyEvent("didSelect", viewClass: DerivedCell.self))
        #expect(!registry.verifyEvent("willDisplay", viewClass: ViewA.self))
        #expect(log.anomalies == [.eventWithoutMapping(event: "willDisplay", viewClass: String(reflecting: ViewA.self), kind: .cell)])
    }

    @Test func duplicateDiagnosticsListAtMostTenOfEachKind() throws {
        var snapshot = Snapshot<Int, Void, Int, Int>()
        snapshot.appendSection(.init(id: 0, model: (), items: (0..<30).map { $0 % 12 }, itemID: { $0 }))
        snapshot.appendSection(.init(id: 0, model: (), items: [], itemID: { $0 }))
        let diagnostics = snapshot.duplicateDiagnostics(origin: .listAdapter)
        #expect(diagnostics.map(\.kind) == [.duplicateSectionIdentifier] + Array(repeating: .duplicateItemIdentifier, count: 10))
        #expect(diagnostics.map(\.identifiers) == [["0"]] + (0..<10).map { [String($0)] })
        #expect(diagnostics.allSatisfy { $0.origin == .listAdapter && $0.count == 1 })
        var clean = Snapshot<Int, Void, Int, Int>()
        clean.appendSection(.init(id: 0, model: (), items: [1], itemID: { $0 }))
        #expect(clean.duplicateDiagnostics(origin: .listAdapter).isEmpty)
    }

    @Test func descriptionIsShortAndDebugDescriptionComplete() {
        let (registry, log) = AnomalyLog.registry()
        raiseEveryKind(registry)
        let plain = String(reflecting: Plain.self)
        let descriptions = log.anomalies.map(\.description)
        #expect(descriptions == [
            "noMapping: cell for \(String(reflecting: Orphan.self))",
            "ambiguousMapping: cell for \(String(reflecting: Badge.self))",
            "nilModel: cell",
            "eventWithoutMapping: didSelect on \(String(reflecting: ViewC.self))",
            "viewMismatch: \(String(reflecting: ViewC.self)) for \(String(reflecting: PlainCell.self))",
            "modelMismatch: \(String(reflecting: Person.self)) for \(String(reflecting: PlainCell.self))",
            "viewMismatch: \(String(reflecting: PlainCell.self)) for \(String(reflecting: PlainCell.self))",
            "indexPathOutOfRange: didSelect",
        ])
        for anomaly in log.anomalies {
            #expect(!anomaly.description.contains("[1, 3]"), "no index path in \(anomaly.description)")
            #expect(anomaly.description.hasPrefix(anomaly.kind.rawValue))
            #expect(anomaly.debugDescription.count > anomaly.description.count)
            if anomaly.indexPath != nil {
                #expect(anomaly.debugDescription.contains("at index path [1, 3]"), "\(anomaly.debugDescription)")
            }
        }
        let debug = log.anomalies.map(\.debugDescription)
        #expect(debug[0].contains(String(reflecting: Orphan.self)) && debug[0].contains("placeholder"))
        #expect(debug[1].contains("#1 ViewA (\"Tabula.ViewA\") for \(String(reflecting: (any Named).self))"))
        #expect(debug[1].contains("#2 ViewB (\"Tabula.ViewB\")") && debug[1].contains("#1") && debug[1].contains("MappingAnomalyTests.swift:"))
        #expect(debug[3].contains("didSelect") && debug[3].contains("never fire"))
        #expect(debug[4].contains("\"Tabula.PlainCell\"") && debug[4].contains(String(reflecting: ViewC.self)) && debug[4].contains("not configured"))
        #expect(debug[5].contains(String(reflecting: Person.self)) && debug[5].contains("#0 PlainCell") && debug[5].contains(plain))
        #expect(debug[6].contains("reuse identifier \"Other\"") && !debug[6].contains("not configured"))
    }

    @Test func anomaliesExposeWhatPredicatesNeed() {
        let registration = MappingRegistration(id: 0, kind: .cell, viewClass: PlainCell.self, reuseIdentifier: "PlainCell",
                                               modelTypeName: "M.Plain", condition: nil, isModelTransfer: true, fileID: "M/F.swift", line: 1)
        #expect(MappingAnomaly.viewMismatch(expected: registration, viewClass: "X", reuseIdentifier: nil, indexPath: at).modelType == "M.Plain")
        #expect(MappingAnomaly.nilModel(kind: .cell, indexPath: at).modelType == nil)
        #expect(MappingAnomaly.eventWithoutMapping(event: "didSelect", viewClass: "V", kind: .cell).indexPath == nil)
        #expect(MappingAnomaly.noMapping(modelType: "M.Plain", kind: .cell, indexPath: at).withoutIndexPath
            == .noMapping(modelType: "M.Plain", kind: .cell, indexPath: nil))
    }
}
