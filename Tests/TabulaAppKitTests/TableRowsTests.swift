// Wherever TabulaAppKit has content: AppKit, or the stand-in on Linux.
#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// `TableRows` against the rows listed one by one, for random lists with
/// empty sections, with and without group rows.
@Suite("TableRows")
struct TableRowsTests {
    /// Every row of `snapshot`, listed: a section identifier, and the item
    /// identifier (`nil` for a group row).
    static func listed(_ snapshot: Contacts, groupRows: Bool) -> [(section: String, item: Int?)] {
        var rows: [(section: String, item: Int?)] = []
        for section in snapshot.sections {
            if groupRows { rows.append((section.id, nil)) }
            for id in section.itemIDs { rows.append((section.id, id)) }
        }
        return rows
    }

    @Test("Every lookup agrees with the rows listed one by one", arguments: [false, true])
    func lookups(groupRows: Bool) {
        var rng = SplitMix64(seed: groupRows ? 6 : 5)
        for _ in 0..<300 {
            let snapshot = randomContacts(&rng)
            let rows = TableRows(snapshot, groupRows: groupRows)
            let listed = Self.listed(snapshot, groupRows: groupRows)
            #expect(rows.numberOfRows == listed.count)
            for (row, expected) in listed.enumerated() {
                #expect(rows.sectionIdentifier(forRow: row) == expected.section)
                #expect(rows.itemIdentifier(forRow: row) == expected.item)
                #expect(rows.isGroupRow(row) == (expected.item == nil))
                #expect(rows.item(forRow: row)?.id == expected.item)
                if let item = expected.item {
                    #expect(rows.row(forItemIdentifier: item) == row)
                } else {
                    #expect(rows.row(forSectionIdentifier: expected.section) == row)
                }
            }
            for row in [-1, listed.count] {
                #expect(rows.sectionIdentifier(forRow: row) == nil && rows.itemIdentifier(forRow: row) == nil && !rows.isGroupRow(row))
            }
            #expect(rows.row(forItemIdentifier: 1_000) == nil && rows.row(forSectionIdentifier: "none") == nil)
            if !groupRows {
                for section in snapshot.sections {
                    let first = listed.firstIndex { $0.section == section.id }
                    #expect(rows.row(forSectionIdentifier: section.id) == first, "its first item's row, nil when empty")
                }
            }
        }
    }
}
#endif
