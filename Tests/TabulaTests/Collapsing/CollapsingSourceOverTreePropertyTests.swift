import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A section of a random tree as the folding model knows it: a section
/// composable (no key), or one section key of a list controller's provider.
struct TreeSectionRef: Hashable {
    let owner: ObjectIdentifier
    let key: Int??
}

extension ModelNode {
    /// The shown sections, in order: parallel to ``flatten(into:)``.
    func sectionRefs(into result: inout [TreeSectionRef]) {
        switch kind {
        case .composed: for child in children { child.sectionRefs(into: &result) }
        case .segmented: if let selected { children[selected].sectionRefs(into: &result) }
        case .controller:
            for section in listModel?.expected.sections ?? [] {
                result.append(TreeSectionRef(owner: ObjectIdentifier(composable), key: .some(section.id)))
            }
        case .outline, .array, .single, .diffable: result.append(TreeSectionRef(owner: ObjectIdentifier(composable), key: nil))
        }
    }
}

/// A ``CollapsingSource`` over random trees: collapsing steps, data changes,
/// batches and thrown batches on the wrapper (which joins the tree), every
/// update replayed through a strict headless view and checked against a
/// model that folds by section.
@Suite("Collapsing source over random section trees, checked through the headless list view")
@MainActor
struct CollapsingSourceOverTreePropertyTests {
    /// The random trees and their data changes.
    let trees = CompositionPropertyTests()

    func shownRefs(_ model: ModelNode) -> [TreeSectionRef] {
        var refs: [TreeSectionRef] = []
        model.sectionRefs(into: &refs)
        return refs
    }

