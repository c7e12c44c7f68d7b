/// The changes between two snapshots as an ordered list of batches that a
/// list view accepts, each with the data the view's data source must hold
/// during that batch.
///
/// Every stage passes every rule of UIKit's batch updates (see
/// <doc:Staging>), and the stages are as few as those rules allow:
///
/// - inserts, deletes and moves, with no section moves: **one** batch;
/// - content changes with no moves, or with moves that shift no reloaded item: one batch;
/// - content changes next to moves: at most two, unless the style is
///   ``ContentUpdateStyle/reconfigure``, which never adds a batch;
/// - section moves with item changes inside the moved sections: two, plus one
///   for content changes when reloading.
///
/// Apply the stages in order; inside each batch, set the data source's data to
/// the stage's ``Stage/data`` first (``ListView/apply(_:animated:reloadThreshold:setData:completion:)``
/// does this). The last stage's data is the target.
///
/// ```swift
/// let changes = StagedChangeset(source: oldSnapshot, target: newSnapshot)
/// tableView.apply(changes) { dataSource.snapshot = $0 }
/// ```
public struct StagedChangeset<SectionID: Hashable, SectionModel, ItemID: Hashable, Item> {
    /// One batch and the data the data source holds during it.
    public struct Stage {
        /// The changes of this batch, in UIKit's index spaces.
        public var batch: BatchUpdate
        /// What the data source must hold during this batch: the snapshot after it.
        public var data: Snapshot<SectionID, SectionModel, ItemID, Item>

        /// Creates a stage.
        public init(batch: BatchUpdate, data: Snapshot<SectionID, SectionModel, ItemID, Item>) {
            self.batch = batch
            self.data = data
        }
    }

    /// The batches, in the order to apply them. Empty when nothing changed.
    public var stages: [Stage]
    /// What the diff noticed about its input, such as duplicate identifiers
    /// (origin ``Diagnostic/Origin/diff``).
    public var diagnostics: [Diagnostic]

    /// Creates an empty staged changeset: no stages, no diagnostics.
    public init() {
        stages = []
        diagnostics = []
    }

    /// Creates a staged changeset from explicit stages.
    public init(stages: [Stage], diagnostics: [Diagnostic] = []) {
        self.stages = stages
        self.diagnostics = diagnostics
    }

    /// Diffs `source` against `target` and stages the result.
    ///
    /// - Parameters:
    ///   - source: What the view shows now.
    ///   - target: What it should show.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    ///   - sectionContentEqual: Whether two section models with the same identifier
    ///     show the same content.
    ///   - itemContentEqual: Whether two items with the same identifier show the same content.
    /// - Complexity: The diff's, plus O(*n*) to build each intermediate snapshot
    ///   when more than one stage is needed.
    @inlinable
    public init(
        source: Snapshot<SectionID, SectionModel, ItemID, Item>,
        target: Snapshot<SectionID, SectionModel, ItemID, Item>,
        contentUpdates: ContentUpdateStyle = .reload,
        sectionContentEqual: (SectionModel, SectionModel) -> Bool,
        itemContentEqual: (Item, Item) -> Bool
    ) {
        let matching = SnapshotMatching(
            old: source, new: target,
            sectionContentEqual: sectionContentEqual, itemContentEqual: itemContentEqual
        )
        self.init(matching: matching, source: source, target: target, style: contentUpdates)
    }

    @inlinable
    internal init(matching: SnapshotMatching, source: Snapshot<SectionID, SectionModel, ItemID, Item>, target: Snapshot<SectionID, SectionModel, ItemID, Item>, style: ContentUpdateStyle) {
        var planner = StagePlanner(matching: matching, source: source, target: target, style: style)
        self.init(stages: planner.stages(), diagnostics: matching.diagnostics)
    }
}

extension StagedChangeset where SectionModel: Equatable, Item: Equatable {
    /// Diffs `source` against `target`, comparing content with `==`, and stages the result.
    ///
    /// See ``init(source:target:contentUpdates:sectionContentEqual:itemContentEqual:)``.
    @inlinable
    public init(source: Snapshot<SectionID, SectionModel, ItemID, Item>, target: Snapshot<SectionID, SectionModel, ItemID, Item>, contentUpdates: ContentUpdateStyle = .reload) {
        let matching = SnapshotMatching(
            old: source, new: target,
            sectionContentEqual: EquatableContent(), itemContentEqual: EquatableContent()
        )
        self.init(matching: matching, source: source, target: target, style: contentUpdates)
    }
}

extension StagedChangeset: RandomAccessCollection {
    /// The position of the first stage.
    public var startIndex: Int { stages.startIndex }
    /// The position after the last stage.
    public var endIndex: Int { stages.endIndex }
    /// The stage at `position`.
    public subscript(position: Int) -> Stage { stages[position] }
}

extension StagedChangeset.Stage: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}
extension StagedChangeset: Sendable where SectionID: Sendable, SectionModel: Sendable, ItemID: Sendable, Item: Sendable {}
extension StagedChangeset.Stage: Equatable where SectionModel: Equatable, Item: Equatable {}
extension StagedChangeset: Equatable where SectionModel: Equatable, Item: Equatable {}
