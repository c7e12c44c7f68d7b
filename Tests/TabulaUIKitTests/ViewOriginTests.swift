// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

@Suite("Cells and headers from nibs and storyboard prototypes")
@MainActor
struct ViewOriginTests {
    /// Random operations on a controller shown through `adapter`, checking
    /// after each that UIKit's questions and the applied batches give the
    /// controller's rows.
    func drive(_ controller: RowController, backend: AdapterBackend, asked: () -> [[String]]?, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var nextID = 100
        backend.reloadData()
        for _ in 0..<40 {
            try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
            #expect(backend.view.violations.isEmpty, "\(backend.view.violations)")
            #expect(asked() == RowScenario.expected(controller))
            #expect(shownTexts(backend.view) == RowScenario.expected(controller))
        }
        #expect(backend.reuse.unregisteredDequeues.isEmpty)
    }

    @Test func nibCellsAndHeadersAreRegisteredAsNibs() throws {
        var rng = SplitMix64(seed: 301)
        let table = AdapterTableFixture()
        table.backend.reuse.nibClasses = ["RowCell": RowTableCell.self]
        let tableController = try RowScenario.makeController(&rng)
        let tableAdapter = ListAdapter(view: table.listView, showing: tableController)
        let registration = tableAdapter.registry.register(RowTableCell.self, from: .nib(name: "RowCell"))
        #expect(registration.origin == .nib(name: "RowCell"))
        #expect(registration.description.contains("from nib \"RowCell\""))
        try drive(tableController, backend: table.backend, asked: { RowScenario.askedByUIKit(table.tableView) }, seed: 302)
        #expect(table.backend.reuse.registeredNibs == ["RowCell"], "registered once, as a nib, not as a class")

        let collection = AdapterCollectionFixture()
        collection.backend.reuse.nibClasses = ["RowCell": RowCollectionCell.self, "Header": TitleHeaderView.self]
        let collectionController = try RowScenario.makeController(&rng)
        let collectionAdapter = ListAdapter(view: collection.listView, showing: collectionController)
        collectionAdapter.registry.register(RowCollectionCell.self, from: .nib(name: "RowCell"))
        collectionAdapter.registry.register(TitleHeaderView.self, from: .nib(name: "Header"), for: String.self,
                                            forSupplementaryViewOfKind: .header) { view, title, _ in view.text = title }
        collectionAdapter.headerModel = { $0.model.map { "Group \($0)" } }
        try drive(collectionController, backend: collection.backend,
                  asked: { RowScenario.askedByUIKit(collection.collectionView) }, seed: 303)
        let collectionView = collection.collectionView
        let header = collectionView.dataSource?.collectionView(
            collectionView, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue, at: IndexPath(item: 0, section: 0)
        )
        #expect((header as? TitleHeaderView)?.text == collectionController.snapshot.sections.first?.model.map { "Group \($0)" })
        #expect(Set(collection.backend.reuse.registeredNibs) == ["RowCell", "Header"])
    }

