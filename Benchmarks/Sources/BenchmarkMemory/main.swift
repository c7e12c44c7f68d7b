// Measures the peak resident memory that one call adds: Tabula's diff, its
// staging, or the hash floor, on one scenario, in a process of its own.
//
//     swift run -c release --package-path Benchmarks BenchmarkMemory <scenario> <method>
//     swift run -c release --package-path Benchmarks BenchmarkMemory --all [--filter REGEX]
//     swift run -c release --package-path Benchmarks BenchmarkMemory --self-check
//
// <method> is `changeset` (`old.difference(to: new)`), `staged`
// (`StagedChangeset(source: old, target: new)`) or `floor` (the hash floor of
// the benchmarks: a Dictionary<Int, Int> of the old ids built with
// uniqueKeysWithValues, probed with every new id; edit scenarios only).
// One measurement prints one line of `key=value` fields.
//
// `--all` measures every method on edit-5k, edit-100k and edit-1M and
// `--self-check` checks the method itself; both start this executable again
// for each measurement, since memory that earlier calls freed and the
// allocator kept would hide part of what the next call adds. They print markdown.
//
// How: the input is built first; then the code pages are made resident (or
// code run for the first time would count), malloc_trim(0) hands the pages
// freed while building the input back to the kernel (or the call would reuse
// them and seem to add nothing), writing "5" to /proc/self/clear_refs resets
// the peak resident set (VmHWM) to the current one, VmRSS is the baseline, the
// call runs, and VmHWM is read while its result is still alive; then, for
// "kept", malloc_trim(0) again and VmRSS over the baseline. The kernel records
// VmHWM before it unmaps anything, so memory the call frees before it returns
// still counts.
//
// Precision: VmRSS, and a peak still resident at the reading, are exact. A
// peak the call gave back before the reading (glibc unmaps a block it mapped
// on its own, as it does for large ones) was recorded from the kernel's
// per-CPU approximation of the resident set, short by up to 32 pages a CPU:
// negligible for the 100k and 1M rows, possibly all of a 5k row. What else
// counts besides the call's own allocations is small: run-time metadata for
// generic types used for the first time, and whole pages. Where
// /proc/self/clear_refs cannot be written, the setup's peak stays in VmHWM:
// the line then prints an upper bound (`exact=no`). `--self-check` measures
// known allocations the same way (written, never written, freed before the
// reading, a Swift array, heap holes with and without the trim), each of
// which must land in its range. Benchmarks/README.md has the rest.
import BenchmarkScenarios
import Foundation
import Tabula

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Reading /proc

/// VmRSS, VmHWM and RssFile of /proc/self/status, in bytes.
struct Residency {
    var current: Int
    var peak: Int
    /// The part of `current` that maps files (code, read-only data).
    var file: Int
}

/// Reads /proc/self/status into a buffer allocated and touched once, up front,
/// so that a reading allocates nothing: an allocation made to read the peak
/// would count in the peak.
final class StatusReader {
    private let buffer: UnsafeMutableRawBufferPointer

    init() {
        buffer = .allocate(byteCount: 16_384, alignment: 16)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit { buffer.deallocate() }

    func read() -> Residency? {
        #if os(Linux)
        guard let base = buffer.baseAddress else { return nil }
        let fd = open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var length = 0
        while length < buffer.count {
            let n = Glibc.read(fd, base + length, buffer.count - length)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            length += n
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<length])
        guard let rss = Self.kilobytes(of: "VmRSS:", in: bytes),
              let hwm = Self.kilobytes(of: "VmHWM:", in: bytes)
        else { return nil }
        let file = Self.kilobytes(of: "RssFile:", in: bytes) ?? 0
        return Residency(current: rss * 1024, peak: hwm * 1024, file: file * 1024)
        #else
        return nil
        #endif
    }

    /// The number after `field` at the start of a line ("VmRSS:\t  1234 kB").
    private static func kilobytes(of field: StaticString, in bytes: UnsafeRawBufferPointer) -> Int? {
        let key = UnsafeRawBufferPointer(start: field.utf8Start, count: field.utf8CodeUnitCount)
        var lineStart = 0
        while lineStart + key.count <= bytes.count {
            var matches = true
            for k in 0..<key.count where bytes[lineStart + k] != key[k] {
                matches = false
                break
            }
            var i = lineStart + (matches ? key.count : 0)
            if matches {
                while i < bytes.count && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
                var value = 0
                var digits = 0
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
                    digits += 1
                    i += 1
                }
                return digits > 0 ? value : nil
            }
            while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            lineStart = i + 1
        }
        return nil
    }
}

