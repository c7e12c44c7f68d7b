// Linux only: drives the UIKit stand-in's headless backend, which real UIKit does not have.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

// The documentation's UIKit examples, run. `.ci/check-snippets.sh` compiles
// them; these tests run the same code over a stand-in `UITableView` or
// `UICollectionView` whose calls go to a `HeadlessListView`, which asks the
// view's `dataSource` what UIKit asks and rejects every batch UIKit would
// reject. Each test checks that the cells show the data, and, for the screen
// objects, that keeping the screen object alone keeps the view following its
// source.
//
// Each example's types are copied from its document into a namespace named
// after it, as they are written there; only a cell's labels, which the
// stand-in has not, become a property set in `update(with:)` where the
// document does not have one already. The extensions after each namespace
// let the stand-in's backend make the cells and read what they show.

// MARK: - The stand-in's backend

/// A view class the backend can make from its class alone, as UIKit makes a
/// registered class; the stand-in's initializers are not `required`.
@MainActor
private protocol GuideMakeableView: UIView {
    init()
}

/// A cell whose text the backend reads as the cell's content.
@MainActor
private protocol GuideShowsText: AnyObject {
    var shownText: String { get }
}

/// Receives the calls of a stand-in table or collection view and forwards the
/// batch calls to a `HeadlessListView`, which reads its data through
/// ``GuideQuestions``: from the view's `dataSource`, as UIKit does.
@MainActor
private final class GuideBackend: UITableViewStandInBackend, UICollectionViewStandInBackend {
    let view: HeadlessListView
    /// Held here: the headless view holds its data source weakly.
    let dataSource: any HeadlessListViewDataSource
    /// The cell UIKit last got for each index path, for `cellForRow(at:)`.
    var shownCells: [IndexPath: UIView] = [:]
    private var classes: [String: AnyClass] = [:]
    /// Dequeues UIKit would have answered with an exception: "kind|identifier".
    private(set) var unregisteredDequeues: [String] = []
    /// Whether `reloadData()` was called since the last layout. UIKit reads
    /// the data source at its next layout, not in `reloadData()`: a table
    /// view made to reload in a screen's initializer reads it only after the
    /// initializer returned, from whatever data source is still there.
    private var needsReload = false

    init(dataSource: any HeadlessListViewDataSource) {
        self.dataSource = dataSource
        view = HeadlessListView(dataSource: dataSource)
    }

    private func make<V: UIView>(_ kind: String, _ identifier: String, as type: V.Type) -> V? {
        let key = kind + "|" + identifier
        guard let viewClass = classes[key] else {
            unregisteredDequeues.append(key)
            return nil
        }
        if let makeable = viewClass as? any GuideMakeableView.Type { return makeable.init() as? V }
        if viewClass == UITableViewCell.self { return UITableViewCell() as? V }
        if viewClass == UICollectionViewCell.self { return UICollectionViewCell() as? V }
        if viewClass == UITableViewHeaderFooterView.self { return UITableViewHeaderFooterView() as? V }
        if viewClass == UICollectionReusableView.self { return UICollectionReusableView() as? V }
        unregisteredDequeues.append(key + " (a class the backend cannot make)")
        return nil
    }

    /// Lays the view out, as UIKit does before drawing, before a batch and
    /// when asked for counts: a pending reload reads the data source now.
    func layOut() {
        guard needsReload else { return }
        needsReload = false
        view.reloadData()
    }

    var numberOfSections: Int {
        layOut()
        return view.numberOfSections
    }

    func numberOfRows(inSection section: Int) -> Int {
        layOut()
        return view.numberOfItems(inSection: section)
    }

    func numberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        layOut()
        view.performBatchUpdates(updates, completion: completion)
    }

    func reloadData() {
        shownCells = [:]
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

    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { classes["cell|" + identifier] = cellClass }
    func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        classes["headerFooter|" + identifier] = aClass
    }
    func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { classes["cell|" + identifier] = cellClass }
    func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        classes[elementKind + "|" + identifier] = viewClass
    }
    func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}

    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        classes["cell|" + identifier] == nil ? nil : make("cell", identifier, as: UITableViewCell.self)
    }

    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        make("cell", identifier, as: UITableViewCell.self) ?? UITableViewCell()
    }

    func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        make("headerFooter", identifier, as: UITableViewHeaderFooterView.self)
    }

    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        make("cell", identifier, as: UICollectionViewCell.self) ?? UICollectionViewCell()
    }

    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        make(elementKind, identifier, as: UICollectionReusableView.self) ?? UICollectionReusableView()
    }

    func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] as? UITableViewCell }
    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] as? UICollectionViewCell }
    var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleItems }

    /// Every item counts as visible, as in the headless view.
    var indexPathsForVisibleItems: [IndexPath] {
        layOut()
        return view.sections.enumerated().flatMap { section, value in value.items.indices.map { IndexPath(item: $0, section: section) } }
    }
}

