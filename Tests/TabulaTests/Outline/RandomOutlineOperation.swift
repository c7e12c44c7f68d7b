import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// One random operation of the live outline tests — expand, collapse, append,
/// insert before or after an item, delete, replace the items or an item's
/// children, move, expand or collapse all — applied to a
/// live outline and to its naive model alike, wherever the outline is shown
/// (a view of its own, or a section of a tree).
@MainActor
struct RandomOutlineOperation {
    /// Whether expanding an item collapses its expanded siblings.
    var oneSibling: Bool
    /// Whether collapsing an item collapses its descendants.
    var collapsesDescendants: Bool

    /// Gives `outline` the policies the model follows.
    func configure(_ outline: LiveOutline<String, Int, Int>) {
        outline.expandsOneSiblingAtATime = oneSibling
        outline.collapsePolicy = collapsesDescendants ? .collapsesDescendants : .remembersDescendants
    }

    /// Performs one random operation on `outline` and `model`.
    /// - Returns: Its name, for failure messages.
    @discardableResult
    func perform(
        on outline: LiveOutline<String, Int, Int>, model: inout NaiveOutline, next: inout Int, rng: inout SplitMix64, label: String
    ) throws -> String {
        var name = "nothing"
        let ids = model.allIDs
        let id = ids.isEmpty ? -1 : ids[Int.random(in: 0..<ids.count, using: &rng)]
        switch Int.random(in: 0..<14, using: &rng) {
        case 0, 1, 2:
            name = "expand"
            guard id >= 0 else { return "nothing" }
            let expanded = try outline.expand(id)
            #expect(expanded == !model.expanded.contains(id), "\(label)")
            if expanded && oneSibling {
                let parent = model.place(id)?.parent
                let siblings = parent.flatMap { model.find($0)?.children } ?? model.roots
                for sibling in siblings where sibling.id != id && model.expanded.contains(sibling.id) {
                    collapse(sibling.id, in: &model, descendants: collapsesDescendants)
                }
            }
            model.expanded.insert(id)
        case 3, 4, 5:
            name = "collapse"
            guard id >= 0 else { return "nothing" }
            let collapsed = try outline.collapse(id)
            #expect(collapsed == model.expanded.contains(id), "\(label)")
            if collapsed { collapse(id, in: &model, descendants: collapsesDescendants) }
        case 6:
            name = "append"
            let new = NaiveOutline.randomForest(size: Int.random(in: 1...5, using: &rng), next: &next, rng: &rng)
            let parent: Int? = id >= 0 && Bool.random(using: &rng) ? id : nil
            try outline.update { try $0.append(NaiveOutline.elements(new), to: parent) }
            model.graft(new, into: parent, at: nil)
        case 12:
            name = "insert beside"
            guard id >= 0, let place = model.place(id) else { return "nothing" }
            let new = NaiveOutline.randomForest(size: Int.random(in: 1...3, using: &rng), next: &next, rng: &rng)
            let after = Bool.random(using: &rng)
            try outline.update {
                if after { try $0.insert(NaiveOutline.elements(new), after: id) } else { try $0.insert(NaiveOutline.elements(new), before: id) }
            }
            let siblings = place.parent.flatMap { model.find($0)?.children } ?? model.roots
            let index = (siblings.firstIndex { $0.id == id } ?? 0) + (after ? 1 : 0)
            model.graft(new, into: place.parent, at: index)
        case 13:
            name = "replace children"
            guard id >= 0 else { return "nothing" }
            let new = NaiveOutline.randomForest(size: Int.random(in: 0...4, using: &rng), next: &next, rng: &rng)
            try outline.update { try $0.replace(childrenOf: id, using: Outline(NaiveOutline.elements(new))) }
            for gone in model.subtreeIDs(id) where gone != id { model.expanded.remove(gone) }
            model.editChildren(of: id) { children, kind in
                children = new
                if !new.isEmpty || kind == .leaf { kind = .loaded }
            }
        case 7:
            name = "delete"
            guard id >= 0 else { return "nothing" }
            try outline.update { $0.delete([id]) }
            model.delete(id)
        case 8:
            name = "replace items"
            var fresh = next
            var forest = NaiveOutline.randomForest(size: Int.random(in: 0...30, using: &rng), next: &fresh, rng: &rng)
            var pool = ids.shuffled(using: &rng)
            func relabel(_ nodes: inout [NaiveOutline.Node]) {
                for i in nodes.indices {
                    if let reused = pool.popLast(), Int.random(in: 0..<4, using: &rng) > 0 { nodes[i].id = reused }
                    nodes[i].item = nodes[i].id * 100 + Int.random(in: 0...1, using: &rng)
                    relabel(&nodes[i].children)
                }
            }
            relabel(&forest)
            next = fresh
            try outline.replaceItems(with: NaiveOutline.elements(forest))
            model.roots = forest
            model.expanded = model.expanded.intersection(model.allIDs)
        case 10, 11:
            name = "move"
            guard id >= 0, let node = model.find(id) else { return "nothing" }
            let target = ids[Int.random(in: 0..<ids.count, using: &rng)]
            if model.subtreeIDsOf(node).contains(target) {
                try outline.update { try $0.move(id, to: nil) }
                model.detach(id)
                model.graft([node], into: nil, at: nil)
            } else {
                try outline.update { try $0.move(id, after: target) }
                model.detach(id)
                if let place = model.place(target) {
                    let siblings = place.parent.flatMap { model.find($0)?.children } ?? model.roots
                    let index = (siblings.firstIndex { $0.id == target } ?? 0) + 1
                    model.graft([node], into: place.parent, at: index)
                }
            }
        default:
            name = "expand or collapse all"
            let under: Int? = id >= 0 && Bool.random(using: &rng) ? id : nil
            if Bool.random(using: &rng) {
                try outline.expandAll(under: under)
                for x in model.subtreeIDs(under) where model.find(x)?.kind != .leaf {
                    model.expanded.insert(x)
                }
            } else {
                try outline.collapseAll(under: under)
                model.expanded.subtract(model.subtreeIDs(under))
            }
        }
        return name
    }

    /// The model's collapse under a policy.
    func collapse(_ id: Int, in model: inout NaiveOutline, descendants: Bool) {
        model.expanded.remove(id)
        if descendants { model.expanded.subtract(model.subtreeIDs(id)) }
    }
}
