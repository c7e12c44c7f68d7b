/// Latency figures of one run: the time from each commit to the first
/// published update that shows it.
struct DemoLatency: Equatable, Sendable {
    /// The number of commits measured.
    var count: Int
    /// The middle value, in milliseconds.
    var median: Double
    /// The 99th percentile (nearest rank), in milliseconds.
    var p99: Double
    /// The slowest, in milliseconds.
    var max: Double

    /// The figures for `samples` (in milliseconds); `nil` for no samples.
    init?(samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        median = Self.percentile(50, of: sorted)
        p99 = Self.percentile(99, of: sorted)
        max = sorted[sorted.count - 1]
    }

    /// The nearest-rank percentile: the smallest sample with at least `p`%
    /// of the samples at or below it, so it is always a measured value.
    static func percentile(_ p: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}

extension Duration {
    /// The duration in milliseconds, as a `Double`.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
