extension Outline {
    /// The identifiers of the visible items, in the order rows show them. O(visible rows).
    @inlinable
    public var visibleItems: [ItemID] { visibleRows.map(\.id) }

    /// The visible rows, flattened, each with its level, parent and state. O(visible rows).
    @inlinable
    public var visibleRows: [Row] {
        var result: [Row] = []
        result.reserveCapacity(visibleCount)
        appendShownRows(of: nil, level: 0, to: &result)
        return result
    }

    /// The rows `parent`'s subtree shows beneath it when it is shown (and
    /// the roots' rows for `nil`), whether or not `parent` itself is visible.
    /// O(rows).
    @inlinable
    func shownRows(beneath parent: ItemID?) -> [Row] {
        var result: [Row] = []
        let depth = parent.flatMap { self.level(of: $0) }.map { $0 + 1 } ?? 0
        appendShownRows(of: parent, level: depth, to: &result)
        return result
    }

    /// Appends the rows of `parent`'s children that show (all of them for the
    /// roots, none unless `parent` is expanded), and theirs, depth first.
    @inlinable
    func appendShownRows(of parent: ItemID?, level: Int, to result: inout [Row]) {
        if let parent, !expanded.contains(parent) { return }
        // Each frame is a child list being walked and the next position in it.
        var stack: [(parent: ItemID?, children: ContiguousArray<ItemID>, next: Int, level: Int)] = [
            (parent, childIDs(of: parent), 0, level)
        ]
        while let top = stack.indices.last {
            let frame = stack[top]
            guard frame.next < frame.children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let id = frame.children[frame.next]
            guard let node = nodes[id] else { continue }
            let isExpanded = expanded.contains(id)
            result.append(Row(
                id: id, item: node.item, level: frame.level, parent: frame.parent, isExpanded: isExpanded,
                hasChildren: node.state == .notLoaded || !node.children.isEmpty,
                isLastChild: frame.next == frame.children.count - 1
            ))
            if isExpanded && !node.children.isEmpty {
                stack.append((id, node.children, 0, frame.level + 1))
            }
        }
    }

    /// The visible row of the item, or `nil` when it is hidden or unknown. O(*d*).
    @inlinable
    public func row(for id: ItemID) -> Row? {
        guard isVisible(id), let node = nodes[id], let level = level(of: id) else { return nil }
        let siblings = childIDs(of: node.parent)
        return Row(
            id: id, item: node.item, level: level, parent: node.parent, isExpanded: expanded.contains(id),
            hasChildren: node.state == .notLoaded || !node.children.isEmpty, isLastChild: siblings.last == id
        )
    }

    /// A text picture of the outline, one line per item, depth first,
    /// indented two spaces a level: `+` marks an expanded item with children,
    /// `-` a collapsed one, `*` an item without children; hidden items are
    /// listed too, in parentheses. For debugging and test failures. O(*n*).
    @inlinable
    public func visualDescription() -> String {
        var lines: [String] = []
        var stack: [(id: ItemID, level: Int, hidden: Bool)] = roots.reversed().map { ($0, 0, false) }
        while let (id, level, hidden) = stack.popLast() {
            guard let node = nodes[id] else { continue }
            let parent = node.state == .notLoaded || !node.children.isEmpty
            let marker = !parent ? "*" : expanded.contains(id) ? "+" : "-"
            let name = String(describing: id)
            lines.append(String(repeating: "  ", count: level) + marker + " " + (hidden ? "(\(name))" : name))
            let childrenHidden = hidden || !expanded.contains(id)
            stack.append(contentsOf: node.children.reversed().map { ($0, level + 1, childrenHidden) })
        }
        return lines.joined(separator: "\n")
    }
}
