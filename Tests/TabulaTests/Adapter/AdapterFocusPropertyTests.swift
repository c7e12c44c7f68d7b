import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Focus as tvOS and a keyboard move it: the item that had it last takes it
/// again when focus comes back to the list, wherever updates put it, or its
/// nearest survivor when it left; against an independent model.
@MainActor
struct AdapterFocusPropertyTests {
    @Test func focusComesBackToTheSameItemAcrossRandomUpdates() async throws {
        var rng = SplitMix64(seed: 77)
        var kept = 0, survived = 0, refused = 0
        for round in 0..<40 {
            var ids = Array(0..<Int.random(in: 1...15, using: &rng))
            var nextID = 100
            let view = HeadlessListView()
            view.visibleRowCount = 5
            let registry = rowAndLabelRegistry()
            // Rows whose identifier is a multiple of 5 may not take focus.
            registry.on(.canFocus, forModel: Row.self) { row, _ in row.id % 5 != 0 }
            let adapter = ListAdapter<Int, String, Int, Row>(view: view, registry: registry)
            func show(animated: Bool) {
                adapter.apply(Snapshot(sections: [.init(id: 0, model: "", items: ids.map { Row(id: $0, group: 0, rank: 0) })]), animated: animated)
            }
            show(animated: true)
            var focused: Int?
            for step in 0..<40 {
                let context = "round \(round), step \(step)"
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1:
                    guard !ids.isEmpty else { break }
                    let index = Int.random(in: 0..<ids.count, using: &rng)
                    let took = view.moveFocus(toItemAt: IndexPath(item: index, section: 0))
                    #expect(took == (ids[index] % 5 != 0), "\(context)")
                    if took { focused = ids[index] } else { refused += 1 }
                case 2:
                    view.moveFocusOutOfList()
                default:
                    // Rows arrive above (a page prepended), leave, move.
                    let before = ids
                    for _ in 0..<Int.random(in: 0...3, using: &rng) {
                        ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &rng))
                        nextID += 1
                    }
                    for _ in 0..<Int.random(in: 0...2, using: &rng) where !ids.isEmpty {
                        ids.remove(at: Int.random(in: 0..<ids.count, using: &rng))
                    }
                    if ids.count > 1, Int.random(in: 0..<2, using: &rng) == 0 {
                        ids.swapAt(Int.random(in: 0..<ids.count, using: &rng), Int.random(in: 0..<ids.count, using: &rng))
                    }
                    show(animated: Int.random(in: 0..<3, using: &rng) != 0)
                    // Restated: a focused item that left gives way to the
                    // nearest one after it that stayed, else before it.
                    if let id = focused, !ids.contains(id), let at = before.firstIndex(of: id) {
                        let stayed = Set(ids)
                        focused = before[(at + 1)...].first(where: stayed.contains) ?? before[..<at].last(where: stayed.contains)
                        if focused != nil { survived += 1 }
                    }
                }
                let expected = focused.flatMap { id in ids.firstIndex(of: id).map { IndexPath(item: $0, section: 0) } }
                #expect(view.preferredFocusIndexPath == expected, "\(context): focused \(String(describing: focused)) in \(ids)")
                if expected != nil { kept += 1 }
                #expect(view.violations.isEmpty, "\(context)")
            }
        }
        #expect(kept > 500 && survived > 20 && refused > 20, "kept \(kept), survived \(survived), refused \(refused)")
    }
}
