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
// `UICollectionView` whose calls go to an `AdapterBackend` (Support/): a
// `HeadlessListView` that asks the view's `dataSource` what UIKit asks, when
// UIKit asks it, and rejects every batch UIKit would reject. Each test checks that the cells show the data, and, for the screen
// objects, that keeping the screen object alone keeps the view following its
// source.
//
// Each example's types are copied from its document into a namespace named
// after it, as they are written there; only a cell's labels, which the
// stand-in has not, become a property set in `update(with:)` where the
// document does not have one already. The extensions after each namespace
// let the stand-in's backend make the cells and read what they show.

// MARK: - Checks

/// Checks that UIKit would have accepted every call: no batch that breaks its
/// rules, no dequeue of an unregistered identifier, and the view shows what
/// its data source holds.
@MainActor
private func expectUIKitAccepted(_ backend: AdapterBackend, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(backend.view.violations == [], sourceLocation: sourceLocation)
    #expect(backend.view.verifyMatchesDataSource() == [], sourceLocation: sourceLocation)
    #expect(backend.reuse.unregisteredDequeues == [], sourceLocation: sourceLocation)
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
            registry.on(.didSelect, for: BookCell.self) { [weak library] _, book, _ in
                try? library?.updateItem(withID: book.id) { $0.isRead.toggle() }
            }
            adapter = ListAdapter(view: TableViewListView(tableView), registry: registry, showing: library)
        }
    }
}

extension GettingStarted.BookCell: MakeableView, ShowsText {
    var text: String { shownTitle }
}

// MARK: - README.md, "A screen"

private enum Readme {
    struct Friend: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var isFavorite = false
        var initial: String { String(name.prefix(1)) }
    }

    @MainActor
    final class FriendsScreen {
        let friends: ListController<Friend, String>
        let adapter: ListAdapterOf<ListController<Friend, String>>
        init(view: some CellListView, registry: MappingRegistry) {
            let friends = ListController(configuration: ListConfiguration<Friend, String>(
                sectionKey: { $0.initial }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.name))
            ))
            registry.on(.didSelect, forModel: Friend.self) { [weak friends] friend, _ in
                try? friends?.updateItem(withID: friend.id) { $0.isFavorite.toggle() }
            }
            self.friends = friends
            adapter = ListAdapter(view: view, registry: registry, showing: friends)
        }
    }

    final class FriendCell: UITableViewCell, ModelTransfer {
        var shownText = ""                            // Linux: stands for the labels
        func update(with friend: Friend) {
            // Set the labels from `friend` here: its name, a ★ for a favorite.
            shownText = (friend.isFavorite ? "★ " : "") + friend.name
        }
    }
}

extension Readme.FriendCell: MakeableView, ShowsText {
    var text: String { shownText }
}

// MARK: - Staging.md, "From two snapshots to a view"

