import Foundation

/// What the data source holds once a batch's `updates` ran, read on demand.
///
/// UIKit reads every count after a batch and asks for cells only where it
/// shows new ones. This reader does the same: the counts are read when it is
/// made (O(sections)), a section's header and cells only when validating or
/// applying the batch needs them, each at most once. That keeps a batch that
/// touches one section of a long list from reading every row.
@MainActor
final class DataSourceSections {
    typealias Section = HeadlessListView.Section
    typealias Cell = HeadlessListView.Cell

    private let dataSource: any HeadlessListViewDataSource
    private let view: HeadlessListView
    /// The number of items in each section; a negative count reads as 0.
    let itemCounts: [Int]
    /// What was read so far, by section: sparse, since a batch reads few.
    private var headers: [Int: Cell] = [:]
    private var footers: [Int: Cell?] = [:]
    private var items: [Int: [Cell]] = [:]
    /// Cells read one at a time, by section and item, while their section is not read whole.
    private var singleItems: [Int: [Int: Cell]] = [:]
    /// The identifiers of every item, built on first need.
    private var allItemIDs: Set<AnyHashable>?
    /// The identifiers of every header, built on first need.
    private var allHeaderIDs: Set<AnyHashable>?
    /// Negative counts the data source reported.
    private(set) var problems: [BatchUpdateViolation] = []

    /// Reads the section count and every section's item count.
    init(dataSource: any HeadlessListViewDataSource, view: HeadlessListView) {
        self.dataSource = dataSource
        self.view = view
        let sectionCount = dataSource.numberOfSections(in: view)
        if sectionCount < 0 { problems.append(.negativeSectionCount(sectionCount)) }
        var counts: [Int] = []
        counts.reserveCapacity(max(sectionCount, 0))
        for section in 0..<max(sectionCount, 0) {
            let count = dataSource.listView(view, numberOfItemsInSection: section)
            if count < 0 { problems.append(.negativeItemCount(count, section: section)) }
            counts.append(max(count, 0))
        }
        itemCounts = counts
    }

    /// The number of sections.
    var count: Int { itemCounts.count }

    /// The number of items in `section`, or `nil` when there is no such section.
    func itemCount(_ section: Int) -> Int? {
        itemCounts.indices.contains(section) ? itemCounts[section] : nil
    }

    /// The header of `section`, which must exist.
    func header(_ section: Int) -> Cell {
        if let header = headers[section] { return header }
        let header = dataSource.listView(view, headerForSection: section)
        headers[section] = header
        return header
    }

    /// The footer of `section`, which must exist; `nil` for none.
    func footer(_ section: Int) -> Cell? {
        if let footer = footers[section] { return footer }
        let footer = dataSource.listView(view, footerForSection: section)
        footers[section] = .some(footer)
        return footer
    }

    /// The cells of `section`, which must exist.
    func items(_ section: Int) -> [Cell] {
        if let cells = items[section] { return cells }
        // A loop, not `map`: a main-actor closure checks its executor on every call.
        var cells: [Cell] = []
        cells.reserveCapacity(itemCounts[section])
        for item in 0..<itemCounts[section] {
            // `IndexPath(item:section:)`, not an array literal, which allocates.
            cells.append(dataSource.listView(view, cellForItemAt: IndexPath(item: item, section: section)))
        }
        items[section] = cells
        return cells
    }

    /// The header, cells and footer of `section`, which must exist.
    /// The cell at `item` of `section`, read alone unless the whole section was. O(1) expected.
    func item(_ section: Int, _ item: Int) -> Cell {
        if let cells = items[section] { return cells[item] }
        if let cell = singleItems[section]?[item] { return cell }
        let cell = dataSource.listView(view, cellForItemAt: IndexPath(item: item, section: section))
        singleItems[section, default: [:]][item] = cell
        return cell
    }

    func section(_ section: Int) -> Section {
        Section(header: header(section), items: items(section), footer: footer(section))
    }

    /// Every section, read in full.
    func all() -> [Section] {
        var sections: [Section] = []
        sections.reserveCapacity(count)
        for index in 0..<count { sections.append(section(index)) }
        return sections
    }

    /// Whether any item has identifier `id`: reads every section.
    func containsItem(_ id: AnyHashable) -> Bool {
        if allItemIDs == nil {
            var ids = Set<AnyHashable>()
            for section in 0..<count {
                for cell in items(section) { ids.insert(cell.id) }
            }
            allItemIDs = ids
        }
        return allItemIDs?.contains(id) == true
    }

    /// Whether any header has identifier `id`: reads every header.
    func containsHeader(_ id: AnyHashable) -> Bool {
        if allHeaderIDs == nil {
            var ids = Set<AnyHashable>()
            for section in 0..<count { ids.insert(header(section).id) }
            allHeaderIDs = ids
        }
        return allHeaderIDs?.contains(id) == true
    }
}
