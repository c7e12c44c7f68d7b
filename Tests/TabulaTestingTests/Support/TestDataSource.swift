import Foundation
import TabulaTesting

/// An item or section header in a test model: `"a"` is item `a` without
/// content, `"a:2"` is item `a` with content `"2"`.
struct TestCell: ExpressibleByStringLiteral, Equatable {
    var id: String
    var content: String?

    init(id: String, content: String? = nil) {
        self.id = id
        self.content = content
    }

    init(stringLiteral value: String) {
        if let colon = value.firstIndex(of: ":") {
            self.init(id: String(value[..<colon]), content: String(value[value.index(after: colon)...]))
        } else {
            self.init(id: value)
        }
    }

    var cell: HeadlessListView.Cell {
        HeadlessListView.Cell(id: id, content: content.map(AnyEquatable.init))
    }
}

/// One section of a test model.
struct TestSection: Equatable {
    var header: TestCell
    var items: [TestCell]
}

/// A section `header` holding `items`: `S("A", "a", "b:2")`.
func S(_ header: TestCell, _ items: TestCell...) -> TestSection {
    TestSection(header: header, items: items)
}

/// An index path (section, item).
func ip(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(indexes: [section, item])
}

/// A data source that shows `model`, an array of sections.
@MainActor
final class TestDataSource: HeadlessListViewDataSource {
    var model: [TestSection]
    /// Called from `cellForItemAt`, to let a test misbehave from a callback.
    var onCellRequest: ((HeadlessListView) -> Void)?
    /// Overrides the number of sections reported, to let a test lie.
    var sectionCountOverride: Int?

    init(_ model: [TestSection]) {
        self.model = model
    }

    func numberOfSections(in listView: HeadlessListView) -> Int {
        sectionCountOverride ?? model.count
    }

    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        model[section].items.count
    }

    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        onCellRequest?(listView)
        return model[indexPath[0]].items[indexPath[1]].cell
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        model[section].header.cell
    }
}

/// A view and its data source, the view already showing `model`.
@MainActor
struct Fixture {
    let dataSource: TestDataSource
    let view: HeadlessListView

    init(_ model: [TestSection], load: Bool = true) {
        dataSource = TestDataSource(model)
        view = HeadlessListView(dataSource: dataSource)
        if load { _ = view.sections }
    }

    /// Performs a batch that swaps the model to `model` and makes the calls in
    /// `updates`; returns whether it was applied and the violations it caused.
    @discardableResult
    func batch(to model: [TestSection], _ updates: () -> Void = {}) -> (applied: Bool?, violations: [BatchUpdateViolation]) {
        let start = view.violations.count
        var applied: Bool?
        withoutActuallyEscaping(updates) { updates in
            view.performBatchUpdates({
                dataSource.model = model
                updates()
            }, completion: { applied = $0 })
        }
        return (applied, Array(view.violations[start...]))
    }

    /// The identifiers shown, as strings, section by section: `["A: a b", "B: c"]`.
    var shown: [String] {
        view.sections.map { section in
            ([section.header.id] + section.items.map(\.id)).map { "\($0)" }.joined(separator: " ")
        }
    }

    /// The content shown by the cell at `indexPath`, as a string.
    func content(_ indexPath: IndexPath) -> String? {
        view.cell(at: indexPath)?.content.map { "\($0)" }
    }
}
