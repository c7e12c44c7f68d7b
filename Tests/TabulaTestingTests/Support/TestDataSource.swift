import Foundation
import TabulaTesting

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
