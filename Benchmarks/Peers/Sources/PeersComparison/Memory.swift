// The peak resident memory one call adds, read from /proc as the Benchmarks
// package's BenchmarkMemory reads it (see its main.swift for the reasons of
// each step): code pages made resident, freed heap pages handed back
// (malloc_trim), the peak reset (/proc/self/clear_refs), VmRSS as the
// baseline, the call, VmHWM read while the call's result is alive. One call
// per process: the caller starts a process per measurement.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// VmRSS and VmHWM of /proc/self/status, in bytes, read into a buffer
/// allocated up front, so that a reading allocates nothing.
final class StatusReader {
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16_384, alignment: 16)

    init() { buffer.initializeMemory(as: UInt8.self, repeating: 0) }
    deinit { buffer.deallocate() }

    func read() -> (current: Int, peak: Int)? {
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
        guard let rss = kilobytes("VmRSS:", bytes), let hwm = kilobytes("VmHWM:", bytes) else { return nil }
        return (rss * 1024, hwm * 1024)
        #else
        return nil
        #endif
    }

    /// The number after `field` at the start of a line ("VmRSS:\t  1234 kB").
    private func kilobytes(_ field: StaticString, _ bytes: UnsafeRawBufferPointer) -> Int? {
        let key = UnsafeRawBufferPointer(start: field.utf8Start, count: field.utf8CodeUnitCount)
        var lineStart = 0
        while lineStart + key.count <= bytes.count {
            var i = lineStart
            if (0..<key.count).allSatisfy({ bytes[lineStart + $0] == key[$0] }) {
                i += key.count
                while i < bytes.count && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
                var value = 0, digits = 0
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

/// Maps every page of the read-only file mappings (code, constants) into the
/// resident set, so that code first run by the call is not counted as memory
/// it adds (MADV_POPULATE_READ, Linux 5.14 and later).
func populateFileMappings() {
    #if os(Linux)
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
    for line in maps.split(separator: "\n") {
        let columns = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard columns.count == 6, columns[5].trimmingCharacters(in: .whitespaces).hasPrefix("/"),
              !columns[1].contains("w"), columns[1].hasPrefix("r")
        else { continue }
        let range = columns[0].split(separator: "-")
        guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
              end > start, let address = UnsafeMutableRawPointer(bitPattern: start)
        else { continue }
        _ = madvise(address, Int(end - start), 22)  // MADV_POPULATE_READ
    }
    #endif
}

/// glibc's malloc_trim, which the Glibc module does not declare.
private typealias MallocTrim = @convention(c) (Int) -> Int32

func trimHeap() {
    #if canImport(Glibc)
    if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: MallocTrim.self)(0) }
    #endif
}

/// Resets VmHWM to the current resident set; false where the kernel refuses.
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

nonisolated(unsafe) private var sink: Any?

/// Keeps `value` where the optimizer cannot prove it unread.
@inline(never)
func blackHole<T>(_ value: T) { sink = value }

/// The bytes `body` adds to the peak resident set, and whether the peak could
/// be reset first (if not, the figure is only an upper bound); nil off Linux.
func peakAdded(_ body: () -> Any) -> (added: Int, exact: Bool)? {
    let reader = StatusReader()
    populateFileMappings()
    trimHeap()
    let reset = resetPeak()
    guard let before = reader.read() else { return nil }
    let result = body()
    blackHole(result)
    guard let after = reader.read() else { return nil }
    sink = nil
    withExtendedLifetime(result) {}
    return (max(0, after.peak - before.current), reset || after.peak > before.peak)
}
