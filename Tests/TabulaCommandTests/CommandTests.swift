import ArgumentParser
import Foundation
import Testing
@testable import TabulaCommand

@Suite("tabula command line")
struct CommandTests {
    @Test func parsesFilesAndOptions() throws {
        let command = try DiffCommand.parse(["old.json", "new.json", "--content-updates", "reconfigure"])
        #expect(command.old == "old.json")
        #expect(command.new == "new.json")
        #expect(command.contentUpdates == .reconfigure)
        #expect(command.contentUpdates.style == .reconfigure)
        #expect(!command.jsonl)
        #expect(try DiffCommand.parse(["a", "b"]).contentUpdates == .reload)
        #expect(try DiffCommand.parse(["--jsonl"]).jsonl)
    }

    @Test func rejectsInconsistentArguments() {
        #expect(throws: (any Error).self) { try DiffCommand.parse(["--jsonl", "old.json"]) }
        #expect(throws: (any Error).self) { try DiffCommand.parse(["old.json"]) }
        #expect(throws: (any Error).self) { try DiffCommand.parse([]) }
        #expect(throws: (any Error).self) { try DiffCommand.parse(["-", "-"]) }
        #expect(throws: (any Error).self) { try DiffCommand.parse(["a", "b", "--content-updates", "animate"]) }
        #expect(throws: (any Error).self) { try DiffCommand.parse(["a", "b", "c"]) }
    }

    @Test func parsesTheOutputFlags() throws {
        let plain = try DiffCommand.parse(["a", "b"])
        #expect(plain.options == DiffOptions())
        let both = try DiffCommand.parse(["a", "b", "--pretty", "--no-data", "--content-updates", "reconfigure"])
        #expect(both.options == DiffOptions(contentUpdates: .reconfigure, includesData: false, layout: .indented))
        #expect(try DiffCommand.parse(["--jsonl", "--no-data"]).options.includesData == false)
    }

    @Test func rejectsPrettyWithJSONL() {
        #expect(throws: (any Error).self) { try DiffCommand.parse(["--jsonl", "--pretty"]) }
        do {
            _ = try DiffCommand.parse(["--pretty", "--jsonl"])
            Issue.record("--pretty --jsonl was accepted")
        } catch {
            #expect(DiffCommand.message(for: error).contains("--pretty cannot be used with --jsonl"))
        }
    }

    @Test func helpNamesTheOutputFlagsAndExitStatuses() {
        let help = DiffCommand.helpMessage(columns: 1_000)
        #expect(help.contains("--pretty"))
        #expect(help.contains("--no-data"))
        #expect(help.contains("2 when --jsonl answered every line but some with {\"error\": ...}"))
    }

    @Test func dispatchesToDiff() throws {
        let command = try TabulaCommand.parseAsRoot(["diff", "a.json", "b.json"])
        #expect(command is DiffCommand)
    }

    @Test func namesTheFileThatCannotBeRead() throws {
        let missing = "/nonexistent-\(UUID().uuidString).json"
        #expect(throws: InputFile.ReadError.self) { try InputFile.read(missing) }
        do {
            _ = try InputFile.read(missing)
        } catch {
            #expect(error.description == "\(missing): no such file")
        }
        do {
            _ = try InputFile.read(NSTemporaryDirectory())
            Issue.record("a directory was read")
        } catch {
            #expect(error.description.hasSuffix(": is a directory, not a snapshot file"))
        }
        #expect(InputFile.displayName("-") == "standard input")
    }

    @Test func readsFilesAsBytes() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tabula-\(UUID().uuidString).json")
        let bytes: [UInt8] = Array(#"{"sections": []}"#.utf8) + [0x0A]
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try InputFile.read(url.path) == bytes)
    }
}
