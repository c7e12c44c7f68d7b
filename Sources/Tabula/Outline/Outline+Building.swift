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
    public init(_ elements: [Element], expanded: Set<ItemID> = []) throws {
        self.init()
        // Each pending entry is a child list and the parent it belongs to.
        var pending: [(elements: [Element], parent: ItemID?)] = [(elements, nil)]
        var preorder: [ItemID] = []
        while let (list, parent) = pending.popLast() {
            var ids = ContiguousArray<ItemID>()
            ids.reserveCapacity(list.count)
            for element in list {
                guard nodes[element.id] == nil else {
                    throw OutlineError.duplicateIdentifier(OutlineError.name(element.id))
                }
                var state = ChildState.leaf
                switch element.children {
                case .none: break
                case .notLoaded: state = .notLoaded
                case .loaded(let children):
                    state = .loaded
                    pending.append((children, element.id))
                }
                nodes[element.id] = Node(item: element.item, parent: parent, children: [], state: state, shownBelow: 0)
                ids.append(element.id)
                preorder.append(element.id)
            }
            if let parent {
                nodes[parent]?.children = ids
            } else {
                roots = ids
            }
        }
        self.expanded = expanded.filter { nodes[$0] != nil }
        recountAll(children: preorder)
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
    public init(
        items: some Sequence<Item>, id: (Item) -> ItemID, parentID: (Item) -> ItemID?, expanded: Set<ItemID> = []
    ) throws {
        self.init()
        var order: [ItemID] = []
        for item in items {
            let itemID = id(item)
            guard nodes[itemID] == nil else { throw OutlineError.duplicateIdentifier(OutlineError.name(itemID)) }
            nodes[itemID] = Node(item: item, parent: parentID(item), children: [], state: .leaf, shownBelow: 0)
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
        recountAll(children: preorder)
    }

    /// Sets every node's count from its children, children first, given the
    /// nodes in preorder, and the visible count from the roots. O(*n*).
    mutating func recountAll(children preorder: [ItemID]) {
        for id in preorder.reversed() {
            let shown = expanded.contains(id) ? shownBeneathIfExpanded(id) : 0
            nodes[id]?.shownBelow = shown
        }
        visibleCount = roots.reduce(0) { $0 + 1 + (nodes[$1]?.shownBelow ?? 0) }
    }
}

extension Outline where Item: Identifiable, Item.ID == ItemID {
    /// Creates an outline from `Identifiable` items that name their parents.
    ///
    /// See ``init(items:id:parentID:expanded:)``.
    /// - Complexity: O(*n*).
    public init(items: some Sequence<Item>, parentID: (Item) -> ItemID?, expanded: Set<ItemID> = []) throws {
        try self.init(items: items, id: { $0.id }, parentID: parentID, expanded: expanded)
    }
}
