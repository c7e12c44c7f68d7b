import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A tree with an outline between other sections: array sections before it
/// (which come and go, moving the outline's offset) and one after it, with
/// the models the view must match.
@MainActor
final class OutlineInTree {
    typealias Live = LiveOutline<String, Int, Int>
    let outline: Live
    let provider: LiveSourceSectionProvider<LiveOutline<String, Int, Int>>
    let before = ComposedSectionProvider()
    let after: ArraySection<Int>
    let tree: SectionTree
    let harness: TreeViewHarness
    var model: NaiveOutline
    var beforeValues: [[Int]] = []
    var afterValues: [Int]
    /// The outline's own last update, to compare with the tree's.
    var outlineUpdate: Live.Update?
    private var token: ObservationToken?

    init(_ rng: inout SplitMix64, next: inout Int, outlineStyle: ContentUpdateStyle, treeStyle: ContentUpdateStyle) throws {
        model = NaiveOutline()
        model.roots = NaiveOutline.randomForest(size: Int.random(in: 0...30, using: &rng), next: &next, rng: &rng)
        for id in model.allIDs where Int.random(in: 0..<3, using: &rng) == 0 { model.expanded.insert(id) }
        outline = Live(
            sectionID: "outline", outline: try Outline(NaiveOutline.elements(model.roots), expanded: model.expanded),
            contentUpdates: outlineStyle
        )
        provider = outline.makeSectionProvider()
        afterValues = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0..<9, using: &rng) }
        after = ArraySection(afterValues)
        tree = try SectionTree(root: ComposedSectionProvider([before, provider, after]), contentUpdates: treeStyle)
        harness = TreeViewHarness(tree)
        for _ in 0..<Int.random(in: 0...2, using: &rng) { try addSectionBefore(&rng) }
        token = outline.observe { [unowned self] update in self.outlineUpdate = update }
    }

    func addSectionBefore(_ rng: inout SplitMix64) throws {
        let values = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0..<9, using: &rng) }
        let index = Int.random(in: 0...beforeValues.count, using: &rng)
        try before.insert(ArraySection(values), at: index)
        beforeValues.insert(values, at: index)
    }

    /// One random change of the sections around the outline.
    func changeSurroundings(_ rng: inout SplitMix64) throws -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            try addSectionBefore(&rng)
            return "section before added"
        case 1:
            guard !beforeValues.isEmpty else { return "nothing" }
            let index = Int.random(in: 0..<beforeValues.count, using: &rng)
            _ = try before.remove(at: index)
            beforeValues.remove(at: index)
            return "section before removed"
        case 2:
            guard let index = beforeValues.indices.randomElement(using: &rng),
                  let section = before.children[index] as? ArraySection<Int> else { return "nothing" }
            let value = Int.random(in: 0..<9, using: &rng)
            section.append(value)
            beforeValues[index].append(value)
            return "item before appended"
        default:
            let value = Int.random(in: 0..<9, using: &rng)
            let index = Int.random(in: 0...afterValues.count, using: &rng)
            try after.insert(value, at: index)
            afterValues.insert(value, at: index)
            return "item after inserted"
        }
    }

    /// What the view must show: the sections before, the outline's rows, the section after.
    var expected: [[AnyHashable]] {
        beforeValues.map { $0.map(AnyHashable.init) } + [model.shownValues] + [afterValues.map(AnyHashable.init)]
    }

    /// The view passed UIKit's rules, its cells show the current values,
    /// and the tree, the view and the outline all agree with the models.
    func check(_ context: String, _ rng: inout SplitMix64) -> Bool {
        let expected = self.expected
        var ok = harness.problems.isEmpty
        ok = ok && harness.shownValues == expected
        ok = ok && values(of: tree.snapshot) == expected
        ok = ok && outline.snapshot.items.map(\.facts) == model.rows
        ok = ok && provider.globalSectionOffset == beforeValues.count
        // Through the indices: `EnumeratedSequence` is a collection only from Swift 6.2's standard library.
        if let index = model.rows.indices.randomElement(using: &rng) {
            let row = model.rows[index]
            ok = ok && provider.section(at: 0)?.items[index].facts == row
            let location = tree.location(of: IndexPath(item: index, section: beforeValues.count))
            ok = ok && location?.owner === provider && location?.localSection == 0 && location?.index == index
        }
        #expect(ok, "\(context)\nproblems \(harness.problems)\nexpected \(expected)\nshown \(harness.shownValues)")
        return ok
    }
}

