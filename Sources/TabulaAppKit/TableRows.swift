// See NSTableView+Apply.swift for why the imports are conditional.
#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// A snapshot as the rows of an `NSTableView`, for its data source and
/// delegate: each section's group row (when the table shows them), then a row
/// per item, as `NSTableView.apply(_:from:to:groupRows:animation:setData:)`
/// lays them out.
///
/// Make one whenever the data changes, and answer the table from it:
///
/// ```swift
/// func numberOfRows(in tableView: NSTableView) -> Int { rows.numberOfRows }
/// func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { rows.isGroupRow(row) }
/// ```
///
/// The names are those of AppKit's `NSTableViewDiffableDataSource`.
public struct TableRows<SectionID: Hashable, SectionModel, ItemID: Hashable, Item> {
    /// The snapshot the rows show.
    public let snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>
    /// Whether each section has a group row before its items.
    public let groupRows: Bool
    /// The rows, by counts.
    private let layout: TableRowLayout
    /// The number of rows.
    public var numberOfRows: Int { layout.numberOfRows }

    /// The rows of `snapshot`. O(*s*) for *s* sections.
    /// - Parameters:
    ///   - snapshot: The data the table shows.
    ///   - groupRows: Whether each section has a group row before its items.
    public init(_ snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>, groupRows: Bool) {
        self.snapshot = snapshot
        self.groupRows = groupRows
        layout = TableRowLayout(counts: snapshot.sections.map(\.count), groupRows: groupRows)
    }

    /// The section and the item (`nil` for a group row) at `row`, or `nil`
    /// out of range. O(log *s*).
    private func position(ofRow row: Int) -> (section: Int, item: Int?)? {
        switch layout.position(ofRow: row) {
        case .group(let section)?: (section, nil)
        case .item(let indexPath)?: (indexPath.section, indexPath.item)
        case nil: nil
        }
    }

    /// Whether `row` is a section's group row. O(log *s*).
    /// - Parameter row: A row of the table.
    public func isGroupRow(_ row: Int) -> Bool {
        guard let position = position(ofRow: row) else { return false }
        return position.item == nil
    }

    /// The identifier of the section `row` belongs to: its group row or one
    /// of its items; `nil` out of range. O(log *s*).
    /// - Parameter row: A row of the table.
    public func sectionIdentifier(forRow row: Int) -> SectionID? {
        position(ofRow: row).map { snapshot.sections[$0.section].id }
    }

    /// The identifier of the item at `row`; `nil` for a group row or out of
    /// range. O(log *s*).
    /// - Parameter row: A row of the table.
    public func itemIdentifier(forRow row: Int) -> ItemID? {
        guard let position = position(ofRow: row), let item = position.item else { return nil }
        return snapshot.sections[position.section].itemIDs[item]
    }

    /// The item at `row`; `nil` for a group row or out of range. O(log *s*).
    /// - Parameter row: A row of the table.
    public func item(forRow row: Int) -> Item? {
        guard let position = position(ofRow: row), let item = position.item else { return nil }
        return snapshot.sections[position.section].items[item]
    }

    /// The row of the item with identifier `id`, or `nil` when there is no
    /// such item. O(1) once the snapshot's index is built, O(*n*) the first time.
    /// - Parameter id: An item identifier.
    public func row(forItemIdentifier id: ItemID) -> Int? {
        guard let indexPath = snapshot.indexPath(for: id) else { return nil }
        return layout.row(ofItemAt: indexPath)
    }

    /// The row of the section with identifier `id`: its group row, or without
    /// group rows its first item's (`nil` when it has none); `nil` when there
    /// is no such section. O(*s*).
    /// - Parameter id: A section identifier.
    public func row(forSectionIdentifier id: SectionID) -> Int? {
        guard let section = snapshot.sections.firstIndex(where: { $0.id == id }) else { return nil }
        if groupRows { return layout.row(of: .group(section: section)) }
        return layout.row(ofItemAt: IndexPath(item: 0, section: section))
    }
}

extension TableRows: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}
#endif
