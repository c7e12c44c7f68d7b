extension Outline {
    /// Creates an outline from nested elements.
    ///
    /// - Parameters:
    ///   - elements: The root items with their children, in order.
    ///   - expanded: The identifiers of the expanded items; identifiers the
    ///     elements do not hold are ignored.
    /// - Throws: ``OutlineError/duplicateIdentifier(_:)`` naming an identifier
    ///   that occurs twice.
    /// - Complexity: O(*n*) for *n* items.
    @inlinable
    public init(_ elements: [Element], expanded: Set<ItemID> = []) throws {
        self.init()
        // One insertion a node, into a table sized once: each lookup of a
        // table that outgrows the cache is a miss, so the build does no other.
        nodes.reserveCapacity(Self.count(elements))
        // Each pending entry is a child list and the parent it belongs to;
        // parents are inserted before their children.
        var pending: [(elements: [Element], parent: ItemID?)] = [(elements, nil)]
        var expandedParents: [ItemID] = []
        while let (list, parent) = pending.popLast() {
            var ids = ContiguousArray<ItemID>()
            ids.reserveCapacity(list.count)
            for element in list {
                var state = ChildState.leaf
                switch element.children {
                case .none: break
                case .notLoaded: state = .notLoaded
                case .loaded(let children):
                    state = .loaded
                    if !children.isEmpty {
                        pending.append((children, element.id))
                        if expanded.contains(element.id) { expandedParents.append(element.id) }
                    }
                }
                let node = Node(item: element.item, parent: parent, children: [], state: state, shownBelow: 0, position: ids.count)
                guard nodes.updateValue(node, forKey: element.id) == nil else {
                    throw OutlineError.duplicateIdentifier(OutlineError.name(element.id))
                }
                ids.append(element.id)
            }
            if let parent, let index = nodes.index(forKey: parent) {
                nodes.values[index].childSums = FenwickTree(zeros: ids.count)
                nodes.values[index].children = ids
            } else if parent == nil {
                rootSums = FenwickTree(zeros: ids.count)
                roots = ids
            }
        }
        self.expanded = expanded.filter { nodes[$0] != nil }
        countShown(expandedParents: expandedParents)
    }

    /// The number of elements, descendants included. O(*n*), without hashing.
    @inlinable
    static func count(_ elements: [Element]) -> Int {
        var total = 0
        var pending = [elements]
        while let list = pending.popLast() {
            total += list.count
            for element in list {
                if case .loaded(let children) = element.children, !children.isEmpty { pending.append(children) }
            }
        }
        return total
    }

    /// Creates an outline from items that name their parents, as rows of a
    /// database table do. Siblings keep the order of `items`.
    ///
    /// - Parameters:
    ///   - items: Every item of the outline, in any order of parents and children.
    ///   - id: An item's identifier.
    ///   - parentID: The identifier of an item's parent; `nil` for a root.
    ///   - expanded: The identifiers of the expanded items; others are ignored.
    /// - Throws: ``OutlineError/duplicateIdentifier(_:)``,
    ///   ``OutlineError/unknownParent(item:parent:)`` or ``OutlineError/cycle(_:)``,
    ///   each naming the offending item.
    /// - Complexity: O(*n*).
    @inlinable
    public init(
        items: some Sequence<Item>, id: (Item) -> ItemID, parentID: (Item) -> ItemID?, expanded: Set<ItemID> = []
    ) throws {
        self.init()
        var order: [ItemID] = []
        nodes.reserveCapacity(items.underestimatedCount)
        for item in items {
            let itemID = id(item)
            let node = Node(item: item, parent: parentID(item), children: [], state: .leaf, shownBelow: 0)
            guard nodes.updateValue(node, forKey: itemID) == nil else {
                throw OutlineError.duplicateIdentifier(OutlineError.name(itemID))
            }
            order.append(itemID)
        }
        for itemID in order {
            guard let parent = nodes[itemID]?.parent else {
                roots.append(itemID)
                continue
            }
            guard nodes[parent] != nil else {
                throw OutlineError.unknownParent(item: OutlineError.name(itemID), parent: OutlineError.name(parent))
            }
            nodes[parent]?.children.append(itemID)
            nodes[parent]?.state = .loaded
        }
        // Items on a cycle are never reached from a root.
        var preorder: [ItemID] = []
        preorder.reserveCapacity(order.count)
        var stack = Array(roots.reversed())
        while let next = stack.popLast() {
            preorder.append(next)
            stack.append(contentsOf: (nodes[next]?.children ?? []).reversed())
        }
        if preorder.count != order.count {
            let reached = Set(preorder)
            let lost = order.first { !reached.contains($0) }
            throw OutlineError.cycle(lost.map { String(reflecting: $0) } ?? "")
        }
        self.expanded = expanded.filter { nodes[$0] != nil }
        reindexAll()
        countShown(expandedParents: self.expanded.isEmpty ? [] : preorder.filter { self.expanded.contains($0) })
    }

    /// Sets the counts of a new outline, whose every count is still 0 and
    /// whose lists are numbered and summed (as zeros), from the expanded
    /// items with children, given parents before children; and the visible
    /// count from the roots.
    ///
    /// Only an expanded item with children has a count other than 0, so this
    /// costs O(*e* × log *f* + their children + roots) for *e* such items,
    /// where `recountAll(children:)` visits every node.
    @inlinable
    mutating func countShown(expandedParents: [ItemID]) {
        for id in expandedParents.reversed() {
            setShownBelow(id, to: summedShownBeneath(id))
        }
        visibleCount = roots.reduce(0) { $0 + 1 + (nodes[$1]?.shownBelow ?? 0) }
    }

    /// Sets every node's count from its children, children first, given the
    /// nodes in preorder, and the visible count from the roots. O(*n*).
    @inlinable
    mutating func recountAll(children preorder: [ItemID]) {
        for id in preorder.reversed() {
            let shown = expanded.contains(id) ? summedShownBeneath(id) : 0
            nodes[id]?.shownBelow = shown
        }
        visibleCount = roots.reduce(0) { $0 + 1 + (nodes[$1]?.shownBelow ?? 0) }
        reindexAll()
    }
}

extension Outline where Item: Identifiable, Item.ID == ItemID {
    /// Creates an outline from `Identifiable` items that name their parents.
    ///
    /// See ``init(items:id:parentID:expanded:)``.
    /// - Complexity: O(*n*).
    @inlinable
    public init(items: some Sequence<Item>, parentID: (Item) -> ItemID?, expanded: Set<ItemID> = []) throws {
        try self.init(items: items, id: { $0.id }, parentID: parentID, expanded: expanded)
    }
}
