import Foundation

/// Something Tabula noticed about the data that the owner should know: it
/// never stops an operation, and the outcome is still defined.
///
/// Four things report diagnostics, and ``origin`` names which:
/// - the diff (``Changeset/diagnostics``, ``StagedChangeset/diagnostics``),
///   about the snapshots it compares: duplicate identifiers, whose
///   occurrences it matches in order;
/// - a ``ListController`` (``ListController/diagnostics``), about the items
///   given to it: items without a section key;
/// - a ``ListAdapter``, about every snapshot it is given: duplicate
///   identifiers, which it hands to its ``ListAdapter/diagnosticHandler``;
/// - a ``ListScreen`` (``ListScreen/diagnostics``), about its rows and
///   sections: duplicate identities, which a ``ScreenAdapter`` hands to the
///   same handler;
/// - a ``PagingSource``, about the pages its loader returns: items whose
///   identifiers it already holds, which it drops.
///
/// A live source's ``ListUpdate/diagnostics`` holds its own diagnostics
/// followed by its diff's, each with the origin that noticed it.
///
/// A diagnostic is about data. A problem in how models are mapped to views is
/// a ``MappingAnomaly`` instead.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was noticed.
    public enum Kind: String, Hashable, Sendable {
        /// An item identifier occurs more than once: in a snapshot the diff
        /// compares, or, for a screen, a row identity (model type and `id`)
        /// in a ``ListScreen``.
        case duplicateItemIdentifier
        /// A section identifier occurs more than once, in a snapshot the diff
        /// compares or in a ``ListScreen``.
        case duplicateSectionIdentifier
        /// Items of a sectioned ``ListController`` had no section key and
        /// went to the "no section" bucket, the section with key `nil`,
        /// placed last.
        case missingSectionKey
    }

    /// What noticed it.
    public enum Origin: String, Hashable, Sendable {
        /// The diff (``Snapshot/difference(to:)``, ``StagedChangeset``),
        /// about the snapshots it compares. A live source passes its diff's
        /// diagnostics on in ``ListUpdate/diagnostics`` with this origin.
        case diff
        /// A ``ListController``, about the items given to it.
        case listController
        /// A ``ListAdapter``, about a snapshot it is given (by
        /// ``ListAdapter/apply(_:animated:)`` or a live source); it reports
        /// them to its ``ListAdapter/diagnosticHandler``.
        case listAdapter
        /// A declarative screen (``ListScreen/diagnostics``), about its rows
        /// and sections; a ``ScreenAdapter`` reports them to its
        /// ``ListAdapter/diagnosticHandler``.
        case screen
        /// A ``PagingSource``, about the pages its loader returns: items
        /// whose identifiers it already holds, which it drops.
        case pagingSource
    }

    /// What was noticed.
    public let kind: Kind
    /// What noticed it.
    public let origin: Origin
    /// The identifiers concerned, as text (`String(reflecting:)` of each;
    /// `Type(id: …)` for a screen's row); at most ``maximumIdentifiers`` of
    /// them. A duplicate has one: the duplicated identifier.
    public let identifiers: [String]
    /// How many identifiers are concerned; may exceed `identifiers.count`
    /// when the list was cut at ``maximumIdentifiers``. 1 for a duplicate.
    public let count: Int
    /// Where the identifier occurs, every occurrence: (section, row) for an
    /// item, (section) alone, a one-index path, for a section. Empty when the
    /// reporter does not know, as the diff and a list controller do not.
    public let positions: [IndexPath]
    /// The identifiers of the sections the ``positions`` are in, as text, one
    /// per position and in the same order; empty when ``positions`` is.
    public let sectionIdentifiers: [String]

    /// The most identifiers a diagnostic lists.
    public static let maximumIdentifiers = 10

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: What was noticed.
    ///   - origin: What noticed it.
    ///   - identifiers: The identifiers concerned, as text; only the first
    ///     ``maximumIdentifiers`` are kept.
    ///   - count: How many identifiers are concerned; `nil` (the default)
    ///     for `identifiers.count`. Never less than `identifiers.count`.
    ///   - positions: Where the identifier occurs; empty when unknown.
    ///   - sectionIdentifiers: The identifiers of the sections the positions
    ///     are in, one per position.
    /// - Complexity: O(1), or O(``maximumIdentifiers``) when `identifiers`
    ///   has more than that.
    @inlinable
    public init(
        kind: Kind, origin: Origin, identifiers: [String], count: Int? = nil,
        positions: [IndexPath] = [], sectionIdentifiers: [String] = []
    ) {
        self.kind = kind
        self.origin = origin
        self.identifiers = identifiers.count > Self.maximumIdentifiers
            ? Array(identifiers.prefix(Self.maximumIdentifiers)) : identifiers
        self.count = Swift.max(count ?? identifiers.count, identifiers.count)
        self.positions = positions
        self.sectionIdentifiers = sectionIdentifiers
    }

    /// A sentence that names the values concerned, where they are when that
    /// is known, and what Tabula did about them.
    /// - Complexity: O(*k*) for *k* identifiers and positions; built each
    ///   time it is read, so that reporting a diagnostic formats nothing.
    public var message: String {
        let name = identifiers.joined(separator: ", ")
        switch (kind, origin) {
        case (.missingSectionKey, _):
            let listed = name + (count > identifiers.count ? ", …" : "")
            let noun = count == 1 ? "item has" : "items have"
            return "\(count) \(noun) no section key and went to the \"no section\" bucket (the last section): \(listed)"
        case (.duplicateItemIdentifier, .screen):
            let places = zip(positions, sectionIdentifiers).map { position, section in
                "section \(section) (index \(Self.index(position, 0))) row \(Self.index(position, 1))"
            }
            return "duplicate row \(name)\(Self.at(places)): every row is shown, "
                + "and rows with one identity are matched in order; give each row an id of its own"
        case (.duplicateSectionIdentifier, .screen):
            let places = positions.map { "index \(Self.index($0, 0))" }
            return "duplicate section \(name)\(Self.at(places)): every section is shown, "
                + "and sections with one identifier are matched in order; give each section an id of its own"
        case (.duplicateItemIdentifier, .pagingSource):
            return "duplicate item identifier \(name) in a loaded page: the item already held was kept and the page's copy dropped"
        case (.duplicateItemIdentifier, _):
            return "duplicate item identifier \(name): occurrences were matched in order (the k-th in the source with the k-th in the target)"
        case (.duplicateSectionIdentifier, _):
            return "duplicate section identifier \(name): occurrences were matched in order (the k-th in the source with the k-th in the target)"
        }
    }

    /// The `k`-th index of `position` as text, or "?" when it has fewer.
    private static func index(_ position: IndexPath, _ k: Int) -> String {
        k < position.count ? String(position[k]) : "?"
    }

    /// " at " and the places, or nothing when there are none.
    private static func at(_ places: [String]) -> String {
        places.isEmpty ? "" : " at " + places.joined(separator: ", ")
    }

    /// The message.
    public var description: String { message }

    /// The diff's diagnostic for an item identifier that occurs more than once.
    /// - Parameter id: The duplicated identifier; the diagnostic names it by
    ///   `String(reflecting:)`.
    public static func duplicateItem(_ id: some Hashable) -> Diagnostic {
        Diagnostic(kind: .duplicateItemIdentifier, origin: .diff, identifiers: [String(reflecting: id)])
    }

    /// The diff's diagnostic for a section identifier that occurs more than once.
    /// - Parameter id: The duplicated identifier; the diagnostic names it by
    ///   `String(reflecting:)`.
    public static func duplicateSection(_ id: some Hashable) -> Diagnostic {
        Diagnostic(kind: .duplicateSectionIdentifier, origin: .diff, identifiers: [String(reflecting: id)])
    }

    /// The default of ``ListAdapter/diagnosticHandler``: prints the origin,
    /// the kind and the message in debug builds (where `DEBUG` is defined),
    /// and does nothing in release builds. Hand it any diagnostic, such as
    /// those of a ``ListUpdate``.
    /// - Parameter diagnostic: The diagnostic to print.
    public static func printInDebugBuilds(_ diagnostic: Diagnostic) {
        #if DEBUG
        print("Tabula \(diagnostic.origin.rawValue) diagnostic (\(diagnostic.kind.rawValue)): \(diagnostic.message)")
        #endif
    }
}
