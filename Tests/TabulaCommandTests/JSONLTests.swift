import Testing
@testable import TabulaCommand

@Suite("tabula diff --jsonl")
struct JSONLTests {
    static let pair = #"{"source": {"sections": [{"id": "s", "items": ["a"]}]}, "target": {"sections": [{"id": "s", "items": ["a", "b"]}]}}"#
    static let answer = #"{"stages":[{"itemInserts":[[0,1]],"data":{"sections":[{"id":"s","items":["a","b"]}]}}],"diagnostics":[]}"#

    @Test func answersEachLineInOrder() {
        let identical = #"{"target": {"sections": []}, "source": {"sections": []}}"#
        let output = DiffRunner.runJSONL(input: "\(Self.pair)\n\(identical)\n")
        #expect(output == "\(Self.answer)\n{\"stages\":[],\"diagnostics\":[]}\n")
    }

    @Test func aBadLineGetsAnErrorAndTheRestGoOn() {
        let input = [
            Self.pair,
            #"{"source": {"sections": []}, "target": {"sections": [}"#,
            #"{"source": {"sections": []}}"#,
            #"{"source": {"sections": []}, "target": {"sections": []}, "options": {}}"#,
            #"[1]"#,
            #"{"source": {"sections": []}, "target": {"sections": [{"id": "s", "items": [{"id": "a", "title": "A"}]}]}}"#,
            Self.pair,
        ].joined(separator: "\n")
        let lines = DiffRunner.runJSONL(input: input).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            Self.answer,
            #"{"error":"line 2, column 54: unexpected '}', expected a value"}"#,
            #"{"error":"line 3: missing key \"target\""}"#,
            #"{"error":"line 4: unknown key \"options\" (allowed: \"source\", \"target\")"}"#,
            #"{"error":"line 5: expected an object with \"source\" and \"target\", found an array"}"#,
            #"{"error":"line 6: target.sections[0].items[0]: unknown key \"title\" in an item (allowed: \"id\", \"content\")"}"#,
            Self.answer,
            "",
        ])
    }

    @Test func blankLinesAreSkippedButCounted() {
        let input = "\n  \t\r\n\(Self.pair)\r\n\n{oops}\n\n"
        let lines = DiffRunner.runJSONL(input: input).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [Self.answer, #"{"error":"line 5, column 2: expected a string key in object, found 'o'"}"#, ""])
    }

    @Test func answersALastLineWithoutANewline() {
        #expect(DiffRunner.runJSONL(input: Self.pair) == Self.answer + "\n")
        #expect(DiffRunner.runJSONL(input: "") == "")
        #expect(DiffRunner.runJSONL(input: "\n\n") == "")
    }

    @Test func answersLinesAsTheirChunksArrive() {
        let input = Array("\(Self.pair)\nnope\n\(Self.pair)".utf8)
        var processor = JSONLProcessor()
        var output: [String] = []
        var answeredAt: [Int] = []
        for (k, byte) in input.enumerated() {
            let answers = processor.consume([byte])
            if !answers.isEmpty { answeredAt.append(k) }
            output += answers
        }
        output += processor.finish()
        #expect(output == [Self.answer + "\n", #"{"error":"line 2, column 1: invalid literal, expected 'null'"}"# + "\n", Self.answer + "\n"])
        // Each line is answered as soon as its newline arrives.
        #expect(answeredAt == [Self.pair.utf8.count, Self.pair.utf8.count + 5])
    }

    @Test func invalidUTF8OnALineIsAnErrorForThatLineOnly() {
        var processor = JSONLProcessor()
        let output = processor.consume(Array("\"\u{E9}".utf8) + [0xFF] + Array("\"\n\(Self.pair)\n".utf8))
        #expect(output == [#"{"error":"line 1, column 3: invalid UTF-8 byte 0xFF"}"# + "\n", Self.answer + "\n"])
    }

    @Test func usesTheContentUpdateStyle() {
        let pair = #"{"source": {"sections": [{"id": "s", "items": [{"id": "a", "content": 1}]}]}, "target": {"sections": [{"id": "s", "items": [{"id": "a", "content": 2}]}]}}"#
        #expect(DiffRunner.runJSONL(input: pair, options: DiffOptions(contentUpdates: .reconfigure)).contains(#""itemReconfigures":[[0,0]]"#))
        #expect(DiffRunner.runJSONL(input: pair).contains(#""itemReloads":[[0,0]]"#))
    }
}
