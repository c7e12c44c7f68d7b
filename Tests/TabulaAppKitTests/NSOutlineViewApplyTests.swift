// Linux only: the stand-in outline view forwards its calls to the headless
// model of AppKit's outline view, which real AppKit does not let a test do.
#if os(Linux)
import AppKitStandIn
import Foundation
import Tabula
import TabulaAppKit
import Testing
@testable import TabulaTesting

/// The stand-in outline view's backend: forwards every outline call to the
/// headless model of `NSOutlineView`, which applies each to the tree the
/// calls before it left and checks the view against the data when an update
/// ends; the data source is the `OutlineViewItems` the glue updates.
@MainActor
final class HeadlessNSOutlineBackend: NSOutlineViewStandInBackend {
    var view: HeadlessNSOutlineView!
    /// How many moves changed parent, and how many stayed in one.
    var movesAcross = 0
    var movesWithin = 0
    var reloads = 0

    init(items: OutlineViewItems<Int, Int>, seed: UInt64) {
        view = HeadlessNSOutlineView(seed: seed, dataSource: .init(
            numberOfChildren: { items.numberOfChildren(ofItem: $0) },
            child: { items.child($0, ofItem: $1) as AnyObject },
            isExpandable: { items.isItemExpandable($0) },
            content: { AnyEquatable(items.item(for: $0) ?? -1) },
            isExpanded: { items.itemIdentifier(for: $0).map(items.outline.showsExpanded) ?? false }
        ))
    }

    var numberOfRows: Int { 0 }
    func reloadData() { view.reloadData() }
    func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) { Issue.record("a row call on an outline view") }
    func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) {}
    func beginUpdates() { view.beginUpdates() }
    func endUpdates() { view.endUpdates() }
    func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) { Issue.record("a row call on an outline view") }
    func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions) { Issue.record("a row call on an outline view") }
    func moveRow(at oldIndex: Int, to newIndex: Int) { Issue.record("a row call on an outline view") }

    func insertItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions) {
        view.insertItems(at: indexes, inParent: parent as AnyObject?)
    }
    func removeItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions) {
        view.removeItems(at: indexes, inParent: parent as AnyObject?)
    }
    func moveItem(at fromIndex: Int, inParent oldParent: Any?, to toIndex: Int, inParent newParent: Any?) {
        if (oldParent as AnyObject?) === (newParent as AnyObject?) { movesWithin += 1 } else { movesAcross += 1 }
        view.moveItem(at: fromIndex, inParent: oldParent as AnyObject?, to: toIndex, inParent: newParent as AnyObject?)
    }
    func reloadItem(_ item: Any?, reloadChildren: Bool) {
        reloads += 1
        view.reloadItem(item as AnyObject?, reloadChildren: reloadChildren)
    }
    func expandItem(_ item: Any?) { view.expandItem(item as AnyObject?) }
    func collapseItem(_ item: Any?) { view.collapseItem(item as AnyObject?) }
    func isItemExpanded(_ item: Any?) -> Bool { view.isItemExpanded(item as AnyObject?) }
}

/// `NSOutlineView.apply(_:to:animation:itemContentEqual:)` on the stand-in,
/// checked call by call by the headless model of AppKit's outline view.
@MainActor
@Suite("NSOutlineView.apply")
struct NSOutlineViewApplyTests {
    @Test("An outline view in a window follows 1,000 random trees, every call checked, moves within and across parents")
    func randomTrees() {
        var rng = SplitMix64(seed: 7)
        let items = OutlineViewItems(Outline.random(&rng, pool: 16))
        let outlineView = NSOutlineView()
        outlineView.standInWindow = NSWindow()
        let backend = HeadlessNSOutlineBackend(items: items, seed: 7)
        outlineView.backend = backend
        for step in 0..<1_000 {
            let next = Outline.random(&rng, pool: 16)
            outlineView.apply(next, to: items)
            #expect(backend.view.violations.isEmpty, "step \(step): \(backend.view.violations)")
            #expect(backend.view.mismatch() == nil, "step \(step)")
            if !backend.view.violations.isEmpty { return }
        }
        #expect(backend.movesAcross > 0 && backend.movesWithin > 0 && backend.reloads > 0)
    }

