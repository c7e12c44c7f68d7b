import Foundation

extension ListEngine {
    // MARK: - What collapsing hides

    /// Whether the section with key `key` is published without its items.
    @inlinable
    func isCollapsed(_ key: Key) -> Bool {
        collapse.isActive && collapse.isCollapsed(key)
    }

    /// The number of items published in section `s`: none while it is collapsed. O(1).
    @inlinable
    func visibleCount(inSection s: Int) -> Int {
        isCollapsed(sections[s].key) ? 0 : sections[s].ids.count
    }

    /// The number of items published: the shown items less those of collapsed
    /// sections. O(1) without collapsed sections; otherwise O(*c*) for *c*
    /// collapsed keys, or O(1) with one expanded section at a time.
    @inlinable
    var visibleCount: Int {
        guard collapse.isActive else { return shownCount }
        if collapse.isExclusive {
            // Asks `isCollapsed` too, so that the count can never disagree with
            // the sections published (a snapshot's count must match its items).
            guard let expanded = collapse.expanded, let s = indexOfKey[expanded], !collapse.isCollapsed(expanded) else { return 0 }
            return sections[s].ids.count
        }
        var hidden = 0
        for key in collapse.collapsed {
            if let s = indexOfKey[key] { hidden += sections[s].ids.count }
        }
        return shownCount - hidden
    }

    /// Where the item with identifier `id` is published, or `nil` when it is
    /// not shown or its section is collapsed. O(log *m*).
    @inlinable
    func visiblePosition(of id: Item.ID) -> (section: Int, item: Int)? {
        guard let found = position(of: id), !isCollapsed(sections[found.section].key) else { return nil }
        return found
    }

    // MARK: - Changing it

    /// Replaces the collapse state and writes down what that shows or hides:
    /// every item of a present section that collapsed is deleted, every item
    /// of one that expanded inserted. Sections never move, so both index
    /// spaces are the same. Only the sections with keys in `candidates` are
    /// looked at: those are the only ones whose state may change.
    ///
    /// - Complexity: O(*k* + the items of the sections that changed) for *k* candidates.
    @inlinable
    mutating func setCollapse(
        _ newState: ListCollapseState<Key>, candidates: some Sequence<Key>
    ) -> (change: ListDirectChange, stateChanged: Bool) {
        let old = collapse
        collapse = newState
        var change = ListDirectChange()
        var seen = Set<Key>()
        var stateChanged = false
        var changedSections: [(section: Int, collapsed: Bool)] = []
        for key in candidates where seen.insert(key).inserted {
            let was = old.isActive && old.isCollapsed(key), now = isCollapsed(key)
            guard was != now else { continue }
            stateChanged = true
            guard let s = indexOfKey[key] else { continue }
            noteChanged(key)
            changedSections.append((s, now))
        }
        // The state of absent keys changes what later sections look like even
        // when nothing present changed.
        if !stateChanged {
            stateChanged = old.isExclusive != newState.isExclusive || old.collapsed != newState.collapsed
                || old.expanded != newState.expanded
        }
        changedSections.sort { $0.section < $1.section }
        for (s, nowCollapsed) in changedSections {
            let paths = sections[s].ids.indices.map { IndexPath(item: $0, section: s) }
            if nowCollapsed { change.itemDeletes += paths } else { change.itemInserts += paths }
        }
        return (change, stateChanged)
    }
}
