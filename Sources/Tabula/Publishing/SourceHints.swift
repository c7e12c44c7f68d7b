import Foundation

/// What an adapter and an empty state ask of the package's live sources
/// beyond their state and their changes: whether sections are folded,
/// whether a snapshot is an empty state, how content is updated, and which
/// section tree's behaviours answer events. A ``LiveSource`` that does not adopt
/// it folds nothing and shows no empty state.
@MainActor
package protocol SourceHints: AnyObject {
    /// Whether a section of the published snapshot is collapsed while it
    /// holds items: the snapshot shows the section's header but not its
    /// items. A ``ListAdapter`` shows no empty state meanwhile, since the
    /// list is not empty, only folded.
    ///
    /// A source need not publish when only a collapsed section's items
    /// change, since nothing on screen does: an adapter asks again with the
    /// source's next update.
    var hasCollapsedItems: Bool { get }

    /// Whether the source may publish an empty state (``isEmptyState(_:)``):
    /// a ``ListAdapter`` showing it then answers UIKit's selection and
    /// editing questions, to keep empty-state rows out of them.
    var mayShowEmptyState: Bool { get }

    /// Whether `snapshot`, one the source published, is the empty state it
    /// shows while it has no data (see ``EmptyStateSource``), rather than
    /// data: a ``ListAdapter`` then lets no row of it be selected or
    /// highlighted and hands it to no event handler.
    func isEmptyState(_ snapshot: Any) -> Bool

    /// How the source updates changed content, so that a tree can pass its
    /// batches on as they are; `nil` when it does not say.
    var updatesContentAs: ContentUpdateStyle? { get }

    /// The tree whose sections' behaviours (``SelectableSection`` and the
    /// others) answer the events of the rows the source shows: the tree
    /// itself, or the one a wrapper shows; `nil` for other sources.
    var behaviorTree: SectionTree? { get }

    /// The source's content as it is now, of its own snapshot type: inside
    /// a transaction, with the changes so far, which the published snapshot
    /// does not show yet; `nil` when the source does not say (its snapshot
    /// is then its content). A ``CollapsingSource`` collapses "every section"
    /// of it.
    func currentContent() -> Any?

    /// The outline items the source shows expanded, as a `Set` of its item
    /// identifiers; `nil` when it shows no outline. A ``ListAdapter`` keeps
    /// them in its ``ListState``.
    func expandedItemIDs() -> Any?

    /// Expands exactly the outline items of `ids` (a `Set` of the source's
    /// item identifiers) and collapses the others, publishing the
    /// difference as one update; identifiers the source lacks are passed
    /// over. Does nothing for a source that shows no outline.
    func setExpandedItemIDs(_ ids: Any)

    /// The sections the source collapses to their headers, as a `Set` of
    /// its section identifiers; `nil` when it collapses none itself (a
    /// ``CollapsingSource`` does). A ``ListAdapter`` keeps them in its
    /// ``ListState``.
    func collapsedSectionsState() -> Any?

    /// Collapses exactly the sections of `ids` (a `Set` of the source's
    /// section identifiers) and expands the others, as one update. Does
    /// nothing for a source that collapses none itself.
    func restoreCollapsedSections(_ ids: Any)
}

extension SourceHints {
    package var hasCollapsedItems: Bool { false }
    package var mayShowEmptyState: Bool { false }
    package func isEmptyState(_ snapshot: Any) -> Bool { false }
    package var updatesContentAs: ContentUpdateStyle? { nil }
    package var behaviorTree: SectionTree? { nil }
    package func currentContent() -> Any? { nil }
    package func expandedItemIDs() -> Any? { nil }
    package func setExpandedItemIDs(_ ids: Any) {}
    package func collapsedSectionsState() -> Any? { nil }
    package func restoreCollapsedSections(_ ids: Any) {}
}

extension LiveSource {
    /// The source's hints, for any live source: none for one that does not adopt ``SourceHints``.
    package var hints: (any SourceHints)? { self as? any SourceHints }
}
