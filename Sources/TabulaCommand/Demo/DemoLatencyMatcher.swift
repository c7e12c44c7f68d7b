/// Pairs commits with the updates that showed them, through fingerprints:
/// an update shows commit *k* when its list has *k*'s fingerprint.
enum DemoLatencyMatcher {
    /// What matching found.
    struct Matched: Equatable, Sendable {
        /// For each commit, in order, the milliseconds from it to the first
        /// update that showed it or a later commit.
        var latencies: [Double] = []
        /// Updates whose list is no committed state.
        var unmatched = 0
        /// Updates that showed an older commit than an earlier update.
        var outOfOrder = 0
        /// Commits no update showed (nor any later commit).
        var unshown = 0
    }

    /// Matches `published` updates against `commits`, which follow a table
    /// whose fingerprint was `initial`.
    ///
    /// An update can show several commits at once (the refetch engine
    /// merges commits that arrive while it fetches); each of them is timed to
    /// that update, which is when a user would have seen it. If a fingerprint
    /// repeats (a table back to an earlier state), the latest commit with it
    /// is taken, which can only shorten the latencies of the commits between.
    static func match(
        commits: [DemoWriter.Commit], initial: DemoFingerprint, published: [DemoSession.Published]
    ) -> Matched {
        var numbers: [DemoFingerprint: Int] = [initial: 0]
        for commit in commits { numbers[commit.fingerprint] = commit.number }
        var result = Matched()
        var shown = 0
        var next = 0  // index in `commits` of the first commit not yet shown
        for update in published {
            guard let number = numbers[update.fingerprint] else {
                result.unmatched += 1
                continue
            }
            if number < shown { result.outOfOrder += 1 }
            shown = max(shown, number)
            while next < commits.count, commits[next].number <= shown {
                result.latencies.append(max(0, (update.time - commits[next].time).milliseconds))
                next += 1
            }
        }
        result.unshown = commits.count - next
        return result
    }
}
