/// A JSON value, as parsed: the content of sections and items, and the
/// documents `tabula diff` reads.
///
/// Equality is JSON's, not Swift's: objects are equal when they have the same
/// keys with equal values in any order; numbers compare by exact decimal value
/// (`1 == 1.0`); strings compare by Unicode scalars, so `"é"` written as one
/// scalar differs from `"e\u0301"` (Swift's `String ==` would call them equal,
/// and JSON tools would not).
enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, exact.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; its members keep their order so output reads like input.
    case object(JSONObject)

    /// How schema errors name the kind of a value: "found an object".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): ExactString(a) == ExactString(b)
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }
}

/// A JSON object's members in document order, with unique keys (the parser
/// rejects duplicates, which JSON leaves undefined).
struct JSONObject: Equatable, Sendable {
    /// One key and its value.
    struct Member: Sendable {
        /// The key.
        var key: String
        /// The value.
        var value: JSONValue
    }

    /// The members, in document order.
    var members: [Member]

    /// Creates an object from members whose keys are unique.
    init(_ members: [Member]) {
        self.members = members
    }

    /// The value for `key`, or `nil` when the object has no such key.
    ///
    /// Linear: the objects the schema looks into have two or three keys.
    subscript(key: String) -> JSONValue? {
        let wanted = ExactString(key)
        return members.first { ExactString($0.key) == wanted }?.value
    }

    /// Equal when both have the same keys with equal values, in any order.
    static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        if lhs.members.count <= 8 {
            // Small objects (most content): a quadratic scan beats hashing.
            return lhs.members.allSatisfy { member in
                rhs[member.key].map { $0 == member.value } ?? false
            }
        }
        var values: [ExactString: JSONValue] = [:]
        values.reserveCapacity(rhs.members.count)
        for member in rhs.members { values[ExactString(member.key)] = member.value }
        return lhs.members.allSatisfy { member in
            values[ExactString(member.key)].map { $0 == member.value } ?? false
        }
    }
}

/// A string compared and hashed by its Unicode scalars (as UTF-8), which is how
/// JSON compares strings; Swift's `String` compares by canonical equivalence.
struct ExactString: Hashable, Sendable {
    /// The string.
    var string: String

    /// Wraps `string`.
    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        // Native strings hand out their UTF-8 in one piece; bridged ones byte by byte.
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
