import Testing
@testable import TabulaCommand

@Suite("SNAPSHOT decoding and encoding")
struct SnapshotDecodingTests {
    private func decode(_ text: String) throws -> JSONSnapshot {
        try JSONSnapshot(json: JSONParser.parse(text))
    }

    private func encode(_ snapshot: JSONSnapshot) -> String {
        var writer = JSONWriter()
        StageJSON.write(snapshot, to: &writer)
        return writer.text
    }

    @Test func decodesSectionsItemsAndContent() throws {
        let snapshot = try decode(#"""
            {"sections": [
              {"id": "A", "content": {"title": "A"}, "items": ["ada", {"id": 2, "content": null}, {"id": 3}]},
              {"id": 7, "items": []}
            ]}
            """#)
        #expect(snapshot.numberOfSections == 2)
        let a = snapshot.sections[0]
        #expect(a.id == .string("A"))
        #expect(a.model == .some(.object(JSONObject([.init(key: "title", value: .string("A"))]))))
        #expect(Array(a.itemIDs) == [.string("ada"), .number(JSONNumber(2)), .number(JSONNumber(3))])
        #expect(a.items[0].content == nil)
        #expect(a.items[1].content == .some(.null))   // null is content…
        #expect(a.items[2].content == nil)            // …absent is not
        #expect(snapshot.sections[1].id == .number(JSONNumber(7)))
        #expect(snapshot.sections[1].model == nil)
        #expect(snapshot.sections[1].items.isEmpty)
    }

    @Test func encodesItemsWithoutContentAsBareIdentifiers() throws {
        let text = #"{"sections":[{"id":"A","content":null,"items":["a",{"id":1,"content":null},{"id":2,"content":{"z":[1.5,"x"],"a":true}}]},{"id":3,"items":[]}]}"#
        #expect(encode(try decode(text)) == text)
        #expect(encode(try decode(#"{"sections":[{"id":"s","items":[{"id":"a"}]}]}"#)) == #"{"sections":[{"id":"s","items":["a"]}]}"#)
        #expect(encode(try decode(#"{"sections":[]}"#)) == #"{"sections":[]}"#)
    }

    @Test func roundTripsThroughText() throws {
        let text = #"""
            { "sections" : [ { "items" : [ "\u00e9", { "content" : 1.50, "id" : 1e2 } ], "id" : "\ud83d\ude00" } ] }
            """#
        let snapshot = try decode(text)
        let encoded = encode(snapshot)
        #expect(encoded == #"{"sections":[{"id":"😀","items":["é",{"id":100,"content":1.5}]}]}"#)
        let again = try decode(encoded)
        #expect(again == snapshot)
        #expect(encode(again) == encoded)
    }

    @Test(arguments: [
        (#"[]"#, #"expected a snapshot (an object), found an array"#),
        (#"{}"#, #"missing key "sections" in a snapshot"#),
        (#"{"sections": [], "version": 2}"#, #"unknown key "version" in a snapshot (allowed: "sections")"#),
        (#"{"sections": {}}"#, #"sections: expected an array of sections, found an object"#),
        (#"{"sections": [1]}"#, #"sections[0]: expected a section (an object), found a number"#),
        (#"{"sections": [{"id": "a", "items": []}, {"id": "b"}]}"#, #"sections[1]: missing key "items" in a section"#),
        (#"{"sections": [{"items": []}]}"#, #"sections[0]: missing key "id" in a section"#),
        (#"{"sections": [{"id": null, "items": []}]}"#, #"sections[0].id: expected a string or number, found null"#),
        (#"{"sections": [{"id": "a", "items": "x"}]}"#, #"sections[0].items: expected an array of items, found a string"#),
        (#"{"sections": [{"id": "a", "items": [], "title": "A"}]}"#, #"sections[0]: unknown key "title" in a section (allowed: "id", "content", "items")"#),
        (#"{"sections": [{"id": "a", "items": [[1]]}]}"#, #"sections[0].items[0]: expected an item (an object or a string or number identifier), found an array"#),
        (#"{"sections": [{"id": "a", "items": [true]}]}"#, #"sections[0].items[0]: expected an item (an object or a string or number identifier), found a boolean"#),
        (#"{"sections": [{"id": "a", "items": [{"content": 1}]}]}"#, #"sections[0].items[0]: missing key "id" in an item"#),
        (#"{"sections": [{"id": "a", "items": ["x", {"id": "y", "name": "Y"}]}]}"#, #"sections[0].items[1]: unknown key "name" in an item (allowed: "id", "content")"#),
        (#"{"sections": [{"id": "a", "items": []}, {"id": "b", "items": []}, {"id": "c", "items": [0, 1, 2, 3, 4, {"id": {"x": 1}}]}]}"#,
         #"sections[2].items[5].id: expected a string or number, found an object"#),
    ])
    func namesThePathOfSchemaErrors(input: String, message: String) {
        #expect(throws: SchemaError.self) { try decode(input) }
        do {
            _ = try decode(input)
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func prefixesPaths() {
        let error = SchemaError(path: "id", message: "m")
        #expect(error.prefixed("[2]").prefixed("sections").prefixed("source").description == "source.sections[2].id: m")
        #expect(SchemaError(message: "m").prefixed("target").description == "target: m")
        #expect(SchemaError(message: "m").description == "m")
    }
}