/// Resets VmHWM to the current resident set (Linux 4.0 and later); false where
/// the kernel refuses it.
func resetPeak() -> Bool {
    #if os(Linux)
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var five = UInt8(ascii: "5")
    return write(fd, &five, 1) == 1
    #else
    return false
    #endif
}

/// The whole of a /proc file (whose size stat reports as 0); for the setup
/// only, since it allocates.
func procFile(_ path: String) -> [UInt8]? {
    #if os(Linux)
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { buffer in
            buffer.baseAddress.map { Glibc.read(fd, $0, buffer.count) } ?? -1
        }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return n == 0 ? bytes : nil }
        bytes += chunk[..<n]
    }
    #else
    return nil
    #endif
}

/// Maps into the resident set every page of the read-only file mappings (the
/// executable's and libraries' code and constants), so that code the call runs
/// for the first time is not counted as memory it adds: that is paid once per
/// process, not per element (about 1 MiB here, most of what a 5k diff seemed
/// to add). Returns false where the kernel cannot (MADV_POPULATE_READ is Linux
/// 5.14 and later); the measurement line reports the file pages added anyway.
func populateFileMappings() -> Bool {
    #if os(Linux)
    // MADV_POPULATE_READ, which older C headers lack.
    let populateRead: Int32 = 22
    guard let maps = procFile("/proc/self/maps") else { return false }
    var populatedAll = true
    for line in maps.split(separator: UInt8(ascii: "\n")) {
        // "start-end perms offset dev inode path"
        let columns = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: true)
        guard columns.count == 6,
              columns[5].first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "/"),
              !columns[1].contains(UInt8(ascii: "w")), columns[1].first == UInt8(ascii: "r")
        else { continue }
        let range = columns[0].split(separator: UInt8(ascii: "-"))
        guard range.count == 2,
              let start = UInt(String(decoding: range[0], as: UTF8.self), radix: 16),
              let end = UInt(String(decoding: range[1], as: UTF8.self), radix: 16),
              end > start, let address = UnsafeMutableRawPointer(bitPattern: start)
        else { continue }
        if madvise(address, Int(end - start), populateRead) != 0 { populatedAll = false }
    }
    return populatedAll
    #else
    return false
    #endif
}

/// glibc's malloc_trim, which the Glibc module does not declare; nil with
/// another C library.
private typealias MallocTrim = @convention(c) (Int) -> Int32

/// Returns the pages of free heap memory to the kernel; false where the C
/// library has no malloc_trim.
func trimHeap() -> Bool {
    #if canImport(Glibc)
    // A null handle is RTLD_DEFAULT: the symbol wherever the process has it.
    guard let symbol = dlsym(nil, "malloc_trim") else { return false }
    _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    return true
    #else
    return false
    #endif
}

/// Where `blackHole` puts a value: a global, which the reading of the peak (a
/// call the optimizer cannot see into) might read, so the optimizer can neither
/// drop the work that made the value nor move it past that reading.
nonisolated(unsafe) private var sink: Any?

/// Publishes `value` to `sink` (boxing a large value there allocates a few
/// hundred bytes, well under the page a reading can resolve).
@inline(never)
func blackHole<T>(_ value: T) {
    sink = value
}

/// What one measured call added to the resident set.
struct Measurement {
    var baseline: Int
    var peak: Int
    /// VmRSS at the reading, after a second malloc_trim: about what the result
    /// holds, plus heap pages the trim could not return.
    var end: Int
    /// False when the peak could not be reset before the call and the setup's
    /// own peak was higher: then `added` is only an upper bound.
    var exact: Bool
    var how: String
    /// File pages mapped during the call (code run for the first time); part
    /// of `added`.
    var fileAdded: Int
    /// Whether malloc_trim ran before the baseline.
    var trimmed: Bool
    /// Whether the file mappings were made resident before the baseline.
    var populated: Bool
    var added: Int { max(0, peak - baseline) }
    var kept: Int { max(0, end - baseline) }
}

