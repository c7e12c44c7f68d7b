/// A naive restatement of which sections a controller (keyed by section
/// key) or a tree (keyed by section) collapses, remembered for absent sections.
struct FoldingModel<Key: Hashable> {
    /// The collapsed keys, when not one at a time.
    var collapsed: Set<Key> = []
    var oneAtATime = false
    /// When one at a time: `.some(key)` for the expanded section, `nil` for none.
    var expanded: Key? = nil

    func isCollapsed(_ key: Key) -> Bool {
        oneAtATime ? expanded != .some(key) : collapsed.contains(key)
    }

    mutating func collapse(_ key: Key) {
        if oneAtATime {
            if expanded == .some(key) { expanded = nil }
        } else {
            collapsed.insert(key)
        }
    }

    mutating func expand(_ key: Key) {
        if oneAtATime { expanded = .some(key) } else { collapsed.remove(key) }
    }

    /// `present`: the keys of the sections there now, in order.
    mutating func collapseAll(present: [Key]) {
        if oneAtATime { expanded = nil } else { collapsed.formUnion(present) }
    }

    mutating func expandAll(present: [Key]) {
        guard oneAtATime else {
            collapsed = []
            return
        }
        if let expanded, present.contains(expanded) { return }
        if let first = present.first { expanded = .some(first) }
    }

    mutating func setOneAtATime(_ isOn: Bool, present: [Key]) {
        guard isOn != oneAtATime else { return }
        if isOn {
            let first = present.first { !isCollapsed($0) }
            oneAtATime = true
            collapsed = []
            expanded = first
        } else {
            collapsed = Set(present.filter(isCollapsed))
            oneAtATime = false
            expanded = nil
        }
    }
}
