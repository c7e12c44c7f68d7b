import ArgumentParser
import Foundation
import Testing
@testable import TabulaCommand

@Suite("tabula demo")
struct DemoTests {
    /// A small run of both engines passes every check: no rule violations,
    /// every update a committed state in order, the final list a fresh query.
    @MainActor @Test func smallRunPassesEveryCheck() async throws {
        let options = DemoOptions(rows: 300, edits: 200, seed: 7, engines: .both)
        let results = try await DemoRunner(options: options).run()
        #expect(results.map(\.engine) == ["refetch", "incremental"])
        for result in results {
            #expect(result.passed, "\(result.engine): \(DemoSummary.problems(of: result))")
            #expect(result.edits == 200)
            #expect(result.updates == 200, "one edit in flight at a time, each changing the list: one update each")
            #expect(result.batches >= result.updates)
            #expect(result.violations.isEmpty)
            #expect(result.finalMatchesFreshQuery)
            #expect(result.latency?.count == 200)
        }
        let summary = DemoSummary.text(results, options: options, databasePath: nil)
        #expect(summary.hasSuffix("All checks passed.\n"))
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

    /// Every option's help gives its default, and the discussion the exit
    /// statuses: the help is the demo's only manual at a terminal.
    @Test func helpGivesDefaultsAndExitStatuses() {
        let help = DemoCommand.helpMessage(columns: 1_000)
        for expected in [
            "from 0 to \(DemoOptions.maximumRows). (default: 10000)",
            "from 0 to \(DemoOptions.maximumEdits). (default: 2000)",
            "replays the same run. (default: 1)",
            "default: both)",
            "Default: a temporary file, removed at the end.",
            "latency in milliseconds",
            "Exit status: 0 when every check passes for every engine; 1 when any check fails",
        ] {
            #expect(help.contains(expected), "\(expected)")
        }
    }
}
