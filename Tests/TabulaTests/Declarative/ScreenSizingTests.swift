import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Counts how often its height is computed.
@MainActor
final class ComputeCounter {
    var calls = 0
}

final class MeasuredCell: HeadlessReusableView {
    var text = ""
    var measured: Double = 0
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

struct SizedRow: CellModel {
    let id: Int
    var text: String
    var sizing: CellSizing
    var content: String { text }
    func configure(_ cell: MeasuredCell) {
        cell.text = text
        cell.measured = Double(text.count * 10)
    }
}

@Suite("Declarative screens: heights from sizing, cached by identity and content")
@MainActor
struct ScreenSizingTests {
    func height(_ view: HeadlessListView, _ row: Int) -> Double? {
        view.cellDelegate?.listView(view, heightForItemAt: IndexPath(item: row, section: 0))
    }

    func estimate(_ view: HeadlessListView, _ row: Int) -> Double? {
        view.cellDelegate?.listView(view, estimatedHeightForItemAt: IndexPath(item: row, section: 0))
    }

    @Test func fixedComputedAndAutomaticHeights() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.availableWidth = 300
        let counter = ComputeCounter()
        let computed = CellSizing.computed { width in width / 10 }
        adapter.set(ListScreen {
            SizedRow(id: 1, text: "a", sizing: .fixed(44))
            SizedRow(id: 2, text: "b", sizing: computed)
            SizedRow(id: 3, text: "c", sizing: .automatic)
            SizedRow(id: 4, text: "d", sizing: .estimated(60))
        })
        _ = counter
        #expect(height(view, 0) == 44)
        #expect(height(view, 1) == 30)
        #expect(height(view, 2) == nil, "automatic: the view's own height")
        #expect(height(view, 3) == nil)
        #expect(estimate(view, 3) == 60)
        #expect(estimate(view, 1) == 30, "a computed height, cached, is the estimate")
        adapter.availableWidth = 500
        #expect(height(view, 1) == 50, "another width, another bucket")
        adapter.availableWidth = 300
        #expect(estimate(view, 1) == 30)
    }

    @Test func computedHeightsAreComputedOncePerContentAndWidth() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.availableWidth = 320
        let counter = ComputeCounter()
        func screen(_ text: String) -> ListScreen {
            ListScreen {
                SizedRow(id: 1, text: text, sizing: .computed { @Sendable width in
                    MainActor.assumeIsolated { counter.calls += 1 }
                    return Double(text.count) * 20
                })
            }
        }
        adapter.set(screen("ab"))
        #expect(height(view, 0) == 40)
        #expect(height(view, 0) == 40)
        #expect(counter.calls == 1)
        adapter.set(screen("ab"))
        #expect(height(view, 0) == 40)
        #expect(counter.calls == 1, "an equal screen keeps the cached height")
        adapter.set(screen("abc"))
        #expect(height(view, 0) == 60)
        #expect(counter.calls == 2, "a content change misses")
        adapter.set(ListScreen.empty)
        #expect(adapter.sizeCache.count == 0, "a deleted row is evicted")
    }

    @Test func measuredHeightsBecomeEstimates() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.availableWidth = 320
        adapter.measureHeight = { ($0 as? MeasuredCell)?.measured }
        adapter.set(ListScreen {
            SizedRow(id: 1, text: "abcd", sizing: .automatic)
            SizedRow(id: 2, text: "ab", sizing: .estimated(10))
        })
        _ = view.sections  // displayed: willDisplay measures
        #expect(estimate(view, 0) == 40)
        #expect(estimate(view, 1) == 20)
        // A reload keeps the estimates of rows that stay: nothing jumps.
        adapter.set(ListScreen {
            SizedRow(id: 0, text: "new", sizing: .automatic)
            SizedRow(id: 1, text: "abcd", sizing: .automatic)
        }, animated: false)
        #expect(estimate(view, 1) == 40)
        #expect(adapter.sizeCache.height(for: adapter.row(at: IndexPath(item: 1, section: 0))!.id,
                                         content: adapter.row(at: IndexPath(item: 1, section: 0))!, in: adapter.sizeBucket) == 40)
        #expect(adapter.sizeCache.count == 2, "row 2 left: evicted; row 0 measured")
    }
}
