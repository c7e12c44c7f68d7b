import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A flat list of words, for the empty state in a tree.
struct Word: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
}

@Suite("Any live source in a tree: an empty state, random operations against a model")
@MainActor
struct LiveSourceSectionProviderTests {
    /// The empty state: one item in the one section a flat
    /// controller has.
    let emptyState = ListSnapshot<Word, Never>(sections: [
        .init(id: nil, model: nil, items: [Word(id: -1, text: "nothing yet")], itemID: \.id),
    ])

    /// Random inserts, removals, updates and tree batches (some atomic and
    /// throwing) on a controller shown through an empty state, next to a
    /// banner: after each step the tree, and the view that applied every
    /// update, show the banner and the words, or the empty state while
    /// there are none.
    @Test(arguments: [UInt64(1), 2, 3])
    func anEmptyStateSitsInATree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let words = FlatListController<Word>(itemOrder: .by(.ascending(\.text)))
        let banner = ArraySection<String>(["banner"])
        let tree = try SectionTree(root: ComposedSectionProvider([banner, words.withEmptyState(emptyState).makeSectionProvider()]))
        let harness = TreeViewHarness(tree)
        var model: [Int: String] = [:]
        var next = 0
        func expected() -> [[AnyHashable]] {
            // The harness shows values it does not know by their description.
            let shown = model.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { anyHashable(Word(id: $0.key, text: $0.value)) }
            return [["banner"], shown.isEmpty ? [anyHashable(Word(id: -1, text: "nothing yet"))] : shown]
        }
        #expect(values(of: tree.snapshot) == expected())
        for step in 0..<200 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                next += 1
                let word = Word(id: next, text: "w\(Int.random(in: 0..<30, using: &random))")
                try words.insert(word)
                model[word.id] = word.text
            case 2:
                if let id = model.keys.randomElement(using: &random) {
                    try words.removeItem(withID: id)
                    model[id] = nil
                }
            case 3:
                if let id = model.keys.randomElement(using: &random) {
                    let text = "u\(Int.random(in: 0..<30, using: &random))"
                    try words.updateItem(withID: id) { $0.text = text }
                    model[id] = text
                }
            default:
                // A tree batch joins the controller's transaction; an atomic
                // one that throws changes nothing.
                let fails = Bool.random(using: &random)
                let ids = Array(model.keys.prefix(2))
                do {
                    try tree.performBatchUpdates {
                        for id in ids { try words.removeItem(withID: id) }
                        next += 1
                        try words.insert(Word(id: next, text: "b\(next % 30)"))
                        if fails { throw CompositionError.indexPathOutOfRange(IndexPath(item: -1, section: -1)) }
                    }
                    for id in ids { model[id] = nil }
                    model[next] = "b\(next % 30)"
                } catch {
                    #expect(fails, "step \(step): \(error)")
                }
            }
            #expect(values(of: tree.snapshot) == expected(), "step \(step)")
            #expect(harness.shownValues == expected(), "step \(step)")
            #expect(harness.problems.isEmpty, "step \(step): \(harness.problems)")
        }
    }
}
