import Foundation

/// The temporary directories the command must remove however it ends: at
/// the end of their owner's life, and on SIGINT (Ctrl-C) or SIGTERM, which
/// would otherwise end the process without running any `deinit`.
///
/// On one of those signals every directory still registered is removed,
/// and the command exits with 128 plus the signal's number, as a shell
/// reports a process the signal ended.
enum TemporaryFiles {
    /// The directories to remove, guarded by `lock`.
    // Safe: read and written only while `lock` is held.
    nonisolated(unsafe) private static var directories: Set<URL> = []
    private static let lock = NSLock()
    /// The signal sources, kept for the life of the process once installed.
    // Safe: read and written only while `lock` is held.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Registers `directory` for removal on a signal, installing the signal
    /// handlers on first use.
    static func register(_ directory: URL) {
        lock.lock()
        defer { lock.unlock() }
        directories.insert(directory)
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            // Ignored by the default action, so that the source hears it.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                removeAll()
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes `directory` and forgets it.
    static func remove(_ directory: URL) {
        lock.lock()
        directories.remove(directory)
        lock.unlock()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Removes every registered directory.
    private static func removeAll() {
        lock.lock()
        let all = directories
        directories = []
        lock.unlock()
        for directory in all { try? FileManager.default.removeItem(at: directory) }
    }
}