private enum StagingGuide {
    struct Contact: Identifiable, Equatable, Sendable {
        let id: UUID
        var firstName: String
        var lastName: String
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

extension FetchedResultsControllerGuide.NoteCell: MakeableView, ShowsText {
    var text: String { shownTitle }
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
            adapter.registry.on(.didSelect, for: PostCell.self) { [weak self] _, post, _ in
                self?.opened.append(post)
            }
            adapter.registry.on(.commitEditingStyle, forModel: Post.self) { [weak self] style, post, _ in
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

extension DTTableViewManagerGuide.PostCell: MakeableView, ShowsText {
    var text: String { shownTitle }
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

extension DiffableDataSourcesGuide {
    // "Outlines among other sections".
    final class NameCell: UICollectionViewCell, ModelTransfer {
        var shownName = ""                         // in an app, a label's text
        func update(with name: String) { shownName = name }
    }
}

extension DiffableDataSourcesGuide.NameCell: MakeableView, ShowsText {
    var text: String { shownName }
}

extension DiffableDataSourcesGuide.RecipeCell: MakeableView, ShowsText {
    var text: String { shownName }
}

extension DiffableDataSourcesGuide.FolderCell: MakeableView, ShowsText {
    var text: String { "\(indent)|\(shownName)" }
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

extension DeclarativeScreensGuide.SettingCell: MakeableView, ShowsText {}

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

extension DeclarativeTVCGuide.TitleCell: MakeableView, ShowsText {}

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
        let table = AdapterTableFixture()
        weak var released: GettingStarted.LibraryScreen?
        var screen: GettingStarted.LibraryScreen?
        do {
            screen = GettingStarted.LibraryScreen(tableView: table.tableView, library: library)
        }
        #expect(screen != nil)
        #expect(table.tableView.dataSource != nil, "the table view lost its data source")
        #expect(shownTitles(table.backend.view) == ["To read", "Read"])
        #expect(shownTexts(table.backend.view) == [["Persuasion"], ["Emma", "Middlemarch"]])
        expectUIKitAccepted(table.backend)

        // A tap on "Persuasion", as UIKit delivers it: the handler marks it read.
        let tableView = table.tableView
        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(library.snapshot.sectionIdentifiers == ["Read"])
        await settle { shownTexts(table.backend.view) == [["Emma", "Persuasion", "Middlemarch"]] }
        #expect(shownTitles(table.backend.view) == ["Read"])
        #expect(shownTexts(table.backend.view) == [["Emma", "Persuasion", "Middlemarch"]])
        expectUIKitAccepted(table.backend)
        #expect(table.backend.view.batchCount > 0, "the change was animated, not reloaded")

        // A tap on "Middlemarch" toggles it back to the shelf to read.
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        await settle { shownTexts(table.backend.view).count == 2 }
        #expect(library.snapshot.item(at: IndexPath(item: 0, section: 0))?.isRead == false)
        #expect(shownTitles(table.backend.view) == ["To read", "Read"])
        #expect(shownTexts(table.backend.view) == [["Middlemarch"], ["Emma", "Persuasion"]])
        expectUIKitAccepted(table.backend)

        // An update of the library made elsewhere reaches the table too.
        try library.insert(Book(id: 4, title: "Villette", author: "Brontë"))
        #expect(shownTexts(table.backend.view) == [["Villette", "Middlemarch"], ["Emma", "Persuasion"]])
        expectUIKitAccepted(table.backend)

        // Closing the screen releases it, its adapter and its wrapper.
        released = screen
        screen = nil
        #expect(released == nil, "something keeps the screen alive")
        #expect(forwarder.listView == nil && forwarder.source == nil, "the wrapper or the adapter outlived the screen")
    }

    /// README.md, "A screen": its UIKit part, as written there, over a
    /// table view. The table shows the friends by initial, a tap makes one
    /// a favorite through the screen's `didSelect` handler, and an insert
    /// made elsewhere animates in. (The README's headless test of the same
    /// screen is Tests/TabulaTests/ReadmeTests.swift.)
    @Test func readmeFriendsScreen() async throws {
        typealias Friend = Readme.Friend
        typealias FriendCell = Readme.FriendCell
        typealias FriendsScreen = Readme.FriendsScreen
        let table = AdapterTableFixture()
        let tableView = table.tableView
        let loaded = [Friend(id: 1, name: "Grace Hopper"), Friend(id: 2, name: "Ada Lovelace")]

        // As written in README.md.
        let registry = MappingRegistry()
        registry.register(FriendCell.self)               // cells from code; nibs and storyboards work too
        let screen = FriendsScreen(view: TableViewListView(tableView), registry: registry)
        try screen.friends.fetch(loaded)                 // keep `screen` while the table shows it

        #expect(shownTitles(table.backend.view) == ["A", "G"])
        #expect(shownTexts(table.backend.view) == [["Ada Lovelace"], ["Grace Hopper"]])
        expectUIKitAccepted(table.backend)

        // A tap on "Grace Hopper", as UIKit delivers it.
        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 1))
        await settle { shownTexts(table.backend.view) == [["Ada Lovelace"], ["★ Grace Hopper"]] }
        #expect(shownTexts(table.backend.view) == [["Ada Lovelace"], ["★ Grace Hopper"]])
        expectUIKitAccepted(table.backend)

        try screen.friends.insert(Friend(id: 3, name: "Alan Turing"))
        #expect(shownTexts(table.backend.view) == [["Ada Lovelace", "Alan Turing"], ["★ Grace Hopper"]])
        expectUIKitAccepted(table.backend)
        #expect(table.backend.view.batchCount > 0, "the changes were animated, not reloaded")
    }

