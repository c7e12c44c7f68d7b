/// Writes compact, single-line JSON.
///
/// `tabula diff` writes large results (every stage carries a whole snapshot),
/// so the writer appends straight to a byte buffer instead of building a
/// ``JSONValue`` tree first. Callers open and close containers and write keys
/// and values in order; the writer places the commas.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject(); writer.key("n"); writer.value(1); writer.endObject()
/// writer.text   // {"n":1}
/// ```
struct JSONWriter {
    /// The bytes written so far, UTF-8.
    private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows a sibling and needs a comma.
    private var needsComma = false

    /// Creates an empty writer.
    init() {}

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts an object.
    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Ends the innermost object.
    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Starts an array.
    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Ends the innermost array.
    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object key; the next value written is its value.
    mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes an integer.
    mutating func value(_ integer: Int) {
        separate()
        bytes.append(contentsOf: String(integer).utf8)
        needsComma = true
    }

    /// Writes a string.
    mutating func value(_ string: String) {
        separate()
        writeString(string)
        needsComma = true
    }

    /// Writes any JSON value, compactly.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null:
            raw("null")
        case let .bool(bool):
            raw(bool ? "true" : "false")
        case let .number(number):
            raw(number.description)
        case let .string(string):
            self.value(string)
        case let .array(elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case let .object(object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// Writes `[a, b]`, the form of a section move or an index path.
    mutating func pair(_ a: Int, _ b: Int) {
        beginArray()
        value(a)
        value(b)
        endArray()
    }

    private mutating func raw(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Writes a quoted string: non-ASCII text stays as it is (UTF-8), and only
    /// what JSON requires is escaped (quote, backslash, control characters).
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
