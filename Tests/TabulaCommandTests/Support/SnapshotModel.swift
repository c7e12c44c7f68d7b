/// The test's own model of a snapshot, independent of the code under test:
/// what the random generator makes, what it renders as JSON text in many
/// spellings, and what the view must show at the end.
///
/// Identity and content are compared through ``key`` strings computed here
/// (strings by Unicode scalars, numbers by a canonical decimal text, objects
/// with sorted keys), so a mistake in the command's `==` cannot hide itself.
struct SnapshotModel {
    /// A number with every way the tests spell it; `canonical` is the text the
    /// command must print for it.
    struct NumberSpelling {
        var canonical: String
        var spellings: [String]
    }

    /// A section or item identifier.
    enum ID: Hashable {
        case string(String)
        case number(Int)   // index into ``numbers``

        /// Equal for equal JSON identifiers, different otherwise.
        var key: String {
            switch self {
            case let .string(string): "s:" + string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
            case let .number(index): "n:" + SnapshotModel.numbers[index].canonical
            }
        }
    }

    /// A JSON value, as the generator builds it.
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Int)   // index into ``numbers``
        case string(String)
        case array([Value])
        case object([(String, Value)])   // keys unique by scalars

        /// Equal for equal JSON values: object key order does not matter,
        /// numbers compare by value, strings by scalars.
        var key: String {
            switch self {
            case .null: "null"
            case let .bool(bool): bool ? "true" : "false"
            case let .number(index): "n:" + SnapshotModel.numbers[index].canonical
            case let .string(string): ID.string(string).key
            case let .array(elements): "[" + elements.map(\.key).joined(separator: ";") + "]"
            case let .object(members):
                "{" + members.map { (ID.string($0.0).key, $0.1.key) }
                    .sorted { $0.0 < $1.0 }
                    .map { "\($0.0)=\($0.1)" }
                    .joined(separator: ";") + "}"
            }
        }
    }

    struct Item {
        var id: ID
        var content: Value?
    }

    struct Section {
        var id: ID
        var content: Value?
        var items: [Item]
    }

    var sections: [Section]

    /// The key of optional content: absent differs from `null`.
    static func contentKey(_ content: Value?) -> String {
        content.map { "=" + $0.key } ?? "absent"
    }

    /// Whether two snapshots show the same thing: same identifiers in the same
    /// places and equal contents.
    func isEquivalent(to other: SnapshotModel) -> Bool {
        shape == other.shape
    }

    /// Section by section: identifier key, content key, then each item's.
    var shape: [[String]] {
        sections.map { section in
            [section.id.key, Self.contentKey(section.content)]
                + section.items.flatMap { [$0.id.key, Self.contentKey($0.content)] }
        }
    }

    // MARK: - Pools

    static let numbers: [NumberSpelling] = [
        NumberSpelling(canonical: "0", spellings: ["0", "-0", "0.0", "0e7", "-0.000E-3"]),
        NumberSpelling(canonical: "1", spellings: ["1", "1.0", "1e0", "10e-1", "0.1E+1", "1.000"]),
        NumberSpelling(canonical: "2", spellings: ["2", "2.00", "0.02e2", "200E-2"]),
        NumberSpelling(canonical: "-7", spellings: ["-7", "-7.0", "-0.7e1", "-70e-1"]),
        NumberSpelling(canonical: "0.5", spellings: ["0.5", "5e-1", "0.50", "50E-2"]),
        NumberSpelling(canonical: "1e100", spellings: ["1e100", "10e99", "1E+100", "0.1e101"]),
        NumberSpelling(canonical: "12345678901234567890123", spellings: ["12345678901234567890123", "1.2345678901234567890123e22", "12345678901234567890123.000"]),
        NumberSpelling(canonical: "12345678901234567890124", spellings: ["12345678901234567890124", "123456789012345678901240e-1"]),
        NumberSpelling(canonical: "9007199254740993", spellings: ["9007199254740993", "9007199254740993.0"]),
        NumberSpelling(canonical: "9007199254740992", spellings: ["9007199254740992", "9.007199254740992e15"]),
        NumberSpelling(canonical: "-0.000125", spellings: ["-0.000125", "-1.25e-4", "-125E-6"]),
        NumberSpelling(canonical: "1.5e-9", spellings: ["1.5e-9", "15e-10", "0.0000000015"]),
    ]

    static let strings: [String] = [
        "a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "", "Ada Lovelace",
        "\u{E9}", "e\u{301}", "😀", "日本", "x\"y", "back\\slash", "tab\there", "line\nbreak",
        "\u{0}", "\u{1F}", "\u{2028}", "/",
    ]

    static let keys: [String] = ["name", "phone", "x", "y", "\u{E9}", "e\u{301}", "", "a\"b"]
}
