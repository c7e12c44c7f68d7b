import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting

/// The list side of one run: a live query grouped by initial and sorted by
/// name, followed by a headless view that checks every batch against
/// UIKit's rules, as a table view would be. Every published update is
/// logged with its time and the fingerprint of what it shows.
@MainActor
final class DemoSession {
    /// A published update: when observers got it, and what it shows.
    struct Published: Sendable {
        var time: ContinuousClock.Instant
        var fingerprint: DemoFingerprint
    }

    let query: LiveQuery<DemoContact, String>
    let view: HeadlessListView
    private let dataSource: SnapshotDataSource<String?, String?, Int64, DemoContact>
    private var token: ObservationToken?

    /// The fingerprint of what the view shows, kept up to date per update.
    private(set) var fingerprint = DemoFingerprint()
    /// The time the main actor spent checking the updates recorded: the
    /// headless view's batches and rules, and the fingerprint. Not part of
    /// any latency, which is taken as an update arrives, but the main actor
    /// is not free for the next update meanwhile.
    private(set) var checking = Duration.zero

    /// The updates published since ``startRecording()``.
    private(set) var published: [Published] = []
    /// Every rule violation, with the update it happened in.
    private(set) var violations: [String] = []
    /// Updates that did not start from what the view showed, or skipped one.
    private(set) var sequenceProblems: [String] = []
    private var recording = false
    private var batchesAtStart = 0

    /// Draws the list after updates when the output is a terminal; `nil` otherwise.
    private let render: ((DemoSnapshot, Changeset, DemoRenderer.Progress) -> Void)?
    private var lastRender: ContinuousClock.Instant?
    /// The engine's name and the stream's length, for the progress line.
    private let engineName: String
    private let totalEdits: Int
    /// How many edits the writer has committed, as it last reported.
    private(set) var editsCommitted = 0

    /// Starts a query on `pool` with `engine`; `render`, when given, is
    /// called at most ten times a second with the list, the latest changes
    /// and the counts so far.
    init(
        pool: DatabasePool, engine: LiveQueryEngine, engineName: String = "", totalEdits: Int = 0,
        render: ((DemoSnapshot, Changeset, DemoRenderer.Progress) -> Void)? = nil
    ) {
        self.engineName = engineName
        self.totalEdits = totalEdits
        query = LiveQuery(
            database: pool,
            request: LiveQueryRequest { DemoContact.all() },
            sectionKey: { $0.initial },
            sectionOrder: .ascending,
            order: [.ascending(\.name)],
            engine: engine
        )
        // Cells carry identity only: the view reads the cells of every
        // section a batch changes, hundreds of rows each here, and boxing
        // their contents would double that cost. Contents are checked instead
        // through the fingerprints, which change with every field of every row.
        dataSource = SnapshotDataSource(query.snapshot, itemContent: { _ in nil }, sectionContent: { _ in nil })
        view = HeadlessListView(dataSource: dataSource)
        // A screen of 40 rows, as a phone shows: each batch compares the
        // cells it writes and those on screen, not whole sections of hundreds
        // of rows; the run ends by comparing every row (`verifyMatchesDataSource`).
        view.visibleRowCount = 40
        view.identityCheck = .touchedItems
        view.reloadData()
        self.render = render
        token = query.observe { [weak self] update in self?.receive(update) }
    }

    /// From now on, updates are logged and batches counted: the initial
    /// load is not part of the edit stream.
    func startRecording() {
        recording = true
        batchesAtStart = view.batchCount
        published.removeAll()
        checking = .zero
    }

    /// Batches the view performed since ``startRecording()``.
    var batches: Int { view.batchCount - batchesAtStart }

    /// What the view's data source holds.
    var snapshot: DemoSnapshot { dataSource.snapshot }

    /// Notes that the writer has committed `edits` edits. Reports may arrive
    /// out of order (the writer does not wait for them), so the count only grows.
    func noteCommitted(_ edits: Int) {
        editsCommitted = max(editsCommitted, edits)
    }

    /// Notes that edit number `edit` is committed and returns once the list
    /// shows the table whose fingerprint is `target`, or the query has
    /// failed, or after `patience` worth of polls: in lockstep the writer
    /// waits here so that one edit at a time is in flight, and each latency
    /// is the engine's, not a queue's.
    func waitUntilShown(_ target: DemoFingerprint, ofEdit edit: Int, patience: Duration) async {
        noteCommitted(edit)
        let interval = Duration.microseconds(500)
        for _ in 0..<Int(patience.milliseconds / interval.milliseconds) {
            if fingerprint == target || query.error != nil { return }
            try? await Task.sleep(for: interval)
        }
    }

    /// The counts the progress line shows.
    var progress: DemoRenderer.Progress {
        DemoRenderer.Progress(
            engine: engineName, edits: editsCommitted, totalEdits: totalEdits,
            updates: published.count, batches: batches, violations: violations.count
        )
    }

    /// Stops following the database.
    func stop() {
        token?.cancel()
        token = nil
    }

    private func receive(_ update: ListControllerUpdate<DemoContact, String>) {
        let time = ContinuousClock.now
        if update.previousSnapshot != dataSource.snapshot {
            sequenceProblems.append("update \(update.sequenceNumber) does not start from the list the view shows")
        }
        view.apply(update.stagedChangeset) { [dataSource] in dataSource.snapshot = $0 }
        violations += view.violations.map { "update \(update.sequenceNumber): \($0)" }
        view.removeAllViolations()
        fingerprint.apply(update.changeset, from: update.previousSnapshot, to: update.snapshot, isReload: update.isReload)
        if recording {
            published.append(Published(time: time, fingerprint: fingerprint))
            checking += ContinuousClock.now - time
        }
        if let render, lastRender.map({ time - $0 >= .milliseconds(100) }) ?? true {
            lastRender = time
            render(update.snapshot, update.changeset, progress)
        }
    }
}
