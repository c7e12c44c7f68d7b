import Foundation
import Testing

@Suite("tabula demo: a signal removes the temporary database")
struct DemoSignalTests {
    /// Ctrl-C (SIGINT) and SIGTERM end a long demo; the temporary database
    /// it promised to remove is gone, and the exit status says which signal.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalRemovesTheTemporaryDatabase(signalNumber: Int32) async throws {
        let executable = try #require(tabulaExecutable, "the tabula executable is built with the tests")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["demo", "--rows", "50000", "--edits", "200000", "--engine", "refetch"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Waits, without a deadline of its own, until the demo made its database.
        var made: [String] = []
        while made.isEmpty, process.isRunning {
            try await Task.sleep(nanoseconds: 20_000_000)
            made = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        }
        try #require(process.isRunning, "the demo ended before it was signalled")
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signalNumber)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) == [], "left: \(made)")
    }
}
