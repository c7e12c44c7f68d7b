import Foundation
import Testing
@testable import Tabula

/// Headers, footers and other supplementary views, and title-only headers.
@Suite("Mapping: supplementary views")
@MainActor
struct MappingSupplementaryTests {
    let section1 = IndexPath(item: 0, section: 1)

    @Test func kindsAreUIKitsStrings() {
        #expect(SupplementaryKind.header.rawValue == "UICollectionElementKindSectionHeader")
        #expect(SupplementaryKind.footer.rawValue == "UICollectionElementKindSectionFooter")
        #expect(SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader") == .header)
        let badge: SupplementaryKind = "badge"
        #expect(badge.rawValue == "badge" && !badge.isHeaderOrFooter && SupplementaryKind.footer.isHeaderOrFooter)
        #expect("\(SupplementaryKind.header) \(SupplementaryKind.footer) \(badge)" == "header footer badge")
        #expect("\(ReusableViewKind.cell) \(ReusableViewKind.supplementary(.header)) \(ReusableViewKind.supplementary(badge))"
            == "cell header supplementary badge")
    }

    @Test func headerAndFooterResolveByKind() throws {
        let (registry, log) = AnomalyLog.registry()
        registry.register(ViewA.self, for: Plain.self, forSupplementaryViewOfKind: .header) { view, plain, indexPath in
            view.show("header \(plain.value)", at: indexPath)
        }
        registry.register(ViewB.self, for: Plain.self, forSupplementaryViewOfKind: .footer) { view, plain, _ in view.show("footer \(plain.value)") }
        registry.register(ViewC.self, for: Plain.self, forSupplementaryViewOfKind: "badge") { view, plain, _ in view.show("badge \(plain.value)") }
        for (kind, expected) in [(SupplementaryKind.header, "header 1"), (.footer, "footer 1"), ("badge", "badge 1")] {
            let mapping = try #require(registry.supplementaryMapping(ofKind: kind, for: Plain(value: 1), at: section1).mapping)
            #expect(mapping.kind == .supplementary(kind))
            let view = try #require((mapping.viewClass as? RecordingView.Type)?.init())
            #expect(mapping.configure(view, with: Plain(value: 1), at: section1))
            #expect(view.last == expected)
        }
        #expect(log.anomalies.isEmpty)
    }

    @Test func modelTransferHeaders() throws {
        let (registry, _) = AnomalyLog.registry()
        let registration = registry.register(TitleView.self, forSupplementaryViewOfKind: .header)
        #expect(registration.isModelTransfer && registration.kind == .supplementary(.header))
        let mapping = try #require(registry.supplementaryMapping(ofKind: .header, for: "Friends", at: section1).mapping)
        let view = TitleView()
        #expect(mapping.configure(view, with: "Friends", at: section1))
        #expect(view.last == "TitleView Friends", "a String with a view registered for it gets the view, not a title")
        #expect(registry.supplementaryMapping(ofKind: .footer, for: "Friends", at: section1).title == "Friends",
                "the footer has no registration: a title")
    }

    @Test func stringHeadersAndFootersWithoutAViewAreTitles() {
        let (registry, log) = AnomalyLog.registry()
        let optional: String? = "Family"
        #expect(registry.supplementaryMapping(ofKind: .header, for: "Friends", at: section1).title == "Friends")
        #expect(registry.supplementaryMapping(ofKind: .footer, for: optional, at: section1).title == "Family")
        #expect(log.anomalies.isEmpty)
        guard case .placeholder = registry.supplementaryMapping(ofKind: "badge", for: "Friends", at: section1) else {
            Issue.record("a String for another kind is not a title")
            return
        }
        #expect(log.anomalies == [.noMapping(modelType: "Swift.String", kind: .supplementary("badge"), indexPath: section1)])
    }

    @Test func nilMeansNoViewAndIsNoAnomaly() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(TitleView.self, forSupplementaryViewOfKind: .header)
        let none: String? = nil
        guard case .absent = registry.supplementaryMapping(ofKind: .header, for: nil, at: section1),
              case .absent = registry.supplementaryMapping(ofKind: .header, for: none as Any, at: section1) else {
            Issue.record("a nil header model is no header")
            return
        }
        #expect(log.anomalies.isEmpty)
    }

    @Test func unmappedModelsArePlaceholders() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(TitleView.self, forSupplementaryViewOfKind: .header)
        let resolution = registry.supplementaryMapping(ofKind: .header, for: Plain(value: 1), at: section1)
        guard case .placeholder = resolution else {
            Issue.record("expected a placeholder, got \(resolution)")
            return
        }
        #expect(resolution.mapping == nil && resolution.title == nil)
        #expect(log.anomalies == [.noMapping(modelType: String(reflecting: Plain.self), kind: .supplementary(.header), indexPath: section1)])
        #expect(log.anomalies[0].debugDescription.contains("title"), "the header message mentions that a String would be a title")
    }

    @Test func sectionConditionsOnHeaders() {
        let (registry, _) = AnomalyLog.registry()
        registry.register(ViewA.self, for: String.self, forSupplementaryViewOfKind: .header, condition: .section(0)) { _, _, _ in }
        #expect(registry.supplementaryMapping(ofKind: .header, for: "Pinned", at: IndexPath(item: 0, section: 0)).mapping?.viewClass == ViewA.self)
        #expect(registry.supplementaryMapping(ofKind: .header, for: "Other", at: section1).title == "Other")
    }

    @Test func cellRegistrationsAreNotSupplementaryViews() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(PlainCell.self)
        registry.register(TitleView.self, forSupplementaryViewOfKind: .footer)
        #expect(registry.supplementaryMapping(ofKind: .header, for: Plain(value: 1), at: section1).mapping == nil)
        #expect(registry.supplementaryMapping(ofKind: .header, for: "Title", at: section1).title == "Title",
                "the footer's String registration does not make a header")
        #expect(log.kinds == [.noMapping])
    }
}
