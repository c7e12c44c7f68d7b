import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// An independent model of a tree: what each section holds and which children
/// each provider shows, kept by the test beside the real objects.
@MainActor
final class ModelNode {
    enum Kind {
        case array(ArraySection<Int>)
        case single(SingleItemSection<Int>)
        case diffable(DiffableSection<CompThing>)
        case composed(ComposedSectionProvider)
        case segmented(SegmentedSectionProvider)
        case controller(LiveSourceSectionProvider<ListController<Row, Int>>)
        case outline(LiveSourceSectionProvider<LiveOutline<String, Int, Int>>)
    }

    let kind: Kind
    var values: [AnyHashable] = []
    var children: [ModelNode] = []
    var selected: Int?
    /// For a controller: the naive model of what it shows.
    var listModel: ListModel?
    /// For an outline: the naive model of its items and expansion.
    var outlineModel = NaiveOutline()

    init(_ kind: Kind) { self.kind = kind }

    /// A copy of the model subtree (the same composables), to go back to after a
    /// transaction that throws.
    func copy() -> ModelNode {
        let node = ModelNode(kind)
        node.values = values
        node.children = children.map { $0.copy() }
        node.selected = selected
        node.listModel = listModel
        node.outlineModel = outlineModel
        return node
    }

    /// Makes this node's state the copy's again, in place.
    func restore(from copy: ModelNode) {
        values = copy.values
        children = copy.children
        selected = copy.selected
        listModel = copy.listModel
        outlineModel = copy.outlineModel
    }

    var composable: any Composable {
        switch kind {
        case let .array(x): return x
        case let .single(x): return x
        case let .diffable(x): return x
        case let .composed(x): return x
        case let .segmented(x): return x
        case let .controller(x): return x
        case let .outline(x): return x
        }
    }

    var isProvider: Bool {
        switch kind {
        case .composed, .segmented, .controller, .outline: return true
        default: return false
        }
    }

    /// The shown sections: owner and values.
    func flatten(into result: inout [(ObjectIdentifier, [AnyHashable])]) {
        switch kind {
        case .composed: for child in children { child.flatten(into: &result) }
        case .segmented: if let selected { children[selected].flatten(into: &result) }
        case .controller:
            for section in listModel?.expected.sections ?? [] {
                result.append((ObjectIdentifier(composable), section.items.map { AnyHashable("\($0)") }))
            }
        case .outline: result.append((ObjectIdentifier(composable), outlineModel.shownValues))
        default: result.append((ObjectIdentifier(composable), values))
        }
    }

    /// Every node of the subtree, hidden ones included.
    func all(into result: inout [ModelNode]) {
        result.append(self)
        for child in children { child.all(into: &result) }
    }
}

/// Identifiers for rows of controllers in random trees: unique in a run.
@MainActor
enum RowIDs {
    static var next = 0
}

/// Identifiers for items of outlines in random trees: unique in a run.
@MainActor
enum OutlineIDs {
    static var next = 0
}

/// Extra observers of controllers in random trees, added and cancelled at random.
@MainActor
enum ControllerObservers {
    static var tokens: [ObservationToken] = []
    static var calls = 0
}

/// The error an abandoned random batch throws.
struct Abandoned: Error {}

