// Linux only: the stand-in collection view forwards its calls to the
// headless list view, which real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// The stand-in collection view's backend: forwards every call to a
/// headless list view, which reads a batch as UIKit and AppKit's collection
/// view do and checks it against UIKit's rules.
@MainActor
final class HeadlessCollectionBackend: NSCollectionViewStandInBackend {
    let view: HeadlessListView

    init(dataSource: any HeadlessListViewDataSource) {
        view = HeadlessListView(dataSource: dataSource)
    }

    var numberOfSections: Int { view.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    func reloadData() { view.reloadData() }
    func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)?) {
        view.performBatchUpdates(updates, completion: completionHandler)
    }
    func insertSections(_ sections: IndexSet) { view.insertSections(sections) }
    func deleteSections(_ sections: IndexSet) { view.deleteSections(sections) }
    func reloadSections(_ sections: IndexSet) { view.reloadSections(sections) }
    func moveSection(_ section: Int, toSection newSection: Int) { view.moveSection(section, toSection: newSection) }
    func insertItems(at indexPaths: Set<IndexPath>) { view.insertItems(at: indexPaths.sorted()) }
    func deleteItems(at indexPaths: Set<IndexPath>) { view.deleteItems(at: indexPaths.sorted()) }
    func reloadItems(at indexPaths: Set<IndexPath>) { view.reloadItems(at: indexPaths.sorted()) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { view.moveItem(at: indexPath, to: newIndexPath) }
}

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
        #expect(collectionView.standInAnimatorRequests == 500, "batches go through the animator proxy, or AppKit does not animate them")
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