/// Asks a stand-in view's `dataSource` what UIKit asks, for the headless
/// view: counts, cells (their shown text is the content) and table section
/// titles. The identities the headless view checks come from the forwarder's
/// adapter, so a row showing another model's cell is a violation.
@MainActor
private final class GuideQuestions: HeadlessListViewDataSource {
    weak var tableView: UITableView?
    weak var collectionView: UICollectionView?
    weak var backend: GuideBackend?

    private var source: (source: any CellListViewDataSource, listView: any CellListView)? {
        if let forwarder = tableView?.dataSource as? TableViewForwarder, let source = forwarder.source,
           let listView = forwarder.listView {
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
        backend?.shownCells[indexPath] = cell
        let id = source.flatMap { $0.source.listView($0.listView, identifierForItemAt: indexPath) } ?? AnyHashable(indexPath)
        return HeadlessListView.Cell(id: id, content: (cell as? any GuideShowsText).map { AnyEquatable($0.shownText) })
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        let id = source.flatMap { $0.source.listView($0.listView, identifierForSection: section) } ?? AnyHashable(section)
        let title = tableView.flatMap { $0.dataSource?.tableView($0, titleForHeaderInSection: section) }
        return HeadlessListView.Cell(id: id, content: title.map { AnyEquatable($0) })
    }
}

/// A stand-in table view in a window, shown by a headless view through its
/// data source. The test keeps this; the screen under test gets only `tableView`.
@MainActor
private struct GuideTable {
    let tableView: UITableView
    let backend: GuideBackend

    init(_ tableView: UITableView = UITableView()) {
        let questions = GuideQuestions()
        self.tableView = tableView
        backend = GuideBackend(dataSource: questions)
        questions.tableView = tableView
        questions.backend = backend
        tableView.backend = backend
        tableView.standInWindow = UIWindow()
    }

    /// The headless view, laid out first, as UIKit lays a view out before it shows it.
    var view: HeadlessListView {
        backend.layOut()
        return backend.view
    }
}

/// The same with a stand-in collection view.
@MainActor
private struct GuideCollection {
    let collectionView = UICollectionView()
    let backend: GuideBackend

    init() {
        let questions = GuideQuestions()
        backend = GuideBackend(dataSource: questions)
        questions.collectionView = collectionView
        questions.backend = backend
        collectionView.backend = backend
        collectionView.standInWindow = UIWindow()
    }

    /// The headless view, laid out first, as UIKit lays a view out before it shows it.
    var view: HeadlessListView {
        backend.layOut()
        return backend.view
    }
}

/// What `view` shows: each cell's text, by section ("?" for a cell that shows none).
@MainActor
private func shownTexts(_ view: HeadlessListView) -> [[String]] {
    view.sections.map { $0.items.map { $0.content?.description ?? "?" } }
}

/// The table section titles `view` shows ("-" for none).
@MainActor
private func shownTitles(_ view: HeadlessListView) -> [String] {
    view.sections.map { $0.header.content?.description ?? "-" }
}

/// Checks that UIKit would have accepted every call: no batch that breaks its
/// rules, no dequeue of an unregistered identifier, and the view shows what
/// its data source holds.
@MainActor
private func expectUIKitAccepted(_ backend: GuideBackend, sourceLocation: SourceLocation = #_sourceLocation) {
    backend.layOut()
    #expect(backend.view.violations == [], sourceLocation: sourceLocation)
    #expect(backend.view.verifyMatchesDataSource() == [], sourceLocation: sourceLocation)
    #expect(backend.unregisteredDequeues == [], sourceLocation: sourceLocation)
}

/// Lets the main actor run what the adapter deferred (updates made by an event
/// handler apply on its next turn) until `condition` holds, for a bounded time.
@MainActor
private func settle(until condition: () -> Bool) async {
    var turns = 0
    while !condition(), turns < 100 {
        await Task.yield()
        turns += 1
    }
}

// MARK: - GettingStarted.md, "A live list" and "Show it in a table view"

private enum GettingStarted {
    struct Book: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var author: String
        var isRead = false
        var shelf: String { isRead ? "Read" : "To read" }
    }