    @Test("A LiveOutline's 300 random changes, each animated from its observer")
    func liveOutline() throws {
        var rng = SplitMix64(seed: 11)
        let live = LiveOutline<String, Int, Int>(sectionID: "files", outline: Outline.random(&rng, pool: 12))
        let items = OutlineViewItems(live.outline)
        let outlineView = NSOutlineView()
        outlineView.standInWindow = NSWindow()
        let backend = HeadlessNSOutlineBackend(items: items, seed: 11)
        outlineView.backend = backend
        let token = live.observe { _ in outlineView.apply(live.outline, to: items) }
        var nextID = 100
        for step in 0..<300 {
            let ids = live.outline.items
            let some = ids.randomElement(using: &rng)
            let other = ids.randomElement(using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                nextID += 1
                let id = nextID
                try? live.update { try $0.append([.init(id: id, item: 0)], to: other) }
            case 1:
                if let some { try? live.update { $0.delete([some]) } }
            case 2:
                if let some { try? live.update { try $0.move(some, to: other) } }
            case 3:
                let content = Int.random(in: 0..<3, using: &rng)
                if let some { try? live.update { try $0.updateItem(content, for: some) } }
            case 4:
                if let some { _ = try? live.expand(some) }
            default:
                if let some { _ = try? live.collapse(some) }
            }
            #expect(backend.view.violations.isEmpty, "step \(step): \(backend.view.violations)")
            #expect(items.outline.visibleItems == live.outline.visibleItems, "step \(step)")
            if !backend.view.violations.isEmpty { break }
        }
        token.cancel()
    }

    @Test("Off screen the view reloads and each shown item is expanded as the outline has it")
    func reloadsOffScreen() throws {
        let items = OutlineViewItems(Outline<Int, Int>())
        let outlineView = NSOutlineView()
        let backend = HeadlessNSOutlineBackend(items: items, seed: 3)
        outlineView.backend = backend
        let tree = try Outline<Int, Int>([
            .init(id: 1, item: 0, children: .loaded([.init(id: 2, item: 0, children: .loaded([.init(id: 3, item: 0)]))])),
        ], expanded: [1])
        outlineView.apply(tree, to: items)
        #expect(backend.view.violations.isEmpty && backend.view.mismatch() == nil)
        #expect(outlineView.isItemExpanded(items.object(forItemIdentifier: 1)))
        #expect(!outlineView.isItemExpanded(items.object(forItemIdentifier: 2)))
    }
}

/// The identity of the object behind `value`, `nil` for none.
func identity(_ value: Any?) -> ObjectIdentifier? {
    guard let value else { return nil }
    return ObjectIdentifier(value as AnyObject)
}

/// `OutlineViewItems`: one object per identifier, and the data source's answers.
@MainActor
@Suite("OutlineViewItems")
struct OutlineViewItemsTests {
    @Test("One object per identifier while the item stays; children, expandability and identifiers from it")
    func stableObjects() throws {
        let tree = try Outline<String, Int>([
            .init(id: "a", item: 1, children: .loaded([.init(id: "b", item: 2)])),
            .init(id: "c", item: 3, children: .notLoaded),
        ])
        let items = OutlineViewItems(tree)
        let a = items.child(0, ofItem: nil)
        let again = identity(items.child(0, ofItem: nil))
        let byIdentifier = identity(items.object(forItemIdentifier: "a"))
        #expect(identity(a) == again && identity(a) == byIdentifier)
        #expect(items.numberOfChildren(ofItem: nil) == 2 && items.numberOfChildren(ofItem: a) == 1)
        #expect(items.itemIdentifier(for: a) == "a" && items.item(for: a) == 1)
        #expect(items.itemIdentifier(for: items.child(0, ofItem: a)) == "b")
        #expect(items.isItemExpandable(a) && items.isItemExpandable(items.child(1, ofItem: nil)))
        #expect(!items.isItemExpandable(items.child(0, ofItem: a)))
    }

    @Test("Foreign objects and missing children get defined answers, not traps")
    func foreignObjects() {
        let items = OutlineViewItems(Outline<String, Int>())
        let stranger = NSObject()
        #expect(items.numberOfChildren(ofItem: stranger) == 0)
        #expect(items.itemIdentifier(for: items.child(5, ofItem: nil)) == nil)
        #expect(items.itemIdentifier(for: stranger) == nil && items.item(for: stranger) == nil)
        #expect(!items.isItemExpandable(stranger))
        #expect(items.object(forItemIdentifier: "none") == nil)
    }

    @Test("An item removed and added again gets a new object; one that stays keeps its own")
    func objectsOfRemovedItems() throws {
        let items = OutlineViewItems(try Outline<String, Int>([.init(id: "a", item: 1), .init(id: "b", item: 2)]))
        let outlineView = NSOutlineView()
        let a = identity(items.object(forItemIdentifier: "a"))
        let b = identity(items.object(forItemIdentifier: "b"))
        outlineView.apply(try Outline<String, Int>([.init(id: "b", item: 2)]), to: items)
        outlineView.apply(try Outline<String, Int>([.init(id: "b", item: 2), .init(id: "a", item: 1)]), to: items)
        let newA = identity(items.object(forItemIdentifier: "a"))
        let sameB = identity(items.object(forItemIdentifier: "b"))
        #expect(newA != a && sameB == b)
    }
}
#endif