    /// Staging.md, "From two snapshots to a view": a `CollectionViewListView`
    /// applies a staged changeset between two snapshots of the page's
    /// contacts, one batch per stage; and so does `apply(_:reloadThreshold:)`
    /// on the collection view. The two lines are alternatives, so each runs
    /// on its own view.
    @Test func stagingCollectionViewListView() {
        typealias Contact = StagingGuide.Contact
        let ada = Contact(id: UUID(), firstName: "Ada", lastName: "Lovelace")
        let alan = Contact(id: UUID(), firstName: "Alan", lastName: "Turing")
        let grace = Contact(id: UUID(), firstName: "Grace", lastName: "Hopper")
        let loaded = [ada, alan]
        let edited = [Contact(id: ada.id, firstName: "Augusta Ada", lastName: "Lovelace"), grace]
        // The page's snapshots, as written there.
        let old = Snapshot(grouping: loaded, by: \.initial,
                           sectionsSortedBy: <, itemsSortedBy: { $0.lastName < $1.lastName })
        let new = Snapshot(grouping: edited, by: \.initial,
                           sectionsSortedBy: <, itemsSortedBy: { $0.lastName < $1.lastName })
        let staged = StagedChangeset(source: old, target: new)
        let expected = [["Grace Hopper"], ["Augusta Ada Lovelace"]]

        for line in 0..<2 {
            let dataSource = SnapshotDataSource(old, itemContent: { AnyEquatable("\($0.firstName) \($0.lastName)") },
                                                sectionContent: { AnyEquatable($0) })
            let backend = AdapterBackend(dataSource: dataSource)
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
        let table = AdapterTableFixture()
        let tableView = table.tableView
        let screen: FetchedResultsControllerGuide.NotesScreen
        do {
            // As written in the guide.
            screen = try FetchedResultsControllerGuide.NotesScreen(tableView: tableView, loaded: [
                Note(id: UUID(), title: "Groceries", folder: "Home", modified: Date()),
            ])
            #expect(shownTexts(table.backend.view) == [["Groceries"]])
            try screen.save(Note(id: UUID(), title: "Standup", folder: "Work", modified: Date()))
            screen.showArchived(true)
        }
        #expect(shownTitles(table.backend.view) == ["Home", "Work"])
        #expect(shownTexts(table.backend.view) == [["Groceries"], ["Standup"]])
        expectUIKitAccepted(table.backend)

        // An archived note shows while archived notes do, and a saved edit moves its row.
        let later = Date().addingTimeInterval(60)
        let taxes = Note(id: UUID(), title: "Taxes", folder: "Home", modified: later, isArchived: true)
        try screen.save(taxes)
        #expect(shownTexts(table.backend.view) == [["Taxes", "Groceries"], ["Standup"]])
        screen.showArchived(false)
        #expect(shownTexts(table.backend.view) == [["Groceries"], ["Standup"]])
        var moved = taxes
        moved.isArchived = false
        moved.folder = "Work"
        moved.title = "Taxes, filed"
        try screen.save(moved)
        #expect(shownTitles(table.backend.view) == ["Home", "Work"])
        #expect(shownTexts(table.backend.view) == [["Groceries"], ["Taxes, filed", "Standup"]])
        expectUIKitAccepted(table.backend)
        #expect(table.backend.view.batchCount >= 4, "every change was animated, not reloaded")
        #expect(!screen.log.lines.isEmpty, "the change log heard the changes")
    }

    /// MigratingFromDTTableViewManager.md: `PostsScreen` over a table view,
    /// run as the guide runs it; then a tap reaches `didSelect`, and a swipe
    /// to delete removes the post through `commitEditingStyle`.
    @Test func dtTableViewManagerPostsScreen() async throws {
        typealias Post = DTTableViewManagerGuide.Post
        let table = AdapterTableFixture()
        let tableView = table.tableView
        let screen: DTTableViewManagerGuide.PostsScreen
        do {
            // As written in the guide.
            screen = DTTableViewManagerGuide.PostsScreen(tableView: tableView)
            try screen.show([Post(id: 1, title: "Hello", date: Date()), Post(id: 2, title: "Rules", date: Date(), isPinned: true)])
            try screen.edited(Post(id: 1, title: "Hello again", date: Date()))
        }
        #expect(shownTitles(table.backend.view) == ["Pinned", "Recent"])
        #expect(shownTexts(table.backend.view) == [["Rules"], ["Hello again"]])
        expectUIKitAccepted(table.backend)

        // Pinning a post moves it to the pinned section.
        try screen.edited(Post(id: 1, title: "Hello again", date: Date(timeIntervalSince1970: 0), isPinned: true))
        #expect(shownTitles(table.backend.view) == ["Pinned"])
        #expect(shownTexts(table.backend.view) == [["Rules", "Hello again"]])
        expectUIKitAccepted(table.backend)

        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(screen.opened.map(\.title) == ["Hello again"])

        let dataSource = try #require(tableView.dataSource as? TableViewForwarder)
        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        await settle { shownTexts(table.backend.view) == [["Hello again"]] }
        #expect(Array(screen.posts.snapshot.itemIdentifiers) == [1])
        #expect(shownTexts(table.backend.view) == [["Hello again"]])
        expectUIKitAccepted(table.backend)
        #expect(table.backend.view.batchCount >= 3, "every change was animated, not reloaded")
    }

    /// MigratingFromDiffableDataSources.md: `RecipesScreen` over a collection
    /// view, run as the guide runs it; a rename is found on its own.
    @Test func diffableDataSourcesRecipesScreen() {
        typealias Recipe = DiffableDataSourcesGuide.Recipe
        let collection = AdapterCollectionFixture()
        let collectionView = collection.collectionView
        let screen: DiffableDataSourcesGuide.RecipesScreen
        do {
            // As written in the guide.
            screen = DiffableDataSourcesGuide.RecipesScreen(collectionView: collectionView)
            screen.show([Recipe(id: 1, name: "Soup", course: .starter), Recipe(id: 2, name: "Tart", course: .dessert)],
                        matching: "")
            #expect(shownTexts(collection.backend.view) == [["Soup"], ["Tart"]])
            screen.show([Recipe(id: 1, name: "Onion soup", course: .starter)], matching: "soup")
        }
        #expect(shownTexts(collection.backend.view) == [["Onion soup"]])
        #expect(collection.backend.view.sectionIDs == [AnyHashable(DiffableDataSourcesGuide.Course.starter)])
        expectUIKitAccepted(collection.backend)

        screen.show([Recipe(id: 1, name: "Onion soup", course: .starter), Recipe(id: 3, name: "Stew", course: .main),
                     Recipe(id: 4, name: "Apple pie", course: .dessert), Recipe(id: 5, name: "Leek soup", course: .starter)],
                    matching: "")
        #expect(shownTexts(collection.backend.view) == [["Leek soup", "Onion soup"], ["Stew"], ["Apple pie"]])
        expectUIKitAccepted(collection.backend)
        #expect(collection.backend.view.batchCount >= 2, "every change was animated, not reloaded")
    }

    /// MigratingFromDiffableDataSources.md: the outline shown by a list
    /// adapter over a collection view, run as written; expanding and
    /// collapsing changes the rows it shows.
    @Test func diffableDataSourcesOutline() throws {
        typealias FolderCell = DiffableDataSourcesGuide.FolderCell
        let collection = AdapterCollectionFixture()
        let collectionView = collection.collectionView
        // As written in the guide.
        let folders = LiveOutline(sectionID: 0, outline: try Outline<String, String>([
            .init(id: "docs", item: "Documents", children: .loaded([.init(id: "cv", item: "CV.pdf")])),
            .init(id: "music", item: "Music"),
        ]))
        let folderAdapter = ListAdapter<Int, Int, String, OutlineRow<String, String>>(view: CollectionViewListView(collectionView))
        folderAdapter.registry.register(FolderCell.self)
        folderAdapter.show(folders)
        #expect(shownTexts(collection.backend.view) == [["0|▸ Documents", "0|  Music"]])
        folders.shouldExpand = { id in id != "music" }  // sectionSnapshotHandlers.shouldExpandItem
        try folders.expand("docs")                      // the child row inserted, the parent's triangle reconfigured in place

        #expect(shownTexts(collection.backend.view) == [["0|▾ Documents", "1|  CV.pdf", "0|  Music"]])
        expectUIKitAccepted(collection.backend)
        // One batch inserts the child; the parent's cell is reconfigured after it (UIKit's reconfigureItems,
        // which the headless view counts as a batch of its own).
        #expect(collection.backend.view.batchCount == 2, "the child row inserted, the parent's triangle reconfigured in place")
        #expect(try folders.expand("music") == false)
        #expect(try folders.collapse("docs"))
        #expect(shownTexts(collection.backend.view) == [["0|▸ Documents", "0|  Music"]])
        expectUIKitAccepted(collection.backend)
        _ = folderAdapter
    }

    /// DeclarativeScreens.md, "In UIKit": a `TableViewScreenSource` kept
    /// alone shows the screen set on it, then the next one, and a tap runs
    /// the row's `onSelect`.
    /// MigratingFromDiffableDataSources.md, "Outlines among other sections":
    /// two live outlines and a flat section in one tree, shown by one
    /// adapter over a collection view; an outline's expand reaches its
    /// section, and a tree batch changes a flat section and an outline in
    /// one update. Then an atomic tree batch that throws puts both back.
    @Test func diffableDataSourcesOutlinesInATree() throws {
        typealias FolderCell = DiffableDataSourcesGuide.FolderCell
        typealias NameCell = DiffableDataSourcesGuide.NameCell
        let collection = AdapterCollectionFixture()
        let collectionView = collection.collectionView
        // As written in the guide.
        let recent = ArraySection(["Notes.txt"])       // a flat section
        let documents = LiveOutline(sectionID: "documents", outline: try Outline<String, String>([
            .init(id: "docs", item: "Documents", children: .loaded([.init(id: "cv", item: "CV.pdf")])),
        ]))
        let photos = LiveOutline(sectionID: "photos", outline: try Outline<String, String>([
            .init(id: "2025", item: "2025", children: .loaded([.init(id: "beach", item: "Beach.jpg")])),
        ]))
        let sidebar = try SectionTree(root: ComposedSectionProvider([
            recent, documents.makeSectionProvider(), photos.makeSectionProvider(),
        ]))
        let sidebarAdapter = ListAdapter(view: CollectionViewListView(collectionView), showing: sidebar)
        sidebarAdapter.registry.register(NameCell.self)
        sidebarAdapter.registry.register(FolderCell.self)
        #expect(shownTexts(collection.backend.view) == [["Notes.txt"], ["0|▸ Documents"], ["0|▸ 2025"]])

        try documents.expand("docs")                   // apply(_:to:) of the expanded section snapshot, in section 1
        #expect(shownTexts(collection.backend.view) == [["Notes.txt"], ["0|▾ Documents", "1|  CV.pdf"], ["0|▸ 2025"]])
        expectUIKitAccepted(collection.backend)
        let batchesBefore = collection.backend.view.batchCount
        #expect(batchesBefore > 0, "the expand was animated, not reloaded")

        try sidebar.performBatchUpdates {              // one update for both; a throw would put both back
            recent.append("Todo.txt")
            try photos.expand("2025")
        }
        #expect(shownTexts(collection.backend.view) == [
            ["Notes.txt", "Todo.txt"], ["0|▾ Documents", "1|  CV.pdf"], ["0|▾ 2025", "1|  Beach.jpg"],
        ])
        expectUIKitAccepted(collection.backend)
        #expect(collection.backend.view.batchCount > batchesBefore, "the tree batch was animated, not reloaded")

