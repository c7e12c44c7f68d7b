// Linux only: the stand-in collection view forwards its calls to the
// headless list view, which real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// `NSCollectionView.apply(_:reloadThreshold:setData:completion:)` on the
/// stand-in, each batch checked by the headless list view.
@MainActor
@Suite("NSCollectionView.apply")
struct NSCollectionViewApplyTests {
    @Test("A collection view in a window follows 500 random lists, both content styles, every batch checked",
          arguments: [ContentUpdateStyle.reload, .reconfigure])
    func randomLists(contentUpdates: ContentUpdateStyle) {
        var rng = SplitMix64(seed: contentUpdates == .reload ? 3 : 4)
        let dataSource = SnapshotDataSource(Contacts(sections: []))
        let collectionView = NSCollectionView()
        collectionView.standInWindow = NSWindow()
        let backend = HeadlessCollectionBackend(dataSource: dataSource)
        collectionView.backend = backend
        var completions = 0
        for step in 0..<500 {
            let next = randomContacts(&rng)
            let changes = StagedChangeset(source: dataSource.snapshot, target: next, contentUpdates: contentUpdates)
            collectionView.apply(changes, setData: { dataSource.snapshot = $0 }, completion: { _ in completions += 1 })
            #expect(backend.view.violations.isEmpty, "step \(step): \(backend.view.violations)")
            #expect(backend.view.verifyMatchesDataSource().isEmpty, "step \(step)")
            #expect(dataSource.snapshot == next)
            if !backend.view.violations.isEmpty { return }
        }
        #expect(completions == 500, "one completion per apply")
        // Each batch, and each change in it, is sent through the proxy.
        #expect(backend.view.batchCount > 0)
        #expect(collectionView.standInAnimatorRequests >= backend.view.batchCount,
                "batches go through the animator proxy, or AppKit does not animate them")
    }

    @Test("In no window, the data is set and the view reloaded")
    func reloadsOffScreen() {
        let dataSource = SnapshotDataSource(Contacts(sections: []))
        let collectionView = NSCollectionView()
        let backend = HeadlessCollectionBackend(dataSource: dataSource)
        collectionView.backend = backend
        let one = Contacts(sections: [Contacts.Section(id: "A", model: "a", items: [Contact(id: 1, name: "Ann")])])
        collectionView.apply(StagedChangeset(source: dataSource.snapshot, target: one), setData: { dataSource.snapshot = $0 })
        #expect(backend.view.batchCount == 0 && backend.view.reloadCount == 1)
        #expect(backend.view.verifyMatchesDataSource().isEmpty)
    }
}
#endif
