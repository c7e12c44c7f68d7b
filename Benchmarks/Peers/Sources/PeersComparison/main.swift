// Tabula side by side with DifferenceKit, DeepDiff, ListDiff, the standard
// library's diff and the hash floor, on the scenarios of Tabula's own diff
// benchmarks. Prints one JSON object a line; make-performance-page.sh turns
// them into the performance page.
//
//     PeersComparison peers                         which peers this build has
//     PeersComparison time [SCENARIO ...]           interleaved rounds, medians
//     PeersComparison memory-all [SCENARIO ...]     peak memory, a process per library
//     PeersComparison memory SCENARIO LIBRARY       one peak memory measurement
//
// Timing: in each round every contender runs once, the order rotated from
// round to round, all in this process, so that a slow phase of a shared
// machine slows every library alike; a contender stops after its rounds have
// taken more than the budget (TABULA_PEERS_BUDGET seconds, 12 by default).
import BenchmarkScenarios
import Foundation

func emit(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    print(String(decoding: data, as: UTF8.self))
    fflush(nil)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("PeersComparison: \(message)\n".utf8))
    exit(2)
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The scenarios the page shows, in its order.
let defaultScenarios: [ScenarioKind] = ScenarioKind.allCases

func scenarios(_ names: ArraySlice<String>) -> [ScenarioKind] {
    names.isEmpty ? defaultScenarios : names.map { name in
        guard let kind = ScenarioKind(rawValue: name) else {
            fail("unknown scenario \(name); known: \(ScenarioKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }
}

func rounds(for kind: ScenarioKind) -> Int {
    kind == .edit1M ? 5 : kind == .edit5k ? 21 : 9
}

let budget = UInt64((ProcessInfo.processInfo.environment["TABULA_PEERS_BUDGET"].flatMap(Double.init) ?? 12) * 1e9)

func time(_ kind: ScenarioKind) {
    let inputs = Inputs(kind)
    var contenders: [Contender] = []
    for library in Library.allCases {
        switch library.contender(inputs) {
        case .success(let contender): contenders.append(contender)
        case .failure(let reason):
            emit(["type": "time", "scenario": kind.rawValue, "library": library.rawValue, "not_run": reason.rawValue])
        }
    }
    let roundCount = rounds(for: kind)
    var times = [[Int?]](repeating: [], count: contenders.count)
    var spent = [UInt64](repeating: 0, count: contenders.count)
    var counts = [Counts?](repeating: nil, count: contenders.count)
    // One call each first, untimed, where every call is short (the slowest
    // peers take seconds from 100k items on): code and caches warm.
    if inputs.identifiers.old.count <= 5_000 {
        for contender in contenders { blackHole(contender.call()) }
    }
    for round in 0..<roundCount {
        var taken = [Int?](repeating: nil, count: contenders.count)
        for step in contenders.indices {
            let c = (step + round) % contenders.count
            guard spent[c] < budget else { continue }
            var fastest = UInt64.max
            for call in [contenders[c].call] + contenders[c].alternatives {
                let start = now()
                let result = call()
                let elapsed = now() - start
                if counts[c] == nil { counts[c] = contenders[c].counts(result) }
                blackHole(result)
                fastest = min(fastest, elapsed)
            }
            spent[c] += fastest
            taken[c] = Int(fastest)
        }
        for c in contenders.indices { times[c].append(taken[c]) }
    }
    for (c, contender) in contenders.enumerated() {
        var line: [String: Any] = [
            "type": "time", "scenario": kind.rawValue, "library": contender.library.rawValue,
            "items": inputs.identifiers.old.count,
            "times_ns": times[c].map { $0.map { $0 as Any } ?? NSNull() },
        ]
        if let counts = counts[c] {
            line["moves"] = counts.moves
            if let stages = counts.stages { line["stages"] = stages }
        }
        emit(line)
    }
}

func memory(_ kind: ScenarioKind, _ library: Library) {
    let inputs = Inputs(kind)
    switch library.contender(inputs) {
    case .failure(let reason):
        emit(["type": "memory", "scenario": kind.rawValue, "library": library.rawValue, "not_run": reason.rawValue])
    case .success(let contender):
        guard let (added, exact) = peakAdded(contender.call) else { fail("cannot read /proc/self/status (Linux only)") }
        emit([
            "type": "memory", "scenario": kind.rawValue, "library": library.rawValue,
            "items": inputs.identifiers.old.count, "added_bytes": added, "exact": exact,
        ])
    }
}

/// Runs this executable again for one measurement: a fresh process each.
func child(_ arguments: [String]) -> String {
    let process = Process()
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot start \(executable): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "peers":
    let peers: [Library] = [.differenceKit, .deepDiff, .listDiff]
    emit([
        "type": "peers",
        "built": peers.filter(Library.isBuilt).map(\.rawValue),
        "missing": peers.filter { !Library.isBuilt($0) }.map(\.rawValue),
    ])
case "time":
    for kind in scenarios(arguments.dropFirst()) { time(kind) }
case "memory-all":
    for kind in scenarios(arguments.dropFirst()) {
        for library in Library.allCases {
            print(child(["memory", kind.rawValue, library.rawValue]), terminator: "")
            fflush(nil)
        }
    }
case "memory":
    guard arguments.count == 3, let kind = ScenarioKind(rawValue: arguments.dropFirst().first!),
          let library = Library(rawValue: arguments.last!)
    else { fail("memory needs a scenario and one of: \(Library.allCases.map(\.rawValue).joined(separator: ", "))") }
    memory(kind, library)
default:
    fail("usage: PeersComparison peers | time [SCENARIO ...] | memory-all [SCENARIO ...] | memory SCENARIO LIBRARY")
}
