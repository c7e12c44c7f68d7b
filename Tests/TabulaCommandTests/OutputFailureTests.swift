import Foundation
import Testing

@Suite("tabula: standard output that cannot be written")
struct OutputFailureTests {
    /// Runs `tabula` with `arguments`, standard output going to `output`.
    /// - Returns: The exit code and what it wrote to standard error.
    func run(_ arguments: [String], output: FileHandle) throws -> (status: Int32, error: String) {
        let executable = try #require(tabulaExecutable, "the tabula executable is built with the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let written = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: written, as: UTF8.self))
    }

    #if os(Linux)
    /// `>/dev/full`: every write fails with "No space left on device". The
    /// command says so and exits with EX_IOERR, instead of trapping.
    @Test func aFullDeviceEndsTheCommandWithAMessage() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let examples = DiffRunnerTests.examples
        let result = try run(
            ["diff", examples.appendingPathComponent("contacts-old.json").path, examples.appendingPathComponent("contacts-new.json").path],
            output: full
        )
        #expect(result.status == 74)
        #expect(result.error.hasPrefix("error: cannot write to standard output: "), "\(result.error)")
    }
    #endif
}
