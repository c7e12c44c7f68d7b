/// Splits `--jsonl` input into lines as it arrives and answers each one.
///
/// Input comes in chunks of any size (a pipe delivers what it has), so a line
/// may span chunks; the processor keeps the unfinished tail until its newline
/// comes. Answering each complete line at once lets another program drive
/// `tabula diff --jsonl` interactively, one request line at a time.
///
/// Blank lines (empty or only spaces, tabs and carriage returns) are skipped
/// and produce no output, so a trailing newline or a blank separator line does
/// not yield an error; every other line produces exactly one output line, in
/// order. Error messages give the input's line number, blank lines counted,
/// so an error can be found in the input either way.
///
/// Results are always compact, whatever the options' layout: the contract is
/// one result per line, and the command rejects `--pretty` with `--jsonl`.
struct JSONLProcessor {
    /// The options every line is diffed with.
    let options: DiffOptions
    /// The lines answered so far, and how many of them with an error.
    private(set) var summary = JSONLSummary()
    /// The start of the current, unfinished line.
    private var pending: [UInt8] = []
    /// The number of the line `pending` belongs to, from 1.
    private var lineNumber = 1

    /// Creates a processor at the start of the input.
    init(options: DiffOptions = DiffOptions()) {
        var options = options
        options.layout = .compact
        self.options = options
    }

    /// Takes the next chunk of input and returns the output lines (each ending
    /// in a newline) for the input lines it completes.
    mutating func consume(_ chunk: some Collection<UInt8>) -> [String] {
        var output: [String] = []
        var lineStart = chunk.startIndex
        var index = chunk.startIndex
        while index != chunk.endIndex {
            if chunk[index] == UInt8(ascii: "\n") {
                pending.append(contentsOf: chunk[lineStart..<index])
                if let line = answer(pending) { output.append(line) }
                pending.removeAll(keepingCapacity: true)
                lineNumber += 1
                lineStart = chunk.index(after: index)
            }
            index = chunk.index(after: index)
        }
        pending.append(contentsOf: chunk[lineStart...])
        return output
    }

    /// Ends the input: answers a last line that has no newline.
    mutating func finish() -> [String] {
        defer { pending.removeAll() }
        return answer(pending).map { [$0] } ?? []
    }

    private mutating func answer(_ line: [UInt8]) -> String? {
        let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        guard !isBlank else { return nil }
        let answer = DiffRunner.resultLine(forJSONL: line, lineNumber: lineNumber, options: options)
        summary.lines += 1
        if answer.isError { summary.failed += 1 }
        return answer.line + "\n"
    }
}
