import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Declarative screens: collapsed sections and the empty-state row")
@MainActor
struct ScreenCollapsingAndEmptyStateTests {
    static func screen(_ rows: [Int], badge: Int = 1, generation: Int, log: ScreenEventLog) -> ListScreen {
        ListScreen {
            ScreenSection(id: "a", header: "A") {
                for id in rows { TextRow(id: id, text: "row", onSelect: { log.events.append(("select", id, generation)) }) }
            }
            ScreenSection(id: "b", header: "B") {
                BadgeRow(id: 100, count: badge, stamp: 0)
            }
        }
    }

    @Test("an equal screen set again keeps a collapsed section folded, animating or not")
    func equalScreenKeepsTheFold() {
        let animating = AnimatingView()
        let view = animating.inner
        let adapter = ScreenAdapter(view: animating)
        let log = ScreenEventLog()
        adapter.set(Self.screen([1, 2, 3], generation: 0, log: log))
        animating.finishAnimations()
        adapter.list.collapseSection(withID: ScreenSectionID("a"))
        animating.finishAnimations()
        #expect(view.sections.map(\.items.count) == [0, 1])
        for generation in 1...6 {
            // A badge that changes starts a batch; the equal screen set
            // while it animates is swapped in when it ends.
            adapter.set(Self.screen([1, 2, 3], badge: generation + 1, generation: generation, log: log))
            #expect(animating.isAnimating)
            adapter.set(Self.screen([1, 2, 3], badge: generation + 1, generation: generation + 100, log: log))
            animating.finishAnimations()
            #expect(adapter.list.shown.sections.map(\.items.count) == [0, 1], "generation \(generation)")
            #expect(view.sections.map(\.items.count) == [0, 1], "generation \(generation)")
            // And one while nothing animates.
            adapter.set(Self.screen([1, 2, 3], badge: generation + 1, generation: generation + 200, log: log))
            #expect(adapter.list.shown.sections.map(\.items.count) == [0, 1], "generation \(generation)")
        }
        // A real change after them must still pass UIKit's count checks.
        adapter.set(Self.screen([1, 2, 3, 4], generation: 7, log: log))
        adapter.list.expandSection(withID: ScreenSectionID("a"))
        animating.finishAnimations()
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.sections.map(\.items.count) == [4, 1])
    }

    /// A row shown while the screen is empty, with a Retry button.
    struct RetryRow: CellModel, Equatable {
        let id: String
        var message: String
        var onRetry: @MainActor () -> Void
        static func == (a: Self, b: Self) -> Bool { a.id == b.id && a.message == b.message }
        var content: String { message }
        func configure(_ cell: RetryCell) { cell.text = message }
        func bind(_ cell: RetryCell) { cell.onRetry = onRetry }
    }

    final class RetryCell: HeadlessReusableView {
        var text = ""
        var onRetry: (@MainActor () -> Void)?
        required init() {}
        var shownContent: AnyEquatable? { AnyEquatable(text) }
    }

    @Test("the empty-state row: registered, shown only while the screen is empty, not selectable, its closures the newest")
    func emptyStateRow() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        var anomalies: [MappingAnomaly] = []
        adapter.registry.anomalyHandler = { anomalies.append($0) }
        var retried: [Int] = []
        adapter.emptyState = RetryRow(id: "empty", message: "No results", onRetry: { retried.append(0) })
        adapter.set(ListScreen.empty)
        #expect(adapter.list.isShowingEmptyState)
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? RetryCell
        #expect(cell?.text == "No results", "the row's type was registered before any screen showed it")
        #expect(!view.tapItem(at: IndexPath(item: 0, section: 0)), "the empty-state row is not selectable")
        // An equal model with a new closure: the same cell, the newest closure.
        adapter.emptyState = RetryRow(id: "empty", message: "No results", onRetry: { retried.append(1) })
        cell?.onRetry?()
        #expect(retried == [1])
        // Rows arrive: the empty state goes, in one batch the view accepts.
        let log = ScreenEventLog()
        adapter.set(Self.screen([1], generation: 0, log: log))
        #expect(!adapter.list.isShowingEmptyState)
        #expect(view.sections.map(\.items.count) == [1, 1])
        // And comes back when they go.
        adapter.set(ListScreen.empty)
        #expect(adapter.list.isShowingEmptyState && view.sections.map(\.items.count) == [1])
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(anomalies.isEmpty, "\(anomalies)")
    }
}
