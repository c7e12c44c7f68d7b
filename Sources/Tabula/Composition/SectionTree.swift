import Foundation

/// The root of a composition: sections and providers nested to any depth,
/// flattened into the one list of sections a table or collection view shows.
///
/// ```swift
/// let family = ArraySection<Person>(people)
/// let friends = ArraySection<Person>()
/// let banner = SingleItemSection<Banner>()
/// let tabs = SegmentedSectionProvider([ComposedSectionProvider([family, friends]), photos])
/// let screen = ComposedSectionProvider([banner, tabs])
/// let tree = try SectionTree(root: screen)
///
/// dataSource.snapshot = tree.snapshot
/// let token = tree.observe { update in
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// friends.append(ada)                      // one item insert at (0, 2) in global terms
/// try tabs.select(1)                       // family and friends out, photos in
/// tree.performBatchUpdates {               // one coalesced transaction
///     try? family.remove(at: 0)
///     banner.item = Banner(text: "Welcome")
/// }
/// ```
///
/// **How changes flow.** Every mutation of a section or provider in the tree
/// reaches the tree, re-addressed to global section indexes and index paths
/// (``SectionTreeChange``). Outside a batch each mutation is a transaction;
/// inside `performBatchUpdates(_:)` or a pause, all of them become one (and
/// every live source shown in the tree joins it). A transaction publishes a new
/// flattened ``snapshot`` (a ``CompositionSnapshot``) and reports it through
/// the same pipeline as a ``ListController``: to the ``delegate`` (a
/// ``LiveSourceDelegate``), to ``onUpdate``, to every observer from
/// ``observe(_:)`` and to every stream from ``updates(bufferingPolicy:)``, as a
/// ``SectionTreeUpdate`` whose ``ListUpdate/stagedChangeset`` passes every rule
/// of UIKit's batch updates.
///
/// **Collapsing.** Sections collapse to their headers with
/// ``LiveSource/withCollapsing()``, which folds what the tree publishes.
///
/// **Costs.** A single mutation outside a batch — including one list
/// controller transaction — is written down directly from the indexes it
/// reported, without diffing: O(*s*) to publish the new snapshot (*s*
/// sections; it shares every section's storage) plus O(depth) to re-address.
/// A batch, and a controller transaction of several stages, diffs only the
/// sections that changed: expected O(items of those sections); only when
/// sections moved does it diff the whole flattened snapshot.
/// Global ↔ local lookups cost O(depth · log children) (see ``CompositionNode``).
@MainActor
public final class SectionTree: LiveSource {
    /// The composable at the top of the tree.
    public let root: any Composable

    /// The published flattened snapshot: what views show after the last
    /// delivered transaction.
    public internal(set) var snapshot: CompositionSnapshot

    /// The number of the last published snapshot; see ``ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { publisher.sequenceNumber }

    /// Whether content changes reload or reconfigure cells in the staged changesets.
    public var contentUpdates: ContentUpdateStyle

    /// Receives every transaction's changes in NSFetchedResultsController's
    /// order, exactly as a list controller's delegate does. Held weakly.
    public var delegate: (any LiveSourceDelegate)? {
        get { publisher.delegate }
        set { publisher.delegate = newValue }
    }

    /// Called with every transaction's ``SectionTreeUpdate``, after the
    /// delegate and before the observers and streams: a shorthand for one
    /// observer that lives as long as the tree.
    public var onUpdate: ((SectionTreeUpdate) -> Void)? {
        get { publisher.onUpdate }
        set { publisher.onUpdate = newValue }
    }

    let publisher = UpdatePublisher<UInt64, CompositionSectionModel, UInt64, CompositionItem, [SectionTreeChange]>()
    var pending: Pending?
    /// The open transactions: batches, with their checkpoints, and pauses.
    package var transactions = TransactionStack<TransactionRecord>()
    /// The section lists of published snapshots, updated per changed section.
    var published = PublishedSectionBuffers<CompositionSnapshot.Section, NodeKey>()

