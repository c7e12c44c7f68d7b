import Foundation

/// One transaction of a ``SectionTree``: the flattened snapshot before and
/// after, the coalesced changeset, the batches that animate it and, as its
/// payload, the mutations that caused it re-addressed to global indexes
/// (``ListUpdate/changes``).
///
/// It is the same type as a list controller's update, so one adapter serves both:
///
/// ```swift
/// let token = tree.observe { update in
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// ```
public typealias SectionTreeUpdate = ListUpdate<UInt64, CompositionSectionModel, UInt64, CompositionItem, [SectionTreeChange]>

extension ListUpdate where Payload == [SectionTreeChange] {
    /// The mutations of the transaction, in the order they happened, each in
    /// the global index space of its own moment; ``ListUpdate/changeset`` is
    /// their coalesced result.
    public var changes: [SectionTreeChange] { payload }
}
