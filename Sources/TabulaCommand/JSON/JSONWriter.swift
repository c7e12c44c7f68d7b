/// Writes JSON, compact on one line (the default) or indented for people.
///
/// `tabula diff` writes large results (every stage carries a whole snapshot),
/// so the writer appends straight to a byte buffer instead of building a
/// ``JSONValue`` tree first. Callers open and close containers and write keys
/// and values in order; the writer places the commas and, when indenting, the
/// line breaks. Both layouts write the same tokens in the same order, so they
/// parse to the same value with the same key order.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject(); writer.key("n"); writer.value(1); writer.endObject()
/// writer.text   // {"n":1}
/// ```
struct JSONWriter {
    /// How the output is laid out.
    enum Layout: Sendable {
        /// One line, no spaces: the default, and what `--jsonl` requires.
        case compact
        /// Every array element and object member on its own line, indented
        /// two spaces per level, with a space after each colon. Empty arrays
        /// and objects stay `[]` and `{}`.
        case indented
    }

    /// What the last thing written was, which decides what goes before the
    /// next key or value: a comma, a line break, both or nothing.
    private enum Position {
        /// Nothing yet, or right after a key's colon.
        case start
        /// Right after `[` or `{`.
        case opened
        /// Right after a complete value.
        case value
    }

    /// The bytes written so far, UTF-8.
    private(set) var bytes: [UInt8] = []
    /// The layout, fixed at creation.
    let layout: Layout
    private var position = Position.start
    /// How many containers are open: the indentation level.
    private var depth = 0

    /// Creates an empty writer.
    init(layout: Layout = .compact) {
        self.layout = layout
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts an object.
    mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    /// Ends the innermost object.
    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Starts an array.
    mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    /// Ends the innermost array.
    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes an object key; the next value written is its value.
    mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if layout == .indented { bytes.append(UInt8(ascii: " ")) }
        position = .start
    }

    /// Writes an integer.
    mutating func value(_ integer: Int) {
        separate()
        bytes.append(contentsOf: String(integer).utf8)
        position = .value
    }

    /// Writes a string.
    mutating func value(_ string: String) {
        separate()
        writeString(string)
        position = .value
    }

    /// Writes any JSON value, in the writer's layout.
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
        position = .value
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        depth += 1
        position = .opened
    }

    /// Closes a container. An empty one closes on the line it opened on,
    /// so that `[]` and `{}` read as empty at a glance.
    private mutating func close(_ bracket: UInt8) {
        // Unbalanced calls are a bug in the caller; clamping keeps the
        // output's indentation sane rather than trapping.
        depth = max(0, depth - 1)
        if position != .opened { newLine() }
        bytes.append(bracket)
        position = .value
    }

    /// Writes what must come before a key or value at the current position.
    private mutating func separate() {
        switch position {
        case .start:
            break
        case .opened:
            newLine()
        case .value:
            bytes.append(UInt8(ascii: ","))
            newLine()
        }
    }

    /// A line break and the current indentation; nothing when compact.
    private mutating func newLine() {
        guard layout == .indented else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
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
