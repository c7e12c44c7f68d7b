import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// VoiceOver's focus by identity: random data changes (inserts, deletes,
/// moves across sections, content changes shown as reloads or
/// reconfigures) given to the view as batches or as `reloadData()`
/// fallbacks (not animated, off screen, above `reloadThreshold`), and a user
/// moving the focus, through a headless view that loses the focus of a
/// deleted or reloaded item and at `reloadData()`, as UIKit does. After
/// every update the focused item is checked against an independent model:
/// the item that held the focus if it stayed, else the nearest item after
/// it that stayed, else the nearest before it. The announcements are
/// checked against counts the model works out from identifiers.
@Suite("Adapter: accessibility focus by identity")
@MainActor
struct AdapterAccessibilityPropertyTests {
    typealias Adapter = ListAdapter<Int?, Int?, Int, Row>
    typealias Data = [(id: Int?, rows: [Row])]

    /// The identifiers of `data`, in the order the view shows them.
    static func order(_ data: Data) -> [Int] { data.flatMap { $0.rows.map(\.id) } }

    /// The model's focus after an update from `old` to `new`: `focused` if
    /// `new` holds it, else the first item after it in `old` that `new`
    /// holds, else the last before it.
    static func survivor(of focused: Int?, from old: [Int], to new: Set<Int>) -> Int? {
        guard let focused, let index = old.firstIndex(of: focused) else { return nil }
        if let after = old[index...].first(where: new.contains) { return after }
        return old[..<index].last(where: new.contains)
    }

    /// The identifier of the item the view shows focused.
    func viewFocus(_ view: AnimatingView) -> Int? {
        guard let path = view.inner.accessibilityFocusedIndexPath else { return nil }
        return view.inner.sections[path.section].items[path.item].id.base as? Int
    }

    static func same(_ a: Data, _ b: Data) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.id == $1.id && $0.rows == $1.rows }
    }

    @Test func focusFollowsItemsByIdentity() {
        var rng = SplitMix64(seed: 7_407)
        var checks = 0, restored = 0, movedToSurvivor = 0, fallbacks = 0, announced = 0
        for round in 0..<60 {
            let view = AnimatingView()
            view.inner.visibleRowCount = Int.random(in: 3...12, using: &rng)
            let adapter = Adapter(view: view, registry: rowAndLabelRegistry())
            adapter.contentUpdates = Bool.random(using: &rng) ? .reload : .reconfigure
            if Bool.random(using: &rng) { adapter.reloadThreshold = Int.random(in: 1...4, using: &rng) }
            adapter.updateAnnouncement = { "+\($0.insertedItemCount) -\($0.deletedItemCount) =\($0.itemCount)" }
            var nextID = 0
            var data = AdapterSelectionPropertyTests.randomData(&rng, nextID: &nextID)
            adapter.apply(AdapterCollapsingTests.snapshot(data), animated: false)
            var focused: Int?
            for step in 0..<60 {
                let context = "round \(round) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...1:
                    // A user moves VoiceOver's cursor to a row.
                    let paths = (0..<view.inner.numberOfSections).flatMap { s in
                        (0..<view.inner.numberOfItems(inSection: s)).map { IndexPath(item: $0, section: s) }
                    }
                    guard let path = paths.randomElement(using: &rng) else { break }
                    view.inner.moveAccessibilityFocus(toItemAt: path)
                    focused = view.inner.sections[path.section].items[path.item].id.base as? Int
                case 2:
                    guard let id = Self.order(data).randomElement(using: &rng) else { break }
                    #expect(adapter.moveAccessibilityFocus(toItemWithID: id), "\(context)")
                    focused = id
                default:
                    let old = data
                    data = AdapterSelectionPropertyTests.changed(data, &rng, nextID: &nextID)
                    let oldOrder = Self.order(old), newOrder = Self.order(data)
                    focused = Self.survivor(of: focused, from: oldOrder, to: Set(newOrder))
                    adapter.isAnimated = Int.random(in: 0..<4, using: &rng) != 0
                    view.isInWindow = Int.random(in: 0..<4, using: &rng) != 0
                    let announcementsBefore = view.inner.accessibilityAnnouncements.count
                    let reloadsBefore = view.inner.reloadCount
                    let movesBefore = view.inner.accessibilityFocusMoveCount
                    let focusedBefore = viewFocus(view)
                    adapter.apply(AdapterCollapsingTests.snapshot(data), animated: Int.random(in: 0..<5, using: &rng) != 0)
                    view.finishAnimations()
                    if view.inner.reloadCount > reloadsBefore { fallbacks += 1 }
                    if view.inner.accessibilityFocusMoveCount > movesBefore {
                        if focusedBefore == focused { restored += 1 } else { movedToSurvivor += 1 }
                    }
                    // What VoiceOver is told the update did.
                    let announcements = view.inner.accessibilityAnnouncements
                    if Self.same(old, data) {
                        #expect(announcements.count == announcementsBefore, "\(context)")
                    } else {
                        let inserted = Set(newOrder).subtracting(oldOrder).count
                        let deleted = Set(oldOrder).subtracting(newOrder).count
                        #expect(announcements.count == announcementsBefore + 1, "\(context)")
                        #expect(announcements.last == "+\(inserted) -\(deleted) =\(newOrder.count)", "\(context)")
                        announced += 1
                    }
                }
                #expect(view.inner.violations.isEmpty, "\(context): \(view.inner.violations)")
                #expect(adapter.accessibilityFocusedItemID == focused, "\(context)")
                #expect(viewFocus(view) == focused, "\(context)")
                checks += 1
            }
        }
        #expect(checks > 3_000)
        #expect(fallbacks > 300)
        #expect(restored > 100)
        #expect(movedToSurvivor > 50)
        #expect(announced > 1_000)
    }
}
