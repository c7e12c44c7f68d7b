import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A footer view for the sections of the header and footer tests.
final class TotalFooterView: HeadlessReusableView {
    var text = ""
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A section model with a title and a note for its footer.
struct Shelf: Hashable, Sendable {
    var title: String
    var note: String?
}

@Suite("Headless view: headers and footers, titles and views, are shown and checked")
@MainActor
struct AdapterHeaderFooterTests {
    typealias Adapter = ListAdapter<String, Shelf, Int, Int>

    func snapshot(_ shelves: [(Shelf, [Int])]) -> Snapshot<String, Shelf, Int, Int> {
        Snapshot(sections: shelves.map { .init(id: $0.0.title, model: $0.0, items: $0.1, itemID: { $0 }) })
    }

    func makeAdapter(_ view: HeadlessListView, footerView: Bool) -> Adapter {
        let registry = MappingRegistry()
        registry.register(LabelCell.self, for: Int.self) { cell, number, _ in cell.text = "\(number)" }
        if footerView {
            registry.register(TotalFooterView.self, for: Int.self, forSupplementaryViewOfKind: .footer) { view, count, _ in view.text = "\(count) left" }
        }
        let adapter = Adapter(view: view, registry: registry)
        adapter.headerModel = { $0.model.title }
        adapter.footerModel = { section in footerView ? section.model.note.map { $0.count } : section.model.note }
        return adapter
    }

    /// Titles show as the header's and footer's content; a section without
    /// a note has no footer; a changed note reaches the footer.
    @Test func titlesShowAndFollowTheSectionModel() {
        let view = HeadlessListView()
        let adapter = makeAdapter(view, footerView: false)
        adapter.apply(snapshot([(Shelf(title: "Fruit", note: "fresh"), [1, 2]), (Shelf(title: "Tins", note: nil), [3])]))
        #expect(view.header(forSection: 0)?.content == AnyEquatable("Fruit"))
        #expect(view.footer(forSection: 0)?.content == AnyEquatable("fresh"))
        #expect(view.footer(forSection: 1) == nil)
        adapter.apply(snapshot([(Shelf(title: "Fruit", note: "ripe"), [1, 2]), (Shelf(title: "Tins", note: "dented"), [3])]))
        #expect(view.violations.isEmpty, "\(view.violations)")
        #expect(view.sections.map { $0.footer?.content } == [AnyEquatable("ripe"), AnyEquatable("dented")])
        #expect(view.verifyMatchesDataSource().isEmpty, "\(view.verifyMatchesDataSource())")
    }

    /// A footer view shows what it was configured with, and the check
    /// reports a footer that no longer matches the data source.
    @Test func footerViewsShowAndAreChecked() {
        let view = HeadlessListView()
        let adapter = makeAdapter(view, footerView: true)
        adapter.apply(snapshot([(Shelf(title: "Fruit", note: "abc"), [1])]))
        #expect(view.footer(forSection: 0)?.content == AnyEquatable("3 left"))
        // The footer's model changes without a new snapshot: the view, like
        // UIKit's, still shows the old footer, and the check says so.
        adapter.footerModel = { _ in 7 }
        #expect(view.verifyMatchesDataSource() == ["section 0: the footer of Fruit shows 3 left, but the data source has 7 left"])
    }
}