    @Test func storyboardPrototypesAreDequeuedWithoutRegisteringAnything() throws {
        var rng = SplitMix64(seed: 304)
        let table = AdapterTableFixture()
        // What the storyboard did when it loaded the table view.
        table.backend.reuse.register(RowTableCell.self, kind: "cell", identifier: "Row")
        let controller = try RowScenario.makeController(&rng)
        let adapter = ListAdapter(view: table.listView, showing: controller)
        let registration = adapter.registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: "Row"))
        #expect(registration.reuseIdentifier == "Row")
        try drive(controller, backend: table.backend, asked: { RowScenario.askedByUIKit(table.tableView) }, seed: 305)
        #expect(table.backend.reuse.registrations.filter { $0 == "cell|Row" }.count == 1, "only the storyboard's own")

        let collection = AdapterCollectionFixture()
        collection.backend.reuse.register(RowCollectionCell.self, kind: "cell", identifier: "Row")
        let collectionController = try RowScenario.makeController(&rng)
        let collectionAdapter = ListAdapter(view: collection.listView, showing: collectionController)
        collectionAdapter.registry.register(RowCollectionCell.self, from: .storyboard(reuseIdentifier: "Row"))
        try drive(collectionController, backend: collection.backend,
                  asked: { RowScenario.askedByUIKit(collection.collectionView) }, seed: 306)
        #expect(collection.backend.reuse.registrations.filter { $0 == "cell|Row" }.count == 1)
    }

    @Test func aTablePrototypeTheStoryboardLacksIsAnAnomalyAndAPlaceholder() throws {
        var rng = SplitMix64(seed: 307)
        let table = AdapterTableFixture()
        let controller = try RowScenario.makeController(&rng)
        let adapter = ListAdapter(view: table.listView, showing: controller)
        var anomalies: [MappingAnomaly] = []
        adapter.registry.anomalyHandler = { anomalies.append($0) }
        adapter.registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: "Missing"))
        table.backend.reloadData()
        let placeholders = RowScenario.expected(controller).map { $0.map { _ in "placeholder" } }
        #expect(RowScenario.askedByUIKit(table.tableView) == placeholders)
        #expect(table.backend.reuse.unregisteredDequeues.isEmpty, "UIKit raised no exception")
        let named = anomalies.contains {
            if case .viewMismatch(_, _, "Missing", _) = $0 { return true }
            return false
        }
        #expect(named, "\(anomalies)")
    }

    @Test func generatedIdentifiersNeverTakeAStoryboardPrototypes() {
        let registry = MappingRegistry()
        // Code first, then a prototype named like the class: no clash.
        let code = registry.register(RowTableCell.self, condition: .section(2))
        let prototype = registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: "RowTableCell"))
        let sameCellAgain = registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: "RowTableCell"),
                                              condition: .section(1))
        let codeAgain = registry.register(RowTableCell.self, condition: .section(3))
        #expect(code.reuseIdentifier == "Tabula.RowTableCell")
        #expect(prototype.reuseIdentifier == "RowTableCell")
        #expect(sameCellAgain.reuseIdentifier == "RowTableCell", "one prototype, shared")
        #expect(codeAgain.reuseIdentifier == "Tabula.RowTableCell-2")
        let empty = registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: ""), condition: .section(4))
        #expect(empty.reuseIdentifier == "Tabula.RowTableCell-3" && empty.origin == .code, "no prototype has no identifier")
    }

    @Test func anEmptyPrototypeIdentifierIsMadeInCodeOnACollectionView() throws {
        var rng = SplitMix64(seed: 308)
        let collection = AdapterCollectionFixture()
        let controller = try RowScenario.makeController(&rng)
        let adapter = ListAdapter(view: collection.listView, showing: controller)
        adapter.registry.register(RowCollectionCell.self, from: .storyboard(reuseIdentifier: ""))
        try drive(controller, backend: collection.backend, asked: { RowScenario.askedByUIKit(collection.collectionView) }, seed: 309)
    }

    @Test func storyboardHeadersAndFootersOfOneModelTypeAreBothRegistered() throws {
        struct Banner: SupplementaryModel, Equatable {
            var text: String
            // A storyboard's header and footer prototypes may share an
            // identifier: UIKit keeps one namespace per kind.
            static func viewOrigin(for kind: SupplementaryKind) -> ViewOrigin { .storyboard(reuseIdentifier: "Banner") }
            func configure(_ view: TitleHeaderView) { view.text = text }
        }
        let collection = AdapterCollectionFixture()
        collection.backend.reuse.register(TitleHeaderView.self, kind: SupplementaryKind.header.rawValue, identifier: "Banner")
        collection.backend.reuse.register(TitleHeaderView.self, kind: SupplementaryKind.footer.rawValue, identifier: "Banner")
        let screens = ScreenAdapter(view: collection.listView)
        screens.registry.register(RowCollectionCell.self)
        screens.set(ListScreen(sections: [ScreenSection(id: 1, header: .view(Banner(text: "top")), footer: .view(Banner(text: "bottom")),
                                              rows: [])]))
        collection.backend.reloadData()
        let collectionView = collection.collectionView
        func supplementary(_ kind: SupplementaryKind) -> String? {
            let view = collectionView.dataSource?.collectionView(
                collectionView, viewForSupplementaryElementOfKind: kind.rawValue, at: IndexPath(item: 0, section: 0)
            )
            return (view as? TitleHeaderView)?.text
        }
        #expect(supplementary(.header) == "top")
        #expect(supplementary(.footer) == "bottom")
        #expect(collection.backend.reuse.unregisteredDequeues.isEmpty)
    }

    @Test func tableNibHeadersAndFootersAreRegisteredAsNibs() throws {
        var rng = SplitMix64(seed: 310)
        let table = AdapterTableFixture()
        table.backend.reuse.nibClasses = ["Title": TitleTableHeader.self]
        let controller = try RowScenario.makeController(&rng)
        let adapter = ListAdapter(view: table.listView, showing: controller)
        adapter.registry.register(RowTableCell.self)
        for kind in [SupplementaryKind.header, .footer] {
            adapter.registry.register(TitleTableHeader.self, from: .nib(name: "Title"), for: String.self,
                                      forSupplementaryViewOfKind: kind) { view, title, _ in view.text = title }
        }
        adapter.headerModel = { "header \($0.model ?? -1)" }
        adapter.footerModel = { "footer \($0.model ?? -1)" }
        table.backend.reloadData()
        let tableView = table.tableView
        let first = controller.snapshot.sections.first?.model ?? -1
        let header = table.listView.forwarder?.tableView(tableView, viewForHeaderInSection: 0) as? TitleTableHeader
        let footer = table.listView.forwarder?.tableView(tableView, viewForFooterInSection: 0) as? TitleTableHeader
        #expect(header?.text == "header \(first)" && footer?.text == "footer \(first)")
        #expect(table.backend.reuse.registeredNibs == ["Title", "Title"])
    }
}
#endif
