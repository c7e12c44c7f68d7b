/// A strict JSON parser (RFC 8259) that keeps numbers exact and says where
/// input is malformed.
///
/// Foundation's `JSONSerialization` is not used: on Linux it turns `1` and
/// `true` into interchangeable `NSNumber`s and large integers into `Double`s,
/// which would corrupt identifiers, and its errors carry no position.
///
/// The parser recurses once per nesting level and refuses documents nested
/// deeper than ``maximumDepth``, so hostile input cannot overflow the stack.
/// It rejects what JSON leaves undefined or forbids: duplicate object keys,
/// unpaired surrogate escapes (a Swift `String` cannot hold them), invalid
/// UTF-8, raw control characters in strings, leading zeros, trailing commas.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    private let input: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(input: [UInt8]) {
        self.input = input
    }

    /// Parses one JSON document, which may be surrounded by whitespace.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses one JSON document from UTF-8 bytes; a leading byte-order mark is skipped.
    static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(input: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.offset < bytes.count {
            throw parser.error("unexpected \(parser.describeCharacter()) after the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard offset < input.count else { throw error("unexpected end of input, expected a value") }
        switch input[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw error("unexpected \(describeCharacter()), expected a value")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let start = offset
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard offset < input.count, input[offset] == byte else {
                throw error("invalid literal, expected '\(word)'", at: start)
            }
            offset += 1
        }
        return value
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels of arrays and objects")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < input.count, input[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < input.count else { throw error("unexpected end of input in array, expected ',' or ']'") }
            switch input[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("expected ',' or ']' in array, found \(describeCharacter())")
            }
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        offset += 1
        var members: [JSONObject.Member] = []
        var keys = Set<ExactString>()
        skipWhitespace()
        if offset < input.count, input[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(JSONObject(members))
        }
        while true {
            skipWhitespace()
            guard offset < input.count else { throw error("unexpected end of input in object, expected a key") }
            guard input[offset] == UInt8(ascii: "\"") else {
                throw error("expected a string key in object, found \(describeCharacter())")
            }
            let keyStart = offset
            let key = try parseString()
            if isDuplicate(key, in: members, keys: &keys) {
                var writer = JSONWriter()
                writer.value(key)
                throw error("duplicate key \(writer.text) in object", at: keyStart)
            }
            skipWhitespace()
            guard offset < input.count, input[offset] == UInt8(ascii: ":") else {
                throw error(offset < input.count
                    ? "expected ':' after object key, found \(describeCharacter())"
                    : "unexpected end of input in object, expected ':'")
            }
            offset += 1
            members.append(JSONObject.Member(key: key, value: try parseValue()))
            skipWhitespace()
            guard offset < input.count else { throw error("unexpected end of input in object, expected ',' or '}'") }
            switch input[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(JSONObject(members))
            default:
                throw error("expected ',' or '}' in object, found \(describeCharacter())")
            }
        }
    }

    /// Whether `key` is already among `members`. Small objects (the usual
    /// content) are scanned; from 8 members on, a set of the keys takes over.
    private func isDuplicate(_ key: String, in members: [JSONObject.Member], keys: inout Set<ExactString>) -> Bool {
        let threshold = 8
        if members.count < threshold {
            return members.contains { $0.key.utf8.elementsEqual(key.utf8) }
        }
        if keys.isEmpty { keys = Set(members.map { ExactString($0.key) }) }
        return !keys.insert(ExactString(key)).inserted
    }

    // MARK: - Strings

    /// Parses a string starting at its opening quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        var buffer: [UInt8] = []
        while true {
            guard offset < input.count else { throw error("unterminated string", at: start) }
            let byte = input[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                // Every byte was checked: plain ASCII, validated UTF-8, or encoded escapes.
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0..<0x20:
                throw error("unescaped control character U+\(hex(UInt32(byte), width: 4)) in string")
            case 0..<0x80:
                buffer.append(byte)
                offset += 1
            default:
                let length = try validUTF8SequenceLength()
                buffer.append(contentsOf: input[offset..<offset + length])
                offset += length
            }
        }
    }

    /// Parses the escape at the current backslash and appends its UTF-8.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = offset
        offset += 1
        guard offset < input.count else { throw error("unterminated string", at: start) }
        let letter = input[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4(escapeStart: start)
            var scalarValue = unit
            switch unit {
            case 0xD800...0xDBFF:
                let lowStart = offset
                guard offset + 1 < input.count, input[offset] == UInt8(ascii: "\\"), input[offset + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(hex(unit, width: 4)) in string (a high surrogate must be followed by a \\u escape of a low surrogate)", at: start)
                }
                offset += 2
                let low = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate \\u\(hex(unit, width: 4)) in string (followed by \\u\(hex(low, width: 4)), not a low surrogate)", at: start)
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw error("unpaired surrogate \\u\(hex(unit, width: 4)) in string (a low surrogate without a high one)", at: start)
            default:
                break
            }
            // Surrogates were handled above, so the value is a valid scalar.
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error("invalid \\u escape", at: start)
            }
            buffer.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
        default:
            offset -= 1
            throw error("invalid escape '\\\(describeByte(letter))' in string", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < input.count, let digit = hexValue(input[offset]) else {
                throw error("invalid \\u escape, expected 4 hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `offset`, whose first
    /// byte is not ASCII; throws when the sequence is malformed (overlong,
    /// surrogate, beyond U+10FFFF or truncated).
    private func validUTF8SequenceLength() throws(JSONSyntaxError) -> Int {
        let lead = input[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))")
        }
        for k in 1..<length {
            let range = k == 1 ? secondRange : 0x80...0xBF
            guard offset + k < input.count, range.contains(input[offset + k]) else {
                throw error("invalid UTF-8 sequence starting with byte 0x\(hex(UInt32(lead), width: 2))")
            }
        }
        return length
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = offset
        let isNegative = input[offset] == UInt8(ascii: "-")
        if isNegative { offset += 1 }
        let integerStart = offset
        guard offset < input.count, isDigit(input[offset]) else {
            throw error("invalid number, expected a digit after '-'")
        }
        if input[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < input.count, isDigit(input[offset]) {
                throw error("invalid number, leading zeros are not allowed", at: integerStart)
            }
        } else {
            skipDigits()
        }
        let integer = input[integerStart..<offset]
        var fraction = input[offset..<offset]
        if offset < input.count, input[offset] == UInt8(ascii: ".") {
            offset += 1
            let fractionStart = offset
            skipDigits()
            guard offset > fractionStart else { throw error("invalid number, expected a digit after '.'") }
            fraction = input[fractionStart..<offset]
        }
        var exponentIsNegative = false
        var exponent = input[offset..<offset]
        if offset < input.count, input[offset] == UInt8(ascii: "e") || input[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < input.count, input[offset] == UInt8(ascii: "+") || input[offset] == UInt8(ascii: "-") {
                exponentIsNegative = input[offset] == UInt8(ascii: "-")
                offset += 1
            }
            let exponentStart = offset
            skipDigits()
            guard offset > exponentStart else { throw error("invalid number, expected a digit in the exponent") }
            exponent = input[exponentStart..<offset]
        }
        guard let number = JSONNumber(
            isNegative: isNegative, integer: integer, fraction: fraction,
            exponentIsNegative: exponentIsNegative, exponent: exponent
        ) else {
            throw error("number out of range (its exponent exceeds \(JSONNumber.exponentLimit))", at: start)
        }
        return number
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while offset < input.count, isDigit(input[offset]) { offset += 1 }
    }

    // MARK: - Whitespace and errors

    private mutating func skipWhitespace() {
        while offset < input.count {
            switch input[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    /// An error at `position` (by default the current offset), with its line
    /// and column worked out only now: the happy path never pays for them.
    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let position = min(position ?? offset, input.count)
        var line = 1
        var lineStart = 0
        for k in 0..<position where input[k] == UInt8(ascii: "\n") {
            line += 1
            lineStart = k + 1
        }
        // Count scalars, not bytes: a continuation byte does not start a column.
        let column = input[lineStart..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// The character at the current offset, for messages: `'x'`, `U+000B`, `'é'`.
    private func describeCharacter() -> String {
        guard offset < input.count else { return "end of input" }
        let byte = input[offset]
        if (0x20..<0x7F).contains(byte) { return "'\(describeByte(byte))'" }
        if byte < 0x80 { return describeByte(byte) }
        var iterator = input[offset...].makeIterator()
        var decoder = UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) {
            return "'\(Character(scalar))' (U+\(hex(scalar.value, width: 4)))"
        }
        return "byte 0x\(hex(UInt32(byte), width: 2))"
    }

    private func describeByte(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "U+\(hex(UInt32(byte), width: 4))"
    }

    private func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
