import Foundation
import Testing
import TabulaTesting
@testable import TabulaCommand

@Suite("tabula diff, in process")
struct DiffRunnerTests {
    private func snapshot(_ sections: String) -> String {
        "{\"sections\": [\(sections)]}"
    }

    private func diff(_ old: String, _ new: String, _ style: ContentUpdatesArgument = .reload) throws -> String {
        try DiffRunner.runDiff(oldText: snapshot(old), newText: snapshot(new), options: DiffOptions(contentUpdates: style.style))
    }

    @Test func identicalSnapshotsGiveNoStages() throws {
        let empty = #"{"stages":[],"diagnostics":[]}"#
        #expect(try diff("", "") == empty)
        #expect(try diff(#"{"id": "s", "items": []}"#, #"{"id": "s", "items": []}"#) == empty)
        #expect(try diff(#"{"id": "s", "content": {"a": 1, "b": [2]}, "items": ["x", {"id": 1, "content": "c"}]}"#,
                         #"{"items": [{"id": "x"}, {"content": "c", "id": 1.0}], "content": {"b": [2.0], "a": 1e0}, "id": "s"}"#) == empty)
    }

    @Test func smallDiffsGiveExactResults() throws {
        #expect(try diff(#"{"id": "s", "items": ["a", "b"]}"#, #"{"id": "s", "items": ["b", "c"]}"#)
            == #"{"stages":[{"itemDeletes":[[0,0]],"itemInserts":[[0,1]],"data":{"sections":[{"id":"s","items":["b","c"]}]}}],"diagnostics":[]}"#)
        #expect(try diff(#"{"id": "s", "items": ["a", {"id": "b", "content": 1}]}"#,
                         #"{"id": "s", "items": [{"id": "b", "content": 2}, "a"]}"#, .reconfigure)
            == #"{"stages":[{"itemMoves":[[[0,1],[0,0]]],"itemReconfigures":[[0,0]],"data":{"sections":[{"id":"s","items":[{"id":"b","content":2},"a"]}]}}],"diagnostics":[]}"#)
        #expect(try diff(#"{"id": 1, "items": []}, {"id": 2, "items": []}"#, #"{"id": 2, "items": []}, {"id": 1, "content": "one", "items": []}"#, .reconfigure)
            == #"{"stages":[{"sectionMoves":[[1,0]],"sectionReconfigures":[1],"data":{"sections":[{"id":2,"items":[]},{"id":1,"content":"one","items":[]}]}}],"diagnostics":[]}"#)
    }