    final class BookCell: UITableViewCell, ModelTransfer {
        var shownTitle = ""                           // Linux: stands for the labels
        func update(with book: Book) {
            // Set the labels from `book` here.
            shownTitle = book.title
        }
    }

    @MainActor
    final class LibraryScreen {
        let library: ListController<Book, String>
        let adapter: ListAdapter<String?, String?, Int, Book>   // sections keyed by an optional shelf

        init(tableView: UITableView, library: ListController<Book, String>) {
            self.library = library
            let registry = MappingRegistry()              // registrations first, so the first load finds them
            registry.register(BookCell.self)
            registry.didSelect(for: BookCell.self) { [weak library] _, book, _ in
                try? library?.updateItem(withID: book.id) { $0.isRead.toggle() }
            }
            adapter = ListAdapter(view: TableViewListView(tableView), registry: registry, showing: library)
        }
    }
}

extension GettingStarted.BookCell: GuideMakeableView, GuideShowsText {
    var shownText: String { shownTitle }
}

// MARK: - README.md, "UIKit" (and its Quick start's `Contact`)

private enum Readme {
    struct Contact: Identifiable, Equatable, Sendable {
        let id: UUID
        var firstName: String
        var lastName: String
        var isArchived = false
        var initial: String { String(lastName.prefix(1)) }
    }
}

// MARK: - Migration/MigratingFromFetchedResultsController.md, "A typical screen, before and after"

private enum FetchedResultsControllerGuide {
    struct Note: Identifiable, Equatable, Sendable {
        let id: UUID
        var title: String
        var folder: String
        var modified: Date
        var isArchived = false
    }

    final class NoteCell: UITableViewCell, ModelTransfer {
        var shownTitle = ""                        // in an app, a label's text
        func update(with note: Note) { shownTitle = note.title }
    }

    /// Optional: the callbacks NSFetchedResultsControllerDelegate used to get.
    final class ChangeLog: LiveSourceDelegate {
        var lines: [String] = []
        func liveSource(_ source: any AnyLiveSource, didChange item: ListItemChange) {
            lines.append(item.description)         // e.g. "move [0, 1] → [1, 0] (updated)"
        }
    }

    @MainActor
    final class NotesScreen {
        let notes = ListController(configuration: ListConfiguration<Note, String>(
            sectionKey: { $0.folder },             // any key: no sort descriptor has to match it
            sectionOrder: .ascending,
            itemOrder: .by(.descending(\.modified)),
            filter: { !$0.isArchived },
            contentUpdates: .reconfigure
        ))
        let log = ChangeLog()
        let adapter: ListAdapter<String?, String?, UUID, Note>

        init(tableView: UITableView, loaded: [Note]) throws {
            adapter = ListAdapter(view: TableViewListView(tableView), showing: notes)
            adapter.registry.register(NoteCell.self)
            notes.delegate = log
            try notes.fetch(loaded)                // a reload, like performFetch()
        }

        func save(_ note: Note) throws {
            try notes.upsert(note)                 // inserted, or moved and refreshed, in one update
        }

        func showArchived(_ show: Bool) {
            if show {
                notes.setFilter(nil)               // animated, unlike a new fetch request
            } else {
                notes.setFilter { !$0.isArchived }
            }
        }
    }
}

extension FetchedResultsControllerGuide.NoteCell: GuideMakeableView, GuideShowsText {
    var shownText: String { shownTitle }
}

// MARK: - Migration/MigratingFromDTTableViewManager.md, "A typical screen, before and after"

private enum DTTableViewManagerGuide {
    struct Post: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var date: Date
        var isPinned = false
    }

    final class PostCell: UITableViewCell, ModelTransfer {
        var shownTitle = ""                        // in an app, a label's text
        func update(with post: Post) { shownTitle = post.title }
    }

    @MainActor
    final class PostsScreen {
        let posts = ListController(configuration: ListConfiguration<Post, String>(
            sectionKey: { $0.isPinned ? "Pinned" : "Recent" },
            sectionOrder: .by { $0 == "Pinned" && $1 != "Pinned" },  // "Pinned" first
            itemOrder: .by(.descending(\.date)),
            contentUpdates: .reconfigure           // an edited post keeps its cell
        ))
        let adapter: ListAdapter<String?, String?, Int, Post>
        var opened: [Post] = []

        init(tableView: UITableView) {
            adapter = ListAdapter(view: TableViewListView(tableView), showing: posts)
            adapter.registry.register(PostCell.self)
            adapter.registry.didSelect(for: PostCell.self) { [weak self] _, post, _ in
                self?.opened.append(post)
            }
            adapter.registry.commitEditingStyle(forModel: Post.self) { [weak self] style, post, _ in
                guard style == .delete else { return }
                _ = try? self?.posts.removeItem(withID: post.id)
            }
        }

        func show(_ fetched: [Post]) throws {
            try posts.replace(with: fetched)       // diffed, animated; the section keys are the header titles
        }

        func edited(_ post: Post) throws {
            try posts.update(with: post)           // moves it if pinning changed, reconfigures it if not
        }
    }
}

