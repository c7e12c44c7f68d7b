import Foundation

/// Writes to standard output and standard error without buffering.
///
/// Unbuffered so that each `--jsonl` answer reaches a program that waits for
/// it before sending the next line; `print` would hold it in a buffer.
///
/// A write that fails (standard output closed, a full disk, `>/dev/full`)
/// never traps: standard output failing ends the command with a message on
/// standard error and ``failureExitCode``; standard error failing is ignored,
/// since there is nowhere left to say so.
enum Output {
    /// The exit code after standard output could not be written: `EX_IOERR`
    /// of `sysexits.h`.
    static let failureExitCode: Int32 = 74

    /// Writes `text` to standard output as it is, or ends the command when
    /// standard output cannot be written.
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            Output.error("cannot write to standard output: \(reason(of: error))")
            exit(failureExitCode)
        }
    }

    /// Writes `message` and a newline to standard error, as it is: for a
    /// report that is not itself an error, such as the `--jsonl` failure count.
    static func message(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data("\(message)\n".utf8))
    }

    /// Writes `error: message` and a newline to standard error.
    static func error(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data("error: \(message)\n".utf8))
    }

    /// What went wrong, in the system's words when it says.
    private static func reason(of error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain,
           let text = strerror(Int32(posix.code)) {
            return String(cString: text)
        }
        if error.domain == NSPOSIXErrorDomain, let text = strerror(Int32(error.code)) { return String(cString: text) }
        return error.localizedDescription
    }
}
