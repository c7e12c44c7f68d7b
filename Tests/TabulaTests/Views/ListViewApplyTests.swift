import Foundation
import Tabula
import Testing

/// A list view that completes every batch before `performBatchUpdates`
/// returns, as AppKit's table does, and logs its calls.
@MainActor
private final class SynchronousView: ListView {
    var log: [String] = []
    var counts: [Int] = []
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        log.append("batch")
        updates?()
        completion?(true)
    }
    func insertSections(_ sections: IndexSet) {}
    func deleteSections(_ sections: IndexSet) {}
    func reloadSections(_ sections: IndexSet) {}
    func moveSection(_ section: Int, toSection newSection: Int) {}
    func insertItems(at indexPaths: [IndexPath]) {}
    func deleteItems(at indexPaths: [IndexPath]) {}
    func reloadItems(at indexPaths: [IndexPath]) {}
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    func reconfigureItems(at indexPaths: [IndexPath]) { log.append("reconfigure") }
    func reconfigureSections(_ sections: IndexSet) {}
    func reloadData() { log.append("reload") }
}

@MainActor
@Suite("ListView.apply")
struct ListViewApplyTests {
    @Test("On a view that completes batches at once, the completion comes after the last stage's reconfigures")
    func synchronousCompletion() {
        typealias Rows = Snapshot<Int, Int, Int, String>
        let old = Rows(sections: [.init(id: 0, model: 0, items: ["a", "b"], itemID: { $0 == "a" ? 1 : 2 })])
        let new = Rows(sections: [.init(id: 0, model: 0, items: ["b", "a!"], itemID: { $0 == "b" ? 2 : 1 })])
        let changes = StagedChangeset(source: old, target: new, contentUpdates: .reconfigure)
        #expect(changes.stages.last?.batch.itemReconfigures.isEmpty == false, "the change has a reconfigure")
        let view = SynchronousView()
        view.apply(changes, setData: { _ in }) { _ in view.log.append("completion") }
        #expect(view.log.last == "completion")
        #expect(view.log.filter { $0 == "completion" }.count == 1)
        #expect(view.log.firstIndex(of: "reconfigure").map { $0 < view.log.count - 1 } == true)
    }
}