enum MeasurementError: Error, CustomStringConvertible {
    case unreadableStatus

    var description: String { "cannot read VmRSS and VmHWM from /proc/self/status (Linux only)" }
}

/// Measures `body`, and returns its result alive: what the result holds is
/// part of what the call adds, so the caller must keep it until after it has
/// used the measurement.
func measure<Result>(trim: Bool = true, _ body: () -> Result) throws -> (Measurement, Result) {
    let reader = StatusReader()
    let populated = populateFileMappings()
    let trimmed = trim && trimHeap()
    let reset = resetPeak()
    guard let before = reader.read() else { throw MeasurementError.unreadableStatus }
    let result = body()
    blackHole(result)
    guard let after = reader.read() else { throw MeasurementError.unreadableStatus }
    // Only after the reading of the peak: the kernel does record the peak
    // before it takes pages back, but from its per-CPU approximation of the
    // resident set, which can be short by up to 32 pages a CPU (a 5k diff read
    // 0.12 MiB instead of 0.24 when trimmed first).
    if trimmed { _ = trimHeap() }
    guard let end = reader.read() else { throw MeasurementError.unreadableStatus }
    sink = nil
    // Without the reset, VmHWM is the higher of the setup's peak and the
    // call's: it is the call's only when the call pushed it higher.
    let exact = reset || after.peak > before.peak
    let measurement = Measurement(
        baseline: before.current, peak: after.peak, end: end.current, exact: exact,
        how: reset ? "clear_refs" : "hwm-without-reset",
        fileAdded: max(0, after.file - before.file), trimmed: trimmed, populated: populated
    )
    return (measurement, result)
}

// MARK: - What is measured

enum Method: String, CaseIterable {
    case changeset, staged, floor
}

/// The scenarios and methods of `--all`, in the order of the table.
let allScenarios: [ScenarioKind] = [.edit5k, .edit100k, .edit1M]

func floorSize(of kind: ScenarioKind) -> FloorSize? {
    FloorSize.allCases.first { $0.editScenario == kind }
}

func line(_ kind: ScenarioKind, _ method: Method, items: Int, _ m: Measurement) -> String {
    let perItem = items > 0 ? Double(m.added) / Double(items) : 0
    return "\(kind.rawValue) \(method.rawValue) items=\(items) baseline_bytes=\(m.baseline) "
        + "peak_bytes=\(m.peak) added_bytes=\(m.added) bytes_per_item=\(String(format: "%.2f", perItem)) kept_bytes=\(m.kept) "
        + "file_bytes_added=\(m.fileAdded) "
        + "peak_reset=\(m.how) exact=\(m.exact ? "yes" : "no") heap_trimmed=\(m.trimmed ? "yes" : "no") files_populated=\(m.populated ? "yes" : "no")"
}

func measureOne(_ kind: ScenarioKind, _ method: Method) throws -> String {
    switch method {
    case .changeset:
        let scenario = kind.make()
        let (m, changes) = try measure { scenario.old.difference(to: scenario.new) }
        let text = line(kind, method, items: scenario.old.numberOfItems, m)
        withExtendedLifetime(changes) {}
        return text
    case .staged:
        let scenario = kind.make()
        let (m, staged) = try measure { StagedChangeset(source: scenario.old, target: scenario.new) }
        let text = line(kind, method, items: scenario.old.numberOfItems, m)
        withExtendedLifetime(staged) {}
        return text
    case .floor:
        guard let size = floorSize(of: kind) else {
            throw UsageError("the hash floor is defined for \(allScenarios.map(\.rawValue).joined(separator: ", ")) only")
        }
        let ids = size.identifiers()
        // The same work as the benchmarks' `B… uniqueKeys`; the dictionary is
        // the result, what the floor adds.
        let (m, index) = try measure { () -> [Int: Int] in
            let index = [Int: Int](uniqueKeysWithValues: zip(ids.old, ids.old.indices))
            var sum = 0
            for id in ids.new { if let position = index[id] { sum &+= position } }
            blackHole(sum)
            return index
        }
        let text = line(kind, method, items: ids.old.count, m)
        withExtendedLifetime(index) {}
        return text
    }
}

