import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Outline value: random operations against a naive flattening")
struct OutlinePropertyTests {
    typealias IntOutline = Outline<Int, Int>

    /// Compares everything the outline says with the model.
    func check(_ outline: IntOutline, _ model: NaiveOutline, _ context: @autoclosure () -> String, rng: inout SplitMix64) -> Bool {
        let expected = model.rows
        let actual = outline.visibleRows.map(\.facts)
        guard actual == expected else {
            Issue.record("\(context()): rows \(actual) ≠ \(expected)\n\(outline.visualDescription())")
            return false
        }
        #expect(outline.numberOfVisibleItems == expected.count, "\(context())")
        #expect(outline.isPositionIndexValid, "\(context()): positions and sibling sums")
        #expect(outline.items == model.allIDs, "\(context())")
        #expect(outline.count == model.allIDs.count, "\(context())")
        #expect(outline.expandedItems == model.expanded, "\(context())")
        let ids = model.allIDs
        for _ in 0..<3 where !ids.isEmpty {
            let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
            let place = model.place(id)
            #expect(outline.parent(of: id) == place?.parent, "\(context()): parent of \(id)")
            #expect(outline.level(of: id) == place?.level, "\(context()): level of \(id)")
            let index = expected.firstIndex { $0.id == id }
            #expect(outline.isVisible(id) == (index != nil), "\(context()): isVisible(\(id))")
            #expect(outline.visibleIndex(of: id) == index, "\(context()): visibleIndex(of: \(id))")
            #expect(outline.row(for: id)?.facts == index.map { expected[$0] }, "\(context()): row(for: \(id))")
        }
        return true
    }