    @Test func absentContentDiffersFromNull() throws {
        let result = try DecodedResult(diff(#"{"id": "s", "items": ["a"]}"#, #"{"id": "s", "items": [{"id": "a", "content": null}]}"#))
        #expect(result.stages.map(\.itemReloads) == [[IndexPath(indexes: [0, 0])]])
        let section = try DecodedResult(diff(#"{"id": "s", "content": null, "items": []}"#, #"{"id": "s", "items": []}"#))
        #expect(section.stages.map(\.sectionReloads) == [[0]])
    }

    @Test func stringAndNumberIdentifiersDiffer() throws {
        let result = try DecodedResult(diff(#"{"id": "s", "items": ["1"]}"#, #"{"id": "s", "items": [1]}"#))
        #expect(result.stages.count == 1)
        #expect(result.stages[0].itemDeletes == [IndexPath(indexes: [0, 0])])
        #expect(result.stages[0].itemInserts == [IndexPath(indexes: [0, 0])])
    }

    @Test func numberIdentifiersCompareByExactValue() throws {
        #expect(try DecodedResult(diff(#"{"id": 1, "items": [2, 0.5]}"#, #"{"id": 1.0, "items": [2e0, 5e-1]}"#)).stages.isEmpty)
        let big = try DecodedResult(diff(#"{"id": 1, "items": [9007199254740993]}"#, #"{"id": 1, "items": [9007199254740992]}"#))
        #expect(big.stages.first?.itemDeletes.count == 1)
        #expect(big.stages.first?.itemInserts.count == 1)
    }

    @Test func everyDuplicateIsNamedOnce() throws {
        // Identical snapshots: the core does not look, the command still reports.
        let identical = try DecodedResult(diff(#"{"id": "s", "items": ["x", "y", "x"]}, {"id": "s", "items": [1, 1.0]}"#,
                                               #"{"id": "s", "items": ["x", "y", "x"]}, {"id": "s", "items": [1, 1.0]}"#))
        #expect(identical.stages.isEmpty)
        #expect(identical.diagnostics == [
            #"duplicate section identifier "s": occurrences were matched in order (the k-th in the source with the k-th in the target)"#,
            #"duplicate item identifier "x": occurrences were matched in order (the k-th in the source with the k-th in the target)"#,
            #"duplicate item identifier 1: occurrences were matched in order (the k-th in the source with the k-th in the target)"#,
        ])
        // Reported by the core while matching: not repeated.
        let matched = try DecodedResult(diff(#"{"id": "a", "items": ["x", "x", "y"]}"#, #"{"id": "a", "items": ["x", "y", "x"]}"#))
        #expect(matched.diagnostics.count == 1)
        #expect(matched.diagnostics.first?.contains(#""x""#) == true)
        // Duplicates across sections count too, in the target only as well.
        let across = try DecodedResult(diff(#"{"id": "a", "items": ["x"]}"#, #"{"id": "a", "items": ["x"]}, {"id": "b", "items": ["x"]}"#))
        #expect(across.diagnostics.count == 1)
    }

    @Test func namesTheDocumentThatIsWrong() {
        #expect(throws: DiffInputError(side: .old, message: "line 1, column 2: expected a string key in object, found ','")) {
            try DiffRunner.runDiff(oldText: "{,}", newText: "nonsense")
        }
        #expect(throws: DiffInputError(side: .new, message: "line 2, column 1: unexpected end of input in object, expected ',' or '}'")) {
            try DiffRunner.runDiff(oldText: #"{"sections": []}"#, newText: "{\"sections\": []\n")
        }
        #expect(throws: DiffInputError(side: .new, message: "sections[0].id: expected a string or number, found null")) {
            try DiffRunner.runDiff(oldText: #"{"sections": []}"#, newText: #"{"sections": [{"id": null, "items": []}]}"#)
        }
        #expect(throws: DiffInputError(side: .old, message: "line 1, column 3: invalid UTF-8 byte 0xC0")) {
            try DiffRunner.runDiff(oldBytes: [0x22, 0x61, 0xC0, 0x22], newBytes: [])
        }
    }

    // MARK: - The examples

    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    @Test(arguments: ["reload", "reconfigure"])
    @MainActor
    func theContactsExampleReplaysOnTheHeadlessView(style: String) throws {
        let old = try String(contentsOf: Self.examples.appendingPathComponent("contacts-old.json"), encoding: .utf8)
        let new = try String(contentsOf: Self.examples.appendingPathComponent("contacts-new.json"), encoding: .utf8)
        let options = DiffOptions(contentUpdates: style == "reload" ? .reload : .reconfigure)
        let result = try DecodedResult(DiffRunner.runDiff(oldText: old, newText: new, options: options))
        #expect(!result.stages.isEmpty)
        #expect(result.diagnostics.isEmpty)
        // The example shows each kind of change.
        let all = result.stages
        #expect(all.contains { !$0.sectionDeletes.isEmpty })
        #expect(all.contains { !$0.sectionInserts.isEmpty })
        #expect(all.contains { !$0.itemDeletes.isEmpty })
        #expect(all.contains { !$0.itemInserts.isEmpty })
        #expect(all.contains { $0.itemMoves.contains { $0.0[0] != $0.1[0] } })

        let source = try JSONSnapshot(json: JSONParser.parse(old))
        let target = try JSONSnapshot(json: JSONParser.parse(new))
        let dataSource = ReplayDataSource(source)
        let view = HeadlessListView(dataSource: dataSource)
        _ = view.sections
        ReplayDataSource.replay(result.stages, on: view, dataSource: dataSource)
        #expect(view.violations.isEmpty)
        #expect(view.verifyMatchesDataSource().isEmpty)
        // A second view loaded straight from the target shows what the first must end showing.
        let targetSource = ReplayDataSource(target)
        let targetView = HeadlessListView(dataSource: targetSource)
        #expect(ModelKeys.shape(of: view.sections) == ModelKeys.shape(of: targetView.sections))
    }

    @Test func theJSONLExampleAnswersEveryLine() throws {
        let input = try String(contentsOf: Self.examples.appendingPathComponent("cases.jsonl"), encoding: .utf8)
        let lines = DiffRunner.runJSONL(input: input).split(separator: "\n").map(String.init)
        let inputLines = input.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(lines.count == inputLines.count)
        let errors = lines.filter { $0.hasPrefix(#"{"error":"#) }
        #expect(errors.count == 2)
        #expect(errors.contains(#"{"error":"line 6: source.sections[0].items[0].id: expected a string or number, found an object"}"#))
        #expect(lines.filter { $0.hasPrefix(#"{"stages":"#) }.count == lines.count - 2)
    }
}
