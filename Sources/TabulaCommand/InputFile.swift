import Foundation

/// Reads the files named on the command line, with errors that name the file.
enum InputFile {
    /// Why a file could not be read.
    struct ReadError: Error, CustomStringConvertible {
        /// The path as the user gave it.
        var path: String
        /// What went wrong.
        var reason: String

        /// `path: reason`.
        var description: String { "\(InputFile.displayName(path)): \(reason)" }
    }

    /// The whole content of `path` (`-` is standard input), as bytes: the JSON
    /// parser checks the UTF-8 itself so that a bad byte gets a position.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        if path == "-" {
            var bytes: [UInt8] = []
            while let chunk = try readStandardInput() { bytes += chunk }
            return bytes
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ReadError(path: path, reason: "is a directory, not a snapshot file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(path: path, reason: "cannot be read (check its permissions)")
        }
        return [UInt8](data)
    }

    /// The next chunk of standard input as soon as some is available, or `nil`
    /// at its end.
    ///
    /// Uses the throwing `read(upToCount:)` where it exists: the older
    /// `availableData` raises an exception (a crash) when the read fails.
    static func readStandardInput() throws(ReadError) -> [UInt8]? {
        let input = FileHandle.standardInput
        if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
            do {
                return try input.read(upToCount: 65536).flatMap { $0.isEmpty ? nil : [UInt8]($0) }
            } catch {
                throw ReadError(path: "-", reason: "cannot be read (\(describe(error)))")
            }
        }
        let data = input.availableData
        return data.isEmpty ? nil : [UInt8](data)
    }

    /// The system's words for a failed read ("Bad file descriptor"), which
    /// Foundation on Linux wraps in an error that describes itself only by number.
    private static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    /// How messages name an input: its path, or "standard input" for `-`.
    static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }
}
