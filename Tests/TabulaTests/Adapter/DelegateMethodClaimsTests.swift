import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// `DelegateMethodClaims`, which the Apple glue's forwarders answer
/// `responds(to:)` from, checked against a `ListAdapter` on a headless view.
@Suite("DelegateMethodClaims: a method is claimed while one of its events has handlers")
@MainActor
struct DelegateMethodClaimsTests {
    /// A table of the kinds the forwarders feed: one event, several events.
    static let table: [String: [EventKind]] = [
        "select": [.didSelect],
        "height": [.height],
        "highlightChange": [.didHighlight, .didUnhighlight],
        "supplementaryDisplay": [.willDisplaySupplementaryView(.header), .willDisplaySupplementaryView(.footer)],
    ]

    func makeAdapter(_ view: HeadlessListView) -> ListAdapter<Int, Int, Int, Int> {
        ListAdapter(view: view, sectionContentEqual: ==, itemContentEqual: ==)
    }

    @Test func nothingIsClaimedWithoutADelegateOrAHost() {
        let view = HeadlessListView()
        let adapter = makeAdapter(view)
        adapter.registry.on(.didSelect, forModel: Int.self) { _, _ in }
        let claims = DelegateMethodClaims(Self.table, host: view)
        #expect(claims.delegate == nil)
        #expect(!claims.claimsMethod(named: "select"), "no delegate")
        #expect(claims.claimedMethods.isEmpty)

        let hostless = DelegateMethodClaims(Self.table, host: nil)
        hostless.delegate = adapter
        #expect(!hostless.claimsMethod(named: "select"), "no host")
        #expect(hostless.claimedMethods.isEmpty)
    }

    @Test func settingTheDelegateWorksTheClaimsOut() {
        let view = HeadlessListView()
        let adapter = makeAdapter(view)
        adapter.registry.on(.didSelect, forModel: Int.self) { _, _ in }
        let claims = DelegateMethodClaims(Self.table, host: view)
        claims.delegate = adapter
        #expect(claims.delegate === adapter)
        #expect(claims.claimsMethod(named: "select"))
        #expect(!claims.claimsMethod(named: "height"))
        #expect(!claims.claimsMethod(named: "not in the table"))
        #expect(claims.claimedMethods == ["select"])
        #expect(claims.isClaimed(methodNamed: "select"))
        #expect(!claims.isClaimed(methodNamed: "height"))

        claims.delegate = nil
        #expect(!claims.claimsMethod(named: "select"))
        #expect(claims.claimedMethods.isEmpty, "unsetting the delegate works them out too")
    }

    @Test func theClaimedSetChangesOnlyOnUpdate() {
        let view = HeadlessListView()
        let adapter = makeAdapter(view)
        let claims = DelegateMethodClaims(Self.table, host: view)
        claims.delegate = adapter
        adapter.registry.on(.height, forModel: Int.self) { _, _ in 44 }
        #expect(claims.claimsMethod(named: "height"), "the live answer follows the handlers")
        #expect(!claims.isClaimed(methodNamed: "height"), "what `responds(to:)` reads waits for update()")
        claims.update()
        #expect(claims.isClaimed(methodNamed: "height"))
        #expect(claims.claimedMethods == Set(Self.table.keys.filter { claims.claimsMethod(named: $0) }))
    }

    @Test func anyOneOfAMethodsEventsClaimsIt() {
        let view = HeadlessListView()
        let unhighlighting = makeAdapter(view)
        unhighlighting.registry.on(.didUnhighlight, forModel: Int.self) { _, _ in }
        let claims = DelegateMethodClaims(Self.table, host: view)
        claims.delegate = unhighlighting
        #expect(claims.claimedMethods == ["highlightChange"])

        let footers = makeAdapter(view)
        footers.registry.on(.willDisplaySupplementaryView(ofKind: .footer), forModel: String.self) { _, _ in }
        claims.delegate = footers
        #expect(claims.claimedMethods == ["supplementaryDisplay"])
    }

    @Test func theClaimsAreHeldWeaklyAndReadableOffTheMainActor() async {
        let view = HeadlessListView()
        var adapter: ListAdapter<Int, Int, Int, Int>? = makeAdapter(view)
        adapter?.registry.on(.didSelect, forModel: Int.self) { _, _ in }
        let claims = DelegateMethodClaims(Self.table, host: view)
        claims.delegate = adapter
        let offMain = await Task.detached { (claims.claimedMethods, claims.isClaimed(methodNamed: "select")) }.value
        #expect(offMain.0 == ["select"])
        #expect(offMain.1)

        adapter = nil
        #expect(claims.delegate == nil, "held weakly")
        #expect(!claims.claimsMethod(named: "select"))
    }
}
