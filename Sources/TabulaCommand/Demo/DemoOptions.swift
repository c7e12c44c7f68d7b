import TabulaGRDB

/// What `tabula demo` runs: validated, so that the engine never meets a
/// value it cannot use.
struct DemoOptions: Equatable, Sendable {
    /// Which engines run the stream, in order.
    enum Engines: String, CaseIterable, Sendable {
        case refetch, incremental, both

        /// The engines to run, each with the name the summary gives it.
        var engines: [(name: String, engine: LiveQueryEngine)] {
            switch self {
            case .refetch: [("refetch", .refetch)]
            case .incremental: [("incremental", .incremental)]
            case .both: [("refetch", .refetch), ("incremental", .incremental)]
            }
        }
    }

    /// A value out of range, with the message that says which and why.
    struct Invalid: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The largest table and stream the demo accepts: past these a run takes
    /// many minutes and the model of the table a lot of memory.
    static let maximumRows = 2_000_000
    static let maximumEdits = 1_000_000
    /// The fastest pace `--rate` accepts, in edits per second: far past what
    /// SQLite commits on any machine, so a larger value would mean nothing.
    static let maximumRate = 1_000_000

    /// The default pace, in edits per second: steady enough to look like an
    /// app's traffic, fast enough that the default stream takes ten seconds
    /// per engine, and slow enough that the incremental engine keeps up even
    /// in a debug build, so that its latency is its own, not a queue's.
    static let defaultRate = 200

    var rows = 10_000
    var edits = 2_000
    var seed: UInt64 = 1
    var engines = Engines.both
    /// Edits committed per second, whatever the list does; 0 commits them as
    /// fast as the database takes them. Ignored under ``lockstep``.
    var rate = Self.defaultRate
    /// Whether the writer waits for the list to show each edit before it
    /// commits the next: one edit in flight, so that a latency is the
    /// engine's own even when it cannot keep up, at the cost of a refetch per
    /// edit (minutes for the default stream in a debug build).
    var lockstep = false
    /// Where to keep the database; `nil` for a temporary file.
    var databasePath: String?

    /// Throws when a value is out of range.
    func validate() throws(Invalid) {
        guard (0...Self.maximumRows).contains(rows) else {
            throw Invalid(description: "--rows must be between 0 and \(Self.maximumRows), not \(rows).")
        }
        guard (0...Self.maximumEdits).contains(edits) else {
            throw Invalid(description: "--edits must be between 0 and \(Self.maximumEdits), not \(edits).")
        }
        guard (0...Self.maximumRate).contains(rate) else {
            throw Invalid(description: "--rate must be between 0 and \(Self.maximumRate) edits per second, not \(rate).")
        }
        if let databasePath, databasePath.isEmpty {
            throw Invalid(description: "--database needs a file path.")
        }
    }
}
