import Foundation
@testable import Tabula
import TabulaTesting

/// A deliberately naive outline: a nested value tree edited by recursion and
/// flattened from scratch every time, to check ``Outline`` against.
struct NaiveOutline {
    enum Kind: Equatable { case leaf, notLoaded, loaded }

    struct Node {
        var id: Int
        var item: Int
        var kind: Kind
        var children: [Node] = []
    }

    /// What a visible row must say, as plain values.
    struct RowFacts: Equatable, CustomStringConvertible {
        var id: Int, item: Int, level: Int, parent: Int?, isExpanded: Bool, hasChildren: Bool, isLastChild: Bool
        var description: String { "\(id)@\(level)\(isExpanded ? "+" : "")\(hasChildren ? "c" : "")\(isLastChild ? "L" : "")" }
    }

    var roots: [Node] = []
    var expanded: Set<Int> = []

    // MARK: - Reading

    var rows: [RowFacts] {
        var result: [RowFacts] = []
        func walk(_ nodes: [Node], level: Int, parent: Int?) {
            for (i, node) in nodes.enumerated() {
                let open = expanded.contains(node.id)
                result.append(RowFacts(
                    id: node.id, item: node.item, level: level, parent: parent, isExpanded: open,
                    hasChildren: node.kind == .notLoaded || !node.children.isEmpty, isLastChild: i == nodes.count - 1
                ))
                if open { walk(node.children, level: level + 1, parent: node.id) }
            }
        }
        walk(roots, level: 0, parent: nil)
        return result
    }

    var allIDs: [Int] {
        var result: [Int] = []
        func walk(_ nodes: [Node]) { for node in nodes { result.append(node.id); walk(node.children) } }
        walk(roots)
        return result
    }

    func find(_ id: Int) -> Node? {
        func search(_ nodes: [Node]) -> Node? {
            for node in nodes {
                if node.id == id { return node }
                if let found = search(node.children) { return found }
            }
            return nil
        }
        return search(roots)
    }

    /// (parent, level) of an item.
    func place(_ id: Int) -> (parent: Int?, level: Int)? {
        func search(_ nodes: [Node], parent: Int?, level: Int) -> (Int?, Int)? {
            for node in nodes {
                if node.id == id { return (parent, level) }
                if let found = search(node.children, parent: node.id, level: level + 1) { return found }
            }
            return nil
        }
        return search(roots, parent: nil, level: 0)
    }

    func isVisible(_ id: Int) -> Bool { rows.contains { $0.id == id } }

    // MARK: - Editing

    /// Applies `change` to the child list of `parent` (the roots for `nil`).
    mutating func editChildren(of parent: Int?, _ change: (inout [Node], inout Kind) -> Void) {
        guard let parent else {
            var kind = Kind.loaded
            change(&roots, &kind)
            return
        }
        func visit(_ nodes: inout [Node]) -> Bool {
            for i in nodes.indices {
                if nodes[i].id == parent {
                    var children = nodes[i].children, kind = nodes[i].kind
                    change(&children, &kind)
                    nodes[i].children = children
                    nodes[i].kind = kind
                    return true
                }
                if visit(&nodes[i].children) { return true }
            }
            return false
        }
        _ = visit(&roots)
    }

    mutating func graft(_ new: [Node], into parent: Int?, at index: Int?) {
        editChildren(of: parent) { children, kind in
            children.insert(contentsOf: new, at: index ?? children.count)
            if !new.isEmpty || kind == .leaf { kind = .loaded }
        }
    }

    mutating func delete(_ id: Int) {
        guard let node = find(id) else { return }
        func ids(_ n: Node) -> [Int] { [n.id] + n.children.flatMap(ids) }
        for gone in ids(node) { expanded.remove(gone) }
        func remove(_ nodes: inout [Node]) {
            nodes.removeAll { $0.id == id }
            for i in nodes.indices { remove(&nodes[i].children) }
        }
        remove(&roots)
    }

    /// Takes an item and its subtree out, keeping the expansion state.
    mutating func detach(_ id: Int) {
        func remove(_ nodes: inout [Node]) {
            nodes.removeAll { $0.id == id }
            for i in nodes.indices { remove(&nodes[i].children) }
        }
        remove(&roots)
    }

    func subtreeIDs(_ id: Int?) -> [Int] {
        func ids(_ n: Node) -> [Int] { [n.id] + n.children.flatMap(ids) }
        guard let id else { return roots.flatMap(ids) }
        return find(id).map(ids) ?? []
    }

    // MARK: - Conversion

    static func elements(_ nodes: [Node]) -> [OutlineElement<Int, Int>] {
        nodes.map { node in
            switch node.kind {
            case .leaf: return .init(id: node.id, item: node.item)
            case .notLoaded: return .init(id: node.id, item: node.item, children: .notLoaded)
            case .loaded: return .init(id: node.id, item: node.item, children: .loaded(elements(node.children)))
            }
        }
    }

    // MARK: - Random

    /// A random forest of fresh identifiers taken from `next`.
    static func randomForest(size: Int, next: inout Int, depth: Int = 0, rng: inout SplitMix64) -> [Node] {
        var result: [Node] = []
        var budget = size
        while budget > 0 {
            let id = next
            next += 1
            budget -= 1
            let roll = Int.random(in: 0..<10, using: &rng)
            var node = Node(id: id, item: id * 100, kind: roll < 4 ? .leaf : roll < 5 ? .notLoaded : .loaded)
            if node.kind == .loaded && depth < 5 {
                let share = Int.random(in: 0...budget, using: &rng)
                node.children = randomForest(size: share, next: &next, depth: depth + 1, rng: &rng)
                budget -= share
            }
            result.append(node)
        }
        return result
    }
}

extension OutlineRow where ItemID == Int, Item == Int {
    var facts: NaiveOutline.RowFacts {
        .init(id: id, item: item, level: level, parent: parent, isExpanded: isExpanded, hasChildren: hasChildren, isLastChild: isLastChild)
    }
}
