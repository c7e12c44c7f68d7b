import Tabula

/// The whole of `tabula diff` as functions from text to text, so the command
/// is a thin shell around them and tests run every path in process.
enum DiffRunner {
    /// Diffs two SNAPSHOT documents and returns the RESULT as JSON (without a
    /// final newline): one line unless `options.layout` indents it.
    ///
    /// - Throws: ``DiffInputError`` naming the document that is not valid JSON
    ///   or not a snapshot. The old document is checked first.
    static func runDiff(oldText: String, newText: String, options: DiffOptions = DiffOptions()) throws(DiffInputError) -> String {
        try runDiff(oldBytes: Array(oldText.utf8), newBytes: Array(newText.utf8), options: options)
    }

    /// ``runDiff(oldText:newText:options:)`` on raw UTF-8, as read from files,
    /// so that invalid UTF-8 is reported rather than silently replaced.
    static func runDiff(oldBytes: [UInt8], newBytes: [UInt8], options: DiffOptions = DiffOptions()) throws(DiffInputError) -> String {
        let source = try snapshot(oldBytes, side: .old)
        let target = try snapshot(newBytes, side: .new)
        return result(source: source, target: target, options: options)
    }

    /// Runs a whole `--jsonl` input and returns the output: one line, ending
    /// in a newline, for each input line that is not blank.
    static func runJSONL(input: String, options: DiffOptions = DiffOptions()) -> String {
        runJSONLWithSummary(input: input, options: options).output
    }

    /// ``runJSONL(input:options:)`` together with what the command reports
    /// at the end of the run: how many lines failed, and the exit status.
    static func runJSONLWithSummary(input: String, options: DiffOptions = DiffOptions()) -> (output: String, summary: JSONLSummary) {
        var processor = JSONLProcessor(options: options)
        var output = processor.consume(Array(input.utf8))
        output += processor.finish()
        return (output.joined(), processor.summary)
    }

    /// The RESULT line (without a newline) for one line of `--jsonl` input,
    /// `{"source": SNAPSHOT, "target": SNAPSHOT}`, or an `{"error": …}` line.
    ///
    /// - Parameter lineNumber: The line's number in the input, from 1, which
    ///   error messages use for the line of a syntax error.
    /// - Returns: The line, and whether it is an error, which the command
    ///   counts for its exit status.
    static func resultLine(forJSONL line: [UInt8], lineNumber: Int, options: DiffOptions = DiffOptions()) -> (line: String, isError: Bool) {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes: line)
        } catch {
            // A line holds one document, so the parser's line is always 1;
            // name the input line instead.
            return (StageJSON.error("line \(lineNumber), column \(error.column): \(error.message)"), true)
        }
        do {
            let (source, target) = try pair(json)
            return (result(source: source, target: target, options: options), false)
        } catch {
            return (StageJSON.error("line \(lineNumber): \(error)"), true)
        }
    }

    /// Diffs two decoded snapshots and writes the RESULT.
    static func result(source: JSONSnapshot, target: JSONSnapshot, options: DiffOptions) -> String {
        let changes = StagedChangeset(
            source: source, target: target, contentUpdates: options.contentUpdates,
            sectionContentEqual: { $0 == $1 },
            itemContentEqual: { $0.content == $1.content }
        )
        let diagnostics = DuplicateDiagnostics.messages(core: changes.diagnostics, source: source, target: target)
        return StageJSON.result(stages: changes.stages, diagnostics: diagnostics, includesData: options.includesData, layout: options.layout)
    }

    private static func snapshot(_ bytes: [UInt8], side: DiffInputError.Side) throws(DiffInputError) -> JSONSnapshot {
        do {
            return try JSONSnapshot(json: JSONParser.parse(bytes: bytes))
        } catch let error as JSONSyntaxError {
            throw DiffInputError(side: side, message: error.description)
        } catch {
            throw DiffInputError(side: side, message: String(describing: error))
        }
    }

    /// Decodes `{"source": SNAPSHOT, "target": SNAPSHOT}`.
    private static func pair(_ json: JSONValue) throws(SchemaError) -> (JSONSnapshot, JSONSnapshot) {
        guard case let .object(object) = json else {
            throw SchemaError(message: "expected an object with \"source\" and \"target\", found \(json.kindDescription)")
        }
        for member in object.members where member.key != "source" && member.key != "target" {
            var writer = JSONWriter()
            writer.value(member.key)
            throw SchemaError(message: "unknown key \(writer.text) (allowed: \"source\", \"target\")")
        }
        func decode(_ key: String) throws(SchemaError) -> JSONSnapshot {
            guard let value = object[key] else { throw SchemaError(message: "missing key \"\(key)\"") }
            do {
                return try JSONSnapshot(json: value)
            } catch {
                throw error.prefixed(key)
            }
        }
        return (try decode("source"), try decode("target"))
    }
}