extension DTTableViewManagerGuide.PostCell: GuideMakeableView, GuideShowsText {
    var shownText: String { shownTitle }
}

// MARK: - Migration/MigratingFromDiffableDataSources.md, "A typical screen, before and after"

private enum DiffableDataSourcesGuide {
    enum Course: Int, Comparable, Sendable {
        case starter, main, dessert
        static func < (lhs: Course, rhs: Course) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Recipe: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var course: Course
    }

    final class RecipeCell: UICollectionViewCell, ModelTransfer {
        var shownName = ""                         // in an app, a label's text
        func update(with recipe: Recipe) { shownName = recipe.name }
    }

    @MainActor
    final class RecipesScreen {
        let adapter: ListAdapter<Course, Course, Int, Recipe>

        init(collectionView: UICollectionView) {
            adapter = ListAdapter(view: CollectionViewListView(collectionView))
            adapter.registry.register(RecipeCell.self)
        }

        func show(_ all: [Recipe], matching query: String) {
            let matching = all.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
            let snapshot = Snapshot(grouping: matching, by: \.course,
                                    sectionsSortedBy: <, itemsSortedBy: { $0.name < $1.name })
            adapter.apply(snapshot)                // diffed against what is shown; renamed recipes reconfigure
        }
    }

    // The outline that follows the screen.
    final class FolderCell: UICollectionViewCell, ModelTransfer {
        var indent = 0                             // in an app, the cell's indentation level
        var shownName = ""
        func update(with row: OutlineRow<String, String>) {
            indent = row.level
            shownName = (row.hasChildren ? (row.isExpanded ? "▾ " : "▸ ") : "  ") + row.item
        }
    }
}

extension DiffableDataSourcesGuide.RecipeCell: GuideMakeableView, GuideShowsText {
    var shownText: String { shownName }
}

extension DiffableDataSourcesGuide.FolderCell: GuideMakeableView, GuideShowsText {
    var shownText: String { "\(indent)|\(shownName)" }
}

// MARK: - DeclarativeScreens.md, "A screen as a value" (its rows) and "In UIKit"

private enum DeclarativeScreensGuide {
    /// In the document a headless cell; here, as in an app, a `UITableViewCell` subclass.
    final class SettingCell: UITableViewCell {
        var text = ""
        var onToggle: (@MainActor (Bool) -> Void)?
    }

    /// A row with a title and a switch.
    struct SwitchRow: CellModel {
        let id: String
        var title: String
        var isOn: Bool
        var onToggle: @MainActor (Bool) -> Void

        struct Content: Equatable, Sendable {
            var title: String
            var isOn: Bool
        }
        var content: Content { Content(title: title, isOn: isOn) }   // compared
        func configure(_ cell: SettingCell) { cell.text = "\(title): \(isOn ? "on" : "off")" }
        func bind(_ cell: SettingCell) { cell.onToggle = onToggle }  // closures, never compared
    }

    /// A row that opens something when tapped.
    struct LinkRow: CellModel {
        let id: String
        var title: String
        var onSelect: @MainActor () -> Void

        var content: String { title }
        var behavior: CellBehavior { CellBehavior(onSelect: onSelect) }
        var sizing: CellSizing { .fixed(44) }
        func configure(_ cell: SettingCell) { cell.text = title }
    }

    final class AccountViewController: ScreenTableViewController {
        var name = "Ada" { didSet { render() } }

        // Called from viewDidLoad() too.
        func render() {
            set(ListScreen(header: "Account") {
                LinkRow(id: "profile", title: name) {}
            })
        }
    }
}

extension DeclarativeScreensGuide.SettingCell: GuideMakeableView, GuideShowsText {
    var shownText: String { text }
}

