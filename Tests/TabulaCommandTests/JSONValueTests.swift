import Testing
@testable import TabulaCommand

@Suite("JSON values and identifiers")
struct JSONValueTests {
    @Test func objectsAreEqualInAnyKeyOrder() throws {
        #expect(try JSONParser.parse(#"{"a": 1, "b": [true, null]}"#) == JSONParser.parse(#"{"b": [true, null], "a": 1.0}"#))
        #expect(try JSONParser.parse(#"{"a": 1}"#) != JSONParser.parse(#"{"a": 1, "b": 2}"#))
        #expect(try JSONParser.parse(#"{"a": 1}"#) != JSONParser.parse(#"{"b": 1}"#))
        // Large objects take the hashed path.
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }
        #expect(try JSONParser.parse("{\(keys.joined(separator: ","))}") == JSONParser.parse("{\(keys.reversed().joined(separator: ","))}"))
    }

    @Test func arraysAreOrdered() throws {
        #expect(try JSONParser.parse("[1, 2]") != JSONParser.parse("[2, 1]"))
        #expect(try JSONParser.parse("[]") != JSONParser.parse("{}"))
    }

    @Test func kindsNeverMix() throws {
        #expect(try JSONParser.parse("1") != JSONParser.parse("\"1\""))
        #expect(try JSONParser.parse("1") != JSONParser.parse("true"))
        #expect(try JSONParser.parse("0") != JSONParser.parse("false"))
        #expect(try JSONParser.parse("null") != JSONParser.parse("false"))
    }

    @Test func identifiersFollowJSONEquality() throws {
        let one = JSONID.number(JSONNumber(1))
        #expect(JSONID.string("1") != one)
        #expect(try JSONID.number(JSONNumber(1)) == { guard case let .number(n) = try JSONParser.parse("1.0") else { return .string("") }; return .number(n) }())
        #expect(JSONID.string("\u{E9}") != JSONID.string("e\u{301}"))
        #expect(Set([JSONID.string("\u{E9}"), .string("e\u{301}"), .string("1"), one]).count == 4)
    }

    @Test func identifiersPrintAsTheirJSONText() {
        #expect(String(reflecting: JSONID.string("Ada \"A\"")) == #""Ada \"A\"""#)
        #expect(String(reflecting: JSONID.number(JSONNumber(42))) == "42")
    }
}
