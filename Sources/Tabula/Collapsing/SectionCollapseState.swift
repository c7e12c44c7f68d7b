/// Which sections are collapsed, by section identifier, so that the state
/// outlives the sections themselves: the one state behind a
/// ``CollapsingSource`` and a ``ListAdapter``'s collapsing.
///
/// Two modes. Normally the collapsed identifiers are listed, and every other
/// section is expanded. With one expanded section at a time, the one
/// expanded identifier is kept instead, and every other section — including
/// ones that appear later — is collapsed, which is what makes "at most one"
/// hold through data changes.
///
/// Each operation returns the identifiers whose state it changed, the only
/// sections whose rows can come or go.
struct SectionCollapseState<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The collapsed identifiers, when not exclusive; kept for absent sections too.
    var collapsed: Set<ID> = []
    /// Whether at most one section is expanded.
    private(set) var isExclusive = false
    /// When exclusive: the expanded identifier, or `nil` when every section is collapsed.
    private(set) var expanded: ID?

    init() {}

    /// Whether any section can be collapsed: lets the common case skip all work. O(1).
    var isActive: Bool { isExclusive || !collapsed.isEmpty }

    /// Whether the section with identifier `id` is collapsed. O(1).
    func isCollapsed(_ id: ID) -> Bool {
        if isExclusive {
            guard let expanded else { return true }
            return expanded != id
        }
        return collapsed.contains(id)
    }

    /// The collapsed identifiers among `present`, in their order. O(*s*).
    func collapsedIdentifiers(among present: some Sequence<ID>) -> [ID] {
        present.filter(isCollapsed)
    }

    // MARK: - Changing it

    /// Collapses the section with identifier `id`.
    /// - Returns: `[id]`, or nothing when it was collapsed. O(1).
    mutating func collapse(_ id: ID) -> Set<ID> {
        guard !isCollapsed(id) else { return [] }
        if isExclusive { expanded = nil } else { collapsed.insert(id) }
        return [id]
    }

    /// Expands the section with identifier `id`; when exclusive, the one
    /// expanded before collapses.
    /// - Returns: The identifiers that changed. O(1).
    mutating func expand(_ id: ID) -> Set<ID> {
        guard isCollapsed(id) else { return [] }
        guard isExclusive else {
            collapsed.remove(id)
            return [id]
        }
        let previous = expanded
        expanded = id
        return previous.map { [id, $0] } ?? [id]
    }

    /// Collapses every section of `present`; sections that appear later
    /// arrive expanded unless collapsed by identifier or exclusive.
    /// - Returns: The identifiers that changed. O(*s*).
    mutating func collapseAll(present: some Sequence<ID>) -> Set<ID> {
        if isExclusive {
            guard let previous = expanded else { return [] }
            expanded = nil
            return [previous]
        }
        let collapsedBefore = collapsed
        let changed = Set(present.lazy.filter { !collapsedBefore.contains($0) })
        collapsed.formUnion(changed)
        return changed
    }

    /// Expands every section and forgets the state of absent ones. When
    /// exclusive, only one can be expanded: the expanded one stays if it is
    /// present, or else the first of `present` expands.
    /// - Returns: The identifiers that changed. O(*s*).
    mutating func expandAll(present: [ID]) -> Set<ID> {
        guard isExclusive else {
            let changed = collapsed
            collapsed = []
            return changed
        }
        if let expanded, present.contains(expanded) { return [] }
        guard let first = present.first else { return [] }
        return expand(first)
    }

    /// Collapses exactly the sections of `ids`. When exclusive, the first
    /// section of `present` that `ids` does not hold is the one expanded.
    /// - Returns: The identifiers that changed. O(*s* + *k*) for the *k* identifiers.
    mutating func setCollapsed(_ ids: Set<ID>, present: [ID]) -> Set<ID> {
        guard isExclusive else {
            let changed = collapsed.symmetricDifference(ids)
            collapsed = ids
            return changed
        }
        let target = present.first { !ids.contains($0) }
        guard target != expanded else { return [] }
        defer { expanded = target }
        return Set([target, expanded].compactMap { $0 })
    }

    /// Turns the one-expanded-section-at-a-time mode on or off. Turning it on
    /// keeps the first expanded section of `present` expanded and collapses
    /// the others; turning it off keeps every present section as it is, and
    /// forgets the state of absent ones (they appear expanded).
    /// - Returns: The identifiers that changed, or `nil` when the mode was
    ///   already `isOn`. O(*s*).
    mutating func setExclusive(_ isOn: Bool, present: [ID]) -> Set<ID>? {
        guard isOn != isExclusive else { return nil }
        let before = self
        var after = SectionCollapseState()
        if isOn {
            after.isExclusive = true
            after.expanded = present.first { !before.isCollapsed($0) }
        } else {
            after.collapsed = Set(present.filter(before.isCollapsed))
        }
        self = after
        return Set(present.lazy.filter { before.isCollapsed($0) != after.isCollapsed($0) })
    }
}
