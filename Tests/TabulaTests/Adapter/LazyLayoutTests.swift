import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A chore of the lazy-layout tests, as in the adapter guide's example.
struct Chore: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var isDone = false
}

/// A cell for chores: shows the title, ticked when done.
final class ChoreCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with chore: Chore) { text = (chore.isDone ? "✓ " : "") + chore.title }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

@Suite("Adapter: the headless view makes its cells at the next layout, as UIKit does")
@MainActor
struct LazyLayoutTests {
    func chores() throws -> FlatListController<Chore> {
        let tasks = FlatListController<Chore>()
        try tasks.fetch([Chore(id: 1, title: "Write"), Chore(id: 2, title: "Test"), Chore(id: 3, title: "Ship")])
        return tasks
    }

    /// What the cells on screen show, in order.
    func visibleTexts(_ view: HeadlessListView) -> [String?] {
        view.visibleCells.map { ($0.cell as? ChoreCell)?.text }
    }

    /// The pattern of every UIKit app: the adapter loads the view, the cells
    /// are registered right after. The cells on screen are made at the first
    /// layout, so they use the registration (the guide's "A screen in a test").
    @Test func cellsRegisteredAfterTheAdapterShowTheModelAndGetTheirEvents() async throws {
        let tasks = try chores()
        let view = HeadlessListView()
        view.visibleRowCount = 2
        let adapter = ListAdapter(view: view, showing: tasks)
        adapter.registry.register(ChoreCell.self)
        var selected: [Int] = []
        adapter.registry.on(.didSelect, for: ChoreCell.self) { [weak tasks] _, chore, _ in
            selected.append(chore.id)
            try? tasks?.updateItem(withID: chore.id) { $0.isDone.toggle() }
        }

        view.tapItem(at: IndexPath(item: 0, section: 0))
        await Task.yield()

        #expect(selected == [1])
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.visibleCells.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(view.visibleCells.allSatisfy { $0.cell is ChoreCell })
        #expect(visibleTexts(view) == ["✓ Write", "Test"])
    }

    /// `reloadData()` only marks the view as needing layout: no cell goes on
    /// screen, and the delegate hears nothing, until something needs the cells.
    @Test func reloadDataMakesNoCellUntilTheNextLayout() throws {
        let tasks = try chores()
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, showing: tasks)
        var displayed: [Int] = []
        adapter.registry.register(ChoreCell.self)
        adapter.registry.on(.willDisplay, for: ChoreCell.self) { _, chore, _ in displayed.append(chore.id) }

        #expect(view.itemIDs == [[1, 2, 3]], "counts and identities are read at once")
        #expect(displayed.isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) is ChoreCell)
        #expect(displayed == [1, 2, 3])

        view.reloadData()
        #expect(displayed == [1, 2, 3], "the reload's cells wait for the next layout")
        #expect(visibleTexts(view) == ["Write", "Test", "Ship"])
        #expect(displayed == [1, 2, 3, 1, 2, 3])
    }

    /// UIKit lays out before a batch starts, so a batch right after the
    /// adapter is made already finds registered cells on screen, and keeps them.
    @Test func aBatchLaysOutFirst() async throws {
        let tasks = try chores()
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, showing: tasks)
        adapter.registry.register(ChoreCell.self)

        try tasks.updateItem(withID: 2) { $0.title = "Test twice" }
        await Task.yield()

        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.visibleCells.allSatisfy { $0.cell is ChoreCell })
        #expect(visibleTexts(view) == ["Write", "Test twice", "Ship"])
    }
}