// MARK: - Migration/MigratingFromDeclarativeTVC.md, its rows and "In the app"

private enum DeclarativeTVCGuide {
    /// In the document a headless cell; here, as in an app, a `UITableViewCell` subclass.
    final class TitleCell: UITableViewCell {
        var text = ""
    }

    /// A row that does something when tapped.
    struct GreetingRow: CellModel {
        let id: String
        var title: String
        var onSelect: @MainActor () -> Void

        var content: String { title }
        var behavior: CellBehavior { CellBehavior(onSelect: onSelect) }
        func configure(_ cell: TitleCell) { cell.text = title }
    }
}

extension DeclarativeTVCGuide.TitleCell: GuideMakeableView, GuideShowsText {
    var shownText: String { text }
}

// MARK: - The tests

@Suite("The guides' UIKit examples show their data")
@MainActor
struct GuideExampleTests {
    /// GettingStarted.md: `LibraryScreen` over a table view, the wrapper made
    /// inline. The screen alone keeps the table following the library, and a
    /// tap toggles `isRead` through the registered `didSelect` handler.
    @Test func gettingStartedLibraryScreen() async throws {
        typealias Book = GettingStarted.Book
        // "A live list", as written.
        let library = ListController(configuration: ListConfiguration<Book, String>(
            sectionKey: { $0.shelf },
            sectionOrder: .descending,                      // "To read" first
            itemOrder: .by(.ascending(\.author), .ascending(\.title))
        ))
        try library.fetch([
            Book(id: 1, title: "Middlemarch", author: "Eliot"),
            Book(id: 2, title: "Emma", author: "Austen", isRead: true),
        ])

        try library.insert(Book(id: 3, title: "Persuasion", author: "Austen"))
        try library.updateItem(withID: 1) { $0.isRead = true }   // moves to the other shelf
        #expect(library.snapshot.numberOfSections == 2)
        #expect(library.snapshot.item(at: IndexPath(item: 5, section: 0)) == nil)

        // "Show it in a table view": the screen is all that is kept.
        let table = GuideTable()
        weak var released: GettingStarted.LibraryScreen?
        var screen: GettingStarted.LibraryScreen?
        do {
            screen = GettingStarted.LibraryScreen(tableView: table.tableView, library: library)
        }
        #expect(screen != nil)
        #expect(table.tableView.dataSource != nil, "the table view lost its data source")
        #expect(shownTitles(table.view) == ["To read", "Read"])
        #expect(shownTexts(table.view) == [["Persuasion"], ["Emma", "Middlemarch"]])
        expectUIKitAccepted(table.backend)

        // A tap on "Persuasion", as UIKit delivers it: the handler marks it read.
        let tableView = table.tableView
        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(library.snapshot.sectionIdentifiers == ["Read"])
        await settle { shownTexts(table.view) == [["Emma", "Persuasion", "Middlemarch"]] }
        #expect(shownTitles(table.view) == ["Read"])
        #expect(shownTexts(table.view) == [["Emma", "Persuasion", "Middlemarch"]])
        expectUIKitAccepted(table.backend)
        #expect(table.view.batchCount > 0, "the change was animated, not reloaded")

        // A tap on "Middlemarch" toggles it back to the shelf to read.
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        await settle { shownTexts(table.view).count == 2 }
        #expect(library.snapshot.item(at: IndexPath(item: 0, section: 0))?.isRead == false)
        #expect(shownTitles(table.view) == ["To read", "Read"])
        #expect(shownTexts(table.view) == [["Middlemarch"], ["Emma", "Persuasion"]])
        expectUIKitAccepted(table.backend)

        // An update of the library made elsewhere reaches the table too.
        try library.insert(Book(id: 4, title: "Villette", author: "Brontë"))
        #expect(shownTexts(table.view) == [["Villette", "Middlemarch"], ["Emma", "Persuasion"]])
        expectUIKitAccepted(table.backend)

        // Closing the screen releases it, its adapter and its wrapper.
        released = screen
        screen = nil
        #expect(released == nil, "something keeps the screen alive")
        #expect(forwarder.listView == nil && forwarder.source == nil, "the wrapper or the adapter outlived the screen")
    }