        // "A throw would put both back": the same kind of batch, failing.
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try sidebar.performBatchUpdates {
                recent.append("Draft.txt")
                try documents.collapse("docs")
                throw Refused()
            }
        }
        #expect(recent.count == 2 && documents.outline.isExpanded("docs"))
        #expect(shownTexts(collection.backend.view) == [
            ["Notes.txt", "Todo.txt"], ["0|▾ Documents", "1|  CV.pdf"], ["0|▾ 2025", "1|  Beach.jpg"],
        ])
        expectUIKitAccepted(collection.backend)
        _ = sidebarAdapter
    }

    @Test func declarativeScreensTableViewScreenSource() throws {
        typealias LinkRow = DeclarativeScreensGuide.LinkRow
        typealias SwitchRow = DeclarativeScreensGuide.SwitchRow
        let table = AdapterTableFixture()
        let tableView = table.tableView
        let source: TableViewScreenSource
        do {
            // As written in the guide.
            source = TableViewScreenSource(tableView: tableView, animations: .fade)
            source.set(ListScreen(header: "Account") {
                LinkRow(id: "profile", title: "Profile") {}
            })
        }
        #expect(shownTitles(table.backend.view) == ["Account"])
        #expect(shownTexts(table.backend.view) == [["Profile"]])
        expectUIKitAccepted(table.backend)

        var opened: [String] = []
        var toggled: [Bool] = []
        source.set(ListScreen(header: "Account") {
            LinkRow(id: "profile", title: "Your profile") { opened.append("profile") }
            SwitchRow(id: "notifications", title: "Notifications", isOn: true) { toggled.append($0) }
        })
        #expect(shownTitles(table.backend.view) == ["Account"])
        #expect(shownTexts(table.backend.view) == [["Your profile", "Notifications: on"]])
        expectUIKitAccepted(table.backend)
        #expect(table.backend.view.batchCount >= 1, "the change was animated, not reloaded")

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
        let table = AdapterTableFixture(controller.tableView)
        controller.render()                              // as from viewDidLoad()
        #expect(shownTitles(table.backend.view) == ["Account"])
        #expect(shownTexts(table.backend.view) == [["Ada"]])
        expectUIKitAccepted(table.backend)

        controller.name = "Grace"
        #expect(shownTexts(table.backend.view) == [["Grace"]])
        expectUIKitAccepted(table.backend)
        #expect(table.backend.view.batchCount >= 1, "the change was animated, not reloaded")
    }

    /// MigratingFromDeclarativeTVC.md, "In the app": a `TableViewScreenSource`
    /// kept alone shows the greeting, then the next screen.
    @Test func declarativeTVCTableViewScreenSource() throws {
        typealias GreetingRow = DeclarativeTVCGuide.GreetingRow
        let table = AdapterTableFixture()
        let tableView = table.tableView
        let source: TableViewScreenSource
        do {
            // As written in the guide.
            source = TableViewScreenSource(tableView: tableView, animations: .fade)
            source.set(ListScreen(header: "Your name") {
                GreetingRow(id: "hello", title: "Hello") {}
            })
        }
        #expect(shownTitles(table.backend.view) == ["Your name"])
        #expect(shownTexts(table.backend.view) == [["Hello"]])
        expectUIKitAccepted(table.backend)

        var greeted = 0
        source.set(ListScreen(header: "Your name") {
            GreetingRow(id: "hello", title: "Hello, Ada") { greeted += 1 }
        })
        #expect(shownTexts(table.backend.view) == [["Hello, Ada"]])
        expectUIKitAccepted(table.backend)
        let forwarder = try #require(tableView.delegate as? TableViewForwarder, "the table view has no delegate")
        forwarder.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(greeted == 1)
    }
}
#endif
