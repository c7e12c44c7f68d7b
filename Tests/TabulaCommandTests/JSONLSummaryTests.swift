import ArgumentParser
import Testing
@testable import TabulaCommand

@Suite("tabula diff --jsonl, failure count and exit status")
struct JSONLSummaryTests {
    static let good = JSONLTests.pair
    static let bad = #"{"source": {"sections": []}}"#

    @Test func mixedLinesAreCountedAndExitWithTwo() {
        let input = [Self.good, Self.bad, "", "   ", "{oops", Self.good, Self.good].joined(separator: "\n")
        let (output, summary) = DiffRunner.runJSONLWithSummary(input: input)
        // Every line still gets its answer, in order.
        #expect(output.split(separator: "\n").map { $0.hasPrefix(#"{"error":"#) } == [false, true, true, false, false])
        #expect(summary == JSONLSummary(lines: 5, failed: 2))
        let ending = summary.ending(readError: nil)
        #expect(ending.standardError == ["tabula diff: 2 of 5 lines failed"])
        #expect(ending.exitCode == JSONLSummary.someLinesFailed)
        #expect(ending.exitCode.rawValue == 2)
    }

    @Test func allGoodLinesExitWithZeroAndSayNothing() {
        for input in [Self.good, "\(Self.good)\n\n\(Self.good)\n", "", "\n \n"] {
            let summary = DiffRunner.runJSONLWithSummary(input: input).summary
            #expect(summary.failed == 0)
            #expect(summary.ending(readError: nil).standardError.isEmpty)
            #expect(summary.ending(readError: nil).exitCode == .success)
        }
        #expect(DiffRunner.runJSONLWithSummary(input: "\(Self.good)\n\(Self.good)").summary.lines == 2)
    }

    @Test func allBadLinesAreCountedToo() {
        let summary = DiffRunner.runJSONLWithSummary(input: "[]\nnull\n\(Self.bad)").summary
        #expect(summary.ending(readError: nil).standardError == ["tabula diff: 3 of 3 lines failed"])
        #expect(summary.ending(readError: nil).exitCode.rawValue == 2)
    }

    @Test func aLineCountsWhenItIsAnsweredAcrossChunks() {
        var processor = JSONLProcessor()
        for byte in Array("\(Self.bad)\n\(Self.good)".utf8) { _ = processor.consume([byte]) }
        #expect(processor.summary == JSONLSummary(lines: 1, failed: 1))
        _ = processor.finish()
        #expect(processor.summary == JSONLSummary(lines: 2, failed: 1))
    }

    @Test func aBrokenInputOutranksFailedLines() {
        let readError = InputFile.ReadError(path: "-", reason: "cannot be read (Bad file descriptor)")
        let failing = JSONLSummary(lines: 3, failed: 1).ending(readError: readError)
        #expect(failing.standardError == ["tabula diff: 1 of 3 lines failed", "error: standard input: cannot be read (Bad file descriptor)"])
        #expect(failing.exitCode == .failure)
        let clean = JSONLSummary(lines: 3, failed: 0).ending(readError: readError)
        #expect(clean.standardError == ["error: standard input: cannot be read (Bad file descriptor)"])
        #expect(clean.exitCode == .failure)
    }
}
