import Foundation
import TabulaTesting
@testable import TabulaCommand

/// A data source for ``HeadlessListView`` serving a decoded snapshot, with
/// identities and contents as the test model's keys (see ``SnapshotModel``),
/// so the view compares them independently of the command's own `==`.
@MainActor
final class ReplayDataSource: HeadlessListViewDataSource {
    var snapshot: JSONSnapshot

    init(_ snapshot: JSONSnapshot) {
        self.snapshot = snapshot
    }

    func numberOfSections(in listView: HeadlessListView) -> Int {
        snapshot.numberOfSections
    }

    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        snapshot.sections[section].count
    }

    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        let item = snapshot.sections[indexPath[0]].items[indexPath[1]]
        return HeadlessListView.Cell(id: ModelKeys.id(item.id), content: ModelKeys.content(item.content))
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        let section = snapshot.sections[section]
        return HeadlessListView.Cell(id: ModelKeys.id(section.id), content: ModelKeys.content(section.model))
    }

    /// Applies every stage: inside each batch, switch to the stage's data and
    /// issue its operations one call per index (so a duplicate is seen, not
    /// merged by an `IndexSet`); after it, the stage's reconfigures.
    static func replay(_ stages: [DecodedResult.Stage], on view: HeadlessListView, dataSource: ReplayDataSource) {
        for stage in stages {
            view.performBatchUpdates({
                dataSource.snapshot = stage.data
                for s in stage.sectionDeletes { view.deleteSections(IndexSet(integer: s)) }
                for s in stage.sectionInserts { view.insertSections(IndexSet(integer: s)) }
                for s in stage.sectionReloads { view.reloadSections(IndexSet(integer: s)) }
                for (from, to) in stage.sectionMoves { view.moveSection(from, toSection: to) }
                for path in stage.itemDeletes { view.deleteItems(at: [path]) }
                for path in stage.itemInserts { view.insertItems(at: [path]) }
                for path in stage.itemReloads { view.reloadItems(at: [path]) }
                for (from, to) in stage.itemMoves { view.moveItem(at: from, to: to) }
            }, completion: nil)
            if !stage.itemReconfigures.isEmpty { view.reconfigureItems(at: stage.itemReconfigures) }
            for s in stage.sectionReconfigures { view.reconfigureSections(IndexSet(integer: s)) }
        }
    }
}
