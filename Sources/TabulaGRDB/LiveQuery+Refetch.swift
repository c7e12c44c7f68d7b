import GRDB
import Tabula

extension LiveQuery {
    /// Starts (or starts over) the observation of ``request`` with the
    /// engine chosen; values of any earlier observation that are still on
    /// their way are dropped.
    @inlinable
    func startObservation() {
        stopObservation()
        if case .incremental(let threshold) = engine, let incremental = request.incremental,
           let writer = database as? any DatabaseWriter {
            startIncremental(incremental, on: writer, threshold: threshold)
        } else {
            startRefetchWatchingOtherConnections()
        }
    }

    /// Stops the observation, whichever the engine, and drops what is on its
    /// way: a value already scheduled on the main actor carries an older
    /// generation, and is ignored when it arrives.
    @inlinable
    func stopObservation() {
        observation?.cancel()
        observation = nil
        transactionObserver = nil
        watcher?.cancel()
        watcher = nil
        applying?.cancel()
        applying = nil
        pendingRecords = nil
        observationGeneration &+= 1
    }

    /// Starts observing ``request`` with a `ValueObservation`.
    @inlinable
    func startRefetch() {
        let generation = observationGeneration
        let fetch = request.fetchAll
        // Fetching and comparing happen on GRDB's queues; only the result
        // comes to the main actor. GRDB may merge several commits into one
        // value and may repeat a value: both are fine, since each value is a
        // whole committed state and a repeat is dropped here.
        //
        // The region is constant: the fetch is one request, built the same
        // way each time, and what a statement reads depends on its SQL, not
        // on the rows. Saying so lets GRDB fetch on a reader of a pool,
        // merging the commits that arrive meanwhile, where `tracking` would
        // fetch the whole query on the writer after every commit, holding
        // up the app's next write for as long.
        let observation = ValueObservation
            .trackingConstantRegion { database in try fetch(database) }
            .removeDuplicates()
        self.observation = observation.start(
            in: database,
            scheduling: .mainActor,
            onError: { [weak self] error in self?.receive(error, generation: generation) },
            onChange: { [weak self] records in self?.receive(records, generation: generation) }
        )
    }

    /// Takes a fresh result of the current observation; applies it unless a
    /// result is being applied, in which case it waits, replacing any result
    /// that was already waiting.
    @inlinable
    func receive(_ records: [Record], generation: Int) {
        guard generation == observationGeneration else { return }
        pendingRecords = records
        guard applying == nil else { return }
        applying = Task { [weak self] in
            // An observation started since owns `applying`: leave it alone.
            while let self, generation == self.observationGeneration, let records = self.takePending() {
                await self.apply(records)
            }
        }
    }

    /// The waiting result, now taken; `nil` (and the applying task ends) when none waits.
    @inlinable
    func takePending() -> [Record]? {
        guard let records = pendingRecords else {
            applying = nil
            return nil
        }
        pendingRecords = nil
        return records
    }

    /// Shows a whole fetched result: the first as a reload (a view showing
    /// nothing yet has nothing to animate), later ones diffed against what
    /// is shown.
    /// - Returns: `false` when a newer result won.
    @inlinable
    func loadOrReplace(with records: [Record]) async throws -> Bool {
        hasLoaded
            ? try await controller.replaceInBackground(with: records)
            : try await controller.fetchInBackground(records)
    }

    /// Shows `records`: the controller diffs them against what it shows.
    @inlinable
    func apply(_ records: [Record]) async {
        do {
            // `false` means a newer replacement won; it will be applied.
            guard try await loadOrReplace(with: records) else { return }
            noteLoaded()
        } catch is CancellationError {
            // Nothing to report: the task ends with the query.
        } catch {
            deliver(error)
        }
    }

    /// Takes an error of the current observation: GRDB has stopped it.
    @usableFromInline
    func receive(_ error: any Error, generation: Int) {
        guard generation == observationGeneration else { return }
        deliver(error)
    }

    /// Keeps `error` and tells ``onError``.
    @usableFromInline
    func deliver(_ error: any Error) {
        self.error = error
        onError?(error)
    }
}
