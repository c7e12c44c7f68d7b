// Linux only: the stand-in collection view forwards its calls here, which
// real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import TabulaTesting

/// A view class the backend can make: AppKit makes registered classes
/// itself; the test's classes adopt this to be made from their class alone.
@MainActor
protocol MakeableByBackend: AnyObject {
    init()
}

extension RowItem: MakeableByBackend {}
extension ContactItem: MakeableByBackend {}
extension TitleHeaderView: MakeableByBackend {}
extension PlaceholderCollectionViewItem: MakeableByBackend {}
extension PlaceholderSupplementaryView: MakeableByBackend {}

/// The stand-in collection view's backend: forwards every batch call to
/// TabulaTesting's headless list view, which reads a batch as UIKit and
/// AppKit's collection view do and checks it against UIKit's rules; keeps
/// the registrations and makes the items AppKit would.
///
/// Its headless view reads a data source it is given (the apply tests'
/// snapshot) or, by default, the stand-in view's own `dataSource`, as AppKit
/// does: ``AppKitQuestions``.
@MainActor
final class HeadlessCollectionBackend: NSCollectionViewStandInBackend {
    let view: HeadlessListView
    /// Asks the collection view's `dataSource`, once told which view that is.
    let questions = AppKitQuestions()
    /// Held here: the headless view holds its data source weakly.
    private let dataSource: any HeadlessListViewDataSource
    /// The classes registered, by "kind|identifier".
    private var classes: [String: AnyClass] = [:]
    /// The class of the one top-level view of each nib, by name: what an
    /// app's bundle would hold. A nib not listed makes nothing.
    var nibClasses: [String: AnyClass] = [:]
    /// Every item or view asked for that AppKit would have answered with an
    /// exception (nothing registered, or a class it cannot make), as "kind|identifier".
    private(set) var unmakeable: [String] = []
    /// The item AppKit last got for each item identity, as UIKit keeps a
    /// cell with its item when a batch moves it.
    var shownItems: [AnyHashable: NSCollectionViewItem] = [:]

    /// A backend whose headless view reads `dataSource`, by default the
    /// collection view's own.
    init(dataSource: (any HeadlessListViewDataSource)? = nil) {
        self.dataSource = dataSource ?? questions
        view = HeadlessListView(dataSource: self.dataSource)
        questions.backend = self
    }

    var numberOfSections: Int { view.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    func reloadData() {
        shownItems = [:]
        view.reloadData()
    }
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

    // The selection is the headless view's, carried through batches and
    // dropped at reloads as UIKit does (AppKit's collection view does the same).
    var allowsMultipleSelection: Bool {
        get { view.allowsMultipleSelection }
        set { view.allowsMultipleSelection = newValue }
    }
    var selectionIndexPaths: Set<IndexPath> {
        get { Set(view.indexPathsForSelectedItems) }
        set {
            let current = Set(view.indexPathsForSelectedItems)
            for indexPath in current.subtracting(newValue) { view.deselectItem(at: indexPath) }
            for indexPath in newValue.subtracting(current).sorted() { view.selectItem(at: indexPath) }
        }
    }

    static func key(_ kind: String, _ identifier: NSUserInterfaceItemIdentifier) -> String { kind + "|" + identifier.rawValue }

    func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        classes[Self.key("item", identifier)] = itemClass
    }

