// Prints, once per scenario, what Tabula's diff and staging produce for it,
// as a markdown table. Nothing here is timed; see TabulaBenchmarks for that.
//
//     swift run -c release --package-path Benchmarks BenchmarkCounts [scenario ...]
import BenchmarkScenarios
import Foundation
import Tabula

let arguments = Array(CommandLine.arguments.dropFirst())
let kinds: [ScenarioKind]
if arguments.isEmpty {
    kinds = ScenarioKind.allCases
} else {
    kinds = arguments.map { name in
        guard let kind = ScenarioKind(rawValue: name) else {
            let known = ScenarioKind.allCases.map(\.rawValue).joined(separator: ", ")
            fatalError("unknown scenario \(name); known: \(known)")
        }
        return kind
    }
}

/// Whether two snapshots share any item or identifier storage (the identical
/// scenario must not, or the diff could skip comparing contents).
func sharesStorage(_ a: BenchmarkSnapshot, _ b: BenchmarkSnapshot) -> Bool {
    var bases = Set<UnsafeRawPointer>()
    for section in a.sections {
        section.items.withUnsafeBufferPointer { if let p = $0.baseAddress { bases.insert(UnsafeRawPointer(p)) } }
        section.itemIDs.withUnsafeBufferPointer { if let p = $0.baseAddress { bases.insert(UnsafeRawPointer(p)) } }
    }
    for section in b.sections {
        var shared = false
        section.items.withUnsafeBufferPointer { if let p = $0.baseAddress { shared = shared || bases.contains(UnsafeRawPointer(p)) } }
        section.itemIDs.withUnsafeBufferPointer { if let p = $0.baseAddress { shared = shared || bases.contains(UnsafeRawPointer(p)) } }
        if shared { return true }
    }
    return false
}

func cell(_ value: Int) -> String { String(value) }

print("| # | scenario | old items → new items | sections old → new | item deletes | item inserts | item moves | item updates | section deletes | section inserts | section moves | section updates | diagnostics | stages (.reload) | stages (.reconfigure) |")
print("|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
var notes: [String] = []
for kind in kinds {
    let scenario = kind.make()
    let old = scenario.old, new = scenario.new
    let changes = old.difference(to: new)
    let reload = StagedChangeset(source: old, target: new, contentUpdates: .reload)
    let reconfigure = StagedChangeset(source: old, target: new, contentUpdates: .reconfigure)
    if sharesStorage(old, new) { notes.append("\(kind.rawValue): old and new share storage") }
    if reload.stages.last.map({ $0.data != new }) ?? (old != new) {
        notes.append("\(kind.rawValue): the last .reload stage is not the target")
    }
    if reconfigure.stages.last.map({ $0.data != new }) ?? (old != new) {
        notes.append("\(kind.rawValue): the last .reconfigure stage is not the target")
    }
    let columns = [
        "\(kind.number)", kind.rawValue,
        "\(old.numberOfItems) → \(new.numberOfItems)",
        "\(old.numberOfSections) → \(new.numberOfSections)",
        cell(changes.itemDeletes.count), cell(changes.itemInserts.count),
        cell(changes.itemMoves.count), cell(changes.itemUpdates.count),
        cell(changes.sectionDeletes.count), cell(changes.sectionInserts.count),
        cell(changes.sectionMoves.count), cell(changes.sectionUpdates.count),
        cell(changes.diagnostics.count + reload.diagnostics.count),
        cell(reload.stages.count), cell(reconfigure.stages.count),
    ]
    print("| " + columns.joined(separator: " | ") + " |")
}
print("")
for kind in kinds { print("- \(kind.number) `\(kind.rawValue)`: \(kind.summary)") }
print("")
print("Checks: old and new never share storage; the last stage of each staged changeset is the target.")
if notes.isEmpty {
    print("All checks passed.")
} else {
    for note in notes { print("CHECK FAILED: \(note)") }
    exit(1)
}
