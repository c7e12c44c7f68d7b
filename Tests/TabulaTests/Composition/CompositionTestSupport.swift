import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// An identifiable item for diffable sections in the composition tests.
struct CompThing: Identifiable, Hashable, Sendable {
    var id: Int
    var value: Int
}

/// A view that follows a tree: it applies every delivered staged changeset to
/// a headless list view, stage by stage, and remembers what went wrong —
/// including a cell left showing an item's old value.
@MainActor
final class TreeViewHarness {
    let tree: SectionTree
    let dataSource: SnapshotDataSource<UInt64, CompositionSectionModel, UInt64, CompositionItem>
    let view: HeadlessListView
    var updates: [SectionTreeUpdate] = []
    var problems: [String] = []

    /// The wrapper that collapses the tree's sections, when the harness was
    /// made with one: the view then shows what it publishes.
    let collapsing: CollapsingSource<SectionTree>?

    init(_ tree: SectionTree, collapsing: Bool = false) {
        self.tree = tree
        self.collapsing = collapsing ? tree.withCollapsing() : nil
        // Cells show the item's value, not its stamp, so that an item whose
        // value changed without a reload or reconfigure shows up as a stale cell.
        dataSource = SnapshotDataSource(
            tree.snapshot, itemContent: { AnyEquatable("\($0.value)") }, sectionContent: { AnyEquatable($0) }
        )
        view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        if let wrapper = self.collapsing {
            wrapper.onUpdate = { [unowned self] update in
                self.receive(SectionTreeUpdate(
                    sequenceNumber: update.sequenceNumber, previousSnapshot: update.previousSnapshot, snapshot: update.snapshot,
                    changeset: update.changeset, stagedChangeset: update.stagedChangeset, userMove: update.userMove,
                    isReload: update.isReload, diagnostics: update.diagnostics, payload: update.payload ?? []
                ))
            }
        } else {
            tree.onUpdate = { [unowned self] update in self.receive(update) }
        }
    }

    /// The wrapper that collapses the tree's sections.
    var w: CollapsingSource<SectionTree> { collapsing! }

    private func receive(_ update: SectionTreeUpdate) {
        updates.append(update)
        if dataSource.snapshot.sectionIdentifiers != update.previousSnapshot.sectionIdentifiers && update.userMove == nil {
            problems.append("update \(update.sequenceNumber) does not start from what the view shows")
        }
        for (k, stage) in update.stagedChangeset.stages.enumerated() {
            let known = view.violations.count
            view.apply(CompositionStagedChangeset(stages: [stage])) { self.dataSource.snapshot = $0 }
            let mismatches = view.verifyMatchesDataSource()
            if view.violations.count > known || !mismatches.isEmpty {
                problems.append("update \(update.sequenceNumber) stage \(k): \(view.violations.dropFirst(known)) \(mismatches)\n\(stage.batch)\nchanges \(update.changes)")
                break
            }
        }
        if !(update.stagedChangeset.stages.last.map { $0.data == update.snapshot } ?? false) {
            problems.append("update \(update.sequenceNumber): the last stage does not hold the new snapshot")
        }
    }

    /// What the view shows, as values: one array per section.
    var shownValues: [[AnyHashable]] {
        view.itemIDs.enumerated().map { s, ids in
            ids.indices.map { i in
                dataSource.snapshot.item(at: IndexPath(item: i, section: s)).map { anyHashable($0.value) } ?? AnyHashable("?")
            }
        }
    }
}

/// An item value as `AnyHashable`, for comparing what a tree shows.
func anyHashable(_ value: any Sendable) -> AnyHashable {
    if let int = value as? Int { return AnyHashable(int) }
    if let thing = value as? CompThing { return AnyHashable(thing) }
    if let string = value as? String { return AnyHashable(string) }
    return AnyHashable("\(value)")
}

/// The values a tree's snapshot shows, one array per section.
@MainActor
func values(of snapshot: CompositionSnapshot) -> [[AnyHashable]] {
    snapshot.sections.map { $0.items.map { anyHashable($0.value) } }
}

extension NaiveOutline {
    /// The visible rows as a tree's harness shows them: each `OutlineRow` as text.
    var shownValues: [AnyHashable] {
        rows.map { facts in
            anyHashable(OutlineRow(id: facts.id, item: facts.item, level: facts.level, parent: facts.parent,
                                   isExpanded: facts.isExpanded, hasChildren: facts.hasChildren, isLastChild: facts.isLastChild))
        }
    }
}
