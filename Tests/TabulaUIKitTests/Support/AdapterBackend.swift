// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// A `ListAdapter` showing a `ListController` through a table view wrapper:
/// the stand-in table view's batch calls go to a headless list view, which
/// reads its data from the table view's `dataSource`, as UIKit does.
@MainActor
struct AdapterTableFixture {
    let backend = AdapterBackend()
    let tableView: UITableView
    let listView: TableViewListView

    /// Shows `tableView`, by default a new one: pass a view controller's own.
    init(_ tableView: UITableView = UITableView()) {
        self.tableView = tableView
        tableView.backend = backend
        tableView.standInWindow = UIWindow()
        backend.questions.tableView = tableView
        listView = TableViewListView(tableView)
    }
}

/// The same through a collection view wrapper.
@MainActor
struct AdapterCollectionFixture {
    let backend = AdapterBackend()
    let collectionView = UICollectionView()
    let listView: CollectionViewListView

    init() {
        collectionView.backend = backend
        collectionView.standInWindow = UIWindow()
        backend.questions.collectionView = collectionView
        listView = CollectionViewListView(collectionView)
    }
}

extension RowScenario {
    // Here, not in RowScenario.swift: the stand-in's data source protocols
    // declare `numberOfSections(in:)` as required, UIKit's as optional.

    /// What UIKit gets when it asks the table view's data source about every
    /// index path: each cell's text, as `text` reads it.
    static func askedByUIKit(
        _ tableView: UITableView, text: (UITableViewCell) -> String? = { ($0 as? any ShowsText)?.text }
    ) -> [[String]]? {
        guard let dataSource = tableView.dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: tableView)).map { section in
            (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { item in
                text(dataSource.tableView(tableView, cellForRowAt: IndexPath(item: item, section: section))) ?? "placeholder"
            }
        }
    }

    /// The same for a collection view.
    static func askedByUIKit(
        _ collectionView: UICollectionView, text: (UICollectionViewCell) -> String? = { ($0 as? any ShowsText)?.text }
    ) -> [[String]]? {
        guard let dataSource = collectionView.dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: collectionView)).map { section in
            (0..<dataSource.collectionView(collectionView, numberOfItemsInSection: section)).map { item in
                text(dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: section))) ?? "placeholder"
            }
        }
    }
}

/// What `view` shows: each cell's text, by section ("placeholder" for a
/// cell that shows none).
@MainActor
func shownTexts(_ view: HeadlessListView) -> [[String]] {
    view.sections.map { $0.items.map { $0.content?.description ?? "placeholder" } }
}

/// The section titles `view` shows ("-" for none).
@MainActor
func shownTitles(_ view: HeadlessListView) -> [String] {
    view.sections.map { $0.header.content?.description ?? "-" }
}

/// Receives the calls of a stand-in table or collection view driven by a
/// `ListAdapter`, and forwards the batch calls to a `HeadlessListView` that
/// enforces UIKit's batch-update rules. The headless view reads its data as
/// UIKit would: from the stand-in view's `dataSource`, the wrapper's forwarder.
///
/// As in UIKit, `reloadData()` makes no cell: the data source is read at the
/// next layout, which whatever needs the view's rows runs first (a count, a
/// batch, a cell or the visible rows, or a test reading ``view``). A screen
/// that reloads its table view and then registers its cells gets its first
/// cells from those registrations.
@MainActor
final class AdapterBackend: UITableViewStandInBackend, UICollectionViewStandInBackend {
    /// The headless view as it is, without a layout.
    private let headless: HeadlessListView
    let reuse = StandInReuse()
    /// Asks the stand-in view's `dataSource` for the headless view, unless
    /// the backend was given another data source.
    let questions: UIKitQuestions
    /// What the headless view reads: ``questions`` or the data source the
    /// backend was given. Held here because the headless view holds it weakly.
    let dataSource: any HeadlessListViewDataSource
    /// The cell UIKit last got for each item, by the item's identity: as in
    /// UIKit, a cell stays with its item when a batch moves the item, and is
    /// replaced only when the data source is asked for that item again.
    var shownCells: [AnyHashable: UIView] = [:]

