import Foundation
import Testing
@testable import Tabula

/// `sectionIndexTitles` means the same on every type that has it: one entry
/// per section, in section order, repeats kept and "" for an empty title, so
/// that entry i is section i and UIKit's index maps back by position.
@Suite("Section index titles: one entry per section, on every type")
@MainActor
struct SectionIndexTitleTests {
    /// A section whose header title is fixed.
    final class TitledSection: ListSection, SupplementarySection {
        let storage = ArraySection<Int>([0])
        let title: String
        var compositionNode: CompositionNode { storage.compositionNode }
        var headerModel: (any Sendable)? { title }

        init(_ title: String) { self.title = title }
    }

    /// An item whose section key is its title.
    struct TitledItem: Identifiable, Equatable, Sendable {
        var id: Int
        var title: String
    }

    static let titles = ["Adams", "avery", "", "Baker"]
    static let expected = ["A", "A", "", "B"]

    func makeController() throws -> ListController<TitledItem, String> {
        let controller = ListController(configuration: ListConfiguration<TitledItem, String>(sectionKey: { $0.title }))
        try controller.fetch(Self.titles.enumerated().map { TitledItem(id: $0.offset, title: $0.element) })
        return controller
    }

    func makeTree() throws -> SectionTree {
        try SectionTree(root: ComposedSectionProvider(Self.titles.map(TitledSection.init)))
    }

    @Test func snapshot() {
        let snapshot = Snapshot<String, String, Int, TestItem>(
            sections: Self.titles.map { .init(id: $0, model: $0, items: []) })
        #expect(snapshot.sectionIndexTitles == Self.expected)
        #expect(snapshot.sectionIndexTitles { String($0.prefix(2)) } == ["Ad", "av", "", "Ba"])
        #expect(Snapshot<String, String, Int, TestItem>().sectionIndexTitles.isEmpty)
    }

    @Test func listController() throws {
        let controller = try makeController()
        #expect(controller.sectionTitles == Self.titles)
        #expect(controller.sectionIndexTitles == Self.expected)
        #expect((0..<controller.numberOfSections).map { controller.sectionInfo(at: $0)?.indexTitle } == Self.expected)
        #expect(controller.snapshot.sectionIndexTitles { $0 ?? "" } == Self.titles, "the published snapshot agrees")
    }

    @Test func sectionTree() throws {
        let tree = try makeTree()
        #expect(tree.sectionTitles == Self.titles)
        #expect(tree.sectionIndexTitles == Self.expected)
    }

    @Test func anyLiveSource() throws {
        let controller = try makeController(), tree = try makeTree()
        for source: any AnyLiveSource in [controller, tree] {
            #expect(source.sectionIndexTitles == Self.expected)
            #expect(source.sectionIndexTitles.count == source.numberOfSections)
        }
    }
}
