import Foundation
import TabulaTesting

/// One batch update, described as calls to make on a list view.
struct BatchCalls {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(Int, Int)] = []
    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var itemReloads: [IndexPath] = []
    var itemMoves: [(IndexPath, IndexPath)] = []
    var itemReconfigures: [IndexPath] = []

    /// Makes the calls, in a shuffled order: the order must not matter.
    @MainActor
    func make(on view: HeadlessListView, using rng: inout SplitMix64) {
        var calls: [() -> Void] = []
        for section in sectionDeletes { calls.append { view.deleteSections([section]) } }
        for section in sectionInserts { calls.append { view.insertSections([section]) } }
        for section in sectionReloads { calls.append { view.reloadSections([section]) } }
        for (from, to) in sectionMoves { calls.append { view.moveSection(from, toSection: to) } }
        for path in itemDeletes { calls.append { view.deleteItems(at: [path]) } }
        for path in itemInserts { calls.append { view.insertItems(at: [path]) } }
        for path in itemReloads { calls.append { view.reloadItems(at: [path]) } }
        for (from, to) in itemMoves { calls.append { view.moveItem(at: from, to: to) } }
        for path in itemReconfigures { calls.append { view.reconfigureItems(at: [path]) } }
        calls.shuffle(using: &rng)
        for call in calls { call() }
    }
}