    /// README.md, "UIKit": a `CollectionViewListView` applies a staged
    /// changeset between two snapshots of the Quick start's contacts, one
    /// batch per stage; and so does `apply(_:reloadThreshold:)` on the
    /// collection view. The two lines are alternatives, so each runs on its
    /// own view.
    @Test func readmeCollectionViewListView() {
        typealias Contact = Readme.Contact
        let ada = Contact(id: UUID(), firstName: "Ada", lastName: "Lovelace")
        let alan = Contact(id: UUID(), firstName: "Alan", lastName: "Turing")
        let grace = Contact(id: UUID(), firstName: "Grace", lastName: "Hopper")
        let loaded = [ada, alan]
        let edited = [Contact(id: ada.id, firstName: "Augusta Ada", lastName: "Lovelace"), grace]
        // The Quick start's snapshots, as written there.
        let old = Snapshot(grouping: loaded, by: \.initial,
                           sectionsSortedBy: <, itemsSortedBy: { $0.lastName < $1.lastName })
        let new = Snapshot(grouping: edited, by: \.initial,
                           sectionsSortedBy: <, itemsSortedBy: { $0.lastName < $1.lastName })
        let staged = StagedChangeset(source: old, target: new)
        let expected = [["Grace Hopper"], ["Augusta Ada Lovelace"]]

        for line in 0..<2 {
            let dataSource = SnapshotDataSource(old, itemContent: { AnyEquatable("\($0.firstName) \($0.lastName)") },
                                                sectionContent: { AnyEquatable($0) })
            let backend = GuideBackend(dataSource: dataSource)
            let collectionView = UICollectionView()
            collectionView.backend = backend
            collectionView.standInWindow = UIWindow()
            #expect(shownTexts(backend.view) == [["Ada Lovelace"], ["Alan Turing"]])
            if line == 0 {
                let listView = CollectionViewListView(collectionView)
                listView.apply(staged, animated: listView.isVisible) { dataSource.snapshot = $0 }
            } else {
                collectionView.apply(staged, reloadThreshold: 500) { dataSource.snapshot = $0 }
            }
            backend.layOut()
            #expect(dataSource.snapshot == new)
            #expect(shownTexts(backend.view) == expected)
            #expect(backend.view.sections.map(\.header.content) == [AnyEquatable("H"), AnyEquatable("L")])
            #expect(backend.view.batchCount == staged.count, "one batch per stage")
            #expect(backend.view.violations == [])
            #expect(backend.view.verifyMatchesDataSource() == [])
        }
    }

    /// MigratingFromFetchedResultsController.md: `NotesScreen` over a table
    /// view, run as the guide runs it, then kept alone while notes are saved
    /// and archived ones shown and hidden.
    @Test func fetchedResultsControllerNotesScreen() throws {
        typealias Note = FetchedResultsControllerGuide.Note
        let table = GuideTable()
        let tableView = table.tableView
        let screen: FetchedResultsControllerGuide.NotesScreen
        do {
            // As written in the guide.
            screen = try FetchedResultsControllerGuide.NotesScreen(tableView: tableView, loaded: [
                Note(id: UUID(), title: "Groceries", folder: "Home", modified: Date()),
            ])
            #expect(shownTexts(table.view) == [["Groceries"]])
            try screen.save(Note(id: UUID(), title: "Standup", folder: "Work", modified: Date()))
            screen.showArchived(true)
        }
        #expect(shownTitles(table.view) == ["Home", "Work"])
        #expect(shownTexts(table.view) == [["Groceries"], ["Standup"]])
        expectUIKitAccepted(table.backend)

        // An archived note shows while archived notes do, and a saved edit moves its row.
        let later = Date().addingTimeInterval(60)
        let taxes = Note(id: UUID(), title: "Taxes", folder: "Home", modified: later, isArchived: true)
        try screen.save(taxes)
        #expect(shownTexts(table.view) == [["Taxes", "Groceries"], ["Standup"]])
        screen.showArchived(false)
        #expect(shownTexts(table.view) == [["Groceries"], ["Standup"]])
        var moved = taxes
        moved.isArchived = false
        moved.folder = "Work"
        moved.title = "Taxes, filed"
        try screen.save(moved)
        #expect(shownTitles(table.view) == ["Home", "Work"])
        #expect(shownTexts(table.view) == [["Groceries"], ["Taxes, filed", "Standup"]])
        expectUIKitAccepted(table.backend)
        #expect(table.view.batchCount >= 4, "every change was animated, not reloaded")
        #expect(!screen.log.lines.isEmpty, "the change log heard the changes")
    }

