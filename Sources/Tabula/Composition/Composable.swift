import Foundation

/// Anything that can be placed in a ``SectionTree``: a section or a section provider.
///
/// A composable owns a ``CompositionNode``, the bookkeeping that links it
/// into the tree (its parent, its sections' global positions, its items'
/// identities). Tabula's sections and providers create their own; a type of
/// yours conforms by wrapping one of them and returning its node:
///
/// ```swift
/// @MainActor final class FamilySection: ListSection, SelectableSection {
///     let people = ArraySection<Person>()
///     var compositionNode: CompositionNode { people.compositionNode }
///     func didSelectItem(at index: Int) { … }
/// }
/// ```
///
/// The object *inserted* into a provider is the one the tree asks for
/// behaviors (``SelectableSection`` and the others), so the wrapper above
/// handles selection even though the array section does the storage.
@MainActor
public protocol Composable: AnyObject, Sendable {
    /// The node that links this composable into a tree.
    var compositionNode: CompositionNode { get }
}

/// One section's worth of items, addressed by plain indexes (0, 1, 2…).
///
/// Conforming types: ``ArraySection``, ``SingleItemSection``,
/// ``DiffableSection``, or a type of yours that wraps one of them (see
/// ``Composable``). Each mutation of a built-in section returns and reports a
/// ``SectionChange`` with exactly the indexes it touched.
///
/// Named `ListSection`, not `Section`, so that it clashes neither with
/// ``Snapshot/Section`` nor with the `Section` types apps and SwiftUI define.
@MainActor
public protocol ListSection: Composable {}

/// A composable that holds other composables: sections and providers,
/// nested to any depth. See ``ComposedSectionProvider`` (all children shown),
/// ``SegmentedSectionProvider`` (at most one shown) and
/// ``LiveSourceSectionProvider`` (a live source's sections).
@MainActor
public protocol SectionProvider: Composable {}

extension Composable {
    /// The number of sections this composable shows: 1 for a section; for a
    /// provider, the sections of the children it shows. O(1).
    public var numberOfSections: Int { compositionNode.sectionCount }

    /// The index of this composable's first section in the whole tree, or `nil`
    /// when the composable is not in a tree or not shown (inside a segmented
    /// provider's hidden child). O(depth).
    public var globalSectionOffset: Int? { compositionNode.visiblePosition()?.offset }

    /// The tree this composable belongs to, if any (shown or not). O(depth).
    public var tree: SectionTree? { compositionNode.root.tree }
}

extension ListSection {
    /// The number of items in the section. O(1).
    public var numberOfItems: Int { compositionNode.items.count }

    /// The item at `index`, type-erased, or `nil` when out of range. O(1).
    public func anyItem(at index: Int) -> (any Sendable)? {
        compositionNode.items.indices.contains(index) ? compositionNode.items[index].value : nil
    }

    /// The global index path of the item at `index`, or `nil` when the index
    /// is out of range or the section is not shown in a tree. O(depth).
    public func globalIndexPath(forItemAt index: Int) -> IndexPath? {
        guard compositionNode.items.indices.contains(index), let offset = globalSectionOffset else { return nil }
        return IndexPath(item: index, section: offset)
    }

    /// Tells the tree that the section's header or footer content changed
    /// (see ``SupplementarySection``): the section is reloaded or
    /// reconfigured, at once in a transaction of its own, or with the tree
    /// batch that is open.
    public func supplementaryContentDidChange() {
        compositionNode.modelStamp = CompositionTokens.next()
        compositionNode.sectionDidChange(.supplementary)
    }
}
