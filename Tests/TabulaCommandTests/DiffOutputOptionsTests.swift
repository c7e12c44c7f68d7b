import Testing
@testable import TabulaCommand

/// `--pretty` and `--no-data` over the random pairs of ``DiffPropertyTests``:
/// each must change the layout or drop the data, and nothing else.
@Suite("tabula diff --pretty and --no-data")
struct DiffOutputOptionsTests {
    /// Fewer cases than the replay property: these checks are about writing,
    /// which does not depend on how tangled a diff is.
    static let caseCount: UInt64 = 400

    /// The options for a case: both content styles, alternately.
    private static func options(seed: UInt64, includesData: Bool = true, layout: JSONWriter.Layout = .compact) -> DiffOptions {
        DiffOptions(contentUpdates: seed % 2 == 0 ? .reload : .reconfigure, includesData: includesData, layout: layout)
    }

    private static func diff(_ testCase: DiffPropertyTests.Case, _ options: DiffOptions) throws -> String {
        try DiffRunner.runDiff(oldText: testCase.sourceText, newText: testCase.targetText, options: options)
    }

    /// `value` written compactly: the reference form to compare outputs by,
    /// since it keeps key order and spells equal values alike.
    private static func compact(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.value(value)
        return writer.text
    }

    /// A result with the `data` member taken out of every stage.
    private static func withoutData(_ result: JSONValue) throws -> JSONValue {
        guard case var .object(root) = result,
            let index = root.members.firstIndex(where: { $0.key == "stages" }),
            case let .array(stages) = root.members[index].value
        else { throw DecodedResult.ContractError(description: "not a result: \(compact(result))") }
        root.members[index].value = .array(try stages.map { stage in
            guard case var .object(object) = stage else { throw DecodedResult.ContractError(description: "a stage is not an object") }
            object.members.removeAll { $0.key == "data" }
            return .object(object)
        })
        return .object(root)
    }

    @Test("--pretty parses back to exactly the compact result, keys in the same order")
    func prettyIsTheCompactResultIndented() throws {
        var multiline = 0
        for seed in 1...Self.caseCount {
            let testCase = DiffPropertyTests.makeCase(seed: seed)
            // With and without data, so the two flags are checked together too.
            let includesData = seed % 3 != 0
            let compact = try Self.diff(testCase, Self.options(seed: seed, includesData: includesData))
            let pretty = try Self.diff(testCase, Self.options(seed: seed, includesData: includesData, layout: .indented))
            // Byte equality after a compact rewrite: same values, same key order.
            #expect(Self.compact(try JSONParser.parse(pretty)) == compact, "seed \(seed)")
            #expect(!pretty.hasSuffix("\n"), "seed \(seed)")
            if pretty.contains("\n") { multiline += 1 }
        }
        // Every result is an object with two keys, so every pretty one is indented.
        #expect(multiline == Self.caseCount)
    }

    @Test("--no-data stages have no data and are otherwise the full result")
    func noDataIsTheFullResultMinusData() throws {
        var stagesSeen = 0
        for seed in 1...Self.caseCount {
            let testCase = DiffPropertyTests.makeCase(seed: seed)
            let full = try Self.diff(testCase, Self.options(seed: seed))
            let bare = try Self.diff(testCase, Self.options(seed: seed, includesData: false))
            #expect(bare == Self.compact(try Self.withoutData(JSONParser.parse(full))), "seed \(seed)")
            guard case let .object(root) = try JSONParser.parse(bare), case let .array(stages)? = root["stages"] else {
                Issue.record("seed \(seed): not a result: \(bare)")
                continue
            }
            for stage in stages {
                stagesSeen += 1
                guard case let .object(object) = stage else { Issue.record("seed \(seed): a stage is not an object"); continue }
                #expect(!object.members.contains { $0.key == "data" }, "seed \(seed)")
                #expect(!object.members.isEmpty, "seed \(seed): a stage with no operations")
            }
        }
        // The property says nothing unless many cases have stages.
        #expect(stagesSeen > Int(Self.caseCount) / 2)
    }

    @Test("--jsonl --no-data answers each line as file mode --no-data does")
    func noDataInJSONLMode() throws {
        let cases = (1...UInt64(100)).map(DiffPropertyTests.makeCase)
        let input = cases.map(\.jsonlLine).joined(separator: "\n")
        let options = DiffOptions(includesData: false)
        let lines = DiffRunner.runJSONL(input: input, options: options).split(separator: "\n").map(String.init)
        try #require(lines.count == cases.count)
        for (k, (line, testCase)) in zip(lines, cases).enumerated() {
            // Without data no content is written, so the spellings the
            // generator varies between the two renderings cannot show.
            #expect(line == (try Self.diff(testCase, options)), "case \(k + 1)")
            #expect(!line.contains(#""data":"#), "case \(k + 1)")
        }
    }

    @Test("--jsonl writes compact lines whatever the layout asks")
    func jsonlIgnoresTheIndentedLayout() throws {
        let testCase = DiffPropertyTests.makeCase(seed: 7)
        let output = DiffRunner.runJSONL(input: testCase.jsonlLine, options: DiffOptions(layout: .indented))
        #expect(output == (try Self.diff(testCase, DiffOptions())) + "\n")
    }
}
