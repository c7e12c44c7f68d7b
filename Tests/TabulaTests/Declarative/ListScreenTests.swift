import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Declarative screens: building a screen as a value")
@MainActor
struct ListScreenTests {
    enum Mode { case compact, full }

    func build(admin: Bool, nickname: String?, people: [Int], mode: Mode) -> ListScreen {
        ListScreen {
            ScreenSection(id: "account", header: "Account") {
                BadgeRow(id: 0, count: 0, stamp: 0)
                if admin { BadgeRow(id: 1, count: 1, stamp: 0) }
                if let nickname { TextRow(id: 2, text: nickname, onSelect: {}) }
                switch mode {
                case .compact: BadgeRow(id: 3, count: 3, stamp: 0)
                case .full: [BadgeRow(id: 3, count: 3, stamp: 0), BadgeRow(id: 4, count: 4, stamp: 0)]
                }
            }
            for person in people {
                ScreenSection(id: person, header: .view(BannerHeader(text: "\(person)"))) {
                    TextRow(id: person, text: "p", onSelect: {})
                }
            }
            if people.isEmpty {
                ScreenSection(id: "empty", footer: "Nobody yet", rows: [])
            }
        }
    }

    @Test func resultBuildersTakeIfIfLetSwitchForAndArrays() {
        let screen = build(admin: true, nickname: "ada", people: [7, 8], mode: .full)
        #expect(screen.sections.map(\.id) == [ScreenSectionID("account"), ScreenSectionID(7), ScreenSectionID(8)])
        #expect(screen.sections[0].rows.map(\.description) == [
            "BadgeRow(id: 0)", "BadgeRow(id: 1)", "TextRow(id: 2)", "BadgeRow(id: 3)", "BadgeRow(id: 4)",
        ])
        #expect(screen.sections[1].header?.model(as: BannerHeader.self)?.text == "7")
        let bare = build(admin: false, nickname: nil, people: [], mode: .compact)
        #expect(bare.sections.map(\.rows.count) == [2, 0])
        #expect(bare.sections[1].footer?.title == "Nobody yet")
        #expect(bare.numberOfRows == 2)
    }

    @Test func aFormIsOneSectionOfRows() {
        let form = ListScreen(header: "Settings") {
            BadgeRow(id: 1, count: 0, stamp: 0)
            TextRow(id: 1, text: "x", onSelect: {})
        }
        #expect(form.sections.count == 1 && form.sections[0].id == .form)
        #expect(form.sections[0].header?.title == "Settings")
        #expect(form[IndexPath(item: 1, section: 0)]?.model(as: TextRow.self)?.text == "x")
        #expect(form[IndexPath(item: 2, section: 0)] == nil && form[IndexPath(item: 0, section: 1)] == nil)
        #expect(form.diagnostics.isEmpty, "the same id under two model types is two identities")
    }

    /// Rows compare their stored hashes first; equal hashes of different
    /// identities (a collision, which no screen can be built to produce on
    /// purpose) must still be told apart, for integer `id`s compared inline
    /// and for other `id`s through the model type's own `==`.
    @Test func rowsWhoseIdentityHashesCollideAreStillDifferent() {
        // Only the identity question is asked here; the others say "equal".
        let never: CellModelStorage.Comparison = { question, _, _ in question == .sameContent }
        let always: CellModelStorage.Comparison = { question, _, _ in question != .needsVisibleUpdate }
        func storage(hash: Int, integerID: Int?, identityEqual: @escaping CellModelStorage.Comparison) -> CellModelStorage {
            CellModelStorage(identityHash: hash, modelType: TextRow.self, integerID: integerID, reloadsOnContentChange: false,
                             compare: identityEqual)
        }
        // The rows' own comparison, and their identities' (which hold an
        // integer `id` themselves): the same answers.
        func same(_ a: CellModelStorage, _ b: CellModelStorage) -> Bool {
            let rows = a.hasSameIdentity(as: b), ids = CellModelID(a) == CellModelID(b)
            #expect(rows == ids)
            return rows
        }
        #expect(!same(storage(hash: 7, integerID: 1, identityEqual: always), storage(hash: 7, integerID: 2, identityEqual: always)))
        #expect(same(storage(hash: 7, integerID: 1, identityEqual: never), storage(hash: 7, integerID: 1, identityEqual: never)))
        #expect(!same(storage(hash: 7, integerID: nil, identityEqual: never), storage(hash: 7, integerID: nil, identityEqual: never)))
        #expect(same(storage(hash: 7, integerID: nil, identityEqual: always), storage(hash: 7, integerID: nil, identityEqual: always)))
        #expect(!same(storage(hash: 7, integerID: 1, identityEqual: always), storage(hash: 8, integerID: 1, identityEqual: always)))
    }

    /// Section identifiers compare their stored hashes first; identifiers
    /// whose hashes collide are still compared by value, and identifiers of
    /// different types never equal.
    @Test func sectionIdentifiersWhoseHashesCollideAreStillDifferent() {
        struct Colliding: Hashable, Sendable {
            let value: String
            func hash(into hasher: inout Hasher) {}
        }
        #expect(ScreenSectionID(Colliding(value: "a")) == ScreenSectionID(Colliding(value: "a")))
        #expect(ScreenSectionID(Colliding(value: "a")) != ScreenSectionID(Colliding(value: "b")))
        #expect(ScreenSectionID("x") == ScreenSectionID("x") && ScreenSectionID("x") != ScreenSectionID("y"))
        #expect(ScreenSectionID(1) != ScreenSectionID(Int64(1)), "another type: another identifier")
    }

    @Test func equalityComparesIdentityAndContentNotClosures() {
        var calls = 0
        let a = ListScreen { TextRow(id: 1, text: "x", onSelect: { calls += 1 }) }
        let b = ListScreen { TextRow(id: 1, text: "x", onSelect: { calls += 2 }) }
        let c = ListScreen { TextRow(id: 1, text: "y", onSelect: {}) }
        let d = ListScreen { BadgeRow(id: 1, count: 0, stamp: 0) }
        #expect(a == b)
        #expect(a != c && a != d)
        #expect(ScreenSectionID(1) != ScreenSectionID("1") && ScreenSectionID(1) == ScreenSectionID(1))
        #expect(HeaderFooterModel.title("a") != .view(BannerHeader(text: "a")))
        #expect(HeaderFooterModel.view(BannerHeader(text: "a")) == .view(BannerHeader(text: "a")))
    }
}
