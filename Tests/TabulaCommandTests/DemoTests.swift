import ArgumentParser
import Foundation
import Testing
@testable import TabulaCommand

@Suite("tabula demo")
struct DemoTests {
    /// A small run of both engines at the default pace passes every check:
    /// no rule violations, every update a committed state in order, the
    /// final list a fresh query. The incremental engine shows every commit;
    /// the refetch engine may merge some into later updates, each counted.
    /// Without frames, the runner reports each stage and every tenth of
    /// the stream, for standard error when standard output is a pipe.
    @MainActor @Test func progressLinesNameEachStage() async throws {
        final class Lines: @unchecked Sendable {  // Safe: `lines` is read and written only under `lock`.
            let lock = NSLock()
            var lines: [String] = []
            func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        }
        let lines = Lines()
        let options = DemoOptions(rows: 50, edits: 20, seed: 3, engines: .refetch, rate: 0)
        _ = try await DemoRunner(options: options, note: { lines.add($0) }).run()
        #expect(lines.lines == [
            "refetch: seeding 50 rows", "refetch: loading the live query", "refetch: committing 20 edits",
        ] + stride(from: 2, through: 20, by: 2).map { "refetch: \($0) of 20 edits committed" } + [
            "refetch: waiting for the list to show the last commit, then checking",
        ])
    }

    @MainActor @Test func smallRunPassesEveryCheck() async throws {
        let options = DemoOptions(rows: 300, edits: 200, seed: 7, engines: .both)
        let results = try await DemoRunner(options: options).run()
        #expect(results.map(\.engine) == ["refetch", "incremental"])
        for result in results {
            #expect(result.passed, "\(result.engine): \(DemoSummary.problems(of: result))")
            #expect(result.edits == 200)
            #expect((1...200).contains(result.updates))
            #expect(result.updates + result.superseded == result.edits, "each update shows the next commits, merged or not")
            #expect(result.batches >= result.updates)
            #expect(result.violations.isEmpty)
            #expect(result.finalMatchesFreshQuery)
            #expect(result.latency?.count == 200, "every commit is timed, merged or not")
        }
        let summary = DemoSummary.text(results, options: options, databasePath: nil)
        #expect(summary.contains("200 edits at \(DemoOptions.defaultRate) a second"))
        #expect(summary.hasSuffix("All checks passed.\n"))
    }

    /// In lockstep each edit waits for the list to show the one before, so
    /// every engine publishes one update per edit and merges none.
    @MainActor @Test func lockstepShowsEveryEdit() async throws {
        let options = DemoOptions(rows: 200, edits: 60, seed: 5, engines: .both, lockstep: true)
        let results = try await DemoRunner(options: options).run()
        for result in results {
            #expect(result.passed, "\(result.engine): \(DemoSummary.problems(of: result))")
            #expect(result.updates == 60, "one edit in flight at a time, each changing the list: one update each")
            #expect(result.superseded == 0)
            #expect(result.latency?.count == 60)
        }
        #expect(DemoSummary.text(results, options: options, databasePath: nil).contains("in lockstep with the list"))
    }

    /// The same seed gives the same rows and edits; another seed does not.
    @Test func editStreamIsDeterministic() {
        func edits(seed: UInt64) -> ([DemoContact], [DemoEdit], DemoFingerprint) {
            var stream = DemoEditStream(seed: seed, rows: 50)
            let rows = stream.initialRows
            let edits = (0..<300).map { _ in stream.next() }
            return (rows, edits, stream.fingerprint)
        }
        let first = edits(seed: 42), again = edits(seed: 42), other = edits(seed: 43)
        #expect(first.0 == again.0 && first.1 == again.1 && first.2 == again.2)
        #expect(first.1 != other.1)
        // Every kind of edit occurs in 300.
        let kinds = Set(first.1.map { edit -> String in
            switch edit {
            case .insert: "insert"
            case .rename: "rename"
            case .changePhone: "phone"
            case .delete: "delete"
            case .toggleFavorites: "bulk"
            }
        })
        #expect(kinds == ["insert", "rename", "phone", "delete", "bulk"])
    }

    /// The model's fingerprint is the fingerprint of the rows it holds.
    @Test func fingerprintFollowsTheModel() {
        var stream = DemoEditStream(seed: 3, rows: 40)
        for _ in 0..<200 { _ = stream.next() }
        #expect(stream.fingerprint == DemoFingerprint(stream.contacts.values))
    }

    @Test func parsesOptions() throws {
        let defaults = try DemoCommand.parse([])
        #expect(defaults.options == DemoOptions(rows: 10_000, edits: 2_000, seed: 1, engines: .both, databasePath: nil))
        let command = try DemoCommand.parse(["--rows", "5", "--edits", "0", "--seed", "9", "--engine", "incremental", "--database", "x.sqlite"])
        #expect(command.options == DemoOptions(rows: 5, edits: 0, seed: 9, engines: .incremental, databasePath: "x.sqlite"))
        #expect(try DemoCommand.parse(["--rate", "0"]).options.rate == 0)
        #expect(try DemoCommand.parse(["--rate", "50"]).options.rate == 50)
        #expect(try DemoCommand.parse(["--lockstep"]).options.lockstep)
        #expect(defaults.options.rate == DemoOptions.defaultRate && !defaults.options.lockstep)
        #expect(try TabulaCommand.parseAsRoot(["demo"]) is DemoCommand)
    }

    @Test func rejectsBadOptions() {
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--rows", "-1"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--edits", "-5"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--rows", "many"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--rows", "\(DemoOptions.maximumRows + 1)"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--engine", "fast"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--seed", "-1"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--database", ""]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--rate", "-1"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--rate", "\(DemoOptions.maximumRate + 1)"]) }
    }

    /// A negative number is a value out of range, not a missing value.
    @Test func aNegativeNumberGetsTheRangeMessage() {
        for (option, name) in [("--rows", "rows"), ("--edits", "edits"), ("--rate", "rate")] {
            do {
                _ = try DemoCommand.parse([option, "-5"])
                Issue.record("\(option) -5 was accepted")
            } catch {
                let message = DemoCommand.message(for: error)
                #expect(message.contains("--\(name) must be between 0 and"), "\(option): \(message)")
            }
        }
    }

    /// A database path that cannot be opened is an error naming it, not a crash.
    @MainActor @Test func namesADatabaseThatCannotBeOpened() async {
        let missing = "/nonexistent-\(UUID().uuidString)/demo.sqlite"
        for path in [missing, NSTemporaryDirectory()] {
            do {
                _ = try await DemoRunner(options: DemoOptions(rows: 1, edits: 1, databasePath: path)).run()
                Issue.record("\(path) was opened")
            } catch {
                #expect(error.description.hasPrefix(path + ": "))
            }
        }
    }

    /// Several commits shown by one update are each timed to it; an update
    /// showing no commit, or an older one, is counted.
    @Test func matchesCommitsToUpdates() {
        let clock = ContinuousClock.now
        func fingerprint(_ value: Int64) -> DemoFingerprint {
            DemoFingerprint([DemoContact(id: value, name: "A", phone: "", favorite: false)] as [DemoContact])
        }
        let commits = (1...3).map { DemoWriter.Commit(number: $0, fingerprint: fingerprint(Int64($0)), time: clock + .milliseconds($0)) }
        let published = [
            DemoSession.Published(time: clock + .milliseconds(10), fingerprint: fingerprint(2)),
            DemoSession.Published(time: clock + .milliseconds(11), fingerprint: fingerprint(99)),
            DemoSession.Published(time: clock + .milliseconds(12), fingerprint: fingerprint(1)),
            DemoSession.Published(time: clock + .milliseconds(20), fingerprint: fingerprint(3)),
        ]
        let matched = DemoLatencyMatcher.match(commits: commits, initial: DemoFingerprint(), published: published)
        #expect(matched.latencies == [9, 8, 17])
        #expect(matched.unmatched == 1)
        #expect(matched.outOfOrder == 1)
        #expect(matched.unshown == 0)
        #expect(DemoLatency(samples: [5, 1, 3, 2, 4]) == DemoLatency(samples: [1, 2, 3, 4, 5]))
        #expect(DemoLatency(samples: [1, 2, 3, 4, 5])?.median == 3)
        #expect(DemoLatency(samples: Array(1...100).map(Double.init))?.p99 == 99)
        #expect(DemoLatency(samples: []) == nil)
    }

    /// A commit superseded before any update showed it is timed to the first
    /// update that shows a later commit, and counted as merged, not as a problem.
    @Test func supersededCommitIsMatchedToALaterUpdate() {
        let commits = (1...3).map { commit($0) }
        let matched = DemoLatencyMatcher.match(
            commits: commits, initial: DemoFingerprint(), published: [update(at: 20, showing: 3)]
        )
        #expect(matched.latencies == [19, 18, 17])
        #expect(matched.superseded == 2)
        #expect(matched.unmatched == 0 && matched.outOfOrder == 0 && matched.unshown == 0)
    }

    /// A list that no commit ever left is reported, whatever comes after it,
    /// and so is a commit that nothing showed.
    @Test func neverCommittedStateIsReported() {
        let commits = (1...2).map { commit($0) }
        let matched = DemoLatencyMatcher.match(
            commits: commits, initial: DemoFingerprint(),
            published: [update(at: 10, showing: 1), update(at: 11, showing: 99)]
        )
        #expect(matched.unmatched == 1)
        #expect(matched.outOfOrder == 0)
        #expect(matched.latencies == [9])
        #expect(matched.unshown == 1)
    }

    /// A state the table returns to (a toggle undone) is matched in commit
    /// order: showing it twice is not going back, and its first showing
    /// does not cover the commits after it.
    @Test func repeatedStateIsMatchedInCommitOrder() {
        let commits = [1, 2, 1].enumerated().map { index, state in
            DemoWriter.Commit(number: index + 1, fingerprint: fingerprint(Int64(state)), time: Self.origin + .milliseconds(index + 1))
        }
        let published = [update(at: 10, showing: 1), update(at: 11, showing: 2), update(at: 12, showing: 1)]
        let matched = DemoLatencyMatcher.match(commits: commits, initial: DemoFingerprint(), published: published)
        #expect(matched.outOfOrder == 0 && matched.unmatched == 0 && matched.superseded == 0)
        #expect(matched.latencies == [9, 9, 9])
    }

    private func fingerprint(_ value: Int64) -> DemoFingerprint {
        DemoFingerprint([DemoContact(id: value, name: "A", phone: "", favorite: false)] as [DemoContact])
    }

    /// Commit `number`, leaving the table `fingerprint(number)`, at `number` ms.
    private func commit(_ number: Int) -> DemoWriter.Commit {
        DemoWriter.Commit(number: number, fingerprint: fingerprint(Int64(number)), time: Self.origin + .milliseconds(number))
    }

    /// An update at `milliseconds` showing the table `fingerprint(state)`.
    private func update(at milliseconds: Int, showing state: Int64) -> DemoSession.Published {
        DemoSession.Published(time: Self.origin + .milliseconds(milliseconds), fingerprint: fingerprint(state))
    }

    private static let origin = ContinuousClock.now

    /// Every option's help gives its default, and the discussion the exit
    /// statuses: the help is the demo's only manual at a terminal.
    @Test func helpGivesDefaultsAndExitStatuses() {
        let help = DemoCommand.helpMessage(columns: 1_000)
        for expected in [
            "from 0 to \(DemoOptions.maximumRows). Memory grows with it",
            "at \(DemoOptions.maximumRows) rows. (default: 10000)",
            "checking updates (outside every latency)",
            "from 0 to \(DemoOptions.maximumEdits). (default: 2000)",
            "replays the same run. (default: 1)",
            "default: both)",
            "as fast as the database takes them. The writer keeps this pace whatever the list does. (default: \(DemoOptions.defaultRate))",
            "--lockstep",
            "Default: a temporary file, removed at the end, and on Ctrl-C or SIGTERM.",
            "latency in milliseconds",
            "Exit status: 0 when every check passes for every engine; 1 when any check fails",
        ] {
            #expect(help.contains(expected), "\(expected)")
        }
    }
}
