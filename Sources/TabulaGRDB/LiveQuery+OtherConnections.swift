import Foundation
import GRDB
import Tabula

// Commits made through other connections — another queue or pool on the same
// file, an app extension, another process — reach no transaction observer of
// the query's writer. A watcher reads the writer connection's commit token
// every `otherConnectionsCheckInterval`: when another connection committed,
// the query starts its observation again, which fetches the whole result
// (the refetch engine) or registers afresh with a whole fetch (the incremental
// engine), so the list shows a committed state that includes those commits.
//
// The watcher's first token is read before the engine's first fetch starts,
// so a commit made after it is noticed whether that fetch saw it or not:
// another connection commits whenever it likes, even while the query's
// writer is busy.

extension LiveQuery {
    /// Starts the refetch engine once the writer's commit token is known,
    /// then watches for other connections' commits; without a writer or a
    /// check interval, starts it at once and watches nothing.
    ///
    /// `@inlinable`, like everything on the way from here to the engines:
    /// compiled here, generically, the observation it starts would sort,
    /// rebuild and diff every fetch through generic metadata and witnesses
    /// (see `LiveQuery`).
    @inlinable
    func startRefetchWatchingOtherConnections() {
        guard otherConnectionsCheckInterval != nil, let writer = database as? any DatabaseWriter else {
            return startRefetch()
        }
        let generation = observationGeneration
        applying = Task { [weak self] in
            let baseline = try? await writer.writeWithoutTransaction { db in try CommitToken(db) }
            guard let self, generation == self.observationGeneration else { return }
            self.applying = nil
            self.startRefetch()
            if let baseline { self.watchOtherConnections(on: writer, from: baseline) }
        }
    }

    /// Reads the writer's commit token every check interval, from `baseline`:
    /// another connection's commit starts the observation again; so does any
    /// commit while the query has an error (a fix made through the query's
    /// own writer, such as a table created again), which it may recover from.
    @inlinable
    func watchOtherConnections(on writer: any DatabaseWriter, from baseline: CommitToken) {
        guard let interval = otherConnectionsCheckInterval else { return }
        let generation = observationGeneration
        let nanoseconds = UInt64(max(interval, 0.001) * 1_000_000_000)
        watcher?.cancel()
        watcher = Task.detached(priority: .utility) { [weak self] in
            var last = baseline
            while !Task.isCancelled {
                // `sleep(for:)` needs iOS 16; cancelled, it throws and the loop ends.
                do { try await Task.sleep(nanoseconds: nanoseconds) } catch { return }
                // The query is gone: so is the reason to hold the writer.
                guard self != nil else { return }
                guard let token = try? await writer.writeWithoutTransaction({ db in try CommitToken(db) }),
                    token != last
                else { continue }
                let byOthers = token.dataVersion != last.dataVersion
                last = token
                let goesOn = await MainActor.run { [weak self] in
                    self?.noteCommits(byOtherConnections: byOthers, generation: generation) ?? false
                }
                guard goesOn else { return }
            }
        }
    }

    /// Commits were made since the last check. Starts the observation again
    /// after another connection's commit, or after any commit while the
    /// query has an error.
    /// - Returns: Whether the watcher goes on (the observation was not started again).
    @inlinable
    func noteCommits(byOtherConnections: Bool, generation: Int) -> Bool {
        guard generation == observationGeneration, !isObservationPaused else { return false }
        guard byOtherConnections || error != nil else { return true }
        // The observation's own result clears the error once the request works again.
        startObservation()
        return false
    }
}
