#if os(Linux)
import CoreDataStandIn
import Foundation
import Tabula
import TabulaCoreData
import TabulaTesting

/// Follows a live fetch like a table view: applies every update to a
/// headless view, which checks UIKit's batch rules, and keeps every update.
@MainActor
final class FetchViewHarness<SectionKey: Hashable & Sendable> {
    let dataSource: SnapshotDataSource<SectionKey?, SectionKey?, NSManagedObjectID, Contact>
    let view: HeadlessListView
    private(set) var updates: [ListControllerUpdate<Contact, SectionKey>] = []
    private(set) var problems: [String] = []
    private var token: ObservationToken?
    private var lastSequence: Int

    init(_ fetch: LiveFetch<ContactObject, Contact, SectionKey>) {
        dataSource = SnapshotDataSource(fetch.snapshot)
        view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        lastSequence = fetch.sequenceNumber
        token = fetch.observe { [weak self] update in self?.receive(update) }
    }

    private func receive(_ update: ListControllerUpdate<Contact, SectionKey>) {
        if update.sequenceNumber != lastSequence + 1 { problems.append("sequence skipped to \(update.sequenceNumber)") }
        if update.previousSnapshot != dataSource.snapshot { problems.append("update \(update.sequenceNumber) does not start from the shown snapshot") }
        lastSequence = update.sequenceNumber
        updates.append(update)
        view.apply(update.stagedChangeset) { [dataSource] in dataSource.snapshot = $0 }
        problems += view.violations.map { "update \(update.sequenceNumber): \($0)" }
        view.removeAllViolations()
        problems += view.verifyMatchesDataSource().map { "update \(update.sequenceNumber): \($0)" }
    }
}
#endif