@Suite("Composition: random trees, checked through the headless list view")
@MainActor
struct CompositionPropertyTests {
    /// A random new subtree of depth at most `depth`.
    func makeSubtree(_ rng: inout SplitMix64, depth: Int) -> ModelNode {
        let roll = Int.random(in: 0..<10, using: &rng)
        if depth > 0 && roll < 3 {
            let children = (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeSubtree(&rng, depth: depth - 1) }
            if roll == 0 {
                let selected: Int? = children.isEmpty ? nil : Int.random(in: 0..<children.count, using: &rng)
                let node = ModelNode(.segmented(SegmentedSectionProvider(children.map(\.composable), selectedIndex: selected)))
                node.children = children
                node.selected = selected
                return node
            }
            let node = ModelNode(.composed(ComposedSectionProvider(children.map(\.composable))))
            node.children = children
            return node
        }
        if roll == 8 && Bool.random(using: &rng) {
            var model = NaiveOutline()
            model.roots = NaiveOutline.randomForest(size: Int.random(in: 0...8, using: &rng), next: &OutlineIDs.next, rng: &rng)
            for id in model.allIDs where Bool.random(using: &rng) { model.expanded.insert(id) }
            guard let outline = try? Outline(NaiveOutline.elements(model.roots), expanded: model.expanded) else { return ModelNode(.array(ArraySection())) }
            let node = ModelNode(.outline(LiveOutline(sectionID: "outline", outline: outline).makeSectionProvider()))
            node.outlineModel = model
            return node
        }
        if roll == 9 {
            let setup = ControllerSetup(sorted: Bool.random(using: &rng), filtered: Bool.random(using: &rng),
                                        sectioned: Bool.random(using: &rng), keepsEmptySections: Bool.random(using: &rng),
                                        style: Bool.random(using: &rng) ? .reload : .reconfigure)
            let controller = RowController(configuration: setup.configuration)
            var model = ListModel(setup: setup)
            let rows = (0..<Int.random(in: 0...6, using: &rng)).map { _ in randomRow(&rng) }
            try? controller.fetch(rows)
            model.load(rows)
            let node = ModelNode(.controller(LiveSourceSectionProvider(controller)))
            node.listModel = model
            return node
        }
        switch roll % 3 {
        case 0:
            let values = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0..<6, using: &rng) }
            let node = ModelNode(.array(ArraySection(values)))
            node.values = values
            return node
        case 1:
            let value: Int? = Bool.random(using: &rng) ? Int.random(in: 0..<3, using: &rng) : nil
            let node = ModelNode(.single(SingleItemSection(value)))
            node.values = value.map { [$0] } ?? []
            return node
        default:
            let things = randomThings(&rng)
            let node = ModelNode(.diffable(DiffableSection(things)))
            node.values = things
            return node
        }
    }

    /// A row with a fresh identifier (identifiers never repeat in a run).
    func randomRow(_ rng: inout SplitMix64) -> Row {
        RowIDs.next += 1
        return Row(id: RowIDs.next, group: Int.random(in: 0..<4, using: &rng), rank: Int.random(in: 0..<6, using: &rng),
                   text: Int.random(in: 0..<3, using: &rng), excluded: Int.random(in: 0..<5, using: &rng) == 0)
    }

    /// One random operation on a list controller in the tree, or on its observers.
    func mutateController(_ node: ModelNode, _ provider: LiveSourceSectionProvider<ListController<Row, Int>>, _ rng: inout SplitMix64) -> String {
        let controller = provider.source
        guard var model = node.listModel else { return "nothing" }
        defer { node.listModel = model }
        let ids = model.order
        switch Int.random(in: 0..<9, using: &rng) {
        case 0, 1:
            let row = randomRow(&rng)
            try? controller.insert(row)
            model.insert(row)
            return "controller insert"
        case 2:
            guard let id = ids.randomElement(using: &rng) else { return "nothing" }
            _ = try? controller.removeItem(withID: id)
            model.remove(id)
            return "controller remove"
        case 3, 4:
            guard let id = ids.randomElement(using: &rng), var row = model.items[id] else { return "nothing" }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: row.text += 1
            case 1: row.group = Int.random(in: 0..<4, using: &rng)
            case 2: row.rank = Int.random(in: 0..<6, using: &rng)
            default: row.excluded.toggle()
            }
            try? controller.update(with: row)
            model.update(row)
            return "controller update"
        case 5:
            // A silent load, some rows kept with new content.
            var rows = ids.prefix(Int.random(in: 0...ids.count, using: &rng)).compactMap { model.items[$0] }
            for k in rows.indices where Bool.random(using: &rng) { rows[k].text += 1 }
            rows += (0..<Int.random(in: 0...3, using: &rng)).map { _ in randomRow(&rng) }
            rows.shuffle(using: &rng)
            try? controller.fetch(rows)
            model.load(rows)
            return "controller fetch"
        case 6:
            var rows = ids.compactMap { model.items[$0] }.filter { _ in Bool.random(using: &rng) }
            for k in rows.indices where Bool.random(using: &rng) { rows[k].text += 1 }
            rows += (0..<Int.random(in: 0...3, using: &rng)).map { _ in randomRow(&rng) }
            try? controller.replace(with: rows)
            model.replace(rows)
            return "controller replace"
        case 7:
            // Observers come and go; none of them can disconnect the tree.
            if ControllerObservers.tokens.isEmpty || Bool.random(using: &rng) {
                ControllerObservers.tokens.append(controller.observe { _ in ControllerObservers.calls += 1 })
            } else {
                ControllerObservers.tokens.removeFirst().cancel()
            }
            return "observer"
        default:
            controller.onUpdate = Bool.random(using: &rng) ? { _ in ControllerObservers.calls += 1 } : nil
            return "onUpdate"
        }
    }

    func randomThings(_ rng: inout SplitMix64) -> [CompThing] {
        (0..<Int.random(in: 0...5, using: &rng)).map { _ in CompThing(id: Int.random(in: 0..<7, using: &rng), value: Int.random(in: 0..<2, using: &rng)) }
    }

    /// One random operation on a random node; returns a description.
    func mutate(_ root: ModelNode, _ rng: inout SplitMix64, nextValue: inout Int) -> String {
        var nodes: [ModelNode] = []
        root.all(into: &nodes)
        let node = nodes[Int.random(in: 0..<nodes.count, using: &rng)]
        switch node.kind {
        case let .array(section):
            let count = node.values.count
            switch Int.random(in: 0..<9, using: &rng) {
            case 0:
                let value = Int.random(in: 0..<6, using: &rng)
                section.append(value); node.values.append(value)
                return "append"
            case 1:
                let values = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0..<6, using: &rng) }
                let index = Int.random(in: 0...count, using: &rng)
                let change = try? section.insert(contentsOf: values, at: index)
                #expect(change == .inserted(IndexSet(integersIn: index..<(index + values.count))))
                node.values.insert(contentsOf: values.map(AnyHashable.init), at: index)
                return "insert contents"
            case 2:
                let index = Int.random(in: -1...(count + 1), using: &rng)
                do {
                    try section.remove(at: index)
                    node.values.remove(at: index)
                    return "remove"
                } catch {
                    #expect(!(0..<count).contains(index))
                    return "bad remove"
                }
            case 3:
                let threshold = Int.random(in: 0..<6, using: &rng)
                section.removeAll { $0 > threshold }
                node.values.removeAll { ($0 as? Int ?? 0) > threshold }
                return "remove where"
            case 4:
                guard count > 0 else { return "nothing" }
                let index = Int.random(in: 0..<count, using: &rng), value = Int.random(in: 0..<6, using: &rng)
                section[index] = value; node.values[index] = value
                return "update"
            case 5:
                guard count > 0 else { return "nothing" }
                let from = Int.random(in: 0..<count, using: &rng), to = Int.random(in: 0..<count, using: &rng)
                _ = try? section.move(from: from, to: to)
                node.values.insert(node.values.remove(at: from), at: to)
                return "move"
            case 6:
                let values = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0..<6, using: &rng) }
                section.replace(with: values); node.values = values
                return "replace"
            case 7:
                section.removeAll(); node.values = []
                return "remove all"
            default:
                let value = Int.random(in: 0..<6, using: &rng)
                let index = Int.random(in: 0...count, using: &rng)
                _ = try? section.insert(value, at: index); node.values.insert(value, at: index)
                return "insert"
            }
        case let .single(section):
            let value: Int? = Int.random(in: 0..<3, using: &rng) == 0 ? nil : Int.random(in: 0..<3, using: &rng)
            section.item = value
            node.values = value.map { [$0] } ?? []
            return "single"
        case let .diffable(section):
            var things = randomThings(&rng)
            if Bool.random(using: &rng) { things = (node.values.compactMap { $0.base as? CompThing } + things).shuffled(using: &rng) }
            section.replace(with: things)
            node.values = things
            return "diffable replace"
        case let .controller(provider):
            return mutateController(node, provider, &rng)
        case let .outline(provider):
            do {
                return try RandomOutlineOperation(oneSibling: false, collapsesDescendants: false)
                    .perform(on: provider.source, model: &node.outlineModel, next: &OutlineIDs.next, rng: &rng, label: "outline in a tree")
            } catch {
                Issue.record("outline operation failed: \(error)")
                return "outline error"
            }
        case let .composed(provider):
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                let child = makeSubtree(&rng, depth: 2)
                let index = Int.random(in: 0...node.children.count, using: &rng)
                try? provider.insert(child.composable, at: index)
                node.children.insert(child, at: index)
                return "insert child"
            case 2:
                guard let sibling = node.children.randomElement(using: &rng) else { return "nothing" }
                let child = makeSubtree(&rng, depth: 1)
                let index = node.children.firstIndex { $0 === sibling } ?? 0
                if Bool.random(using: &rng) {
                    try? provider.insert(child.composable, after: sibling.composable)
                    node.children.insert(child, at: index + 1)
                } else {
                    try? provider.insert(child.composable, before: sibling.composable)
                    node.children.insert(child, at: index)
                }
                return "insert beside"
            case 3, 4:
                guard !node.children.isEmpty else { return "nothing" }
                let index = Int.random(in: 0..<node.children.count, using: &rng)
                try? provider.remove(node.children[index].composable)
                node.children.remove(at: index)
                return "remove child"
            default:
                // Bad input: a child that is not there, an index out of range.
                #expect(throws: CompositionError.self) { try provider.remove(ArraySection<Int>()) }
                #expect(throws: CompositionError.self) { try provider.remove(at: node.children.count) }
                return "bad child"
            }
        case let .segmented(provider):
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1:
                let index = Int.random(in: -1...node.children.count, using: &rng)
                do {
                    try provider.select(index)
                    node.selected = index
                    return "select"
                } catch {
                    #expect(!(0..<node.children.count).contains(index))
                    return "bad select"
                }
            case 2:
                let child = makeSubtree(&rng, depth: 1)
                try? provider.append(child.composable)
                node.children.append(child)
                if node.selected == nil && node.children.count == 1 { node.selected = 0 }
                return "segment append"
            case 3:
                guard !node.children.isEmpty else { return "nothing" }
                let index = Int.random(in: 0..<node.children.count, using: &rng)
                _ = try? provider.remove(at: index)
                node.children.remove(at: index)
                if let selected = node.selected {
                    if selected == index { node.selected = node.children.isEmpty ? nil : max(index - 1, 0) }
                    else if selected > index { node.selected = selected - 1 }
                }
                return "segment remove"
            default:
                provider.selectClamped(Int.random(in: -2...5, using: &rng))
                let count = node.children.count
                if count > 0 { node.selected = provider.selectedIndex }
                return "select clamped"
            }
        }
    }

    func check(_ tree: SectionTree, _ model: ModelNode, _ harness: TreeViewHarness, _ rng: inout SplitMix64, context: String) -> Bool {
        var expected: [(ObjectIdentifier, [AnyHashable])] = []
        model.flatten(into: &expected)
        let owners = tree.snapshot.sections.map { $0.model.owner.map { ObjectIdentifier($0) } }
        var ok = true
        ok = ok && owners == expected.map(\.0)
        ok = ok && values(of: tree.snapshot) == expected.map(\.1)
        ok = ok && values(of: tree.contentSnapshot) == expected.map(\.1)
        ok = ok && harness.problems.isEmpty
        ok = ok && harness.shownValues == expected.map(\.1)
        ok = ok && harness.view.sectionIDs == tree.snapshot.sectionIdentifiers.map(AnyHashable.init)
        // Mapping, both ways, on a few random sections.
        if !expected.isEmpty {
            for _ in 0..<3 {
                let g = Int.random(in: 0..<expected.count, using: &rng)
                guard let owner = tree.location(ofSection: g)?.owner else { ok = false; break }
                ok = ok && ObjectIdentifier(owner) == expected[g].0
                ok = ok && tree.globalSection(of: owner) == expected.firstIndex { $0.0 == ObjectIdentifier(owner) }
            }
        }
        #expect(ok, "\(context)\nproblems \(harness.problems)\nexpected \(expected.map(\.1))\nshown \(harness.shownValues)\ntree \(values(of: tree.snapshot))")
        return ok
    }

    @Test(arguments: 0..<8)
    func randomMutationsKeepTheViewEqualToTheTree(batch: Int) throws {
        var steps = 0
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 25) {
            var rng = SplitMix64(seed: seed)
            var nextValue = 0
            let model = ModelNode(.composed(ComposedSectionProvider()))
            for _ in 0..<3 { 
                let child = makeSubtree(&rng, depth: 3)
                guard case let .composed(root) = model.kind else { return }
                try root.append(child.composable)
                model.children.append(child)
            }
            let tree = try SectionTree(root: model.composable, contentUpdates: seed % 2 == 0 ? .reload : .reconfigure)
            let harness = TreeViewHarness(tree)
            guard check(tree, model, harness, &rng, context: "seed \(seed) start") else { return }
            for step in 0..<60 {
                var log: [String] = []
                let roll = Int.random(in: 0..<8, using: &rng)
                if roll < 2 {
                    tree.performBatchUpdates {
                        for _ in 0..<Int.random(in: 2...6, using: &rng) { log.append(mutate(model, &rng, nextValue: &nextValue)) }
                    }
                } else if roll == 2 {
                    // An atomic batch that throws: everything goes back, nothing is delivered.
                    let saved = model.copy()
                    let delivered = harness.updates.count
                    let before = tree.snapshot
                    #expect(throws: Abandoned.self) {
                        try tree.performBatchUpdates {
                            for _ in 0..<Int.random(in: 1...5, using: &rng) { log.append(mutate(model, &rng, nextValue: &nextValue)) }
                            throw Abandoned()
                        }
                    }
                    model.restore(from: saved)
                    log.append("thrown")
                    #expect(harness.updates.count == delivered && tree.snapshot == before, "seed \(seed) step \(step): a thrown batch delivers nothing")
                } else {
                    log.append(mutate(model, &rng, nextValue: &nextValue))
                }
                steps += log.count
                guard check(tree, model, harness, &rng, context: "seed \(seed) step \(step): \(log)") else { return }
            }
            for update in harness.updates { #expect(update.stagedChangeset.stages.count <= 3) }
        }
        #expect(steps > 1_500)
        ControllerObservers.tokens.removeAll()
    }
}
