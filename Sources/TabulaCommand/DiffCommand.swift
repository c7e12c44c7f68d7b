import ArgumentParser
import Foundation

/// `tabula diff`: two snapshots in JSON in, the staged batch updates in JSON out.
///
/// The work is in ``DiffRunner``; this type reads files and standard input,
/// writes standard output and error, and turns failures into exit statuses.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Diff two snapshots and print the staged batch updates that animate a view from one to the other, as JSON.",
        // The contract in brief; Sources/Tabula/Tabula.docc/DiffJSON.md has it in full, with examples.
        discussion: """
            INPUT. A SNAPSHOT is {"sections": [SECTION, ...]}; a SECTION is \
            {"id": ID, "content": ANY, "items": [ITEM, ...]}; an ITEM is {"id": ID, "content": ANY} \
            or a bare ID. An ID is a JSON string or number: "1" and 1 are different items, \
            1 and 1.0 the same. "content" is optional and compared as JSON (object keys in any \
            order); when it differs, the section or item is updated. Unknown keys are errors. \
            A repeated ID is matched in order (the k-th in OLD with the k-th in NEW) and named \
            in the diagnostics.

            OUTPUT. One line, {"stages": [STAGE, ...], "diagnostics": [STRING, ...]}; with \
            --pretty, the same JSON, keys in the same order, indented over several lines. Each STAGE \
            is one batch update, to apply in order. It lists its non-empty operations among \
            sectionDeletes, sectionInserts, sectionMoves, sectionReloads, itemDeletes, itemInserts, \
            itemMoves, itemReloads, itemReconfigures and sectionReconfigures, then "data": the \
            snapshot the data source must hold during that batch (the last stage's is NEW). \
            --no-data leaves "data" out, and with it most of the output's size. \
            A section is an index, an item [section, item], a move [from, to]. Deletes, reloads \
            and move sources count positions before the stage; inserts, move destinations and \
            reconfigures count positions after it. Reconfigures refresh cells and headers in \
            place, after the batch. Identical snapshots give no stages.

            With --jsonl, each line of standard input is {"source": SNAPSHOT, "target": SNAPSHOT} \
            and gets one compact result line, in order, as soon as it is complete; a bad line gets \
            {"error": "..."} and the rest go on. Blank lines are skipped. At the end, if any line \
            failed, standard error says how many, as in "tabula diff: 2 of 10 lines failed" \
            (counting lines that are not blank). --pretty cannot be used with --jsonl.

            Exit status: 0 on success; 1 when a file cannot be read or is not a snapshot, or when \
            --jsonl input cannot be read to its end; 2 when --jsonl answered every line but some \
            with {"error": ...}; 64 for wrong arguments; 74 when standard output cannot be written. \
            The full contract is in Sources/Tabula/Tabula.docc/DiffJSON.md.
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

    @Flag(help: "Indent the JSON over several lines, for reading. Not with --jsonl.")
    var pretty = false

    @Flag(name: .customLong("no-data"), help: "Leave out each stage's \"data\" snapshot and write only the operations, in file mode and with --jsonl.")
    var noData = false

    /// The options as the runner takes them.
    var options: DiffOptions {
        DiffOptions(contentUpdates: contentUpdates.style, includesData: !noData, layout: pretty ? .indented : .compact)
    }

    func validate() throws {
        if jsonl {
            guard old == nil else { throw ValidationError("--jsonl reads standard input; give no file arguments.") }
            guard !pretty else { throw ValidationError("--pretty cannot be used with --jsonl, which writes one result per line.") }
        } else {
            guard old != nil, new != nil else { throw ValidationError("Give two snapshot files, OLD.json and NEW.json, or use --jsonl.") }
            guard !(old == "-" && new == "-") else { throw ValidationError("Only one of OLD.json and NEW.json can be '-' (standard input).") }
        }
    }

    func run() throws {
        let options = options
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
        var readError: InputFile.ReadError?
        do {
            while let chunk = try InputFile.readStandardInput() {
                Output.write(processor.consume(chunk).joined())
            }
        } catch {
            readError = error
        }
        // Answer what did arrive even when the input was cut short.
        Output.write(processor.finish().joined())
        let ending = processor.summary.ending(readError: readError)
        for message in ending.standardError { Output.message(message) }
        guard ending.exitCode.isSuccess else { throw ending.exitCode }
    }
}
