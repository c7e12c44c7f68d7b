import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A section of favourites that adopts every section behaviour, recording
/// what it was told.
@MainActor
final class FavouritesSection: ListSection, SelectableSection, EditableSection, MovableSection, SupplementarySection {
    let storage: ArraySection<String>
    var compositionNode: CompositionNode { storage.compositionNode }
    var selected: [String] = []
    var deselected: [String] = []
    var headerModel: (any Sendable)? { "Favourites" }

    init(_ items: [String]) {
        storage = ArraySection(items)
    }

    func shouldSelectItem(at index: Int) -> Bool { storage[index]?.hasPrefix("locked") == false }
    func didSelectItem(at index: Int) { storage[index].map { selected.append($0) } }
    func didDeselectItem(at index: Int) { storage[index].map { deselected.append($0) } }
    func commit(_ style: EditingStyle, forItemAt index: Int) { _ = try? storage.remove(at: index) }
    func didMoveItem(from source: Int, to destination: Int) { _ = try? storage.move(from: source, to: destination) }
}

@Suite("Adapter over a section tree: the sections' behaviours answer events no handler answers")
@MainActor
struct AdapterSectionBehaviorTests {
    @MainActor
    struct Fixture {
        let plain = ArraySection<String>(["p0", "p1", "p2"])
        let favourites = FavouritesSection(["f0", "f1", "locked f2", "f3"])
        let tree: SectionTree
        let view = HeadlessListView()
        let adapter: ListAdapter<UInt64, CompositionSectionModel, UInt64, CompositionItem>

        init(registry: MappingRegistry = MappingRegistry()) throws {
            registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
            tree = try SectionTree(root: ComposedSectionProvider([plain, favourites]))
            adapter = ListAdapter(view: view, registry: registry, showing: tree)
            view.layoutIfNeeded()
        }

        /// Lets an update that a handler caused, which waits for the main
        /// actor's next turn, reach the view.
        func settle() async {
            for _ in 0..<50 where adapter.isUpdateWaiting {
                await Task.yield()
            }
            view.layoutIfNeeded()
        }

        /// What the view shows, section by section.
        var shownTexts: [[String]] {
            view.sections.map { section in section.items.map { $0.content?.base as? String ?? "?" } }
        }
    }

    @Test func aTapReachesTheSelectableSection() throws {
        let fixture = try Fixture()
        #expect(fixture.view.tapItem(at: IndexPath(item: 1, section: 1)))
        #expect(fixture.favourites.selected == ["f1"])
        #expect(!fixture.view.tapItem(at: IndexPath(item: 2, section: 1)), "the section refuses it")
        #expect(fixture.view.tapItem(at: IndexPath(item: 0, section: 1)))
        #expect(fixture.favourites.selected == ["f1", "f0"] && fixture.favourites.deselected == ["f1"])
        #expect(fixture.view.tapItem(at: IndexPath(item: 0, section: 0)), "a plain section's rows keep UIKit's default")
        #expect(fixture.favourites.selected == ["f1", "f0"])
    }

    @Test func aHandlerOfTheRegistryRunsInsteadOfTheSection() throws {
        let registry = MappingRegistry()
        var tapped: [String] = []
        registry.on(.didSelect, forModel: String.self) { text, _ in tapped.append(text) }
        let fixture = try Fixture(registry: registry)
        #expect(fixture.view.tapItem(at: IndexPath(item: 3, section: 1)))
        #expect(tapped == ["f3"] && fixture.favourites.selected.isEmpty, "the registry's handler is more specific")
    }

    @Test func theSupplementarySectionGivesItsHeader() throws {
        let fixture = try Fixture()
        #expect(fixture.view.header(forSection: 1)?.content == AnyEquatable("Favourites"))
        #expect(fixture.view.header(forSection: 0)?.content == nil, "a plain section has no header model")
        #expect(fixture.view.verifyMatchesDataSource().isEmpty)
    }

