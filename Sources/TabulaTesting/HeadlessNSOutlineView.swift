import Foundation
import Tabula

/// A headless model of AppKit's `NSOutlineView`: a tree of item objects,
/// changed by calls that each apply to the tree as the calls before them
/// left it, as AppKit applies them.
///
/// It holds the items it shows, compared by identity (`===`, as AppKit keeps
/// the objects its data source returns), each with the content and
/// expandability it read when it loaded or reloaded it, and the children of
/// the items it shows expanded. A call that names an item it does not show,
/// an index out of range, a parent it does not show expanded, or that would
/// show an object twice is a violation; so is, when the outermost update
/// ends, any difference between the tree it shows and its data source's:
/// children, content, expandability, and expansion. After a violation the
/// view reloads, as an app that survived would have to.
///
/// Where Apple does not document what the view does, it picks at random
/// (from a seeded generator), so that code relying on one answer fails: the
/// expansion of an inserted item, and of the children an expansion shows
/// (AppKit may remember them expanded); and whether a moved expanded item
/// stays expanded. Collapsing an item forgets its children: AppKit reads
/// them again when it expands ("It is not necessary … to reload children if
/// the item is not expanded",
/// https://developer.apple.com/documentation/appkit/nsoutlineview/reloaditem(_:reloadchildren:)).
@MainActor
package final class HeadlessNSOutlineView {
    /// What the view reads from its data source and compares with its data.
    package struct DataSource {
        /// `outlineView(_:numberOfChildrenOfItem:)`; `nil` is the root.
        package var numberOfChildren: (AnyObject?) -> Int
        /// `outlineView(_:child:ofItem:)`; `nil` is the root.
        package var child: (Int, AnyObject?) -> AnyObject
        /// `outlineView(_:isItemExpandable:)`.
        package var isExpandable: (AnyObject) -> Bool
        /// What the item's row shows.
        package var content: (AnyObject) -> AnyEquatable
        /// Whether the data has the item expanded (compared when an update ends).
        package var isExpanded: (AnyObject) -> Bool

        /// Creates a data source from its answers.
        package init(
            numberOfChildren: @escaping (AnyObject?) -> Int, child: @escaping (Int, AnyObject?) -> AnyObject,
            isExpandable: @escaping (AnyObject) -> Bool, content: @escaping (AnyObject) -> AnyEquatable,
            isExpanded: @escaping (AnyObject) -> Bool
        ) {
            self.numberOfChildren = numberOfChildren
            self.child = child
            self.isExpandable = isExpandable
            self.content = content
            self.isExpanded = isExpanded
        }
    }

    /// One shown item.
    final class Node {
        let item: AnyObject?
        var content: AnyEquatable?
        var isExpandable: Bool
        var isExpanded: Bool
        /// Loaded while expanded.
        var children: [Node] = []
        weak var parent: Node?

        init(item: AnyObject?, content: AnyEquatable?, isExpandable: Bool, isExpanded: Bool) {
            self.item = item
            self.content = content
            self.isExpandable = isExpandable
            self.isExpanded = isExpanded
        }
    }

    private let dataSource: DataSource
    private var random: SplitMix64
    private let root = Node(item: nil, content: nil, isExpandable: true, isExpanded: true)
    /// Every shown node, by its item's identity.
    private var shown: [ObjectIdentifier: Node] = [:]
    /// How many `beginUpdates()` are open.
    private var depth = 0
    /// Whether a call of the open update failed.
    private var broken = false
    /// Every violation so far, in order.
    package private(set) var violations: [String] = []

    /// A view showing what `dataSource` answers, every item expanded as the
    /// data says; `seed` drives the answers AppKit does not document.
    package init(seed: UInt64, dataSource: DataSource) {
        self.dataSource = dataSource
        random = SplitMix64(seed: seed)
        reloadData()
    }

    /// Reloads everything from the data source, expanding what the data has
    /// expanded (what an app does after `reloadData()`).
    package func reloadData() {
        shown = [:]
        root.children = []
        var stack = [root]
        while let node = stack.popLast() {
            let count = dataSource.numberOfChildren(node.item)
            for index in 0..<max(count, 0) {
                let item = dataSource.child(index, node.item)
                guard shown[ObjectIdentifier(item)] == nil else { continue }
                let expandable = dataSource.isExpandable(item)
                let child = Node(item: item, content: dataSource.content(item), isExpandable: expandable, isExpanded: expandable && dataSource.isExpanded(item))
                child.parent = node
                node.children.append(child)
                shown[ObjectIdentifier(item)] = child
                if child.isExpanded { stack.append(child) }
            }
        }
    }

    /// The shown tree, indented, each line an item's description and `+`
    /// when expanded: for failure messages.
    package var treeDescription: String {
        var lines: [String] = []
        var stack: [(Node, Int)] = root.children.reversed().map { ($0, 0) }
        while let (node, level) = stack.popLast() {
            let name = node.item.map { String(describing: $0) } ?? "root"
            lines.append(String(repeating: "  ", count: level) + name + (node.isExpanded ? " +" : ""))
            stack += node.children.reversed().map { ($0, level + 1) }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the item is shown expanded; `false` when not shown.
    package func isItemExpanded(_ item: AnyObject?) -> Bool {
        guard let item else { return true }
        return shown[ObjectIdentifier(item)]?.isExpanded ?? false
    }

    /// Opens an update. Nestable.
    package func beginUpdates() {
        depth += 1
    }

    /// Closes an update; when it is the outermost, compares the shown tree
    /// with the data source's.
    package func endUpdates() {
        guard depth > 0 else {
            fail("endUpdates() without beginUpdates()")
            return
        }
        depth -= 1
        guard depth == 0 else { return }
        if broken {
            broken = false
            reloadData()
        } else if let problem = mismatch() {
            fail(problem)
        }
    }

    /// Inserts children of `parent` so that they end at `indexes`, reading
    /// each from the data source at once.
    package func insertItems(at indexes: IndexSet, inParent parent: AnyObject?) {
        change {
            guard let node = node(parent) else { return "insertItems(inParent: \(describe(parent))): parent not shown" }
            guard node.isExpanded else { return "insertItems(inParent: \(describe(parent))): parent collapsed (AppKit ignores the call)" }
            for index in indexes {
                guard index <= node.children.count else {
                    return "insertItems(at: \(Array(indexes)), inParent: \(describe(parent))) with \(node.children.count) children"
                }
                let item = dataSource.child(index, node.item)
                guard shown[ObjectIdentifier(item)] == nil else { return "insertItems: \(item) is already shown" }
                let child = load(item, under: node)
                node.children.insert(child, at: index)
                if let problem = loadChildren(of: child) { return problem }
            }
            return nil
        }
    }

    /// Removes the children of `parent` at `indexes`, with what they show.
    package func removeItems(at indexes: IndexSet, inParent parent: AnyObject?) {
        change {
            guard let node = node(parent), node.isExpanded else { return "removeItems(inParent: \(describe(parent))): parent not shown expanded" }
            guard let last = indexes.last, last < node.children.count else {
                return "removeItems(at: \(Array(indexes)), inParent: \(describe(parent))) with \(node.children.count) children"
            }
            for index in indexes.reversed() { forget(node.children.remove(at: index)) }
            return nil
        }
    }

    /// Moves the child at `from` of `oldParent` so that it ends at `to` of `newParent`.
    package func moveItem(at from: Int, inParent oldParent: AnyObject?, to: Int, inParent newParent: AnyObject?) {
        change {
            let call = "moveItem(at: \(from), inParent: \(describe(oldParent)), to: \(to), inParent: \(describe(newParent)))"
            guard let source = node(oldParent), source.isExpanded, let destination = node(newParent), destination.isExpanded else {
                return "\(call): a parent not shown expanded"
            }
            guard source.children.indices.contains(from) else { return "\(call) with \(source.children.count) children" }
            let moved = source.children[from]
            var ancestor: Node? = destination
            while let current = ancestor {
                if current === moved { return "\(call): into itself" }
                ancestor = current.parent
            }
            source.children.remove(at: from)
            guard to >= 0, to <= destination.children.count else {
                source.children.insert(moved, at: from)
                return "\(call) with \(destination.children.count) children there"
            }
            destination.children.insert(moved, at: to)
            moved.parent = destination
            // Apple does not say a moved item stays expanded.
            if moved.isExpanded, Bool.random(using: &random) { collapse(moved) }
            return nil
        }
    }

    /// Reads the item's content and expandability again; with
    /// `reloadChildren`, its children too, when expanded.
    package func reloadItem(_ item: AnyObject?, reloadChildren: Bool) {
        change {
            guard let node = node(item) else { return "reloadItem(\(describe(item))): not shown" }
            if let item = node.item {
                node.content = dataSource.content(item)
                node.isExpandable = dataSource.isExpandable(item)
                if !node.isExpandable, node.isExpanded { collapse(node) }
            }
            if reloadChildren, node.isExpanded {
                for child in node.children { forget(child) }
                node.children = []
                if let problem = loadChildren(of: node) { return problem }
            }
            return nil
        }
    }

    /// Expands the item, reading its children; nothing when it is not
    /// expandable or already expanded (as AppKit documents).
    package func expandItem(_ item: AnyObject?) {
        change {
            guard let node = node(item) else { return "expandItem(\(describe(item))): not shown" }
            guard node.isExpandable, !node.isExpanded else { return nil }
            node.isExpanded = true
            return loadChildren(of: node)
        }
    }

    /// Collapses the item; nothing when it is collapsed.
    package func collapseItem(_ item: AnyObject?) {
        change {
            guard let node = node(item) else { return "collapseItem(\(describe(item))): not shown" }
            guard node.isExpanded, node.item != nil else { return nil }
            collapse(node)
            return nil
        }
    }

    // MARK: - Internals

    private func node(_ item: AnyObject?) -> Node? {
        guard let item else { return root }
        return shown[ObjectIdentifier(item)]
    }

    private func describe(_ item: AnyObject?) -> String {
        item.map { String(describing: $0) } ?? "nil"
    }

    /// A node for `item`, shown under `parent`, expanded or not at random
    /// when expandable: Apple does not document it.
    private func load(_ item: AnyObject, under parent: Node) -> Node {
        let expandable = dataSource.isExpandable(item)
        let node = Node(item: item, content: dataSource.content(item), isExpandable: expandable, isExpanded: expandable && Bool.random(using: &random))
        node.parent = parent
        shown[ObjectIdentifier(item)] = node
        return node
    }

    /// Reads the children of an expanded node, and of every child that
    /// comes out expanded.
    private func loadChildren(of node: Node) -> String? {
        guard node.isExpanded else { return nil }
        var stack = [node]
        while let next = stack.popLast() {
            next.children = []
            for index in 0..<max(dataSource.numberOfChildren(next.item), 0) {
                let item = dataSource.child(index, next.item)
                guard shown[ObjectIdentifier(item)] == nil else {
                    return "expanding \(describe(next.item)) shows \(item), already shown"
                }
                let child = load(item, under: next)
                next.children.append(child)
                if child.isExpanded { stack.append(child) }
            }
        }
        return nil
    }

    /// Collapses a node and forgets what it showed.
    private func collapse(_ node: Node) {
        node.isExpanded = false
        for child in node.children { forget(child) }
        node.children = []
    }

    /// Forgets a node and everything it shows.
    private func forget(_ node: Node) {
        var stack = [node]
        while let next = stack.popLast() {
            if let item = next.item { shown[ObjectIdentifier(item)] = nil }
            stack += next.children
        }
    }

    /// The first difference between the shown tree and the data source's
    /// (children, content, expandability, expansion), or `nil` when they
    /// agree. O(*v*) for *v* items shown.
    package func mismatch() -> String? {
        var stack = [root]
        while let node = stack.popLast() {
            let count = dataSource.numberOfChildren(node.item)
            guard count == node.children.count else {
                return "\(describe(node.item)) shows \(node.children.count) children, the data has \(count)"
            }
            for (index, child) in node.children.enumerated() {
                guard let item = child.item else { continue }
                let expected = dataSource.child(index, node.item)
                guard expected === item else { return "child \(index) of \(describe(node.item)) is \(item), the data has \(expected)" }
                guard child.content == dataSource.content(item) else { return "\(item) shows stale content" }
                guard child.isExpandable == dataSource.isExpandable(item) else { return "\(item) shows a stale disclosure" }
                let expanded = child.isExpandable && dataSource.isExpanded(item)
                guard child.isExpanded == expanded else { return "\(item) is \(child.isExpanded ? "expanded" : "collapsed"), the data has it \(expanded ? "expanded" : "collapsed")" }
                if child.isExpanded { stack.append(child) }
            }
        }
        return nil
    }

    /// Runs one call: inside an update, as part of it; outside, as an update of its own.
    private func change(_ call: () -> String?) {
        beginUpdates()
        if !broken, let problem = call() { fail(problem) }
        endUpdates()
    }

    /// Records `problem`; the view reloads, now or when the open update ends.
    private func fail(_ problem: String) {
        violations.append(problem)
        if depth == 0 {
            reloadData()
        } else {
            broken = true
        }
    }
}