// MARK: - Checks of the method

/// A known allocation measured the same way, with the range it must land in.
struct Check: Sendable {
    var name: String
    var summary: String
    var expectedMiB: ClosedRange<Double>
    var run: @Sendable () throws -> Measurement
}

let checkMiB = 64
let mebibyte = 1 << 20

/// Blocks of 64 KiB come from the heap, not from mmap (glibc's threshold is
/// 128 KiB at first), so freed ones leave holes that a later malloc refills.
let heapBlock = 64 << 10

/// Writes every byte. Not memset: the optimizer knows memset, and drops a
/// memset of memory that is freed unread; explicit_bzero exists to be kept.
func touch(_ pointer: UnsafeMutableRawPointer, _ count: Int) {
    #if canImport(Glibc)
    explicit_bzero(pointer, count)
    #else
    _ = memset_s(pointer, count, 0, count)
    #endif
}

extension Check {
    static let all: [Check] = [
        Check(
            name: "touched",
            summary: "malloc 64 MiB and write every byte",
            expectedMiB: 63...66
        ) {
            let (m, p) = try measure { () -> UnsafeMutableRawPointer? in
                let p = malloc(checkMiB * mebibyte)
                if let p { touch(p, checkMiB * mebibyte) }
                return p
            }
            free(p)
            return m
        },
        Check(
            name: "touched-1MiB",
            summary: "malloc 1 MiB and write every byte (the resolution the 5k rows need)",
            expectedMiB: 0.9...1.2
        ) {
            let (m, p) = try measure { () -> UnsafeMutableRawPointer? in
                let p = malloc(mebibyte)
                if let p { touch(p, mebibyte) }
                return p
            }
            free(p)
            return m
        },
        Check(
            name: "untouched",
            summary: "malloc 64 MiB and never write it",
            expectedMiB: 0...1
        ) {
            let (m, p) = try measure { malloc(checkMiB * mebibyte) }
            free(p)
            return m
        },
        Check(
            name: "freed",
            summary: "malloc 64 MiB, write it and free it before the reading (a peak, not the end state)",
            expectedMiB: 63...66
        ) {
            let (m, _) = try measure { () -> Int in
                guard let p = malloc(checkMiB * mebibyte) else { return 0 }
                touch(p, checkMiB * mebibyte)
                free(p)
                return 1
            }
            return m
        },
        Check(
            name: "array",
            summary: "a Swift [Int] of 8 Mi elements (64 MiB), kept",
            expectedMiB: 63...66
        ) {
            let (m, array) = try measure { [Int](repeating: 1, count: checkMiB * mebibyte / 8) }
            withExtendedLifetime(array) {}
            return m
        },
        Check(
            name: "holes",
            summary: "setup frees every other of 2,048 written 64 KiB blocks; the call mallocs and writes 1,024 of them",
            expectedMiB: 56...66
        ) {
            try refillHoles(trim: true)
        },
        Check(
            name: "holes-untrimmed",
            summary: "the same without malloc_trim: the call refills resident holes and seems to add nothing, which the trim prevents",
            expectedMiB: 0...8
        ) {
            try refillHoles(trim: false)
        },
    ]
}

func refillHoles(trim: Bool) throws -> Measurement {
    let count = checkMiB * mebibyte / heapBlock
    var setup: [UnsafeMutableRawPointer?] = []
    setup.reserveCapacity(2 * count)
    for _ in 0..<(2 * count) {
        let p = malloc(heapBlock)
        if let p { touch(p, heapBlock) }
        setup.append(p)
    }
    for i in stride(from: 0, to: setup.count, by: 2) {
        free(setup[i])
        setup[i] = nil
    }
    var blocks: [UnsafeMutableRawPointer?] = []
    blocks.reserveCapacity(count)
    let (m, _) = try measure(trim: trim) { () -> Int in
        for _ in 0..<count {
            let p = malloc(heapBlock)
            if let p { touch(p, heapBlock) }
            blocks.append(p)
        }
        return blocks.count
    }
    for p in blocks + setup { free(p) }
    return m
}

