import Foundation

/// A whole list as a value: sections of rows of any ``CellModel`` types,
/// built again whenever state changes and handed to a ``ScreenAdapter``,
/// which animates the difference.
///
/// ```swift
/// let screen = ListScreen {
///     ScreenSection(id: "account", header: "Account") {
///         TitleRow(id: "name", title: user.name) { editName() }
///         if user.isAdmin { TitleRow(id: "admin", title: "Administration") { openAdmin() } }
///     }
///     ScreenSection(id: "people", header: "People", footer: "\(people.count) people") {
///         for person in people { PersonRow(person) }
///     }
/// }
/// adapter.set(screen)
/// ```
///
/// Two screens are equal when their sections have the same identifiers,
/// headers and footers, and their rows the same identities and content;
/// behaviour closures are not compared.
public struct ListScreen: Equatable, Sendable {
    /// The sections, in order.
    public var sections: [ScreenSection]

    /// Creates a screen from a result builder.
    /// - Parameter sections: The sections: `ScreenSection`s, arrays of
    ///   them, `if`, `if let`, `switch` and `for`.
    public init(@SectionsBuilder _ sections: () -> [ScreenSection]) {
        self.sections = sections()
    }

    /// Creates a screen from an array of sections.
    /// - Parameter sections: The sections, in order.
    public init(sections: [ScreenSection]) {
        self.sections = sections
    }

    /// Creates a one-section screen (a form) from rows alone. Its section's
    /// identifier is ``ScreenSectionID/form``.
    /// - Parameters:
    ///   - header: The section's header, or `nil`.
    ///   - footer: The section's footer, or `nil`.
    ///   - rows: The rows.
    public init(header: HeaderFooterModel? = nil, footer: HeaderFooterModel? = nil, @RowsBuilder rows: () -> [AnyCellModel]) {
        sections = [ScreenSection(id: ScreenSectionID.form, header: header, footer: footer, rows: rows())]
    }

    /// A screen with no sections.
    public static var empty: ListScreen { ListScreen(sections: []) }

    /// The number of rows in all sections. O(*s*).
    public var numberOfRows: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The row at `indexPath`; `nil` when out of range. O(1).
    /// - Parameter indexPath: The row's section and item.
    public subscript(indexPath: IndexPath) -> AnyCellModel? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        return rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
    }

    /// The screen as the snapshot an adapter shows.
    /// - Complexity: O(*s*) for *s* sections: it shares the storage of each
    ///   section's rows and of their identities, made with the rows (and
    ///   made now, O(*n*), for a section whose rows changed since).
    public var snapshot: Snapshot<ScreenSectionID, ScreenSectionModel, CellModelID, AnyCellModel> {
        var snapshotSections = ContiguousArray<Snapshot<ScreenSectionID, ScreenSectionModel, CellModelID, AnyCellModel>.Section>()
        snapshotSections.reserveCapacity(sections.count)
        var itemCount = 0
        for index in sections.indices {
            itemCount += sections[index].rows.count
            let ids = (sections[index].madeSummary ?? ScreenRows(sections[index].rows)).ids
            assert(ids.count == sections[index].rows.count, "a section's identities follow its rows")
            snapshotSections.append(.init(
                id: sections[index].id, model: sections[index].model,
                itemIDs: ids, items: ContiguousArray(sections[index].rows)))
        }
        return Snapshot(_sections: snapshotSections, itemCount: itemCount)
    }
}
