import Foundation
import Tabula

/// Follows a live source as a table view does: applies every update's staged
/// changeset to a ``HeadlessListView``, which checks UIKit's batch rules, and
/// records every update, every published snapshot and every problem: a
/// skipped sequence number, an update that does not start from the snapshot
/// shown, a rule the view rejects, a view that does not match its data.
///
/// A test's one line of checking is then `#expect(harness.problems.isEmpty)`.
@MainActor
package final class SourceViewHarness<Source: LiveSource>
where Source.SectionModel: Equatable, Source.Item: Equatable {
    /// The view's data: the snapshot of the last stage applied.
    package let dataSource: SnapshotDataSource<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>
    /// The view, loaded with the source's snapshot when the harness was made.
    package let view: HeadlessListView
    /// Every update received, in order.
    package private(set) var updates: [ListUpdate<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item, Source.Payload>] = []
    /// The snapshot of every update received, in order.
    package private(set) var snapshots: [Snapshot<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>] = []
    /// What went wrong, each with the update's sequence number.
    package private(set) var problems: [String] = []
    private var token: ObservationToken?
    private var lastSequence: Int

    /// Starts following `source`, showing its snapshot.
    package init(_ source: Source) {
        dataSource = SnapshotDataSource(source.snapshot)
        view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        lastSequence = source.sequenceNumber
        token = source.observe { [weak self] update in self?.receive(update) }
    }

    private func receive(_ update: ListUpdate<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item, Source.Payload>) {
        if update.sequenceNumber != lastSequence + 1 { problems.append("sequence skipped to \(update.sequenceNumber)") }
        if update.previousSnapshot != dataSource.snapshot {
            problems.append("update \(update.sequenceNumber) does not start from the shown snapshot")
        }
        lastSequence = update.sequenceNumber
        updates.append(update)
        snapshots.append(update.snapshot)
        view.apply(update.stagedChangeset) { [dataSource] in dataSource.snapshot = $0 }
        problems += view.violations.map { "update \(update.sequenceNumber): \($0)" }
        view.removeAllViolations()
        problems += view.verifyMatchesDataSource().map { "update \(update.sequenceNumber): \($0)" }
    }
}