    @Test("thousands of random operation sequences")
    func randomSequences() throws {
        for seed in 0..<400 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var next = 0
            var model = NaiveOutline()
            model.roots = NaiveOutline.randomForest(size: Int.random(in: 0...40, using: &rng), next: &next, rng: &rng)
            for id in model.allIDs where Bool.random(using: &rng) { model.expanded.insert(id) }
            var outline = try IntOutline(NaiveOutline.elements(model.roots), expanded: model.expanded.union([-5]))
            guard check(outline, model, "seed \(seed) initial", rng: &rng) else { continue }
            for step in 0..<30 {
                let context = "seed \(seed) step \(step)"
                let ids = model.allIDs
                let anyID = ids.isEmpty || Int.random(in: 0..<20, using: &rng) == 0
                    ? next + 1_000 : ids[Int.random(in: 0..<ids.count, using: &rng)]
                let before = model.rows.map(\.id)
                switch Int.random(in: 0..<13, using: &rng) {
                case 0, 1:
                    guard model.find(anyID) != nil else {
                        #expect(throws: OutlineError.unknownIdentifier(String(reflecting: anyID))) { try outline.expand(anyID) }
                        continue
                    }
                    let change = try outline.expand(anyID)
                    let was = model.expanded.contains(anyID)
                    model.expanded.insert(anyID)
                    let after = model.rows.map(\.id)
                    if was {
                        #expect(change == nil, "\(context)")
                    } else if let index = before.firstIndex(of: anyID) {
                        let k = after.count - before.count
                        #expect(change == OutlineVisibleChange(index: index, rows: index + 1 ..< index + 1 + k), "\(context)")
                        var spliced = after
                        spliced.removeSubrange(index + 1 ..< index + 1 + k)
                        #expect(spliced == before, "\(context): expand inserts one contiguous range")
                    } else {
                        #expect(change == OutlineVisibleChange(index: nil, rows: 0..<0), "\(context)")
                    }
                case 2, 3:
                    guard model.find(anyID) != nil else {
                        #expect(throws: OutlineError.self) { try outline.collapse(anyID) }
                        continue
                    }
                    let change = try outline.collapse(anyID)
                    let was = model.expanded.contains(anyID)
                    model.expanded.remove(anyID)
                    let after = model.rows.map(\.id)
                    if !was {
                        #expect(change == nil, "\(context)")
                    } else if let index = before.firstIndex(of: anyID) {
                        let k = before.count - after.count
                        #expect(change == OutlineVisibleChange(index: index, rows: index + 1 ..< index + 1 + k), "\(context)")
                        var spliced = before
                        spliced.removeSubrange(index + 1 ..< index + 1 + k)
                        #expect(spliced == after, "\(context): collapse removes one contiguous range")
                    } else {
                        #expect(change == OutlineVisibleChange(index: nil, rows: 0..<0), "\(context)")
                    }
                case 4:
                    let parent: Int? = Bool.random(using: &rng) || ids.isEmpty ? nil : anyID
                    let new = NaiveOutline.randomForest(size: Int.random(in: 0...5, using: &rng), next: &next, rng: &rng)
                    if let parent, model.find(parent) == nil {
                        #expect(throws: OutlineError.self) { try outline.append(NaiveOutline.elements(new), to: parent) }
                        continue
                    }
                    try outline.append(NaiveOutline.elements(new), to: parent)
                    model.graft(new, into: parent, at: nil)
                case 5:
                    guard let place = model.place(anyID) else { continue }
                    let new = NaiveOutline.randomForest(size: Int.random(in: 1...4, using: &rng), next: &next, rng: &rng)
                    let siblings = place.parent.flatMap { model.find($0)?.children } ?? model.roots
                    let index = siblings.firstIndex { $0.id == anyID } ?? 0
                    if Bool.random(using: &rng) {
                        try outline.insert(NaiveOutline.elements(new), before: anyID)
                        model.graft(new, into: place.parent, at: index)
                    } else {
                        try outline.insert(NaiveOutline.elements(new), after: anyID)
                        model.graft(new, into: place.parent, at: index + 1)
                    }
                case 6:
                    let victims = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                        ids.isEmpty ? 7_777 : ids[Int.random(in: 0..<ids.count, using: &rng)]
                    }
                    outline.delete(victims + [next + 5_000])
                    for victim in victims { model.delete(victim) }
                case 7:
                    // New data over the same identifiers: some dropped, some
                    // new, items changed; expansion survives where ids do.
                    var fresh = next
                    var forest = NaiveOutline.randomForest(size: Int.random(in: 0...30, using: &rng), next: &fresh, rng: &rng)
                    var pool = ids.shuffled(using: &rng)
                    func relabel(_ nodes: inout [NaiveOutline.Node]) {
                        for i in nodes.indices {
                            if let reused = pool.popLast(), Bool.random(using: &rng) { nodes[i].id = reused }
                            nodes[i].item = nodes[i].id * 100 + 1
                            relabel(&nodes[i].children)
                        }
                    }
                    relabel(&forest)
                    next = fresh
                    try outline.replaceItems(with: NaiveOutline.elements(forest))
                    model.roots = forest
                    model.expanded = model.expanded.intersection(model.allIDs)
                case 8:
                    let under: Int? = Bool.random(using: &rng) || ids.isEmpty ? nil : anyID
                    let expand = Bool.random(using: &rng)
                    if let under, model.find(under) == nil {
                        #expect(throws: OutlineError.unknownIdentifier(String(reflecting: under))) { try outline.expandAll(under: under) }
                        continue
                    }
                    if expand {
                        try outline.expandAll(under: under)
                        for id in model.subtreeIDs(under) where model.find(id)?.kind != .leaf { model.expanded.insert(id) }
                    } else {
                        try outline.collapseAll(under: under)
                        model.expanded.subtract(model.subtreeIDs(under))
                    }
                case 9:
                    guard model.find(anyID) != nil else { continue }
                    let new = NaiveOutline.randomForest(size: Int.random(in: 0...6, using: &rng), next: &next, rng: &rng)
                    var replacement = try IntOutline(NaiveOutline.elements(new))
                    let newIDs = new.flatMap { model.subtreeIDsOf($0) }
                    for id in newIDs where Bool.random(using: &rng) { try replacement.expand(id) }
                    // A clash with an item outside the replaced children is refused.
                    if let outside = ids.first(where: { !model.subtreeIDs(anyID).contains($0) || $0 == anyID }) {
                        let clash = try IntOutline([.init(id: outside, item: 0)])
                        let copy = outline
                        #expect(throws: OutlineError.itemAlreadyExists(String(reflecting: outside))) {
                            try outline.replace(childrenOf: anyID, using: clash)
                        }
                        #expect(outline.visibleRows.map(\.facts) == copy.visibleRows.map(\.facts), "\(context)")
                    }
                    try outline.replace(childrenOf: anyID, using: replacement)
                    for old in model.subtreeIDs(anyID) where old != anyID { model.expanded.remove(old) }
                    model.editChildren(of: anyID) { children, kind in
                        children = new
                        if !new.isEmpty || kind == .leaf { kind = .loaded }
                    }
                    model.expanded.formUnion(replacement.expandedItems)
                case 10, 11:
                    guard let node = model.find(anyID), !ids.isEmpty else { continue }
                    let target = ids[Int.random(in: 0..<ids.count, using: &rng)]
                    let inside = model.subtreeIDsOf(node).contains(target)
                    let how = Int.random(in: 0..<3, using: &rng)
                    let toRoots = how == 2 && Bool.random(using: &rng)
                    if target == anyID && how < 2 {
                        let copy = outline
                        if how == 0 { try outline.move(anyID, before: target) } else { try outline.move(anyID, after: target) }
                        #expect(outline.items == copy.items, "\(context): moving next to itself does nothing")
                        continue
                    }
                    if inside && !toRoots {
                        #expect(throws: OutlineError.insertionIntoOwnSubtree(String(reflecting: anyID))) {
                            switch how {
                            case 0: try outline.move(anyID, before: target)
                            case 1: try outline.move(anyID, after: target)
                            default: try outline.move(anyID, to: target)
                            }
                        }
                        continue
                    }
                    switch how {
                    case 0: try outline.move(anyID, before: target)
                    case 1: try outline.move(anyID, after: target)
                    default: try outline.move(anyID, to: toRoots ? nil : target)
                    }
                    model.detach(anyID)
                    if how == 2 {
                        model.graft([node], into: toRoots ? nil : target, at: nil)
                    } else if let place = model.place(target) {
                        let siblings = place.parent.flatMap { model.find($0)?.children } ?? model.roots
                        let index = (siblings.firstIndex { $0.id == target } ?? 0) + (how == 1 ? 1 : 0)
                        model.graft([node], into: place.parent, at: index)
                    }
                default:
                    // Snapshots of a subtree, and a refused duplicate insert.
                    guard let node = model.find(anyID) else { continue }
                    let including = Bool.random(using: &rng)
                    let part = try outline.snapshot(of: anyID, includingParent: including)
                    var partModel = NaiveOutline()
                    partModel.roots = including ? [node] : node.children
                    partModel.expanded = model.expanded.intersection(partModel.allIDs)
                    _ = check(part, partModel, "\(context) snapshot(of: \(anyID), includingParent: \(including))", rng: &rng)
                    let copy = outline
                    #expect(throws: OutlineError.itemAlreadyExists(String(reflecting: anyID))) {
                        try outline.append([.init(id: anyID, item: 0)], to: nil)
                    }
                    #expect(outline.items == copy.items, "\(context)")
                }
                guard check(outline, model, context, rng: &rng) else { break }
            }
        }
    }

    @Test("building from (id, parent id) pairs")
    func pairs() throws {
        struct Pair: Identifiable { var id: Int; var parent: Int? }
        for seed in 0..<300 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var next = 0
            var model = NaiveOutline()
            model.roots = NaiveOutline.randomForest(size: Int.random(in: 0...30, using: &rng), next: &next, rng: &rng)
            // Loaded parents without children read as leaves from pairs, and
            // pairs cannot say "not loaded".
            func normalize(_ nodes: inout [NaiveOutline.Node]) {
                for i in nodes.indices {
                    normalize(&nodes[i].children)
                    nodes[i].kind = nodes[i].children.isEmpty ? .leaf : .loaded
                    nodes[i].item = nodes[i].id
                }
            }
            normalize(&model.roots)
            for id in model.allIDs where Bool.random(using: &rng) { model.expanded.insert(id) }
            let pairs = model.allIDs.map { Pair(id: $0, parent: model.place($0)?.parent) }.shuffled(using: &rng)
            // Siblings keep input order: sort the model's children the same way.
            let order = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1.id, $0) })
            func sort(_ nodes: inout [NaiveOutline.Node]) {
                nodes.sort { order[$0.id]! < order[$1.id]! }
                for i in nodes.indices { sort(&nodes[i].children) }
            }
            sort(&model.roots)
            let outline = try Outline<Int, Pair>(items: pairs, parentID: \.parent, expanded: model.expanded)
                .mapItems { $0.id }
            _ = check(outline, model, "seed \(seed)", rng: &rng)
            if let victim = pairs.first {
                #expect(throws: OutlineError.duplicateIdentifier(String(reflecting: victim.id))) {
                    try Outline<Int, Pair>(items: pairs + [victim], parentID: \.parent)
                }
                #expect(throws: OutlineError.unknownParent(item: String(reflecting: victim.id), parent: String(reflecting: -1))) {
                    try Outline<Int, Pair>(items: [Pair(id: victim.id, parent: -1)] + pairs.dropFirst(), parentID: \.parent)
                }
            }
        }
        #expect(throws: OutlineError.cycle("1")) {
            try Outline<Int, Pair>(items: [Pair(id: 0, parent: nil), Pair(id: 1, parent: 2), Pair(id: 2, parent: 1)], parentID: \.parent)
        }
        #expect(throws: OutlineError.cycle("3")) {
            try Outline<Int, Pair>(items: [Pair(id: 3, parent: 3)], parentID: \.parent)
        }
    }

    @Test("nested elements with a duplicate identifier are refused, naming it")
    func duplicateElements() {
        #expect(throws: OutlineError.duplicateIdentifier("2")) {
            try Outline<Int, Int>([.init(id: 1, item: 1, children: .loaded([.init(id: 2, item: 2)])), .init(id: 2, item: 2)])
        }
    }

    @Test("an outline deeper than the stack is tall is walked without recursion")
    func deepChain() throws {
        var element = OutlineElement<Int, Int>(id: 20_000, item: 0)
        for id in stride(from: 19_999, through: 0, by: -1) {
            element = .init(id: id, item: 0, children: .loaded([element]))
        }
        var outline = try Outline<Int, Int>([element])
        try outline.expandAll()
        #expect(outline.numberOfVisibleItems == 20_001)
        #expect(outline.visibleIndex(of: 20_000) == 20_000)
        #expect(try outline.collapse(0) == OutlineVisibleChange(index: 0, rows: 1..<20_001))
        #expect(outline.visibleItems == [0])
    }

    @Test("visual description")
    func visual() throws {
        var outline = try Outline<String, String>([
            .init(id: "a", item: "A", children: .loaded([.init(id: "b", item: "B"), .init(id: "c", item: "C", children: .notLoaded)])),
            .init(id: "d", item: "D", children: .loaded([.init(id: "e", item: "E")])),
        ])
        try outline.expand("a")
        #expect(outline.visualDescription() == "+ a\n  * b\n  - c\n- d\n  * (e)")
    }
}

extension NaiveOutline {
    func subtreeIDsOf(_ node: Node) -> [Int] { [node.id] + node.children.flatMap(subtreeIDsOf) }
}

extension Outline {
    /// The same outline (keeps the test's pair items out of the comparison).
    func mapItems(_ transform: (Item) -> Int) -> Outline<ItemID, Int> {
        var result = Outline<ItemID, Int>()
        result.roots = roots
        result.expanded = expanded
        result.visibleCount = visibleCount
        result.rootSums = rootSums
        for (id, node) in nodes {
            result.nodes[id] = .init(item: transform(node.item), parent: node.parent, children: node.children, state: node.state == .leaf ? .leaf : node.state == .notLoaded ? .notLoaded : .loaded, shownBelow: node.shownBelow, position: node.position)
            result.nodes[id]?.childSums = node.childSums
        }
        return result
    }
}
