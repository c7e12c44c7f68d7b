import Testing
@testable import TabulaCommand

/// JSON text as a test argument, which the test runner describes on one line:
/// as a Swift string literal, its newlines and other control characters escaped.
struct JSONText: ExpressibleByStringLiteral, CustomTestStringConvertible, Sendable {
    let text: String
    init(stringLiteral text: String) { self.text = text }
    var testDescription: String { text.debugDescription }
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" { "a" : [1, -2.5e3, true, false, null, "s", {}, []] } "#)
        let expected = JSONValue.object(JSONObject([
            .init(key: "a", value: .array([
                .number(JSONNumber(1)), .number(JSONNumber(-2500)), .bool(true), .bool(false), .null,
                .string("s"), .object(JSONObject([])), .array([]),
            ])),
        ]))
        #expect(value == expected)
    }

    @Test func parsesTopLevelScalarsAndSkipsAByteOrderMark() throws {
        #expect(try JSONParser.parse("42") == .number(JSONNumber(42)))
        #expect(try JSONParser.parse("\"x\"") == .string("x"))
        #expect(try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("null".utf8)) == .null)
        #expect(try JSONParser.parse(" \t\r\n true \n") == .bool(true))
    }

    @Test func decodesEveryEscape() throws {
        let value = try JSONParser.parse(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u00E9 \u65e5 \ud83d\ude00 \u0000""#)
        #expect(value == .string("\" \\ / \u{8} \u{C} \n \r \t A é é 日 😀 \u{0}"))
    }

    @Test func keepsRawUnicodeAndDistinguishesNormalisationForms() throws {
        #expect(try JSONParser.parse("\"日本 😀 e\u{301}\"") == .string("日本 😀 e\u{301}"))
        // Precomposed é and e + combining acute are equal Swift strings but different JSON strings.
        #expect(try JSONParser.parse(#""\u00e9""#) != JSONParser.parse(#""e\u0301""#))
        // …and so they are different keys, not duplicates.
        let object = try JSONParser.parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
        guard case let .object(members) = object else { Issue.record("not an object"); return }
        #expect(members.members.count == 2)
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of input, expected a value"),
        ("   ", 1, 4, "unexpected end of input, expected a value"),
        ("{\"a\": 1,\n \"b\": 2\n \"c\": 3}", 3, 2, "expected ',' or '}' in object, found '\"'"),
        ("[1, 2", 1, 6, "unexpected end of input in array, expected ',' or ']'"),
        ("[1 2]", 1, 4, "expected ',' or ']' in array, found '2'"),
        ("[1,]", 1, 4, "unexpected ']', expected a value"),
        ("{\"a\":1,}", 1, 8, "expected a string key in object, found '}'"),
        ("{a:1}", 1, 2, "expected a string key in object, found 'a'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after object key, found '1'"),
        ("{\"a\":1, \"a\":2}", 1, 9, "duplicate key \"a\" in object"),
        ("tru", 1, 1, "invalid literal, expected 'true'"),
        ("nul", 1, 1, "invalid literal, expected 'null'"),
        ("\"abc", 1, 1, "unterminated string"),
        ("\"a\nb\"", 1, 3, "unescaped control character U+000A in string"),
        ("\"\\x\"", 1, 2, "invalid escape '\\x' in string"),
        ("\"\\u12\"", 1, 2, "invalid \\u escape, expected 4 hexadecimal digits"),
        ("\"\\ud800\"", 1, 2, "unpaired surrogate \\uD800 in string (a high surrogate must be followed by a \\u escape of a low surrogate)"),
        ("\"\\ud800\\u0041\"", 1, 2, "unpaired surrogate \\uD800 in string (followed by \\u0041, not a low surrogate)"),
        ("\"\\udc00\"", 1, 2, "unpaired surrogate \\uDC00 in string (a low surrogate without a high one)"),
        ("-", 1, 2, "invalid number, expected a digit after '-'"),
        ("-a", 1, 2, "invalid number, expected a digit after '-'"),
        ("01", 1, 1, "invalid number, leading zeros are not allowed"),
        ("1.", 1, 3, "invalid number, expected a digit after '.'"),
        ("1.e5", 1, 3, "invalid number, expected a digit after '.'"),
        ("1e", 1, 3, "invalid number, expected a digit in the exponent"),
        ("1e+", 1, 4, "invalid number, expected a digit in the exponent"),
        (".5", 1, 1, "unexpected '.', expected a value"),
        ("+1", 1, 1, "unexpected '+', expected a value"),
        ("1e99999999999999999999", 1, 1, "number out of range (its exponent exceeds 1000000000000000)"),
        ("{} {}", 1, 4, "unexpected '{' after the JSON value"),
        ("\"é\" x", 1, 5, "unexpected 'x' after the JSON value"),
        ("[\"日本\", é]", 1, 8, "unexpected 'é' (U+00E9), expected a value"),
        ("\u{B}", 1, 1, "unexpected U+000B, expected a value"),
    ] as [(JSONText, Int, Int, String)])
    func reportsMalformedJSONWithLineAndColumn(input: JSONText, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) {
            try JSONParser.parse(input.text)
        }
    }

    @Test func describesItsErrorsWithLineAndColumn() {
        let error = JSONSyntaxError(line: 3, column: 17, message: "expected ',' or '}' in object")
        #expect(error.description == "line 3, column 17: expected ',' or '}' in object")
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONSyntaxError(line: 1, column: 3, message: "invalid UTF-8 byte 0xFF")) {
            try JSONParser.parse(bytes: Array("\"a".utf8) + [0xFF] + Array("\"".utf8))
        }
        // An overlong encoding of '/', and a UTF-8-encoded surrogate.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes: [0x22, 0xC0, 0xAF, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes: [0x22, 0xF0, 0x9F, 0x98]) }
        #expect(throws: JSONSyntaxError(line: 1, column: 1, message: "unexpected byte 0xFF, expected a value")) {
            try JSONParser.parse(bytes: [0xFF])
        }
    }

    @Test func acceptsNestingUpToTheLimitAndRejectsDeeper() throws {
        let limit = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try JSONParser.parse(deepest)
        let mixed = String(repeating: "{\"a\":[", count: limit / 2) + String(repeating: "]}", count: limit / 2)
        _ = try JSONParser.parse(mixed)

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONSyntaxError(line: 1, column: limit + 1, message: "nesting deeper than 512 levels of arrays and objects")) {
            try JSONParser.parse(tooDeep)
        }
        // Hostile input: no stack overflow, just an error.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(String(repeating: "[", count: 1_000_000)) }
    }

    @Test func countsColumnsInUnicodeScalars() {
        #expect(throws: JSONSyntaxError(line: 2, column: 6, message: "expected ',' or ']' in array, found 'x'")) {
            try JSONParser.parse("[\"😀\",\n\"日本\" x]")
        }
    }
}
