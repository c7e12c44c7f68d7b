import Testing
@testable import TabulaCommand

@Suite("JSON writer")
struct JSONWriterTests {
    private func written(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.value(value)
        return writer.text
    }

    @Test func writesCompactJSON() throws {
        let value = try JSONParser.parse(#" { "a" : [ 1.0 , -2.50 , true , null ] , "b" : { } , "c" : [ ] } "#)
        #expect(written(value) == #"{"a":[1,-2.5,true,null],"b":{},"c":[]}"#)
    }

    @Test func keepsKeyOrder() throws {
        #expect(written(try JSONParser.parse(#"{"z": 1, "a": 2}"#)) == #"{"z":1,"a":2}"#)
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let text = "quote \" backslash \\ slash / nl \n cr \r tab \t bs \u{8} ff \u{C} nul \u{0} us \u{1F} del \u{7F} é 日本 😀 \u{2028}"
        let expected = #""quote \" backslash \\ slash / nl \n cr \r tab \t bs \b ff \f nul \u0000 us \u001f del "#
            + "\u{7F} é 日本 😀 \u{2028}\""
        #expect(written(.string(text)) == expected)
    }

    @Test func everyStringSurvivesARoundTrip() throws {
        var scalars: [Unicode.Scalar] = []
        for value in Array(0..<0x250) + [0x2028, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF] {
            if let scalar = Unicode.Scalar(UInt32(value)) { scalars.append(scalar) }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        let parsed = try JSONParser.parse(written(.string(text)))
        guard case let .string(back) = parsed else { Issue.record("not a string"); return }
        #expect(Array(back.unicodeScalars) == scalars)
    }

    @Test func placesCommasBetweenSiblings() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.pair(1, 2)
        writer.pair(3, 4)
        writer.endArray()
        writer.key("b")
        writer.value("x")
        writer.endObject()
        #expect(writer.text == #"{"a":[[1,2],[3,4]],"b":"x"}"#)
    }

    @Test func indentsTwoSpacesPerLevelAndKeepsEmptyContainersShut() throws {
        let value = try JSONParser.parse(#"{"a": [1, {"b": null}], "c": {}, "d": [], "e": "x"}"#)
        var writer = JSONWriter(layout: .indented)
        writer.value(value)
        #expect(writer.text == """
            {
              "a": [
                1,
                {
                  "b": null
                }
              ],
              "c": {},
              "d": [],
              "e": "x"
            }
            """)
    }

    @Test func indentedScalarsAreWrittenAsCompactOnes() {
        var writer = JSONWriter(layout: .indented)
        writer.value(.string("a\nb"))
        #expect(writer.text == #""a\nb""#)
        var number = JSONWriter(layout: .indented)
        number.value(42)
        #expect(number.text == "42")
    }
}
