import Foundation
import Testing
import TabulaTesting
@testable import TabulaCommand

/// Random pairs of snapshots, through the whole JSON pipeline (text in, text
/// out), with the output read back and replayed on a strict headless view.
///
/// The pairs cover empty snapshots and sections, duplicate identifiers,
/// content changes (and content rewritten in another spelling, which is no
/// change), absent versus `null` content, moves within and across sections,
/// and section moves, inserts and deletes. Every case is fixed by its seed:
/// a failure names the seed and both documents.
@Suite("tabula diff, property")
@MainActor
struct DiffPropertyTests {
    /// 1500 by default; set `TABULA_PROPERTY_CASES` for a longer hunt.
    nonisolated static let caseCount = ProcessInfo.processInfo.environment["TABULA_PROPERTY_CASES"].flatMap { Int($0) } ?? 1500

    /// One generated case: the two models and their rendered documents.
    struct Case {
        var seed: UInt64
        var source: SnapshotModel
        var target: SnapshotModel
        var sourceText: String
        var targetText: String
        var jsonlLine: String
    }

    nonisolated static func makeCase(seed: UInt64) -> Case {
        var generator = SnapshotGenerator(seed: seed)
        let source = generator.snapshot()
        let target: SnapshotModel
        switch generator.random.int(0...19) {
        case 0: target = source
        case 1, 2: target = generator.snapshot()
        default: target = generator.edit(source)
        }
        let sourceText = generator.render(source, multiline: true)
        let targetText = generator.render(target, multiline: true)
        let line = "{\"source\": \(generator.render(source, multiline: false)), \"target\":\(generator.render(target, multiline: false))}"
        return Case(seed: seed, source: source, target: target, sourceText: sourceText, targetText: targetText, jsonlLine: line)
    }

    @Test("every staged result passes every UIKit rule and ends at the target", arguments: ["reload", "reconfigure"])
    func stagedResultsReplayOnTheHeadlessView(style: String) throws {
        let options = DiffOptions(contentUpdates: style == "reload" ? .reload : .reconfigure)
        var failures = 0
        for seed in 1...UInt64(Self.caseCount) {
            let testCase = Self.makeCase(seed: seed)
            let problems = check(testCase, options: options)
            guard !problems.isEmpty else { continue }
            failures += 1
            if failures <= 3 {
                Issue.record("""
                    seed \(seed), --content-updates \(style):
                    \(problems.joined(separator: "\n"))
                    input: \(testCase.jsonlLine)
                    """)
            }
        }
        #expect(failures == 0, "\(failures) of \(Self.caseCount) cases failed")
    }

    /// Everything that is wrong with one case's result; empty when it is right.
    func check(_ testCase: Case, options: DiffOptions) -> [String] {
        let output: String
        do {
            output = try DiffRunner.runDiff(oldText: testCase.sourceText, newText: testCase.targetText, options: options)
        } catch {
            return ["the input was rejected: \(error)"]
        }
        let result: DecodedResult
        do {
            result = try DecodedResult(output)
        } catch {
            return ["the output breaks the contract: \(error)\n\(output)"]
        }
        var problems: [String] = []
        let equivalent = testCase.source.isEquivalent(to: testCase.target)
        if equivalent != result.stages.isEmpty {
            problems.append(equivalent ? "equivalent snapshots gave stages" : "different snapshots gave no stages")
        }
        for (k, stage) in result.stages.enumerated() {
            switch options.contentUpdates {
            case .reload:
                if !stage.itemReconfigures.isEmpty || !stage.sectionReconfigures.isEmpty {
                    problems.append("stage \(k) reconfigures although content updates reload")
                }
            case .reconfigure:
                if !stage.itemReloads.isEmpty || !stage.sectionReloads.isEmpty {
                    problems.append("stage \(k) reloads although content updates reconfigure")
                }
            }
        }
        let expectedDiagnostics = Self.duplicateCount(testCase.source, testCase.target)
        if result.diagnostics.count != expectedDiagnostics || Set(result.diagnostics).count != result.diagnostics.count {
            problems.append("expected \(expectedDiagnostics) distinct diagnostics, got \(result.diagnostics)")
        }

        // Replay on the strict view, starting from the source as the command read it.
        let source: JSONSnapshot
        do {
            source = try JSONSnapshot(json: JSONParser.parse(testCase.sourceText))
        } catch {
            return problems + ["the source does not decode: \(error)"]
        }
        let dataSource = ReplayDataSource(source)
        let view = HeadlessListView(dataSource: dataSource)
        if ModelKeys.shape(of: view.sections) != testCase.source.shape {
            problems.append("the source was read wrongly")
        }
        ReplayDataSource.replay(result.stages, on: view, dataSource: dataSource)
        problems += view.violations.map { "violation: \($0)" }
        problems += view.verifyMatchesDataSource().map { "view differs from its data source: \($0)" }
        if ModelKeys.shape(of: view.sections) != testCase.target.shape {
            problems.append("the view does not end showing the target:\n  shows \(ModelKeys.shape(of: view.sections))\n  target \(testCase.target.shape)")
        }
        if !problems.isEmpty { problems.append("output: \(output)") }
        return problems
    }