// MARK: - Children

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs this executable again with `arguments`: every measurement in a fresh process.
func runChild(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The `key=value` fields of a measurement line.
func fields(_ output: String) -> [String: String] {
    var result: [String: String] = [:]
    for token in output.split(whereSeparator: \.isWhitespace) {
        let parts = token.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
}

func mib(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / Double(mebibyte)) }

func formatCount(_ n: Int) -> String {
    var digits = String(n)
    var groups: [Substring] = []
    while digits.count > 3 {
        groups.insert(Substring(digits.suffix(3)), at: 0)
        digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return groups.joined(separator: ",")
}

/// The target of issue 13, stated for `difference(to:)` like the other targets.
let targetBytesPerItem = 24.0

func runAll(filter: Regex<AnyRegexOutput>?) throws -> Int32 {
    struct Row {
        var kind: ScenarioKind
        var method: Method
        var items: Int
        var added: Int
        var exact: Bool
        var fileAdded: Int
        var kept: Int?
    }
    var rows: [Row] = []
    var failures: [String] = []
    for kind in allScenarios {
        for method in Method.allCases {
            let name = "memory \(kind.rawValue) \(method.rawValue)"
            if let filter, (try? filter.wholeMatch(in: name)) == nil { continue }
            let (status, output) = try runChild([kind.rawValue, method.rawValue])
            let f = fields(output)
            guard status == 0, let items = f["items"].flatMap(Int.init), let added = f["added_bytes"].flatMap(Int.init) else {
                failures.append("\(name): exit status \(status)")
                continue
            }
            rows.append(Row(
                kind: kind, method: method, items: items, added: added, exact: f["exact"] == "yes",
                fileAdded: f["file_bytes_added"].flatMap(Int.init) ?? 0,
                kept: f["kept_bytes"].flatMap(Int.init)
            ))
        }
    }
    if rows.isEmpty && failures.isEmpty {
        print("No memory measurement matches the filter (names: \"memory <scenario> <method>\").")
        return 0
    }
    func row(_ kind: ScenarioKind, _ method: Method) -> Row? {
        rows.first { $0.kind == kind && $0.method == method }
    }
    if !rows.isEmpty {
        print("| scenario | items | method | added MiB | bytes per item | / floor | kept MiB |")
        print("|---|---:|---|---:|---:|---:|---:|")
        for r in rows {
            let bound = r.exact ? "" : "≤ "
            let ratio = row(r.kind, .floor).flatMap { floor in
                floor.added > 0 ? String(format: "%.2f×", Double(r.added) / Double(floor.added)) : nil
            } ?? "–"
            let perItem = r.items > 0 ? String(format: "%.1f", Double(r.added) / Double(r.items)) : "–"
            let kept = r.kept.map(mib) ?? "–"
            print("| \(r.kind.rawValue) | \(formatCount(r.items)) | \(r.method.rawValue) | \(bound)\(mib(r.added)) | \(bound)\(perItem) | \(ratio) | \(kept) |")
        }
        print("")
    }
    // The target appears whenever a 1M measurement it needs was selected.
    if row(.edit1M, .changeset) != nil || row(.edit1M, .staged) != nil {
        var cells: [String] = []
        for method in [Method.changeset, .staged] {
            guard let r = row(.edit1M, method), r.items > 0 else {
                cells += ["–", "not measured"]
                continue
            }
            let perItem = Double(r.added) / Double(r.items)
            let verdict = perItem <= targetBytesPerItem ? (r.exact ? "met" : "met (upper bound)") : (r.exact ? "**missed**" : "not known (upper bound only)")
            cells += [(r.exact ? "" : "≤ ") + String(format: "%.1f B", perItem), verdict]
        }
        print("| target | Changeset | verdict | StagedChangeset | verdict |")
        print("|---|---:|---|---:|---|")
        print("| 1M edit: peak memory added ≤ 24 bytes per element | " + cells.joined(separator: " | ") + " |")
        print("")
    }
    let how = rows.allSatisfy(\.exact)
        ? "VmHWM after the call, reset through /proc/self/clear_refs just before it, minus VmRSS just before it, after malloc_trim(0)"
        : "VmHWM after the call minus VmRSS just before it, after malloc_trim(0); VmHWM could not be reset "
            + "(no /proc/self/clear_refs), so a ≤ value is only an upper bound: the setup's own peak"
    let code = rows.map(\.fileAdded).max() ?? 0
    let codeNote = code == 0
        ? "no file page (code) was mapped during any call"
        : "up to \(mib(code)) MiB of file pages (code run for the first time) were mapped during a call and are counted"
    print("One call per row, each in a fresh process; inputs built and code pages mapped before the baseline; "
        + "the result alive at the reading. Added = \(how); \(codeNote). "
        + "MiB = 2^20 bytes; bytes per item divide by the source snapshot's items. "
        + "Kept: VmRSS over the baseline after the reading and a second malloc_trim(0), with the result alive: "
        + "about what the result holds.")
    for failure in failures { print("MEASUREMENT FAILED: \(failure)") }
    return failures.isEmpty ? 0 : 1
}

func runSelfCheck() throws -> Int32 {
    print("| check | what the measured region does | expected MiB | measured MiB | verdict |")
    print("|---|---|---:|---:|---|")
    var failed = 0
    for check in Check.all {
        let (status, output) = try runChild(["--check", check.name])
        let f = fields(output)
        let expected = "\(check.expectedMiB.lowerBound.formatted())–\(check.expectedMiB.upperBound.formatted())"
        guard status == 0, let added = f["added_bytes"].flatMap(Int.init) else {
            failed += 1
            print("| \(check.name) | \(check.summary) | \(expected) | – | **FAILED** (exit status \(status)) |")
            continue
        }
        let value = Double(added) / Double(mebibyte)
        let ok = check.expectedMiB.contains(value) && f["exact"] == "yes"
        if !ok { failed += 1 }
        print("| \(check.name) | \(check.summary) | \(expected) | \(mib(added)) | \(ok ? "pass" : "**FAILED**") |")
    }
    print("")
    print(failed == 0 ? "All \(Check.all.count) checks of the method passed." : "\(failed) of \(Check.all.count) checks of the method FAILED.")
    return failed == 0 ? 0 : 1
}

// MARK: - Command line

let usage = """
    usage: BenchmarkMemory <scenario> <method>     one measurement, in this process
           BenchmarkMemory --all [--filter REGEX]  edit-5k, edit-100k, edit-1M × every method, a process each
           BenchmarkMemory --self-check            checks of the method, a process each
    scenarios: \(ScenarioKind.allCases.map(\.rawValue).joined(separator: ", ")) (floor: edit-5k, edit-100k, edit-1M)
    methods: \(Method.allCases.map(\.rawValue).joined(separator: ", "))
    --filter keeps the measurements whose whole name matches, e.g. 'memory edit-1M .*'
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("BenchmarkMemory: \(message)\n\(usage)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "--all":
        var filter: Regex<AnyRegexOutput>?
        switch arguments.count {
        case 1: break
        case 3 where arguments[1] == "--filter":
            guard let regex = try? Regex(arguments[2]) else { fail("not a regular expression: \(arguments[2])") }
            filter = regex
        default: fail("--all takes only --filter REGEX")
        }
        exit(try runAll(filter: filter))
    case "--self-check":
        guard arguments.count == 1 else { fail("--self-check takes no argument") }
        exit(try runSelfCheck())
    case "--check":
        guard arguments.count == 2, let check = Check.all.first(where: { $0.name == arguments[1] }) else {
            fail("--check needs one of: \(Check.all.map(\.name).joined(separator: ", "))")
        }
        let m = try check.run()
        print("check \(check.name) baseline_bytes=\(m.baseline) peak_bytes=\(m.peak) added_bytes=\(m.added) peak_reset=\(m.how) exact=\(m.exact ? "yes" : "no")")
    case "-h", "--help":
        print(usage)
    default:
        guard arguments.count == 2 else { fail("expected a scenario and a method") }
        guard let kind = ScenarioKind(rawValue: arguments[0]) else { fail("unknown scenario \(arguments[0])") }
        guard let method = Method(rawValue: arguments[1]) else { fail("unknown method \(arguments[1])") }
        print(try measureOne(kind, method))
    }
} catch let error as UsageError {
    fail(error.description)
} catch {
    FileHandle.standardError.write(Data("BenchmarkMemory: \(error)\n".utf8))
    exit(1)
}