    /// A section node as a key of ``published``: by identity.
    struct NodeKey: Hashable {
        let node: CompositionNode
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(node)) }
    }

    /// Makes `root` the top of a tree.
    ///
    /// - Parameters:
    ///   - root: A section or provider that is in no provider and no other tree.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    /// - Throws: ``CompositionError/alreadyInTree(operation:)`` when `root` has a
    ///   parent or is another tree's root.
    public init(root: any Composable, contentUpdates: ContentUpdateStyle = .reconfigure) throws(CompositionError) {
        let node = root.compositionNode
        guard node.parent == nil, node.tree == nil else { throw .alreadyInTree(operation: "SectionTree(root:)") }
        self.root = root
        self.contentUpdates = contentUpdates
        self.snapshot = CompositionSnapshot()
        node.owner = root
        node.tree = self
        self.snapshot = buildSnapshot()
    }

    deinit {
        publisher.broadcaster.finish()
    }

    // MARK: - Observation

    /// Calls `observer` with every transaction's ``SectionTreeUpdate`` from
    /// now on, after the delegate and ``onUpdate``, in the order observers
    /// were added, until the token is cancelled or released.
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping @MainActor (SectionTreeUpdate) -> Void) -> ObservationToken {
        publisher.observe(observer)
    }

    /// A stream of every update published from now on; it ends when the tree
    /// is deallocated. The default buffering never drops an update, since each
    /// changeset starts where the previous one ended.
    ///
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    public func updates(
        bufferingPolicy: AsyncStream<SectionTreeUpdate>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<SectionTreeUpdate> {
        publisher.makeStream(bufferingPolicy: bufferingPolicy)
    }

    /// The flattened snapshot of the tree's content as it is now: inside a
    /// batch, with the batch's changes so far, which ``snapshot`` does not show
    /// yet. O(sections shown).
    public var contentSnapshot: CompositionSnapshot { buildSnapshot() }

    func buildSnapshot() -> CompositionSnapshot {
        var sections = ContiguousArray<CompositionSnapshot.Section>()
        sections.reserveCapacity(root.compositionNode.sectionCount)
        root.compositionNode.appendSections(to: &sections)
        return CompositionSnapshot(sections: sections)
    }
}

// MARK: - AnyLiveSource

extension SectionTree {

    /// The number of sections in the published snapshot. O(1).
    public var numberOfSections: Int { snapshot.numberOfSections }

    /// The number of items in all sections of the published snapshot. O(1).
    public var numberOfItems: Int { snapshot.numberOfItems }

    /// The number of items in section `section` of the published snapshot, or
    /// `nil` when there is no such section. O(1).
    public func numberOfItems(inSection section: Int) -> Int? { snapshot.numberOfItems(inSection: section) }

    /// Each published section's header title: the header model of a
    /// ``SupplementarySection`` when it is a `String`, otherwise "". O(*s*).
    public var sectionTitles: [String] {
        snapshot.sections.map { section in
            (section.model.owner as? any SupplementarySection).flatMap { $0.headerModel as? String } ?? ""
        }
    }

    /// The titles for a table view's section index: one per section, in
    /// section order, repeats kept, so that entry *i* is section *i*. A data
    /// source answers `sectionIndexTitles(for:)` with them and
    /// `tableView(_:sectionForSectionIndexTitle:at:)` with the index it is
    /// given; UIKit's index bar shows repeated titles as they are.
    ///
    /// Each entry is the first character of the section's title
    /// (``sectionTitles``), upper-cased, or "" for an empty title. O(*s*).
    public var sectionIndexTitles: [String] {
        sectionTitles.map(\.sectionIndexTitle)
    }

    /// The item's ``CompositionItem/value``, which mappings resolve.
    /// - Parameter item: An item of the tree's snapshot.
    public static func model(of item: CompositionItem) -> Any? { item.value }
}

extension SectionTree: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { contentUpdates }
    package var behaviorTree: SectionTree? { self }
    package func currentContent() -> Any? { contentSnapshot }
}
