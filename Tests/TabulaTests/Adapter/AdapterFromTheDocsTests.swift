import Foundation
import Testing
import Tabula
import TabulaTesting

// Written by a reviewer from the documentation alone (the DocC articles, the
// README and the doc comments of public symbols), as a new user would: a
// `ListAdapter` shows any live source.

// MARK: - Models and cells

private struct DocsFruit: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var isRipe = false
    var shelf: String { String(name.prefix(1)).uppercased() }
}

/// A cell of the headless view: what it shows is a string.
private final class DocsFruitCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with fruit: DocsFruit) { text = (fruit.isRipe ? "✓ " : "") + fruit.name }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// An outline row, indented by its level, with its disclosure state.
private final class DocsRowCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with row: OutlineRow<String, String>) {
        let triangle = row.hasChildren ? (row.isExpanded ? "- " : "+ ") : "* "
        text = String(repeating: "  ", count: row.level) + triangle + row.item
    }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A section of a tree that handles its own selection and declares its header
/// (Composable.swift's "wrap a section" pattern).
@MainActor
private final class DocsFruitSection: ListSection, SelectableSection, SupplementarySection {
    let fruit: ArraySection<DocsFruit>
    var compositionNode: CompositionNode { fruit.compositionNode }
    private(set) var selected: [Int] = []
    var title = "Fruit"
    var headerModel: (any Sendable)? { title }

    init(_ fruit: [DocsFruit]) { self.fruit = ArraySection(fruit) }

    func didSelectItem(at index: Int) { selected.append(index) }
}

/// A registry whose anomalies are collected, not printed.
@MainActor
private final class DocsAnomalies {
    var reported: [MappingAnomaly] = []
    func registry() -> MappingRegistry {
        let registry = MappingRegistry()
        registry.anomalyHandler = { [weak self] in self?.reported.append($0) }
        return registry
    }
}

/// Contents of every section, as the view shows them.
@MainActor
private func shownContents(_ view: HeadlessListView) -> [[AnyEquatable?]] {
    view.sections.map { $0.items.map(\.content) }
}

@MainActor
private func settle<SectionID, SectionModel, ItemID, Item>(
    _ adapter: ListAdapter<SectionID, SectionModel, ItemID, Item>, _ view: HeadlessListView
) async {
    for _ in 0..<50 where adapter.isUpdateWaiting { await Task.yield() }
    view.layoutIfNeeded()
}

// MARK: - Tests

@Suite("Adapter from the docs: any live source")
@MainActor
struct AdapterFromTheDocsTests {

    @Test("A tree's SelectableSection hears a tap, and its SupplementarySection header shows")
    func sectionTree() async throws {
        let anomalies = DocsAnomalies()
        let notes = ArraySection(["Fresh today"])                      // adopts no behaviour
        let section = DocsFruitSection([DocsFruit(id: 1, name: "apple"), DocsFruit(id: 2, name: "banana")])
        let tree = try SectionTree(root: ComposedSectionProvider([notes, section]))

        let registry = anomalies.registry()
        registry.register(DocsFruitCell.self)
        registry.register(DocsFruitCell.self, for: String.self) { cell, note, _ in cell.text = note }
        // The adapter asks the SelectableSection that owns a tapped row, with a local
        // index, and the SupplementarySection for its header (Composition.md, "Behaviors").
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, registry: registry, showing: tree)

        #expect(shownContents(view) == [[AnyEquatable("Fresh today")], [AnyEquatable("apple"), AnyEquatable("banana")]])
        #expect(view.header(forSection: 0)?.content == nil)
        #expect(view.header(forSection: 1)?.content == AnyEquatable("Fruit"))   // a String header is a title

