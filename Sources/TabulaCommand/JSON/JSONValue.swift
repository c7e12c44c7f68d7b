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