    /// One random collapsing operation, on the wrapper and the model alike,
    /// naming a section by the identifier it has in the tree now.
    func collapseStep(_ sections: CollapsingSource<SectionTree>, _ model: ModelNode, _ folding: inout FoldingModel<TreeSectionRef>,
                      _ rng: inout SplitMix64) throws -> String {
        let refs = shownRefs(model)
        let ids = sections.base.contentSnapshot.sectionIdentifiers
        #expect(ids.count == refs.count)
        let section = Int.random(in: 0...refs.count, using: &rng)
        let valid = refs.indices.contains(section) && ids.indices.contains(section)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1, 2:
            guard valid else { return "nothing" }
            sections.collapseSection(withID: ids[section])
            folding.collapse(refs[section])
            return "collapse \(section)"
        case 3, 4, 5:
            guard valid else { return "nothing" }
            sections.expandSection(withID: ids[section])
            folding.expand(refs[section])
            return "expand \(section)"
        case 6, 7, 8:
            guard valid else { return "nothing" }
            let collapsed = sections.toggleSection(withID: ids[section])
            if folding.isCollapsed(refs[section]) { folding.expand(refs[section]) } else { folding.collapse(refs[section]) }
            #expect(collapsed == folding.isCollapsed(refs[section]))
            return "toggle \(section)"
        case 9:
            sections.collapseAllSections()
            folding.collapseAll(present: refs)
            return "collapse all"
        case 10:
            sections.expandAllSections()
            folding.expandAll(present: refs)
            return "expand all"
        default:
            let isOn = Int.random(in: 0..<3, using: &rng) > 0
            sections.setExpandsOneSectionAtATime(isOn)
            folding.setOneAtATime(isOn, present: refs)
            return "one at a time \(isOn)"
        }
    }

    /// A controller section that went away took its state along: it comes
    /// back as a new section, expanded (unless one at a time).
    func forgetGoneControllerSections(_ model: ModelNode, _ folding: inout FoldingModel<TreeSectionRef>) {
        var nodes: [ModelNode] = []
        model.all(into: &nodes)
        for node in nodes {
            guard case .controller = node.kind else { continue }
            let owner = ObjectIdentifier(node.composable)
            let present = Set((node.listModel?.expected.sections ?? []).map(\.id))
            folding.collapsed = folding.collapsed.filter { ref in
                ref.owner != owner || ref.key.map { present.contains($0) } ?? true
            }
            if let expanded = folding.expanded, expanded.owner == owner, let key = expanded.key, !present.contains(key) {
                folding.expanded = nil
            }
        }
    }

    func check(_ sections: CollapsingSource<SectionTree>, _ model: ModelNode, _ folding: FoldingModel<TreeSectionRef>,
               _ harness: TreeViewHarness, context: String) -> Bool {
        let tree = sections.base
        var flattened: [(ObjectIdentifier, [AnyHashable])] = []
        model.flatten(into: &flattened)
        let refs = shownRefs(model)
        let expected = zip(flattened, refs).map { folding.isCollapsed($1) ? [] : $0.1 }
        var ok = refs.count == flattened.count
        ok = ok && harness.problems.isEmpty
        ok = ok && harness.shownValues == expected
        ok = ok && values(of: sections.snapshot) == expected
        // The tree itself folds nothing.
        ok = ok && values(of: tree.snapshot) == flattened.map(\.1)
        ok = ok && tree.snapshot.sections.map { $0.model.owner.map { ObjectIdentifier($0) } } == flattened.map(\.0)
        ok = ok && sections.snapshot.sectionIdentifiers == tree.snapshot.sectionIdentifiers
        let ids = tree.snapshot.sectionIdentifiers
        ok = ok && ids.indices.map { sections.isSectionCollapsed(withID: ids[$0]) } == refs.map(folding.isCollapsed)
        ok = ok && sections.collapsedSectionIDs == ids.indices.filter { folding.isCollapsed(refs[$0]) }.map { ids[$0] }
        ok = ok && sections.expandsOneSectionAtATime == folding.oneAtATime
        ok = ok && sections.hasCollapsedItems == zip(flattened, expected).contains { $0.1.count > $1.count }
        #expect(ok, "\(context)\nproblems \(harness.problems)\nexpected \(expected)\nshown \(harness.shownValues)\nwrapper \(values(of: sections.snapshot))")
        return ok
    }

    /// A batch's operations: collapsing first, then data changes. Inside a
    /// batch a list controller publishes only when the batch ends, so its
    /// sections as the tree sees them lag its model until then, and a
    /// global index taken from the model would name another section.
    func batchSteps(_ sections: CollapsingSource<SectionTree>, _ model: ModelNode, _ folding: inout FoldingModel<TreeSectionRef>,
                    _ rng: inout SplitMix64, _ nextValue: inout Int, _ log: inout [String]) throws {
        for _ in 0..<Int.random(in: 0...3, using: &rng) { log.append(try collapseStep(sections, model, &folding, &rng)) }
        for _ in 0..<Int.random(in: 1...3, using: &rng) { log.append(trees.mutate(model, &rng, nextValue: &nextValue)) }
    }

    @Test(arguments: 0..<6)
    func randomCollapsingAndDataChanges(batch: Int) throws {
        var steps = 0, collapses = 0
        for seed in UInt64(1_000 + batch * 100)..<UInt64(1_000 + batch * 100 + 25) {
            var rng = SplitMix64(seed: seed)
            var nextValue = 0
            let model = ModelNode(.composed(ComposedSectionProvider()))
            guard case let .composed(root) = model.kind else { return }
            for _ in 0..<4 {
                let child = trees.makeSubtree(&rng, depth: 2)
                try root.append(child.composable)
                model.children.append(child)
            }
            let tree = try SectionTree(root: model.composable, contentUpdates: seed % 2 == 0 ? .reload : .reconfigure)
            let harness = TreeViewHarness(tree, collapsing: true)
            let sections = harness.w
            var folding = FoldingModel<TreeSectionRef>()
            guard check(sections, model, folding, harness, context: "seed \(seed) start") else { return }
            for step in 0..<70 {
                var log: [String] = []
                let delivered = harness.updates.count
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    log.append(try collapseStep(sections, model, &folding, &rng))
                    collapses += 1
                    #expect(harness.updates.count <= delivered + 1)
                    if harness.updates.count == delivered + 1, let update = harness.updates.last {
                        // Written down, not diffed: one batch of item deletes and inserts.
                        #expect(update.stagedChangeset.stages.count == 1)
                        let batch = update.stagedChangeset.stages.first?.batch
                        #expect(batch?.sectionInserts.isEmpty == true && batch?.sectionDeletes.isEmpty == true
                                && batch?.itemReloads.isEmpty == true && batch?.itemMoves.isEmpty == true, "seed \(seed) step \(step): \(log)")
                    }
                case 4..<8:
                    log.append(trees.mutate(model, &rng, nextValue: &nextValue))
                case 8:
                    try sections.performBatchUpdates {
                        try batchSteps(sections, model, &folding, &rng, &nextValue, &log)
                    }
                default:
                    let saved = model.copy(), savedFolding = folding
                    let before = sections.snapshot
                    #expect(throws: Abandoned.self) {
                        try sections.performBatchUpdates {
                            try batchSteps(sections, model, &folding, &rng, &nextValue, &log)
                            throw Abandoned()
                        }
                    }
                    model.restore(from: saved)
                    folding = savedFolding
                    log.append("thrown")
                    #expect(harness.updates.count == delivered && sections.snapshot == before, "seed \(seed) step \(step): a thrown batch delivers nothing")
                }
                forgetGoneControllerSections(model, &folding)
                steps += log.count
                guard check(sections, model, folding, harness, context: "seed \(seed) step \(step): \(log)") else { return }
            }
        }
        #expect(steps > 2_000 && collapses > 500)
        ControllerObservers.tokens.removeAll()
    }
}
