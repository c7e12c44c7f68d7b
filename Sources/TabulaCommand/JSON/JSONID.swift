/// The identifier of a section or an item in `tabula diff`'s JSON: a string or
/// a number.
///
/// A string and a number are never the same identifier (`"1"` is not `1`),
/// while numbers are the same when their exact decimal values are (`1`, `1.0`
/// and `1e0` are one identifier; `9007199254740993` is not
/// `9007199254740992`). Strings compare by Unicode scalars.
enum JSONID: Hashable, Sendable, CustomDebugStringConvertible {
    /// A string identifier.
    case string(String)
    /// A number identifier.
    case number(JSONNumber)

    /// The identifier as a JSON value, for writing.
    var jsonValue: JSONValue {
        switch self {
        case let .string(string): .string(string)
        case let .number(number): .number(number)
        }
    }

    /// The identifier's JSON text (`"Ada"`, `42`): diagnostics name identifiers
    /// with `String(reflecting:)`, and the JSON text is what the user wrote.
    var debugDescription: String {
        var writer = JSONWriter()
        writer.value(jsonValue)
        return writer.text
    }

    static func == (lhs: JSONID, rhs: JSONID) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): ExactString(a) == ExactString(b)
        case let (.number(a), .number(b)): a == b
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case let .string(string):
            hasher.combine(0 as UInt8)
            hasher.combine(ExactString(string))
        case let .number(number):
            hasher.combine(1 as UInt8)
            hasher.combine(number)
        }
    }
}