    /// MigratingFromDTTableViewManager.md: `PostsScreen` over a table view,
    /// run as the guide runs it; then a tap reaches `didSelect`, and a swipe
    /// to delete removes the post through `commitEditingStyle`.
    @Test func dtTableViewManagerPostsScreen() async throws {
        typealias Post = DTTableViewManagerGuide.Post
        let table = GuideTable()
        let tableView = table.tableView
        let screen: DTTableViewManagerGuide.PostsScreen
        do {
            // As written in the guide.
            screen = DTTableViewManagerGuide.PostsScreen(tableView: tableView)
            try screen.show([Post(id: 1, title: "Hello", date: Date()), Post(id: 2, title: "Rules", date: Date(), isPinned: true)])
            try screen.edited(Post(id: 1, title: "Hello again", date: Date()))
        }
        #expect(shownTitles(table.view) == ["Pinned", "Recent"])
        #expect(shownTexts(table.view) == [["Rules"], ["Hello again"]])
        expectUIKitAccepted(table.backend)

        // Pinning a post moves it to the pinned section.
        try screen.edited(Post(id: 1, title: "Hello again", date: Date(timeIntervalSince1970: 0), isPinned: true))
        #expect(shownTitles(table.view) == ["Pinned"])
        #expect(shownTexts(table.view) == [["Rules", "Hello again"]])
        expectUIKitAccepted(table.backend)

        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(screen.opened.map(\.title) == ["Hello again"])

        let dataSource = try #require(tableView.dataSource as? TableViewForwarder)
        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        await settle { shownTexts(table.view) == [["Hello again"]] }
        #expect(Array(screen.posts.snapshot.itemIdentifiers) == [1])
        #expect(shownTexts(table.view) == [["Hello again"]])
        expectUIKitAccepted(table.backend)
        #expect(table.view.batchCount >= 3, "every change was animated, not reloaded")
    }

    /// MigratingFromDiffableDataSources.md: `RecipesScreen` over a collection
    /// view, run as the guide runs it; a rename is found on its own.
    @Test func diffableDataSourcesRecipesScreen() {
        typealias Recipe = DiffableDataSourcesGuide.Recipe
        let collection = GuideCollection()
        let collectionView = collection.collectionView
        let screen: DiffableDataSourcesGuide.RecipesScreen
        do {
            // As written in the guide.
            screen = DiffableDataSourcesGuide.RecipesScreen(collectionView: collectionView)
            screen.show([Recipe(id: 1, name: "Soup", course: .starter), Recipe(id: 2, name: "Tart", course: .dessert)],
                        matching: "")
            #expect(shownTexts(collection.view) == [["Soup"], ["Tart"]])
            screen.show([Recipe(id: 1, name: "Onion soup", course: .starter)], matching: "soup")
        }
        #expect(shownTexts(collection.view) == [["Onion soup"]])
        #expect(collection.view.sectionIDs == [AnyHashable(DiffableDataSourcesGuide.Course.starter)])
        expectUIKitAccepted(collection.backend)

        screen.show([Recipe(id: 1, name: "Onion soup", course: .starter), Recipe(id: 3, name: "Stew", course: .main),
                     Recipe(id: 4, name: "Apple pie", course: .dessert), Recipe(id: 5, name: "Leek soup", course: .starter)],
                    matching: "")
        #expect(shownTexts(collection.view) == [["Leek soup", "Onion soup"], ["Stew"], ["Apple pie"]])
        expectUIKitAccepted(collection.backend)
        #expect(collection.view.batchCount >= 2, "every change was animated, not reloaded")
    }

    /// MigratingFromDiffableDataSources.md: the outline shown by a list
    /// adapter over a collection view, run as written; expanding and
    /// collapsing changes the rows it shows.
    @Test func diffableDataSourcesOutline() throws {
        typealias FolderCell = DiffableDataSourcesGuide.FolderCell
        let collection = GuideCollection()
        let collectionView = collection.collectionView
        // As written in the guide.
        let folders = LiveOutline(sectionID: 0, outline: try Outline<String, String>([
            .init(id: "docs", item: "Documents", children: .loaded([.init(id: "cv", item: "CV.pdf")])),
            .init(id: "music", item: "Music"),
        ]))
        let folderAdapter = ListAdapter<Int, Int, String, OutlineRow<String, String>>(view: CollectionViewListView(collectionView))
        folderAdapter.registry.register(FolderCell.self)
        folderAdapter.show(folders)
        #expect(shownTexts(collection.view) == [["0|▸ Documents", "0|  Music"]])
        folders.shouldExpand = { id in id != "music" }  // sectionSnapshotHandlers.shouldExpandItem
        try folders.expand("docs")                      // the child row inserted, the parent's triangle reconfigured in place

        #expect(shownTexts(collection.view) == [["0|▾ Documents", "1|  CV.pdf", "0|  Music"]])
        expectUIKitAccepted(collection.backend)
        // One batch inserts the child; the parent's cell is reconfigured after it (UIKit's reconfigureItems,
        // which the headless view counts as a batch of its own).
        #expect(collection.view.batchCount == 2, "the child row inserted, the parent's triangle reconfigured in place")
        #expect(try folders.expand("music") == false)
        #expect(try folders.collapse("docs"))
        #expect(shownTexts(collection.view) == [["0|▸ Documents", "0|  Music"]])
        expectUIKitAccepted(collection.backend)
        _ = folderAdapter
    }