    /// The cell of the item the view shows at `indexPath`: what `cellForRow(at:)` returns.
    func shownCell(at indexPath: IndexPath) -> UIView? {
        view.cell(at: indexPath).flatMap { shownCells[$0.id] }
    }

    /// Whether `reloadData()` was called since the last layout, outside a batch.
    private var needsReload = false
    /// How deep the `updates` closures of batches run now.
    private var batchDepth = 0
    /// Called inside each batch once its `updates` closure has run, where
    /// UIKit lays the batch out (and a compositional layout asks for its
    /// sections).
    var layingOutBatch: (() -> Void)?
    /// Whether batch completions wait for ``finishAnimations()``, as UIKit's
    /// wait for the animations to end.
    var holdsCompletions = false
    private var heldCompletions: [(Bool) -> Void] = []

    /// Ends the animations of the batches whose completions are held.
    func finishAnimations() {
        let completions = heldCompletions
        heldCompletions = []
        completions.forEach { $0(true) }
    }

    /// A backend whose headless view reads `dataSource`, by default the
    /// stand-in view's own (``questions``, once told which view that is).
    init(dataSource: (any HeadlessListViewDataSource)? = nil) {
        let questions = UIKitQuestions()
        self.questions = questions
        self.dataSource = dataSource ?? questions
        headless = HeadlessListView(dataSource: self.dataSource)
        questions.backend = self
    }

    /// The headless view, laid out first, as UIKit lays a view out before
    /// anyone sees it: everything the backend forwards goes through this.
    var view: HeadlessListView {
        layOut()
        return headless
    }

    /// Lays the view out, as UIKit does before drawing, before a batch and
    /// when asked for counts or cells: a pending reload reads the data
    /// source now, and the cells it makes replace those shown.
    func layOut() {
        guard needsReload else { return }
        needsReload = false
        shownCells = [:]
        headless.reloadData()
    }

    var numberOfSections: Int { view.numberOfSections }
    func numberOfRows(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }
    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        view.performBatchUpdates({
            self.batchDepth += 1
            defer { self.batchDepth -= 1 }
            updates?()
            self.layingOutBatch?()
        }, completion: { [weak self] finished in
            guard let self, self.holdsCompletions else { completion?(finished); return }
            if let completion { self.heldCompletions.append(completion) }
        })
    }

    /// Reloads at the next layout. Inside a batch's `updates` the headless
    /// view hears it at once, and records what UIKit rejects.
    func reloadData() {
        guard batchDepth == 0 else {
            shownCells = [:]
            headless.reloadData()
            return
        }
        needsReload = true
    }

    func moveSection(_ section: Int, toSection newSection: Int) { view.moveSection(section, toSection: newSection) }
    func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { view.insertSections(sections) }
    func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { view.deleteSections(sections) }
    func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { view.reloadSections(sections) }
    func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { view.insertItems(at: indexPaths) }
    func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { view.deleteItems(at: indexPaths) }
    func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { view.reloadItems(at: indexPaths) }
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { view.moveItem(at: indexPath, to: newIndexPath) }
    func reconfigureRows(at indexPaths: [IndexPath]) { view.reconfigureItems(at: indexPaths) }
    func insertSections(_ sections: IndexSet) { view.insertSections(sections) }
    func deleteSections(_ sections: IndexSet) { view.deleteSections(sections) }
    func reloadSections(_ sections: IndexSet) { view.reloadSections(sections) }
    func insertItems(at indexPaths: [IndexPath]) { view.insertItems(at: indexPaths) }
    func deleteItems(at indexPaths: [IndexPath]) { view.deleteItems(at: indexPaths) }
    func reloadItems(at indexPaths: [IndexPath]) { view.reloadItems(at: indexPaths) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { view.moveItem(at: indexPath, to: newIndexPath) }
    func reconfigureItems(at indexPaths: [IndexPath]) { view.reconfigureItems(at: indexPaths) }

    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuse.register(cellClass, kind: "cell", identifier: identifier)
    }

    func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.register(aClass, kind: "headerFooter", identifier: identifier)
    }

    func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        reuse.register(nib, kind: "cell", identifier: identifier)
    }

    func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.register(nib, kind: "headerFooter", identifier: identifier)
    }

    func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(nib, kind: "cell", identifier: identifier)
    }

    func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reuse.register(nib, kind: kind, identifier: identifier)
    }

    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuse.makeIfRegistered("cell", identifier, as: UITableViewCell.self)
    }

    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reuse.make("cell", identifier, as: UITableViewCell.self) ?? UITableViewCell()
    }

    func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reuse.make("headerFooter", identifier, as: UITableViewHeaderFooterView.self)
    }

    func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCell(at: indexPath) as? UITableViewCell }

    var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleItems }

    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(cellClass, kind: "cell", identifier: identifier)
    }

    func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        reuse.register(viewClass, kind: elementKind, identifier: identifier)
    }

    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        reuse.make("cell", identifier, as: UICollectionViewCell.self) ?? UICollectionViewCell()
    }

    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        reuse.make(elementKind, identifier, as: UICollectionReusableView.self) ?? UICollectionReusableView()
    }

    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCell(at: indexPath) as? UICollectionViewCell }

    /// Every item counts as visible, as in the headless view.
    var indexPathsForVisibleItems: [IndexPath] {
        view.sections.enumerated().flatMap { section, value in value.items.indices.map { IndexPath(item: $0, section: section) } }
    }

    // The selection is the headless view's, which drops it as UIKit does.
    var allowsMultipleSelection: Bool {
        get { headless.allowsMultipleSelection }
        set { headless.allowsMultipleSelection = newValue }
    }
    var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedItems }
    var indexPathsForSelectedItems: [IndexPath]? {
        let paths = view.indexPathsForSelectedItems
        return paths.isEmpty ? nil : paths
    }
    func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        if let indexPath { view.selectItem(at: indexPath) }
    }
    func deselectRow(at indexPath: IndexPath, animated: Bool) { view.deselectItem(at: indexPath) }
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        if let indexPath { view.selectItem(at: indexPath) }
    }
    func deselectItem(at indexPath: IndexPath, animated: Bool) { view.deselectItem(at: indexPath) }
}

