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
            #expect(backend.view.sections.map { $0.items.map { $0.content?.description ?? "placeholder" } }
                == RowScenario.expected(controller))
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

    @Test func generatedIdentifiersAvoidStoryboardIdentifiers() {
        let registry = MappingRegistry()
        let prototype = registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: "RowTableCell"))
        let sameCellAgain = registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: "RowTableCell"),
                                              condition: .section(1))
        let code = registry.register(RowTableCell.self, condition: .section(2))
        #expect(prototype.reuseIdentifier == "RowTableCell")
        #expect(sameCellAgain.reuseIdentifier == "RowTableCell", "one prototype, shared")
        #expect(code.reuseIdentifier == "RowTableCell-2")
        let empty = registry.register(RowTableCell.self, from: .storyboard(reuseIdentifier: ""), condition: .section(3))
        #expect(empty.reuseIdentifier == "RowTableCell-3", "an empty identifier is never used")
    }
}
#endif
