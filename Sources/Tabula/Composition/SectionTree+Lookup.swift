import Foundation

/// Where a global section is in the tree: the element that owns it and the
/// section's index among that element's own sections.
public struct SectionLocation {
    /// The section — or, for a list controller's sections, the provider — that owns it.
    public let owner: any Composable
    /// The index among the owner's sections: 0 for a ``ListSection``.
    public let localSection: Int
}

/// Where a global index path is in the tree: the owning element, the local
/// section and the element's index in it.
public struct ElementLocation {
    /// The section — or, for a list controller's sections, the provider — that owns it.
    public let owner: any Composable
    /// The index among the owner's sections: 0 for a ``ListSection``.
    public let localSection: Int
    /// The element's index in its section.
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
    public func location(of indexPath: IndexPath) -> ElementLocation? {
        guard indexPath.count == 2, let leaf = root.compositionNode.locate(section: indexPath[0]),
              leaf.items.indices.contains(indexPath[1]), let owner = leaf.owner else { return nil }
        return ElementLocation(owner: owner, localSection: leaf.ownerSectionIndex, index: indexPath[1])
    }

    /// The section shown at global index `section`, when it is a ``ListSection``.
    public func section(at section: Int) -> (any ListSection)? {
        location(ofSection: section)?.owner as? any ListSection
    }

    /// The element at global `indexPath`, type-erased, or `nil`. O(depth · log children).
    public func element(at indexPath: IndexPath) -> (any Sendable)? {
        guard indexPath.count == 2, let leaf = root.compositionNode.locate(section: indexPath[0]),
              leaf.items.indices.contains(indexPath[1]) else { return nil }
        return leaf.items[indexPath[1]].value
    }

    /// The global index of `element`'s first section, or `nil` when it is not
    /// shown in this tree. O(depth).
    public func globalSection(of element: any Composable) -> Int? {
        guard let (tree, offset) = element.compositionNode.visiblePosition(), tree === self else { return nil }
        return offset
    }

    /// The global index path of the element at `index` in `section`, or `nil`
    /// when it is out of range or the section is not shown here. O(depth).
    public func globalIndexPath(of section: any ListSection, elementAt index: Int) -> IndexPath? {
        guard section.compositionNode.items.indices.contains(index), let offset = globalSection(of: section) else { return nil }
        return IndexPath(item: index, section: offset)
    }

    /// The behaviour `type` (for example `(any SelectableSection).self`) of the
    /// element that owns global section `section`, or `nil` when it does not adopt it.
    public func behaviour<Behaviour>(_ type: Behaviour.Type, forSection section: Int) -> Behaviour? {
        location(ofSection: section)?.owner as? Behaviour
    }

    /// The behaviour `type` of the element that owns global `indexPath`, with
    /// the element's local index, or `nil`.
    ///
    /// ```swift
    /// if let (selectable, index) = tree.behaviour((any SelectableSection).self, forItemAt: indexPath) {
    ///     selectable.didSelectElement(at: index)
    /// }
    /// ```
    public func behaviour<Behaviour>(_ type: Behaviour.Type, forItemAt indexPath: IndexPath) -> (behaviour: Behaviour, index: Int)? {
        guard let location = location(of: indexPath), let behaviour = location.owner as? Behaviour else { return nil }
        return (behaviour, location.index)
    }
}