    @Test func onlyEditableSectionsDeleteAndOnlyMovableSectionsMove() async throws {
        let fixture = try Fixture()
        #expect(!fixture.view.commitEditing(.delete, at: IndexPath(item: 0, section: 0)), "plain rows are not editable")
        #expect(fixture.view.commitEditing(.delete, at: IndexPath(item: 0, section: 1)))
        await fixture.settle()
        #expect(fixture.favourites.storage.items == ["f1", "locked f2", "f3"])
        #expect(fixture.view.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) == nil)
        #expect(fixture.view.dragItem(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
                == IndexPath(item: 2, section: 1))
        await fixture.settle()
        #expect(fixture.favourites.storage.items == ["locked f2", "f3", "f1"])
        #expect(fixture.view.dragItem(from: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))
                == IndexPath(item: 0, section: 1), "a row stays in its section")
        await fixture.settle()
        #expect(fixture.favourites.storage.items == ["f1", "locked f2", "f3"])
        #expect(fixture.shownTexts == [["p0", "p1", "p2"], ["f1", "locked f2", "f3"]])
        #expect(fixture.view.violations.isEmpty && fixture.view.verifyMatchesDataSource().isEmpty)
    }

    /// Random taps, deletes, drags and edits of the sections themselves,
    /// checked against a plain model of the two sections after each step.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomInteractionsKeepTheViewTheTreeAndTheModelInStep(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let fixture = try Fixture()
        var model = [["p0", "p1", "p2"], ["f0", "f1", "locked f2", "f3"]]
        var selected: [String] = []
        var next = 0
        for step in 0..<300 {
            let section = Int.random(in: 0...1, using: &random)
            let count = model[section].count
            let item = Int.random(in: 0...max(count, 1), using: &random)   // sometimes out of range
            let indexPath = IndexPath(item: item, section: section)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let tapped = fixture.view.tapItem(at: indexPath)
                let expected = item < count && (section == 0 || !model[section][item].hasPrefix("locked"))
                #expect(tapped == expected, "step \(step): tap \(indexPath)")
                if section == 1 && item < count && expected { selected.append(model[1][item]) }
            case 1:
                let deleted = fixture.view.commitEditing(.delete, at: indexPath)
                #expect(deleted == (section == 1 && item < count), "step \(step): delete \(indexPath)")
                if deleted { model[1].remove(at: item) }
            case 2:
                let target = Int.random(in: 0..<max(count, 1), using: &random)
                let landed = fixture.view.dragItem(from: indexPath, to: IndexPath(item: target, section: Int.random(in: 0...1, using: &random)))
                if section == 1 && item < count {
                    let destination = try #require(landed, "step \(step): drag \(indexPath)")
                    #expect(destination.section == 1)
                    model[1].insert(model[1].remove(at: item), at: destination.item)
                } else {
                    #expect(landed == nil, "step \(step): drag \(indexPath)")
                }
            case 3:
                next += 1
                _ = fixture.favourites.storage.append("n\(next)")
                model[1].append("n\(next)")
            default:
                next += 1
                _ = try? fixture.plain.insert("q\(next)", at: min(item, count))
                model[0].insert("q\(next)", at: min(item, count))
            }
            await fixture.settle()
            #expect(fixture.shownTexts == model, "step \(step)")
            #expect(fixture.favourites.storage.items == model[1], "step \(step)")
        }
        #expect(fixture.favourites.selected == selected)
        #expect(fixture.view.violations.isEmpty && fixture.view.verifyMatchesDataSource().isEmpty)
    }
}

@Suite("Adapter after a section tree: no row offers a delete or a move nothing would commit")
@MainActor
struct AdapterAfterSectionTreeTests {
    @Test func rowsShownAfterATreeAreNeitherEditableNorMovable() async throws {
        let fixture = try AdapterSectionBehaviorTests.Fixture()
        #expect(fixture.view.commitEditing(.delete, at: IndexPath(item: 0, section: 1)), "the tree's editable section")
        await fixture.settle()
        // The same rows, as a snapshot the adapter no longer follows the tree for.
        fixture.adapter.apply(fixture.tree.snapshot, animated: false)
        fixture.view.layoutIfNeeded()
        #expect(!fixture.view.commitEditing(.delete, at: IndexPath(item: 0, section: 1)), "nothing would commit it")
        #expect(fixture.view.dragItem(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 1)) == nil)
        #expect(fixture.favourites.storage.items == ["f1", "locked f2", "f3"])
        #expect(fixture.view.violations.isEmpty && fixture.view.verifyMatchesDataSource().isEmpty)

        // A handler of the user's takes moves again.
        var moves: [IndexPath] = []
        fixture.adapter.registry.on(.move, forModel: String.self) { _, _, destination in moves.append(destination) }
        #expect(fixture.view.dragItem(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 1)) != nil)
        #expect(moves == [IndexPath(item: 1, section: 1)])
    }
}
