/// Something a ``ListController`` noticed about its data that the owner should
/// know. It never stops an operation.
public struct ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was noticed.
    public enum Kind: String, Hashable, Sendable {
        /// Items of a sectioned list had no section key and went to the
        /// "no section" bucket, the section with key `nil`, placed last.
        case missingSectionKey
        /// The diff reported something about its input (see ``Diagnostic``).
        case diff
    }

    /// What was noticed.
    public var kind: Kind
    /// The identifiers concerned, as text; at most ``maximumIdentifiers`` of them.
    public var identifiers: [String]
    /// How many items are concerned (may exceed `identifiers.count`).
    public var count: Int
    /// A sentence that names the values concerned and says what was done.
    public var message: String

    /// The most identifiers a diagnostic lists.
    public static let maximumIdentifiers = 10

    /// Creates a diagnostic.
    @inlinable
    public init(kind: Kind, identifiers: [String], count: Int, message: String) {
        self.kind = kind
        self.identifiers = identifiers
        self.count = count
        self.message = message
    }

    /// Wraps a diff's diagnostic.
    @inlinable
    public init(_ diagnostic: Diagnostic) {
        self.init(kind: .diff, identifiers: [diagnostic.identifier], count: 1, message: diagnostic.message)
    }

    /// The message.
    public var description: String { message }

    @inlinable
    static func missingSectionKey(identifiers: [String], count: Int) -> ListDiagnostic {
        let listed = identifiers.joined(separator: ", ") + (count > identifiers.count ? ", …" : "")
        let noun = count == 1 ? "item has" : "items have"
        return ListDiagnostic(
            kind: .missingSectionKey, identifiers: identifiers, count: count,
            message: "\(count) \(noun) no section key and went to the \"no section\" bucket (the last section): \(listed)"
        )
    }
}
