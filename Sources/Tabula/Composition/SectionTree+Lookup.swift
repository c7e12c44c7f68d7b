import Foundation

/// Where a global section is in the tree: the composable that owns it and
/// the section's index among that composable's own sections.
public struct SectionLocation {
    /// The section — or, for a list controller's sections, the provider — that owns it.
    public let owner: any Composable
    /// The index among the owner's sections: 0 for a ``ListSection``.
    public let localSection: Int
}

/// Where a global index path is in the tree: the owning composable, the local
/// section and the item's index in it.
public struct ItemLocation {
    /// The section — or, for a list controller's sections, the provider — that owns it.
    public let owner: any Composable
    /// The index among the owner's sections: 0 for a ``ListSection``.
    public let localSection: Int
    /// The item's index in its section.
    public let index: Int
}

extension SectionTree {
    /// The owner of global section `section` in the tree as it is now, or `nil`
    /// when out of range. O(depth · log children): no scan, whatever the size.
    public func location(ofSection section: Int) -> SectionLocation? {
        guard let leaf = root.compositionNode.locate(section: section), let owner = leaf.owner else { return nil }
        return SectionLocation(owner: owner, localSection: leaf.ownerSectionIndex)
    }

    /// The owner and local position of global `indexPath`, or `nil` when out of
    /// range. O(depth · log children).
    public func location(of indexPath: IndexPath) -> ItemLocation? {
        guard indexPath.count == 2, let leaf = root.compositionNode.locate(section: indexPath[0]),
              leaf.items.indices.contains(indexPath[1]), let owner = leaf.owner else { return nil }
        return ItemLocation(owner: owner, localSection: leaf.ownerSectionIndex, index: indexPath[1])
    }

    /// The section shown at global index `section`, when it is a ``ListSection``.
    public func section(at section: Int) -> (any ListSection)? {
        location(ofSection: section)?.owner as? any ListSection
    }

    /// The item at global `indexPath`, type-erased, or `nil`. O(depth · log children).
    public func item(at indexPath: IndexPath) -> (any Sendable)? {
        guard indexPath.count == 2, let leaf = root.compositionNode.locate(section: indexPath[0]),
              leaf.items.indices.contains(indexPath[1]) else { return nil }
        return leaf.items[indexPath[1]].value
    }

    /// The global index of `composable`'s first section, or `nil` when it is not
    /// shown in this tree. O(depth).
    public func globalSection(of composable: any Composable) -> Int? {
        guard let (tree, offset) = composable.compositionNode.visiblePosition(), tree === self else { return nil }
        return offset
    }

    /// The global index path of the item at `index` in `section`, or `nil`
    /// when it is out of range or the section is not shown here. O(depth).
    public func globalIndexPath(of section: any ListSection, itemAt index: Int) -> IndexPath? {
        guard section.compositionNode.items.indices.contains(index), let offset = globalSection(of: section) else { return nil }
        return IndexPath(item: index, section: offset)
    }

    /// The behavior `type` (for example `(any SelectableSection).self`) of the
    /// composable that owns global section `section`, or `nil` when it does not adopt it.
    public func behavior<Behavior>(_ type: Behavior.Type, forSection section: Int) -> Behavior? {
        location(ofSection: section)?.owner as? Behavior
    }

    /// The behavior `type` of the composable that owns global `indexPath`,
    /// with the item's local index, or `nil`.
    ///
    /// ```swift
    /// if let (selectable, index) = tree.behavior((any SelectableSection).self, forItemAt: indexPath) {
    ///     selectable.didSelectItem(at: index)
    /// }
    /// ```
    public func behavior<Behavior>(_ type: Behavior.Type, forItemAt indexPath: IndexPath) -> (behavior: Behavior, index: Int)? {
        guard let location = location(of: indexPath), let behavior = location.owner as? Behavior else { return nil }
        return (behavior, location.index)
    }
}
