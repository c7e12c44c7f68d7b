import Foundation

// Two rows, or two sections, with one identity are a problem in a screen that
// Tabula works around. The outcome is defined: every row and section is still
// shown, exactly as the screen lists them, and occurrences of one identity are
// matched in order (the first in the old screen with the first in the new, and
// so on), so the batches stay valid. But which cell animates where is a guess,
// so a `ScreenAdapter` reports each duplicate to its list's `diagnosticHandler`.
extension ListScreen {
    /// Every duplicated section identifier and row identity, in the order
    /// their second occurrences appear (sections first); empty for a screen
    /// without any.
    ///
    /// Each is a ``Diagnostic`` whose ``Diagnostic/origin`` is
    /// ``Diagnostic/Origin/screen``: a ``Diagnostic/Kind/duplicateSectionIdentifier``
    /// names the section identifier and every index it occurs at, a
    /// ``Diagnostic/Kind/duplicateItemIdentifier`` the row identity
    /// (`Type(id: …)`), every (section, row) position and the identifiers of
    /// those sections.
    /// - Complexity: O(*n*) hashing, for *n* rows and sections.
    public var diagnostics: [Diagnostic] {
        var result: [Diagnostic] = []
        var sectionPositions: [ScreenSectionID: [Int]] = [:]
        var sectionOrder: [ScreenSectionID] = []
        for (index, section) in sections.enumerated() {
            sectionPositions[section.id, default: []].append(index)
            if sectionPositions[section.id]?.count == 2 { sectionOrder.append(section.id) }
        }
        for id in sectionOrder {
            let positions = sectionPositions[id] ?? []
            let name = id.description
            result.append(Diagnostic(kind: .duplicateSectionIdentifier, origin: .screen, identifiers: [name],
                                     positions: positions.map { IndexPath(index: $0) },
                                     sectionIdentifiers: positions.map { _ in name }))
        }
        var rowPositions: [CellModelID: [IndexPath]] = [:]
        rowPositions.reserveCapacity(numberOfRows)
        var rowOrder: [CellModelID] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                let id = row.id
                rowPositions[id, default: []].append(IndexPath(item: r, section: s))
                if rowPositions[id]?.count == 2 { rowOrder.append(id) }
            }
        }
        for id in rowOrder {
            let positions = rowPositions[id] ?? []
            // The positions come from enumerating `sections`, so their
            // section indexes are in range.
            result.append(Diagnostic(kind: .duplicateItemIdentifier, origin: .screen, identifiers: [id.description],
                                     positions: positions,
                                     sectionIdentifiers: positions.map { sections[$0.section].id.description }))
        }
        return result
    }
}