@Suite("Composition: a live outline as a section of a tree")
@MainActor
struct LiveOutlineSectionProviderTests {
    @Test("random outline operations between other sections, in batches and atomic batches that throw",
          arguments: [ContentUpdateStyle.reload, .reconfigure])
    func randomSequences(outlineStyle: ContentUpdateStyle) throws {
        var steps = 0, direct = 0
        for seed in 0..<120 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var next = 0
            let treeStyle: ContentUpdateStyle = seed % 3 == 0 ? (outlineStyle == .reload ? .reconfigure : .reload) : outlineStyle
            let world = try OutlineInTree(&rng, next: &next, outlineStyle: outlineStyle, treeStyle: treeStyle)
            let operation = RandomOutlineOperation(oneSibling: seed % 5 == 1, collapsesDescendants: seed % 4 == 2)
            operation.configure(world.outline)
            guard world.check("seed \(seed) start", &rng) else { return }
            for step in 0..<50 {
                let context = "seed \(seed) step \(step) \(outlineStyle)/\(treeStyle)"
                var log: [String] = []
                let delivered = world.harness.updates.count
                world.outlineUpdate = nil
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<6:
                    log.append(try operation.perform(on: world.outline, model: &world.model, next: &next, rng: &rng, label: context))
                    // One outline update outside a batch: the tree delivers the
                    // outline's own batch, moved by the outline's offset.
                    if let own = world.outlineUpdate, own.stagedChangeset.stages.count == 1, treeStyle == outlineStyle,
                       let ownBatch = own.stagedChangeset.stages.first?.batch, let update = world.harness.updates.last,
                       world.harness.updates.count == delivered + 1 {
                        let offset = world.beforeValues.count
                        #expect(update.changeset == SourceReaddressing.shift(own.changeset, by: offset), "\(context): re-addressed changeset")
                        #expect(update.stagedChangeset.stages.map(\.batch) == [SourceReaddressing.shift(ownBatch, by: offset)],
                                "\(context): the outline's batch, re-addressed, not re-diffed")
                        direct += 1
                    }
                case 6, 7:
                    log.append(try world.changeSurroundings(&rng))
                case 8:
                    try world.tree.performBatchUpdates {
                        for _ in 0..<Int.random(in: 2...4, using: &rng) {
                            if Bool.random(using: &rng) {
                                log.append(try operation.perform(on: world.outline, model: &world.model, next: &next, rng: &rng, label: context))
                            } else {
                                log.append(try world.changeSurroundings(&rng))
                            }
                        }
                    }
                    #expect(world.harness.updates.count <= delivered + 1, "\(context): a tree batch is one transaction")
                default:
                    // An atomic batch that throws: the outline goes back with the tree.
                    let (model, beforeValues, afterValues) = (world.model, world.beforeValues, world.afterValues)
                    let (snapshot, outlineSnapshot) = (world.tree.snapshot, world.outline.snapshot)
                    #expect(throws: Abandoned.self) {
                        try world.tree.performBatchUpdates {
                            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                                if Int.random(in: 0..<3, using: &rng) > 0 {
                                    log.append(try operation.perform(on: world.outline, model: &world.model, next: &next, rng: &rng, label: context))
                                } else {
                                    log.append(try world.changeSurroundings(&rng))
                                }
                            }
                            throw Abandoned()
                        }
                    }
                    (world.model, world.beforeValues, world.afterValues) = (model, beforeValues, afterValues)
                    log.append("thrown")
                    #expect(world.harness.updates.count == delivered && world.tree.snapshot == snapshot,
                            "\(context): a thrown batch delivers nothing")
                    #expect(world.outline.snapshot == outlineSnapshot && world.outline.outline.visibleRows.map(\.facts) == model.rows
                            && world.outline.outline.items == model.allIDs && !world.outline.isInTransaction,
                            "\(context): the outline is restored")
                }
                steps += log.count
                guard world.check("\(context): \(log)", &rng) else { return }
            }
        }
        #expect(steps > 5_000)
        #expect(direct > 1_000)
    }

    @Test("expanding a row reloads it, when content changes reload: its disclosure state reaches the cell")
    func disclosureReachesTheCell() throws {
        let outline = LiveOutline(sectionID: "files", outline: try Outline<String, String>([
            .init(id: "src", item: "src", children: .loaded([.init(id: "main", item: "main.swift")])),
        ]), contentUpdates: .reload)
        let tree = try SectionTree(
            root: ComposedSectionProvider([ArraySection(["Recent"]), outline.makeSectionProvider()]), contentUpdates: .reload
        )
        let harness = TreeViewHarness(tree)
        try outline.expand("src")
        let batch = try #require(harness.updates.last?.stagedChangeset.stages.first?.batch)
        #expect(batch.itemInserts == [IndexPath(item: 1, section: 1)])
        #expect(batch.itemReloads == [IndexPath(item: 0, section: 1)])
        #expect(harness.problems.isEmpty)
        #expect((tree.item(at: IndexPath(item: 0, section: 1)) as? OutlineRow<String, String>)?.isExpanded == true)
    }

    @Test("a pause of the outline's own outlasts a tree batch")
    func pauseOutlastsTheBatch() throws {
        let outline = LiveOutline<String, Int, Int>(sectionID: "o", outline: try Outline([
            .init(id: 1, item: 1, children: .loaded([.init(id: 2, item: 2)])),
        ]))
        let tree = try SectionTree(root: ComposedSectionProvider([ArraySection([0]), outline.makeSectionProvider()]))
        let harness = TreeViewHarness(tree)
        outline.pauseUpdates()
        tree.performBatchUpdates { _ = try? outline.expand(1) }
        #expect(outline.isInTransaction && harness.updates.isEmpty && tree.snapshot.sections[1].items.count == 1)
        outline.resumeUpdates()
        #expect(harness.updates.count == 1 && tree.snapshot.sections[1].items.count == 2 && harness.problems.isEmpty)
    }

    @Test("a load of children started inside an atomic tree batch that throws is cancelled with it")
    func loadInAThrownBatch() async throws {
        let outline = LiveOutline<String, Int, Int>(sectionID: "o", outline: try Outline([.init(id: 1, item: 1, children: .notLoaded)]))
        let script = LoadScript()
        outline.childrenProvider = { [script] id in
            try await withCheckedThrowingContinuation { script.calls.append(.init(id: id, continuation: $0)) }
        }
        outline.loadingElement = { id in .init(id: 1_000 + id, item: -1) }
        let tree = try SectionTree(root: ComposedSectionProvider([outline.makeSectionProvider()]))
        let harness = TreeViewHarness(tree)
        #expect(throws: Abandoned.self) {
            try tree.performBatchUpdates {
                try outline.expand(1)
                throw Abandoned()
            }
        }
        #expect(!outline.isLoadingChildren(of: 1) && outline.outline.hasChildrenNotLoaded(1) && !outline.outline.isExpanded(1))
        // The cancelled load's provider still answers: the answer is dropped.
        while script.calls.isEmpty { await Task.yield() }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            outline.loadDidFinish = { done.resume() }
            script.calls[0].continuation.resume(returning: [.init(id: 2, item: 2)])
        }
        outline.loadDidFinish = nil
        #expect(outline.outline.visibleRows.map(\.id) == [1] && outline.outline.hasChildrenNotLoaded(1))
        #expect(harness.updates.isEmpty && tree.numberOfItems == 1)
    }

    @Test("the provider and the outline are released with the tree")
    func noLeak() throws {
        weak var weakOutline: LiveOutline<String, Int, Int>?
        weak var weakProvider: LiveSourceSectionProvider<LiveOutline<String, Int, Int>>?
        do {
            let outline = LiveOutline<String, Int, Int>(sectionID: "o", outline: try Outline([.init(id: 1, item: 1)]))
            let provider = outline.makeSectionProvider()
            let tree = try SectionTree(root: ComposedSectionProvider([provider]))
            try tree.performBatchUpdates { try outline.update { try $0.append([.init(id: 2, item: 2)], to: nil) } }
            #expect(tree.numberOfItems == 2)
            weakOutline = outline
            weakProvider = provider
        }
        #expect(weakOutline == nil && weakProvider == nil)
    }
}
