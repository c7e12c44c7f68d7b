/// Something the diff noticed about its input that the caller should know:
/// it never stops the diff, and the changeset is still right.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of thing was noticed.
    public enum Kind: String, Hashable, Sendable {
        /// An item identifier occurs more than once in a snapshot.
        case duplicateItemIdentifier
        /// A section identifier occurs more than once in a snapshot.
        case duplicateSectionIdentifier
    }

    /// What kind of thing was noticed.
    public var kind: Kind
    /// The offending identifier, as text.
    public var identifier: String
    /// A sentence that names the offending value and says what Tabula did about it.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, identifier: String, message: String) {
        self.kind = kind
        self.identifier = identifier
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The diagnostic for an item identifier that occurs more than once.
    /// - Parameter id: The duplicated identifier; its message shows `String(reflecting:)` of it.
    public static func duplicateItem(_ id: some Hashable) -> Diagnostic {
        let name = String(reflecting: id)
        return Diagnostic(
            kind: .duplicateItemIdentifier, identifier: name,
            message: "duplicate item identifier \(name): occurrences were matched in order (the k-th in the source with the k-th in the target)"
        )
    }

    /// The diagnostic for a section identifier that occurs more than once.
    /// - Parameter id: The duplicated identifier; its message shows `String(reflecting:)` of it.
    public static func duplicateSection(_ id: some Hashable) -> Diagnostic {
        let name = String(reflecting: id)
        return Diagnostic(
            kind: .duplicateSectionIdentifier, identifier: name,
            message: "duplicate section identifier \(name): occurrences were matched in order (the k-th in the source with the k-th in the target)"
        )
    }
}
