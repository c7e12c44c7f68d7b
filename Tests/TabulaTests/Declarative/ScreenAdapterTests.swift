import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Declarative screens: a screen set again and again, the view always shows it")
@MainActor
struct ScreenAdapterTests {
    /// Checks that `view` shows exactly `spec`: sections, rows and their
    /// content, header and footer titles (as the view shows them), header views.
    func expectShows(_ spec: ScreenSpec, _ view: HeadlessListView, _ adapter: ScreenAdapter, _ context: String) {
        #expect(view.violations.isEmpty, "\(context): \(view.violations)")
        let shown = view.sections
        #expect(shown.map { $0.items.map(\.content) } == spec.sections.map { $0.rows.map { AnyEquatable(ScreenSpec.shownText($0)) } },
                "\(context)")
        #expect(view.sectionIDs == spec.sections.map { AnyHashable(ScreenSectionID($0.id)) }, "\(context)")
        guard shown.count == spec.sections.count else { return }
        for (s, section) in spec.sections.enumerated() {
            let title = adapter.list.title(ofKind: .header, inSection: s)
            switch section.header {
            case .none:
                #expect(title == nil && shown[s].header.content == nil, "\(context): header \(s)")
            case .title(let expected):
                #expect(title == expected && shown[s].header.content == AnyEquatable(expected), "\(context): header \(s)")
            case .banner(let text):
                #expect(title == nil && shown[s].header.content == AnyEquatable("Banner \(text)"), "\(context): header \(s)")
            }
            #expect(adapter.list.title(ofKind: .footer, inSection: s) == section.footer, "\(context): footer \(s)")
            #expect(shown[s].footer?.content == section.footer.map { AnyEquatable($0) }, "\(context): footer \(s)")
        }
    }

    struct RowKey: Hashable {
        var kind: ScreenSpec.Kind
        var id: Int
    }

    /// The visible cells, by row identity, with the section id each is in.
    func visibleCells(_ view: HeadlessListView, _ spec: ScreenSpec) -> [RowKey: (section: Int, cell: ObjectIdentifier)] {
        var result: [RowKey: (section: Int, cell: ObjectIdentifier)] = [:]
        for (indexPath, cell) in view.visibleCells {
            let section = spec.sections[indexPath.section]
            let row = section.rows[indexPath.item]
            result[RowKey(kind: row.kind, id: row.id)] = (section.id, ObjectIdentifier(cell))
        }
        return result
    }

    /// Taps a random visible row (or flips its switch) and checks that the
    /// closure of the newest screen ran.
    func expectNewestClosure(_ view: HeadlessListView, _ spec: ScreenSpec, _ log: ScreenEventLog, generation: Int,
                             rng: inout SplitMix64, _ context: String) {
        let visible = view.visibleCells
        guard !visible.isEmpty else { return }
        let (indexPath, cell) = visible[Int.random(in: 0..<visible.count, using: &rng)]
        let row = spec.sections[indexPath.section].rows[indexPath.item]
        let count = log.events.count
        switch row.kind {
        case .text:
            view.deselectItem(at: indexPath)
            #expect(view.tapItem(at: indexPath), "\(context)")
            #expect(log.last?.kind == "select" && log.last?.id == row.id && log.last?.generation == generation, "\(context)")
        case .toggle:
            guard let toggle = cell as? ToggleCell else {
                Issue.record("\(context): a toggle row shows \(type(of: cell))")
                return
            }
            toggle.onToggle?(!toggle.isOn)
            #expect(log.last?.kind == "toggle" && log.last?.id == row.id && log.last?.generation == generation, "\(context)")
        case .badge, .counter:
            #expect(!view.tapItem(at: indexPath), "a row without onSelect is not selectable")
            #expect(log.events.count == count)
        }
    }

    @Test func theViewShowsEveryScreenAndTheNewestClosuresAnswer() {
        var rng = SplitMix64(seed: 91)
        var steps = 0
        var reconfiguredKept = 0
        var equalScreens = 0
        for round in 0..<30 {
            let view = HeadlessListView()
            if Bool.random(using: &rng) { view.visibleRowCount = Int.random(in: 3...12, using: &rng) }
            let adapter = ScreenAdapter(view: view)
            var anomalies: [MappingAnomaly] = []
            adapter.registry.anomalyHandler = { anomalies.append($0) }
            let log = ScreenEventLog()
            var spec = ScreenSpec()
            var generation = 0
            adapter.set(spec.build(generation: generation, log: log))
            for step in 0..<60 {
                let context = "round \(round) step \(step)"
                let old = spec
                let before = visibleCells(view, old)
                let batches = view.batchCount
                let reloads = view.reloadCount
                generation += 1
                let equal = Int.random(in: 0..<5, using: &rng) == 0
                if !equal { spec.mutate(using: &rng, duplicates: false) }
                adapter.set(spec.build(generation: generation, log: log))
                expectShows(spec, view, adapter, context)
                if equal {
                    equalScreens += 1
                    #expect(view.batchCount == batches && view.reloadCount == reloads, "\(context): an equal screen changes nothing")
                }
                // Cells of rows that stayed (in sections that stayed) are the
                // same cells. Only with every row on screen: between the
                // batches of a two-stage update, a row may scroll off screen
                // and come back in another cell, in UIKit too.
                let after = visibleCells(view, spec)
                let oldSections = Set(old.sections.map(\.id))
                let newSections = Set(spec.sections.map(\.id))
                for (key, was) in before {
                    guard view.visibleRowCount == nil, let now = after[key], newSections.contains(was.section), oldSections.contains(now.section) else { continue }
                    #expect(now.cell == was.cell, "\(context): row \(key) got another cell")
                    reconfiguredKept += 1
                }
                if Int.random(in: 0..<4, using: &rng) == 0 { view.scroll(toRow: Int.random(in: 0..<20, using: &rng)) }
                expectNewestClosure(view, spec, log, generation: generation, rng: &rng, context)
                steps += 1
            }
            #expect(anomalies.isEmpty, "round \(round): \(anomalies)")
        }
        #expect(steps == 1_800)
        #expect(reconfiguredKept > 500, "cells kept: \(reconfiguredKept)")
        #expect(equalScreens > 200)
    }

    @Test func duplicateIdentitiesAreShownAsGivenAndReported() {
        var rng = SplitMix64(seed: 92)
        var reported = 0
        for round in 0..<20 {
            let view = HeadlessListView()
            let adapter = ScreenAdapter(view: view)
            var diagnostics: [Diagnostic] = []
            adapter.list.diagnosticHandler = { diagnostics.append($0) }
            let log = ScreenEventLog()
            var spec = ScreenSpec()
            for step in 0..<40 {
                spec.mutate(using: &rng, duplicates: true)
                diagnostics = []
                let screen = spec.build(generation: step, log: log)
                adapter.set(screen)
                expectShows(spec, view, adapter, "round \(round) step \(step)")
                let expected = screen.diagnostics
                if !expected.isEmpty, view.batchCount > 0 || view.reloadCount > 0 {
                    // Reported when the screen with duplicates is applied.
                    #expect(Set(diagnostics).isSubset(of: Set(expected)))
                }
                reported += diagnostics.count
            }
        }
        #expect(reported > 20, "duplicates reported: \(reported)")
    }

    /// Rows that share an identity and ask to be reloaded: each is reloaded
    /// where it is, and every cell shows its own row, whatever the order.
    @Test func repeatedIdentitiesThatAskForReloadsEachShowTheirContent() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.list.diagnosticHandler = { _ in }
        func screen(_ counts: [Int]) -> ListScreen {
            ListScreen { ScreenSection(id: "s") { for count in counts { ReloadingBadgeRow(id: 0, count: count) } } }
        }
        var rng = SplitMix64(seed: 7)
        var counts = [1, 2]
        adapter.set(screen(counts))
        for step in 0..<200 {
            counts = step == 0 ? [2, 1] : (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0..<4, using: &rng) }
            adapter.set(screen(counts))
            #expect(view.violations.isEmpty, "step \(step): \(view.violations)")
            let shown = view.sections.first?.items.map(\.content) ?? []
            #expect(shown == counts.map { AnyEquatable("Reloading 0 \($0)") }, "step \(step)")
        }
    }

    @Test func aDiagnosticNamesTheIdentityItsSectionAndPositions() {
        let log = ScreenEventLog()
        let screen = ListScreen {
            ScreenSection(id: "a") {
                TextRow(id: 1, text: "x", onSelect: {})
                BadgeRow(id: 1, count: 0, stamp: 0)
                TextRow(id: 1, text: "y", onSelect: {})
            }
            ScreenSection(id: "a") {
                TextRow(id: 1, text: "z", onSelect: { log.events.append(("select", 1, 0)) })
            }
        }
        let diagnostics = screen.diagnostics
        #expect(diagnostics.map(\.kind) == [.duplicateSectionIdentifier, .duplicateItemIdentifier])
        #expect(diagnostics[0].identifiers == ["\"a\""] && diagnostics[0].positions == [IndexPath(index: 0), IndexPath(index: 1)])
        let row = diagnostics[1]
        #expect(row.identifiers == ["TextRow(id: 1)"])
        #expect(row.positions == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
        #expect(row.sectionIdentifiers == ["\"a\"", "\"a\"", "\"a\""])
        #expect(row.message.contains("TextRow(id: 1)") && row.message.contains("row 2"))

        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        var reported: [Diagnostic] = []
        adapter.list.diagnosticHandler = { reported.append($0) }
        adapter.set(screen)
        #expect(reported == diagnostics)
        #expect(view.sections.map(\.items.count) == [3, 1], "every row is shown")
        #expect(view.violations.isEmpty)
    }

    @Test func theSameIDWithAnotherCellTypeIsADeleteAndAnInsert() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        var anomalies: [MappingAnomaly] = []
        adapter.registry.anomalyHandler = { anomalies.append($0) }
        adapter.set(ListScreen { TextRow(id: 1, text: "a", onSelect: {}) })
        let textCell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(textCell is TextCell)
        adapter.set(ListScreen { BadgeRow(id: 1, count: 3, stamp: 0) })
        #expect(view.violations.isEmpty)
        let badgeCell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(badgeCell is BadgeCell)
        #expect((badgeCell as? BadgeCell)?.text == "Badge 1 3")
        #expect(anomalies.isEmpty, "never a cell of one type configured with a model of another: \(anomalies)")
    }

    @Test func settingAnEqualScreenChangesNothingButTheClosures() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        let log = ScreenEventLog()
        func screen(_ generation: Int) -> ListScreen {
            ListScreen {
                ScreenSection(id: 0, header: "People", footer: "2 people") {
                    TextRow(id: 1, text: "Ada", onSelect: { log.events.append(("select", 1, generation)) })
                    ToggleRow(id: 2, label: "Grace", isOn: true, onToggle: { _ in log.events.append(("toggle", 2, generation)) })
                }
            }
        }
        adapter.set(screen(0))
        _ = view.sections
        let toggle = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ToggleCell
        let made = view.reusableViewsMade
        let batches = view.batchCount
        let reloads = view.reloadCount
        adapter.set(screen(1))
        #expect(view.batchCount == batches && view.reloadCount == reloads && view.reusableViewsMade == made)
        view.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(log.last?.generation == 1)
        let toggleNow = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ToggleCell
        #expect(toggleNow === toggle)
        toggleNow?.onToggle?(false)
        #expect(log.last?.kind == "toggle" && log.last?.generation == 1, "the cell's closure was re-bound")
    }

    @Test func aChangeTheModelSaysIsInvisibleUpdatesNothing() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.set(ListScreen { BadgeRow(id: 1, count: 1, stamp: 0) })
        _ = view.sections
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        let batches = view.batchCount
        adapter.set(ListScreen { BadgeRow(id: 1, count: 1, stamp: 5) })
        #expect(view.batchCount == batches, "a stamp change needs no visible update")
        #expect(adapter.row(at: IndexPath(item: 0, section: 0))?.model(as: BadgeRow.self)?.stamp == 5, "the new model is kept")
        adapter.set(ListScreen { BadgeRow(id: 1, count: 2, stamp: 5) })
        #expect(view.batchCount > batches)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "reconfigured in place")
        #expect((cell as? BadgeCell)?.text == "Badge 1 2")
        #expect(view.violations.isEmpty)
    }

    @Test func aModelThatAsksForAReloadIsReloadedOthersReconfigured() {
        let view = AnimatingView()
        let adapter = ScreenAdapter(view: view)
        func screen(_ count: Int) -> ListScreen {
            ListScreen {
                BadgeRow(id: 1, count: count, stamp: 0)
                ReloadingBadgeRow(id: 2, count: count)
                BadgeRow(id: 3, count: 0, stamp: 0)
            }
        }
        adapter.set(screen(1))
        view.finishAnimations()
        _ = view.inner.sections
        adapter.set(screen(2))
        view.finishAnimations()
        #expect(view.reconfiguredItems == [IndexPath(item: 0, section: 0)])
        #expect(view.reloadedItems == [IndexPath(item: 1, section: 0)])
        #expect(view.inner.violations.isEmpty)
        #expect(view.inner.sections.map { $0.items.map(\.content) }
            == [["Badge 1 2", "Reloading 2 2", "Badge 3 0"].map { AnyEquatable($0) }])
    }

    /// Whether a screen has rows that reload is decided per screen set: a
    /// later screen without them reconfigures, one with them again reloads,
    /// and a handler the user set on the list adds its own reloads.
    @Test func reloadsFollowTheScreenSetLastAndTheUsersOwnHandler() {
        let view = AnimatingView()
        let adapter = ScreenAdapter(view: view)
        func screen(_ count: Int, reloading: Bool) -> ListScreen {
            ListScreen(sections: [
                ScreenSection(id: "a", rows: [AnyCellModel(BadgeRow(id: 1, count: count, stamp: 0))]),
                ScreenSection(id: "b", rows: [reloading ? AnyCellModel(ReloadingBadgeRow(id: 2, count: count))
                                                         : AnyCellModel(BadgeRow(id: 2, count: count, stamp: 0))]),
            ])
        }
        func set(_ next: ListScreen) -> (reloaded: [IndexPath], reconfigured: [IndexPath]) {
            view.reloadedItems = []
            view.reconfiguredItems = []
            adapter.set(next)
            view.finishAnimations()
            #expect(view.inner.violations.isEmpty)
            return (view.reloadedItems, view.reconfiguredItems)
        }
        adapter.set(screen(0, reloading: true))
        view.finishAnimations()
        _ = view.inner.sections
        var applied = set(screen(1, reloading: true))
        #expect(applied.reloaded == [IndexPath(item: 0, section: 1)] && applied.reconfigured == [IndexPath(item: 0, section: 0)])
        // Row 2 becomes another model type: a delete and an insert, then plain rows.
        _ = set(screen(1, reloading: false))
        applied = set(screen(2, reloading: false))
        #expect(applied.reloaded.isEmpty && applied.reconfigured == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let firstRow = AnyCellModel(BadgeRow(id: 1, count: 0, stamp: 0)).id
        adapter.list.reloadsOnContentChange = { $0.id == firstRow }
        applied = set(screen(3, reloading: false))
        #expect(applied.reloaded == [IndexPath(item: 0, section: 0)] && applied.reconfigured == [IndexPath(item: 0, section: 1)])
        _ = set(screen(3, reloading: true))
        applied = set(screen(4, reloading: true))
        #expect(Set(applied.reloaded) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)] && applied.reconfigured.isEmpty)
        #expect(view.inner.sections.map { $0.items.map(\.content) }
            == [[AnyEquatable("Badge 1 4")], [AnyEquatable("Reloading 2 4")]])
    }

    /// A section's rows changed after it was made are shown as changed: their
    /// identities are made again. With more model types than the short list
    /// of a section holds, every type is registered.
    @Test func rowsChangedAfterTheSectionWasMadeAndManyModelTypesAreShown() {
        struct Tagged<Tag>: CellModel, Equatable {
            let id: Int
            func configure(_ cell: BadgeCell) { cell.text = "T\(id)" }
        }
        // Twenty model types: Tagged<Int>, Tagged<Tagged<Int>>, …
        func rows<Tag>(_ count: Int, _: Tag.Type, from id: Int = 0) -> [AnyCellModel] {
            count == 0 ? [] : [AnyCellModel(Tagged<Tag>(id: id))] + rows(count - 1, Tagged<Tag>.self, from: id + 1)
        }
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        var section = ScreenSection(id: 0, rows: rows(20, Int.self))
        adapter.set(ListScreen(sections: [section]))
        #expect(view.sections.first?.items.map(\.content) == (0..<20).map { AnyEquatable("T\($0)") })
        section.rows.append(AnyCellModel(BadgeRow(id: 100, count: 1, stamp: 0)))
        section.rows.remove(at: 3)
        section.rows[0] = AnyCellModel(BadgeRow(id: 101, count: 2, stamp: 0))
        let screen = ListScreen(sections: [section])
        #expect(Array(screen.snapshot.sections[0].itemIDs) == section.rows.map(\.id))
        adapter.set(screen)
        #expect(view.violations.isEmpty)
        let expected = ["Badge 101 2"] + [1, 2].map { "T\($0)" } + (4..<20).map { "T\($0)" } + ["Badge 100 1"]
        #expect(view.sections.first?.items.map(\.content) == expected.map { AnyEquatable($0) })
    }

    @Test func aModelsViewOriginReachesTheRegistration() {
        struct PrototypeRow: CellModel, Equatable {
            let id: Int
            static var viewOrigin: ViewOrigin { .storyboard(reuseIdentifier: "Badge") }
            func configure(_ cell: BadgeCell) { cell.text = "Prototype \(id)" }
        }
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.set(ListScreen {
            PrototypeRow(id: 1)
            BadgeRow(id: 2, count: 1, stamp: 0)
        })
        let registrations = adapter.registry.registrations
        #expect(registrations.contains { $0.origin == .storyboard(reuseIdentifier: "Badge") && $0.reuseIdentifier == "Badge" })
        #expect(registrations.contains { $0.origin == .code && $0.reuseIdentifier != "Badge" })
        // The headless view has no storyboard: it makes the class.
        #expect(view.sections.map { $0.items.map(\.content) } == [[AnyEquatable("Prototype 1"), AnyEquatable("Badge 2 1")]])
        #expect(view.violations.isEmpty)
    }

    @Test func notAnimatedReloads() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        adapter.set(ListScreen { BadgeRow(id: 1, count: 1, stamp: 0) })
        _ = view.sections
        let batches = view.batchCount
        let reloads = view.reloadCount
        adapter.set(ListScreen { BadgeRow(id: 2, count: 1, stamp: 0) }, animated: false)
        #expect(view.batchCount == batches && view.reloadCount == reloads + 1)
        #expect(view.sections.map { $0.items.map(\.content) } == [[AnyEquatable("Badge 2 1")]])
    }

    @Test func deletingAndSwipeActionsCallTheNewestClosures() {
        let view = HeadlessListView()
        let adapter = ScreenAdapter(view: view)
        var deleted: [Int] = []
        var archived: [Int] = []
        func screen(_ generation: Int) -> ListScreen {
            ListScreen {
                ScreenSection(id: 0) {
                    SwipeRow(id: 1, generation: generation, onDelete: { deleted.append(generation) },
                             onArchive: { archived.append(generation) })
                }
            }
        }
        adapter.set(screen(0))
        adapter.set(screen(1))
        let indexPath = IndexPath(item: 0, section: 0)
        #expect(view.commitEditing(.delete, at: indexPath))
        #expect(deleted == [1])
        #expect(view.swipeActions(on: .trailing, at: indexPath).map(\.identifier) == ["archive"])
        #expect(view.performSwipeAction("archive", at: indexPath))
        #expect(archived == [1])
        #expect(view.contextMenu(at: indexPath)?.actions.map(\.identifier) == ["copy"])
    }

    @Test func theAdapterIsReleased() {
        weak var released: ScreenAdapter?
        let view = HeadlessListView()
        do {
            let adapter = ScreenAdapter(view: view)
            let log = ScreenEventLog()
            adapter.set(ListScreen { TextRow(id: 1, text: "a", onSelect: { log.events.append(("select", 1, 0)) }) })
            _ = view.sections
            view.tapItem(at: IndexPath(item: 0, section: 0))
            released = adapter
        }
        #expect(released == nil)
    }
}

/// A row with a delete, a swipe action and a context menu.
struct SwipeRow: CellModel {
    let id: Int
    var generation: Int
    var onDelete: @MainActor () -> Void
    var onArchive: @MainActor () -> Void

    var content: Int { id }
    var behavior: CellBehavior {
        let archive = onArchive
        return CellBehavior(
            trailingSwipeActions: [SwipeAction(title: "Archive", identifier: "archive") { _, _ in
                archive()
                return true
            }],
            onDelete: onDelete,
            contextMenu: ContextMenuConfiguration(identifier: "menu", actions: [MenuAction(title: "Copy", identifier: "copy") { _, _ in }])
        )
    }
    func configure(_ cell: TextCell) { cell.text = "Swipe \(id)" }
}
