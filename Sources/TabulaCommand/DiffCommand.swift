import ArgumentParser
import Foundation

/// `tabula diff`: two snapshots in JSON in, the staged batch updates in JSON out.
///
/// The work is in ``DiffRunner``; this type reads files and standard input,
/// writes standard output and error, and turns failures into exit statuses.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Diff two snapshots and print the staged batch updates as JSON.",
        discussion: """
            A SNAPSHOT is {"sections": [{"id": ID, "content": ANY, "items": [ITEM, ...]}, ...]}, \
            an ITEM is {"id": ID, "content": ANY} or a bare ID, and an ID is a string or a number; \
            "content" is optional. The result is one line, \
            {"stages": [STAGE, ...], "diagnostics": [STRING, ...]}, as DESIGN.md describes.

            With --jsonl, each line of standard input is {"source": SNAPSHOT, "target": SNAPSHOT} \
            and produces one result line, in order; a bad line produces {"error": "..."} \
            and the rest go on. Blank lines are skipped.
            """
    )

    @Argument(help: ArgumentHelp("The snapshot the view shows now ('-' for standard input).", valueName: "OLD.json"))
    var old: String?

    @Argument(help: ArgumentHelp("The snapshot it should show.", valueName: "NEW.json"))
    var new: String?

    @Flag(help: "Read {\"source\", \"target\"} pairs from standard input, one per line.")
    var jsonl = false

    @Option(help: "How content changes are applied: reload or reconfigure.")
    var contentUpdates: ContentUpdatesArgument = .reload

    func validate() throws {
        if jsonl {
            guard old == nil else { throw ValidationError("--jsonl reads standard input; give no file arguments.") }
        } else {
            guard old != nil, new != nil else { throw ValidationError("Give two snapshot files, OLD.json and NEW.json, or use --jsonl.") }
            guard !(old == "-" && new == "-") else { throw ValidationError("Only one of OLD.json and NEW.json can be '-' (standard input).") }
        }
    }

    func run() throws {
        let options = DiffOptions(contentUpdates: contentUpdates.style)
        if jsonl {
            try runJSONL(options: options)
        } else if let old, let new {
            try runFiles(old: old, new: new, options: options)
        }
    }

    private func runFiles(old: String, new: String, options: DiffOptions) throws {
        let oldBytes: [UInt8], newBytes: [UInt8]
        do {
            oldBytes = try InputFile.read(old)
            newBytes = try InputFile.read(new)
        } catch {
            Output.error("\(error)")
            throw ExitCode.failure
        }
        do {
            let result = try DiffRunner.runDiff(oldBytes: oldBytes, newBytes: newBytes, options: options)
            Output.write(result + "\n")
        } catch {
            Output.error("\(InputFile.displayName(error.side == .old ? old : new)): \(error.message)")
            throw ExitCode.failure
        }
    }

    private func runJSONL(options: DiffOptions) throws {
        var processor = JSONLProcessor(options: options)
        do {
            while let chunk = try InputFile.readStandardInput() {
                Output.write(processor.consume(chunk).joined())
            }
        } catch {
            // Answer what did arrive, then fail: the input was cut short.
            Output.write(processor.finish().joined())
            Output.error("\(error)")
            throw ExitCode.failure
        }
        Output.write(processor.finish().joined())
    }
}