        #expect(view.tapItem(at: IndexPath(item: 1, section: 1)))
        #expect(section.selected == [1])                                        // local index: "banana"
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)))              // selectable in the view...
        #expect(section.selected == [1])                                        // ...but no section handles it

        section.fruit.append(DocsFruit(id: 3, name: "cherry"))
        section.title = "Fruit (3)"
        section.supplementaryContentDidChange()
        await settle(adapter, view)
        #expect(shownContents(view) == [
            [AnyEquatable("Fresh today")], [AnyEquatable("apple"), AnyEquatable("banana"), AnyEquatable("cherry")],
        ])
        #expect(view.header(forSection: 1)?.content == AnyEquatable("Fruit (3)"))
        #expect(view.tapItem(at: IndexPath(item: 2, section: 1)))
        #expect(section.selected == [1, 2])
        #expect(view.violations.isEmpty)
        #expect(view.verifyMatchesDataSource().isEmpty)
        #expect(anomalies.reported.isEmpty)
    }

    @Test("A live outline's rows show, and expanding a row shows its children")
    func liveOutline() async throws {
        let anomalies = DocsAnomalies()
        let files = LiveOutline(sectionID: "files", outline: try Outline<String, String>([
            .init(id: "docs", item: "Documents", children: .loaded([
                .init(id: "cv", item: "CV.pdf"),
                .init(id: "taxes", item: "Taxes", children: .loaded([.init(id: "2025", item: "2025.pdf")])),
            ])),
            .init(id: "music", item: "Music"),
        ]))
        let registry = anomalies.registry()
        registry.register(DocsRowCell.self)
        // A tap toggles the row it lands on.
        registry.on(.didSelect, forModel: OutlineRow<String, String>.self) { [weak files] row, _ in
            _ = try? files?.toggle(row.id)
        }
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, registry: registry, showing: files)

        #expect(shownContents(view) == [[AnyEquatable("+ Documents"), AnyEquatable("* Music")]])
        #expect(view.header(forSection: 0)?.content == AnyEquatable("files"))   // a String section model is a title

        // Outlines.md: `try files.expand("src")` — one batch: rows inserted, the item's row reloaded.
        #expect(try files.expand("docs"))
        #expect(shownContents(view) == [[
            AnyEquatable("- Documents"), AnyEquatable("  * CV.pdf"), AnyEquatable("  + Taxes"), AnyEquatable("* Music"),
        ]])
        #expect(view.violations.isEmpty)
        #expect(view.verifyMatchesDataSource().isEmpty)

        // Expanding from a tap: the handler's update applies on the main actor's next turn.
        #expect(view.tapItem(at: IndexPath(item: 2, section: 0)))
        await settle(adapter, view)
        #expect(files.outline.isExpanded("taxes"))
        #expect(shownContents(view) == [[
            AnyEquatable("- Documents"), AnyEquatable("  * CV.pdf"), AnyEquatable("  - Taxes"),
            AnyEquatable("    * 2025.pdf"), AnyEquatable("* Music"),
        ]])

        // And collapsing from a tap.
        #expect(view.tapItem(at: IndexPath(item: 0, section: 0)))
        await settle(adapter, view)
        #expect(shownContents(view) == [[AnyEquatable("+ Documents"), AnyEquatable("* Music")]])
        #expect(view.violations.isEmpty)
        #expect(view.verifyMatchesDataSource().isEmpty)
        #expect(anomalies.reported.isEmpty)
    }

    @Test("An EmptyStateSource's empty state shows while empty, is not selectable, and data replaces it")
    func emptyStateSource() async throws {
        let anomalies = DocsAnomalies()
        let fruit = FlatListController<DocsFruit>(itemOrder: .by(.ascending(\.name)))
        let noResults = ListSnapshot<DocsFruit, Never>(sections: [
            .init(id: nil, model: nil, items: [DocsFruit(id: -1, name: "No results")], itemID: \.id),
        ])
        var selected: [Int] = []
        let registry = anomalies.registry()
        registry.register(DocsFruitCell.self)
        registry.on(.didSelect, forModel: DocsFruit.self) { fruit, _ in selected.append(fruit.id) }
        let view = HeadlessListView()
        // TheListAdapter.md: "The adapter keeps the source it shows alive, so a wrapper made for it
        // alone needs no other owner."
        let adapter = ListAdapter(view: view, registry: registry, showing: fruit.withEmptyState(noResults))

        #expect(shownContents(view) == [[AnyEquatable("No results")]])
        #expect(adapter.isShowingEmptyState, "the source's empty state is one the adapter shows")
        #expect(!view.tapItem(at: IndexPath(item: 0, section: 0)))   // not data: never selected
        #expect(selected.isEmpty)
        #expect(view.indexPathsForSelectedItems.isEmpty)

        try fruit.insert(DocsFruit(id: 1, name: "banana"))                // one batch replaces the empty state
        await settle(adapter, view)
        #expect(shownContents(view) == [[AnyEquatable("banana")]])
        #expect(!adapter.isShowingEmptyState)
        try fruit.insert(DocsFruit(id: 2, name: "apple"))                 // the source's own changes pass through
        await settle(adapter, view)
        #expect(shownContents(view) == [[AnyEquatable("apple"), AnyEquatable("banana")]])
        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        #expect(selected == [1])

        _ = try fruit.removeItem(withID: 1)
        _ = try fruit.removeItem(withID: 2)                               // the last item goes: back to the empty state
        await settle(adapter, view)
        #expect(shownContents(view) == [[AnyEquatable("No results")]])
        #expect(!view.tapItem(at: IndexPath(item: 0, section: 0)))
        #expect(selected == [1])
        #expect(view.violations.isEmpty)
        #expect(view.verifyMatchesDataSource().isEmpty)
        #expect(anomalies.reported.isEmpty)
    }

    @Test("CollapsingSections.md: the chores example, shown by an adapter, folds and keeps its data whole")
    func collapsingSource() async throws {
        struct Chore: Identifiable, Sendable, Equatable {
            var id: Int
            var room: String
            var title: String
        }
        final class ChoreCell: HeadlessReusableView, ModelTransfer {
            var text = ""
            required init() {}
            func update(with chore: Chore) { text = chore.title }
            var shownContent: AnyEquatable? { AnyEquatable(text) }
        }
        let chores = ListController(configuration: ListConfiguration<Chore, String>(
            sectionKey: { $0.room },
            sectionOrder: .ascending,
            itemOrder: .by(.ascending(\.title))
        ))
        try chores.fetch([Chore(id: 1, room: "Kitchen", title: "Dishes"), Chore(id: 2, room: "Garden", title: "Mow")])
        let rooms = chores.withCollapsing()
        let anomalies = DocsAnomalies()
        let registry = anomalies.registry()
        registry.register(ChoreCell.self)
        let view = HeadlessListView()
        let adapter = ListAdapter(view: view, registry: registry, showing: rooms)
        #expect(shownContents(view) == [[AnyEquatable("Mow")], [AnyEquatable("Dishes")]])

        rooms.collapseSection(withID: "Garden")
        await settle(adapter, view)
        #expect(shownContents(view) == [[], [AnyEquatable("Dishes")]])
        let held = chores.indexPath(for: 2) != nil
        rooms.toggleSection(withID: "Kitchen")
        rooms.setExpandsOneSectionAtATime(true)
        rooms.expandSection(withID: "Garden")
        try chores.insert(Chore(id: 3, room: "Attic", title: "Sort boxes"))
        await settle(adapter, view)
        #expect(held && rooms.collapsedSectionIDs == ["Attic", "Kitchen"])
        #expect(shownContents(view) == [[], [AnyEquatable("Mow")], []])
        #expect(chores.numberOfItems == 3 && rooms.numberOfItems == 1 && rooms.hasCollapsedItems)
        #expect(view.violations.isEmpty && view.verifyMatchesDataSource().isEmpty && anomalies.reported.isEmpty)
    }

    @Test("A list controller's adapter, typed explicitly, with a didSelect handler for a model type")
    func listController() async throws {
        let anomalies = DocsAnomalies()
        let fruit = ListController(configuration: ListConfiguration<DocsFruit, String>(
            sectionKey: { $0.shelf },
            sectionOrder: .ascending,
            itemOrder: .by(.ascending(\.name))
        ))
        try fruit.fetch([DocsFruit(id: 1, name: "apple"), DocsFruit(id: 2, name: "avocado"), DocsFruit(id: 3, name: "banana")])

        let view = HeadlessListView()
        let adapter: ListAdapterOf<ListController<DocsFruit, String>> =
            ListAdapter(view: view, registry: anomalies.registry(), showing: fruit)
        adapter.registry.register(DocsFruitCell.self)
        var tapped: [(Int, IndexPath)] = []
        adapter.registry.on(.didSelect, forModel: DocsFruit.self) { [weak fruit] model, indexPath in
            tapped.append((model.id, indexPath))
            try? fruit?.updateItem(withID: model.id) { $0.isRipe.toggle() }
        }

        #expect(view.sectionIDs == ["A", "B"])
        #expect(view.header(forSection: 0)?.content == AnyEquatable("A"))   // a String key is a title
        #expect(shownContents(view) == [[AnyEquatable("apple"), AnyEquatable("avocado")], [AnyEquatable("banana")]])

        #expect(view.tapItem(at: IndexPath(item: 1, section: 0)))
        await settle(adapter, view)
        #expect(tapped.map(\.0) == [2])
        #expect(tapped.map(\.1) == [IndexPath(item: 1, section: 0)])
        #expect(shownContents(view) == [[AnyEquatable("apple"), AnyEquatable("✓ avocado")], [AnyEquatable("banana")]])

        try fruit.insert(DocsFruit(id: 4, name: "blueberry"))
        await settle(adapter, view)
        #expect(view.tapItem(at: IndexPath(item: 1, section: 1)))
        await settle(adapter, view)
        #expect(tapped.map(\.0) == [2, 4])
        #expect(shownContents(view) == [
            [AnyEquatable("apple"), AnyEquatable("✓ avocado")], [AnyEquatable("banana"), AnyEquatable("✓ blueberry")],
        ])
        #expect(view.violations.isEmpty)
        #expect(view.verifyMatchesDataSource().isEmpty)
        #expect(anomalies.reported.isEmpty)
    }
}



