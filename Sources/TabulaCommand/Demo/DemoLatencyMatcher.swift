/// Pairs commits with the updates that showed them, through fingerprints:
/// an update shows commit *k* when its list has *k*'s fingerprint.
enum DemoLatencyMatcher {
    /// What matching found.
    struct Matched: Equatable, Sendable {
        /// For each commit, in order, the milliseconds from it to the first
        /// update that showed it or a later commit.
        var latencies: [Double] = []
        /// Updates whose list is no committed state at all.
        var unmatched = 0
        /// Updates whose list was committed, but only before a state an
        /// earlier update already showed: the list went back in time.
        var outOfOrder = 0
        /// Commits no update showed (nor any later commit).
        var unshown = 0
        /// Commits whose own state no update showed, because a later commit
        /// was shown first: what an engine that merges commits skips.
        var superseded = 0
    }

    /// Matches `published` updates against `commits`, which follow a table
    /// whose fingerprint was `initial`, in commit order.
    ///
    /// An update can show several commits at once (the refetch engine
    /// merges commits that arrive while it fetches): each commit it is the
    /// first to cover is timed to it, which is when a user would have seen
    /// that commit's change, even if a later one superseded it. Only a list
    /// that was never committed, or one that goes back to a state before one
    /// already shown, is a problem.
    ///
    /// A fingerprint can repeat (a bulk toggle undone by the next edit takes
    /// the table back to an earlier state): an update is matched to the
    /// earliest commit with its fingerprint at or after the one last shown,
    /// so that a repeat neither reads as going back nor credits commits
    /// made after the update.
    static func match(
        commits: [DemoWriter.Commit], initial: DemoFingerprint, published: [DemoSession.Published]
    ) -> Matched {
        // Commit numbers by fingerprint, ascending (0 is the seeded table).
        var numbers: [DemoFingerprint: [Int]] = [initial: [0]]
        for commit in commits { numbers[commit.fingerprint, default: []].append(commit.number) }
        var result = Matched()
        var shown = 0
        var next = 0  // index in `commits` of the first commit not yet shown
        for update in published {
            guard let candidates = numbers[update.fingerprint] else {
                result.unmatched += 1
                continue
            }
            guard let number = firstNumber(in: candidates, atLeast: shown) else {
                result.outOfOrder += 1
                continue
            }
            result.superseded += commits[next...].prefix { $0.number < number }.count
            shown = number
            while next < commits.count, commits[next].number <= shown {
                result.latencies.append(max(0, (update.time - commits[next].time).milliseconds))
                next += 1
            }
        }
        result.unshown = commits.count - next
        return result
    }

    /// The first of the ascending `numbers` that is at least `floor`, by
    /// binary search: a fingerprint can repeat many times in a long stream.
    private static func firstNumber(in numbers: [Int], atLeast floor: Int) -> Int? {
        var low = 0, high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < floor { low = middle + 1 } else { high = middle }
        }
        return low < numbers.count ? numbers[low] : nil
    }
}