/// Asks a stand-in view's `dataSource` what UIKit asks, for the headless view:
/// counts, cells (their text is the content) and headers (their title). The
/// identities the headless view tracks come from the forwarder's adapter.
@MainActor
final class UIKitQuestions: HeadlessListViewDataSource {
    weak var tableView: UITableView?
    weak var collectionView: UICollectionView?
    weak var backend: AdapterBackend?

    private var adapter: (source: any CellListViewDataSource, listView: any CellHosting)? {
        if let forwarder = tableView?.dataSource as? TableViewForwarder, let source = forwarder.source, let listView = forwarder.listView {
            return (source, listView)
        }
        if let forwarder = collectionView?.dataSource as? CollectionViewForwarder, let source = forwarder.source,
           let listView = forwarder.listView {
            return (source, listView)
        }
        return nil
    }

    func numberOfSections(in listView: HeadlessListView) -> Int {
        if let tableView { return tableView.dataSource?.numberOfSections(in: tableView) ?? 0 }
        if let collectionView { return collectionView.dataSource?.numberOfSections(in: collectionView) ?? 0 }
        return 0
    }

    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        if let tableView { return tableView.dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0 }
        if let collectionView { return collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0 }
        return 0
    }

    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        var cell: UIView?
        if let tableView {
            cell = tableView.dataSource?.tableView(tableView, cellForRowAt: indexPath)
        } else if let collectionView {
            cell = collectionView.dataSource?.collectionView(collectionView, cellForItemAt: indexPath)
        }
        let id = adapter.flatMap { $0.source.listView($0.listView, identifierForItemAt: indexPath) } ?? AnyHashable(indexPath)
        backend?.shownCells[id] = cell
        return HeadlessListView.Cell(id: id, content: (cell as? any ShowsText).map { AnyEquatable($0.text) })
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        let id = adapter.flatMap { $0.source.listView($0.listView, identifierForSection: section) } ?? AnyHashable(section)
        var title: String?
        if let tableView {
            title = tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section)
        } else if let collectionView {
            let view = collectionView.dataSource?.collectionView(
                collectionView, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue,
                at: IndexPath(item: 0, section: section)
            )
            title = (view as? any ShowsText)?.text
        }
        return HeadlessListView.Cell(id: id, content: title.map { AnyEquatable($0) })
    }
}
#endif
