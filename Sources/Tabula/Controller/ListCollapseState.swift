/// Which sections of a ``ListController`` are collapsed, keyed by section key
/// so that the state outlives the sections themselves.
///
/// Two modes. Normally the collapsed keys are listed, and every other section
/// is expanded. With one expanded section at a time, the one expanded key is
/// kept instead, and every other section — including ones that appear later —
/// is collapsed, which is what makes "at most one" hold through data changes.
@usableFromInline
struct ListCollapseState<Key: Hashable & Sendable>: Sendable {
    /// The collapsed keys, when not exclusive; kept for absent sections too.
    @usableFromInline
    var collapsed: Set<Key> = []
    /// Whether at most one section is expanded.
    @usableFromInline
    var isExclusive = false
    /// When exclusive: the expanded key, or `nil` when every section is collapsed.
    @usableFromInline
    var expanded: Key?

    @inlinable
    init() {}

    /// Whether any section can be collapsed: lets the common case skip all work.
    @inlinable
    var isActive: Bool { isExclusive || !collapsed.isEmpty }

    @inlinable
    func isCollapsed(_ key: Key) -> Bool {
        if isExclusive {
            guard let expanded else { return true }
            return expanded != key
        }
        return collapsed.contains(key)
    }

    /// Makes the section with `key` collapsed or expanded; when exclusive,
    /// expanding it collapses the one expanded before.
    @inlinable
    mutating func set(_ key: Key, collapsed isCollapsed: Bool) {
        if isExclusive {
            if isCollapsed {
                if expanded == key { expanded = nil }
            } else {
                expanded = key
            }
        } else if isCollapsed {
            collapsed.insert(key)
        } else {
            collapsed.remove(key)
        }
    }
}
