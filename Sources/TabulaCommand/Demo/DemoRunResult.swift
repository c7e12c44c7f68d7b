/// What one engine's run of the edit stream found.
struct DemoRunResult: Sendable {
    /// The engine's name: `refetch` or `incremental`.
    var engine: String
    /// Transactions committed.
    var edits = 0
    /// Updates the live query published for them.
    var updates = 0
    /// Commits whose own state was never shown because a later one was
    /// shown first: merged into that later update. Not a failure.
    var superseded = 0
    /// Batch updates the headless view performed (an update may need several).
    var batches = 0
    /// Every batch-update rule the view saw broken; there must be none.
    var violations: [String] = []
    /// Whether the list ended equal to a fresh query of the database.
    var finalMatchesFreshQuery = false
    /// Published updates that showed no committed state, or showed one older
    /// than an earlier update did.
    var unmatchedUpdates = 0
    var outOfOrderUpdates = 0
    /// Anything else that went wrong: a query error, a writer error, an
    /// update that did not start from what the view showed.
    var problems: [String] = []
    /// Commit-to-update latency over every edit; `nil` for no edits.
    var latency: DemoLatency?
    /// The pace the writer held, from its first commit to its last; `nil`
    /// for fewer than two edits.
    var editsPerSecond: Double?
    /// The main actor's time spent checking the updates (the headless view
    /// and the fingerprint), in seconds: the demo's own cost, apart from
    /// the engine's latency.
    var checkingSeconds = 0.0
    /// The run's wall time, seeding included, in seconds.
    var seconds = 0.0

    /// Whether every check passed.
    var passed: Bool {
        violations.isEmpty && finalMatchesFreshQuery && unmatchedUpdates == 0 && outOfOrderUpdates == 0 && problems.isEmpty
    }
}
