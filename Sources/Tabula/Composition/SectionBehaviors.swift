import Foundation

/// A section that handles selection of its items. A ``ListAdapter`` showing
/// the tree asks the section that owns a tapped row, with local indexes,
/// when no handler of its registry answers the tap; a data source of your
/// own finds it with ``SectionTree/behavior(_:forItemAt:)``.
@MainActor
public protocol SelectableSection: Composable {
    /// Whether the item at `index` may be selected. Default: `true`.
    func shouldSelectItem(at index: Int) -> Bool
    /// The item at `index` was selected.
    func didSelectItem(at index: Int)
    /// The item at `index` was deselected. Default: nothing.
    func didDeselectItem(at index: Int)
}

extension SelectableSection {
    /// Every item may be selected.
    public func shouldSelectItem(at index: Int) -> Bool { true }
    /// Does nothing.
    public func didDeselectItem(at index: Int) {}
}
/// A section whose items offer delete or insert actions while editing.
@MainActor
public protocol EditableSection: Composable {
    /// The editing control for the item at `index`. Default: `.delete`.
    func editingStyle(forItemAt index: Int) -> EditingStyle
    /// The user confirmed `style` on the item at `index`: delete it, or
    /// insert a new one; the section's mutation animates it.
    func commit(_ style: EditingStyle, forItemAt index: Int)
}

extension EditableSection {
    /// Every item can be deleted.
    public func editingStyle(forItemAt index: Int) -> EditingStyle { .delete }
}

/// A section whose items the user may reorder by dragging, inside the section.
@MainActor
public protocol MovableSection: Composable {
    /// Whether the item at `index` may be dragged. Default: `true`.
    func canMoveItem(at index: Int) -> Bool
    /// The user dragged the item at `source` to `destination` (local
    /// indexes, the destination after removal). Update the storage to match,
    /// for example with ``ArraySection/move(from:to:)``; the view already shows
    /// the move, and a ``ListAdapter`` commits it so that it is not animated
    /// again.
    func didMoveItem(from source: Int, to destination: Int)
}

extension MovableSection {
    /// Every item may be dragged.
    public func canMoveItem(at index: Int) -> Bool { true }
}

/// A section with header and footer content. The models are whatever the
/// adapter's supplementary views show (a `String` header is also the section's
/// title, see ``SectionTree/sectionTitles``). Call
/// ``ListSection/supplementaryContentDidChange()`` when they change.
@MainActor
public protocol SupplementarySection: Composable {
    /// The header's model, or `nil` for no header.
    var headerModel: (any Sendable)? { get }
    /// The footer's model, or `nil` for no footer.
    var footerModel: (any Sendable)? { get }
}

extension SupplementarySection {
    /// No footer.
    public var footerModel: (any Sendable)? { nil }
}
