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

@Suite("Composition: collapsible sections of random trees, checked through the headless list view")
@MainActor
struct CompositionCollapsingPropertyTests {
    /// The random trees and their data changes.
    let trees = CompositionPropertyTests()

    func shownRefs(_ model: ModelNode) -> [TreeSectionRef] {
        var refs: [TreeSectionRef] = []
        model.sectionRefs(into: &refs)
        return refs
    }

    /// One random collapsing operation, on the tree and the model alike.
    func collapseStep(_ tree: SectionTree, _ model: ModelNode, _ folding: inout FoldingModel<TreeSectionRef>,
                      _ rng: inout SplitMix64) throws -> String {
        let refs = shownRefs(model)
        let section = Int.random(in: -1...refs.count, using: &rng)
        let valid = refs.indices.contains(section)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1, 2:
            guard valid else {
                #expect(throws: CompositionError.sectionOutOfRange(section: section, count: refs.count)) { try tree.collapseSection(at: section) }
                return "bad collapse"
            }
            try tree.collapseSection(at: section)
            folding.collapse(refs[section])
            return "collapse \(section)"
        case 3, 4, 5:
            guard valid else {
                #expect(throws: CompositionError.self) { try tree.expandSection(at: section) }
                return "bad expand"
            }
            try tree.expandSection(at: section)
            folding.expand(refs[section])
            return "expand \(section)"
        case 6, 7, 8:
            guard valid else {
                #expect(throws: CompositionError.self) { try tree.toggleSection(at: section) }
                return "bad toggle"
            }
            let collapsed = try tree.toggleSection(at: section)
            if folding.isCollapsed(refs[section]) { folding.expand(refs[section]) } else { folding.collapse(refs[section]) }
            #expect(collapsed == folding.isCollapsed(refs[section]))
            return "toggle \(section)"
        case 9:
            tree.collapseAllSections()
            folding.collapseAll(present: refs)
            return "collapse all"
        case 10:
            tree.expandAllSections()
            folding.expandAll(present: refs)
            return "expand all"
        default:
            let isOn = Int.random(in: 0..<3, using: &rng) > 0
            tree.setExpandsOneSectionAtATime(isOn)
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

    func check(_ tree: SectionTree, _ model: ModelNode, _ folding: FoldingModel<TreeSectionRef>, _ harness: TreeViewHarness,
               _ rng: inout SplitMix64, context: String) -> Bool {
        var flattened: [(ObjectIdentifier, [AnyHashable])] = []
        model.flatten(into: &flattened)
        let refs = shownRefs(model)
        let expected = zip(flattened, refs).map { folding.isCollapsed($1) ? [] : $0.1 }
        var ok = refs.count == flattened.count
        ok = ok && harness.problems.isEmpty
        ok = ok && harness.shownValues == expected
        ok = ok && values(of: tree.snapshot) == expected
        ok = ok && values(of: tree.contentSnapshot) == expected
        ok = ok && tree.snapshot.sections.map { $0.model.owner.map { ObjectIdentifier($0) } } == flattened.map(\.0)
        ok = ok && tree.expandedSections == IndexSet(refs.indices.filter { !folding.isCollapsed(refs[$0]) })
        ok = ok && tree.expandsOneSectionAtATime == folding.oneAtATime
        if let g = refs.indices.randomElement(using: &rng) {
            ok = ok && tree.isSectionCollapsed(at: g) == folding.isCollapsed(refs[g])
            // Lookups by index path see only what is shown; a section keeps its items.
            let path = IndexPath(item: 0, section: g)
            ok = ok && (tree.item(at: path) != nil) == !expected[g].isEmpty
            ok = ok && (tree.location(of: path) != nil) == !expected[g].isEmpty
            if let section = tree.section(at: g) {
                ok = ok && section.numberOfItems == flattened[g].1.count
                ok = ok && (section.globalIndexPath(forItemAt: 0) != nil) == !expected[g].isEmpty
            }
        }
        ok = ok && tree.isSectionCollapsed(at: refs.count) == nil
        #expect(ok, "\(context)\nproblems \(harness.problems)\nexpected \(expected)\nshown \(harness.shownValues)\ntree \(values(of: tree.snapshot))")
        return ok
    }

    /// A batch's operations: collapsing first, then data changes. Inside a
    /// batch a list controller publishes only when the batch ends, so its
    /// sections as the tree sees them lag its model until then, and a
    /// global index taken from the model would name another section.
    func batchSteps(_ tree: SectionTree, _ model: ModelNode, _ folding: inout FoldingModel<TreeSectionRef>,
                    _ rng: inout SplitMix64, _ nextValue: inout Int, _ log: inout [String]) throws {
        for _ in 0..<Int.random(in: 0...3, using: &rng) { log.append(try collapseStep(tree, model, &folding, &rng)) }
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
            let harness = TreeViewHarness(tree)
            var folding = FoldingModel<TreeSectionRef>()
            guard check(tree, model, folding, harness, &rng, context: "seed \(seed) start") else { return }
            for step in 0..<70 {
                var log: [String] = []
                let delivered = harness.updates.count
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    log.append(try collapseStep(tree, model, &folding, &rng))
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
                    try tree.performBatchUpdates {
                        try batchSteps(tree, model, &folding, &rng, &nextValue, &log)
                    }
                default:
                    let saved = model.copy(), savedFolding = folding
                    let before = tree.snapshot
                    #expect(throws: Abandoned.self) {
                        try tree.performBatchUpdates {
                            try batchSteps(tree, model, &folding, &rng, &nextValue, &log)
                            throw Abandoned()
                        }
                    }
                    model.restore(from: saved)
                    folding = savedFolding
                    log.append("thrown")
                    #expect(harness.updates.count == delivered && tree.snapshot == before, "seed \(seed) step \(step): a thrown batch delivers nothing")
                }
                forgetGoneControllerSections(model, &folding)
                steps += log.count
                guard check(tree, model, folding, harness, &rng, context: "seed \(seed) step \(step): \(log)") else { return }
            }
        }
        #expect(steps > 2_000 && collapses > 500)
        ControllerObservers.tokens.removeAll()
    }
}
