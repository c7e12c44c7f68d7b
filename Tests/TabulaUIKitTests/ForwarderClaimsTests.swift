// Portable: real UIKit on iOS and tvOS, the stand-in on Linux.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
@testable import TabulaUIKit

/// `responds(to:)` may be called by Objective-C on any thread, so it reads
/// the set of claimed methods that the main actor keeps up to date; these
/// tests check that set against the live answer, from another thread too.
@Suite("The forwarders' claimed methods, read from any thread")
@MainActor
struct ForwarderClaimsTests {
    @Test func theClaimsFollowTheHandlersAndAreReadableOffTheMainActor() async throws {
        let table = TableOnScreen(), collection = CollectionOnScreen()
        let tableAdapter = ListAdapter<Int, Int, Int, Int>(view: table.listView, sectionContentEqual: ==, itemContentEqual: ==)
        let collectionAdapter = ListAdapter<Int, Int, Int, Int>(view: collection.listView, sectionContentEqual: ==, itemContentEqual: ==)
        let tableForwarder = try #require(table.listView.forwarder)
        let collectionForwarder = try #require(collection.listView.forwarder)
        func expectClaimsMatch(_ context: String) {
            let tableLive = Set(TableViewForwarder.eventsByMethodName.keys.filter { tableForwarder.methodClaims.claimsMethod(named: $0) })
            #expect(tableForwarder.methodClaims.claimedMethods == tableLive, "\(context)")
            let collectionLive = Set(CollectionViewForwarder.eventsByMethodName.keys.filter {
                collectionForwarder.methodClaims.claimsMethod(named: $0)
            })
            #expect(collectionForwarder.methodClaims.claimedMethods == collectionLive, "\(context)")
        }
        expectClaimsMatch("no handlers")
        #expect(!tableForwarder.methodClaims.isClaimed(methodNamed: "tableView(_:didSelectRowAt:)"))
        tableAdapter.registry.on(.didSelect, forModel: Int.self) { _, _ in }
        tableAdapter.registry.on(.height, forModel: Int.self) { _, _ in 44 }
        collectionAdapter.registry.on(.didSelect, forModel: Int.self) { _, _ in }
        expectClaimsMatch("after handlers")
        #expect(tableForwarder.methodClaims.claimedMethods.isSuperset(of: ["tableView(_:didSelectRowAt:)", "tableView(_:heightForRowAt:)"]))
        #expect(collectionForwarder.methodClaims.isClaimed(methodNamed: "collectionView(_:didSelectItemAt:)"))
        // Another thread reads the same answers, without touching the main actor.
        let claims = tableForwarder.methodClaims
        let offMain = await Task.detached { claims.claimedMethods }.value
        #expect(offMain.contains("tableView(_:didSelectRowAt:)"))
    }
}
#endif