    func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        classes[Self.key("item", identifier)] = nib.flatMap { nibClasses[$0.standInName] }
    }

    func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        classes[Self.key(kind, identifier)] = viewClass
    }

    func register(
        _ nib: NSNib?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        classes[Self.key(kind, identifier)] = nib.flatMap { nibClasses[$0.standInName] }
    }

    /// A new object of the class registered under `key`, or `nil` (recorded).
    private func make(_ key: String) -> AnyObject? {
        guard let made = (classes[key] as? any MakeableByBackend.Type)?.init() else {
            unmakeable.append(key)
            return nil
        }
        return made
    }

    func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem {
        make(Self.key("item", identifier)) as? NSCollectionViewItem ?? NSCollectionViewItem()
    }

    func makeSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, withIdentifier identifier: NSUserInterfaceItemIdentifier,
        for indexPath: IndexPath
    ) -> NSView {
        make(Self.key(elementKind, identifier)) as? NSView ?? NSView()
    }

    func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
        view.cell(at: indexPath).flatMap { shownItems[$0.id] }
    }

    /// Every item counts as visible, as in the headless view.
    func indexPathsForVisibleItems() -> Set<IndexPath> {
        Set(view.sections.enumerated().flatMap { section, value in value.items.indices.map { IndexPath(item: $0, section: section) } })
    }

    func visibleItems() -> [NSCollectionViewItem] {
        indexPathsForVisibleItems().sorted().compactMap(item(at:))
    }
}

/// Asks a stand-in collection view's `dataSource` what AppKit asks, for the
/// headless view: counts, items (their text is the content) and headers
/// (their title). The identities the headless view tracks come from the
/// forwarder's adapter.
@MainActor
final class AppKitQuestions: HeadlessListViewDataSource {
    weak var collectionView: NSCollectionView?
    weak var backend: HeadlessCollectionBackend?

    private var adapter: (source: any CellListViewDataSource, listView: any CellHosting)? {
        guard let forwarder = collectionView?.dataSource as? NSCollectionViewForwarder, let source = forwarder.source,
              let listView = forwarder.listView else { return nil }
        return (source, listView)
    }

    func numberOfSections(in listView: HeadlessListView) -> Int {
        guard let collectionView else { return 0 }
        return collectionView.dataSource?.numberOfSections(in: collectionView) ?? 0
    }

    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        guard let collectionView else { return 0 }
        return collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        let item = collectionView.flatMap { collectionView in
            collectionView.dataSource?.collectionView(collectionView, itemForRepresentedObjectAt: indexPath)
        }
        let id = adapter.flatMap { $0.source.listView($0.listView, identifierForItemAt: indexPath) } ?? AnyHashable(indexPath)
        backend?.shownItems[id] = item
        return HeadlessListView.Cell(id: id, content: (item as? any ShowsText).map { AnyEquatable($0.text) })
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        let id = adapter.flatMap { $0.source.listView($0.listView, identifierForSection: section) } ?? AnyHashable(section)
        let view = collectionView.flatMap { collectionView in
            collectionView.dataSource?.collectionView(
                collectionView, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue, at: IndexPath(item: 0, section: section)
            )
        }
        return HeadlessListView.Cell(id: id, content: (view as? any ShowsText).map { AnyEquatable($0.text) })
    }
}

/// A collection view in a window whose calls go to a headless backend
/// reading the view's `dataSource`, and its wrapper.
@MainActor
struct CollectionOnScreen {
    let window = NSWindow()
    let collectionView: NSCollectionView
    let backend = HeadlessCollectionBackend()
    let listView: NSCollectionViewListView

    init(_ collectionView: NSCollectionView = NSCollectionView()) {
        self.collectionView = collectionView
        Self.putOnScreen(collectionView, window: window, backend: backend)
        listView = NSCollectionViewListView(collectionView)
    }

    /// Puts `collectionView` in `window`, its calls going to `backend`.
    static func putOnScreen(_ collectionView: NSCollectionView, window: NSWindow, backend: HeadlessCollectionBackend) {
        collectionView.standInWindow = window
        backend.questions.collectionView = collectionView
        collectionView.backend = backend
    }

    /// What the collection view shows: the text of each item AppKit got
    /// ("placeholder" for an item that shows none), by section.
    var shown: [[String]] {
        backend.view.sections.map { $0.items.map { $0.content?.description ?? "placeholder" } }
    }

    /// The text of the item `item(at:)` returns at each index path.
    var items: [[String]] {
        (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let shown = collectionView.item(at: IndexPath(item: item, section: section))
                return shown.map { ($0 as? any ShowsText)?.text ?? "placeholder" } ?? "no item"
            }
        }
    }
}
#endif
