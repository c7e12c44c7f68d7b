import Foundation
import Tabula

/// A data source that serves a ``/Tabula/Snapshot`` to a ``HeadlessListView``: the
/// quickest way to test what a staged changeset does to a view.
///
/// ```swift
/// let dataSource = SnapshotDataSource(old)
/// let view = HeadlessListView(dataSource: dataSource)
/// view.apply(StagedChangeset(source: old, target: new)) { dataSource.snapshot = $0 }
/// #expect(view.violations.isEmpty)
/// #expect(view.verifyMatchesDataSource().isEmpty)
/// ```
///
/// Cells carry the item's identifier and the item itself as content; section
/// headers carry the section's identifier and model.
@MainActor
public final class SnapshotDataSource<SectionID: Hashable, SectionModel, ItemID: Hashable, Item>: HeadlessListViewDataSource {
    /// The snapshot served. Change it inside a batch update, never before.
    public var snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>
    private let itemContent: (Item) -> AnyEquatable?
    private let sectionContent: (SectionModel) -> AnyEquatable?

    /// Creates a data source with explicit content for cells and headers.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot to serve first.
    ///   - itemContent: What an item's cell shows; `nil` for identity only.
    ///   - sectionContent: What a section's header shows; `nil` for identity only.
    public init(
        _ snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>,
        itemContent: @escaping (Item) -> AnyEquatable?,
        sectionContent: @escaping (SectionModel) -> AnyEquatable?
    ) {
        self.snapshot = snapshot
        self.itemContent = itemContent
        self.sectionContent = sectionContent
    }

    /// The number of sections in the snapshot.
    public func numberOfSections(in listView: HeadlessListView) -> Int {
        snapshot.numberOfSections
    }

    /// The number of items in a section of the snapshot; 0 for a section it lacks.
    public func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        snapshot.numberOfItems(inSection: section) ?? 0
    }

    /// The item's identifier and content. An index path outside the snapshot
    /// gets a cell that says so, rather than a trap.
    public func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        guard let id = snapshot.itemIdentifier(at: indexPath), let item = snapshot.item(at: indexPath) else {
            return HeadlessListView.Cell(id: AnyHashable("no item at \(indexPath)"))
        }
        return HeadlessListView.Cell(id: AnyHashable(id), content: itemContent(item))
    }

    /// The section's identifier and model. A section outside the snapshot gets a
    /// header that says so.
    public func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        guard let sectionValue = snapshot.section(at: section) else {
            return HeadlessListView.Cell(id: AnyHashable("no section \(section)"))
        }
        return HeadlessListView.Cell(id: AnyHashable(sectionValue.id), content: sectionContent(sectionValue.model))
    }
}

extension SnapshotDataSource where SectionModel: Equatable, Item: Equatable {
    /// Creates a data source whose cells show the items and whose headers show
    /// the section models.
    public convenience init(_ snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>) {
        self.init(snapshot, itemContent: { AnyEquatable($0) }, sectionContent: { AnyEquatable($0) })
    }
}
