import Foundation

/// A problem in a screen that Tabula works around: two rows, or two
/// sections, with one identity.
///
/// The outcome is defined: every row and section is still shown, exactly as
/// the screen lists them, and occurrences of one identity are matched in
/// order (the first in the old screen with the first in the new, and so on),
/// so the batches stay valid. But which cell animates where is a guess, so a
/// ``ScreenAdapter`` reports each duplicate to its
/// ``ScreenAdapter/diagnosticHandler``.
public struct ScreenDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What is duplicated.
    public enum Kind: String, Hashable, Sendable {
        /// A row identity (model type and `id`) occurs more than once.
        case duplicateRowID
        /// A section identifier occurs more than once.
        case duplicateSectionID
    }

    /// What is duplicated.
    public var kind: Kind
    /// The duplicated identity: `Type(id: …)` for a row, the section's identifier otherwise.
    public var identifier: String
    /// Every position of the identity: (section, row) for a row, (section)
    /// alone, a one-index path, for a section.
    public var positions: [IndexPath]
    /// The identifiers of the sections the positions are in, in the same order.
    public var sections: [String]

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: What is duplicated.
    ///   - identifier: The duplicated identity.
    ///   - positions: Where it occurs.
    ///   - sections: The identifiers of the sections it occurs in, one per position.
    public init(kind: Kind, identifier: String, positions: [IndexPath], sections: [String]) {
        self.kind = kind
        self.identifier = identifier
        self.positions = positions
        self.sections = sections
    }

    /// A sentence naming the identity, its sections and positions, and what Tabula did.
    public var message: String {
        switch kind {
        case .duplicateRowID:
            let places = zip(positions, sections).map { "section \($1) (index \($0.section)) row \($0.item)" }
            return "duplicate row \(identifier) at \(places.joined(separator: ", ")): every row is shown, "
                + "and rows with one identity are matched in order; give each row an id of its own"
        case .duplicateSectionID:
            let places = positions.map { "index \($0.first ?? -1)" }
            return "duplicate section \(identifier) at \(places.joined(separator: ", ")): every section is shown, "
                + "and sections with one identifier are matched in order; give each section an id of its own"
        }
    }

    /// The message.
    public var description: String { message }
}

extension ListScreen {
    /// Every duplicated row identity and section identifier, in the order
    /// their second occurrences appear; empty for a screen without any.
    /// - Complexity: O(*n*) hashing, for *n* rows and sections.
    public var diagnostics: [ScreenDiagnostic] {
        var result: [ScreenDiagnostic] = []
        var sectionPositions: [ScreenSectionID: [Int]] = [:]
        var sectionOrder: [ScreenSectionID] = []
        for (index, section) in sections.enumerated() {
            sectionPositions[section.id, default: []].append(index)
            if sectionPositions[section.id]?.count == 2 { sectionOrder.append(section.id) }
        }
        for id in sectionOrder {
            let positions = sectionPositions[id] ?? []
            result.append(ScreenDiagnostic(kind: .duplicateSectionID, identifier: id.description,
                                           positions: positions.map { IndexPath(index: $0) },
                                           sections: positions.map { _ in id.description }))
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
            result.append(ScreenDiagnostic(kind: .duplicateRowID, identifier: id.description, positions: positions,
                                           sections: positions.map { sections[$0.section].id.description }))
        }
        return result
    }
}

extension ScreenDiagnostic {
    /// The default diagnostic handler: prints the message in debug builds
    /// (where `DEBUG` is defined), and does nothing in release builds.
    /// - Parameter diagnostic: The diagnostic to print.
    public static func printInDebugBuilds(_ diagnostic: ScreenDiagnostic) {
        #if DEBUG
        print("Tabula screen diagnostic (\(diagnostic.kind.rawValue)): \(diagnostic.message)")
        #endif
    }
}
