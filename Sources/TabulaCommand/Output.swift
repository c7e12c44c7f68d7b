import Foundation

/// Writes to standard output and standard error without buffering.
///
/// Unbuffered so that each `--jsonl` answer reaches a program that waits for
/// it before sending the next line; `print` would hold it in a buffer.
enum Output {
    /// Writes `text` to standard output as it is.
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `message` and a newline to standard error, as it is: for a
    /// report that is not itself an error, such as the `--jsonl` failure count.
    static func message(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    /// Writes `error: message` and a newline to standard error.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}