    /// The number of distinct duplicated section identifiers plus distinct
    /// duplicated item identifiers, over both snapshots.
    static func duplicateCount(_ source: SnapshotModel, _ target: SnapshotModel) -> Int {
        var sections = Set<String>(), items = Set<String>()
        for model in [source, target] {
            var seenSections = Set<String>(), seenItems = Set<String>()
            for section in model.sections {
                if !seenSections.insert(section.id.key).inserted { sections.insert(section.id.key) }
                for item in section.items where !seenItems.insert(item.id.key).inserted {
                    items.insert(item.id.key)
                }
            }
        }
        return sections.count + items.count
    }

    @Test("--jsonl answers line for line, like file mode, past bad and blank lines")
    func jsonlMatchesFileMode() throws {
        let cases = (1...UInt64(300)).map(Self.makeCase)
        var input = ""
        // Which input lines should produce a result (case index) or an error (nil).
        var expected: [Int?] = []
        for (k, testCase) in cases.enumerated() {
            input += testCase.jsonlLine + (k % 2 == 0 ? "\n" : "\r\n")
            expected.append(k)
            if k % 37 == 5 {
                input += "   \n"                                   // blank: no output
                input += String(testCase.jsonlLine.dropLast()) + "\n"  // truncated: an error
                expected.append(nil)
            }
        }
        let lines = DiffRunner.runJSONL(input: input).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        try #require(lines.count - 1 == expected.count)
        for (line, expectation) in zip(lines, expected) {
            guard let k = expectation else {
                #expect(line.hasPrefix("{\"error\":\"line "), "\(line)")
                continue
            }
            let fileOutput = try DiffRunner.runDiff(oldText: cases[k].sourceText, newText: cases[k].targetText)
            #expect(try Self.signature(DecodedResult(String(line))) == Self.signature(DecodedResult(fileOutput)), "case \(k + 1)")
        }
    }

    /// A result's operations, diagnostics and the shape of each stage's data:
    /// equal for equal results, whatever the key order inside contents.
    static func signature(_ result: DecodedResult) -> String {
        result.stages.map { stage in
            "\(stage.sectionDeletes) \(stage.sectionInserts) \(stage.sectionMoves) \(stage.sectionReloads) "
                + "\(stage.itemDeletes) \(stage.itemInserts) \(stage.itemMoves) \(stage.itemReloads) "
                + "\(stage.itemReconfigures) \(stage.sectionReconfigures) "
                + stage.data.sections.map { section in
                    "\(ModelKeys.id(section.id))\(ModelKeys.content(section.model))"
                        + section.items.map { "\(ModelKeys.id($0.id))\(ModelKeys.content($0.content))" }.joined(separator: ",")
                }.joined(separator: "|")
        }.joined(separator: "\n") + "\n" + result.diagnostics.joined(separator: "\n")
    }
}