    /// DeclarativeScreens.md, "In UIKit": a `TableViewScreenSource` kept
    /// alone shows the screen set on it, then the next one, and a tap runs
    /// the row's `onSelect`.
    @Test func declarativeScreensTableViewScreenSource() throws {
        typealias LinkRow = DeclarativeScreensGuide.LinkRow
        typealias SwitchRow = DeclarativeScreensGuide.SwitchRow
        let table = GuideTable()
        let tableView = table.tableView
        let source: TableViewScreenSource
        do {
            // As written in the guide.
            source = TableViewScreenSource(tableView: tableView, animations: .fade)
            source.set(ListScreen(header: "Account") {
                LinkRow(id: "profile", title: "Profile") {}
            })
        }
        #expect(shownTitles(table.view) == ["Account"])
        #expect(shownTexts(table.view) == [["Profile"]])
        expectUIKitAccepted(table.backend)

        var opened: [String] = []
        var toggled: [Bool] = []
        source.set(ListScreen(header: "Account") {
            LinkRow(id: "profile", title: "Your profile") { opened.append("profile") }
            SwitchRow(id: "notifications", title: "Notifications", isOn: true) { toggled.append($0) }
        })
        #expect(shownTitles(table.view) == ["Account"])
        #expect(shownTexts(table.view) == [["Your profile", "Notifications: on"]])
        expectUIKitAccepted(table.backend)
        #expect(table.view.batchCount >= 1, "the change was animated, not reloaded")

        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(opened == ["profile"])
        let toggle = try #require(table.backend.cellForRow(at: IndexPath(row: 1, section: 0)) as? DeclarativeScreensGuide.SettingCell)
        toggle.onToggle?(false)
        #expect(toggled == [false])
    }

    /// DeclarativeScreens.md, "In UIKit": `AccountViewController`, a
    /// `ScreenTableViewController`, kept alone: setting `name` renders a
    /// screen its table view shows.
    @Test func declarativeScreensScreenTableViewController() {
        let controller = DeclarativeScreensGuide.AccountViewController(style: .plain)
        let table = GuideTable(controller.tableView)
        controller.render()                              // as from viewDidLoad()
        #expect(shownTitles(table.view) == ["Account"])
        #expect(shownTexts(table.view) == [["Ada"]])
        expectUIKitAccepted(table.backend)

        controller.name = "Grace"
        #expect(shownTexts(table.view) == [["Grace"]])
        expectUIKitAccepted(table.backend)
        #expect(table.view.batchCount >= 1, "the change was animated, not reloaded")
    }

    /// MigratingFromDeclarativeTVC.md, "In the app": a `TableViewScreenSource`
    /// kept alone shows the greeting, then the next screen.
    @Test func declarativeTVCTableViewScreenSource() throws {
        typealias GreetingRow = DeclarativeTVCGuide.GreetingRow
        let table = GuideTable()
        let tableView = table.tableView
        let source: TableViewScreenSource
        do {
            // As written in the guide.
            source = TableViewScreenSource(tableView: tableView, animations: .fade)
            source.set(ListScreen(header: "Your name") {
                GreetingRow(id: "hello", title: "Hello") {}
            })
        }
        #expect(shownTitles(table.view) == ["Your name"])
        #expect(shownTexts(table.view) == [["Hello"]])
        expectUIKitAccepted(table.backend)

        var greeted = 0
        source.set(ListScreen(header: "Your name") {
            GreetingRow(id: "hello", title: "Hello, Ada") { greeted += 1 }
        })
        #expect(shownTexts(table.view) == [["Hello, Ada"]])
        expectUIKitAccepted(table.backend)
        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(greeted == 1)
    }
}
#endif
