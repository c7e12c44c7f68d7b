import Foundation

/// What every source of ``PagedRow``s shares: the published snapshot of
/// the items and the status row, where each item is, the publisher, and
/// the load-more trigger's arithmetic. ``PagingSource`` and TabulaGRDB's
/// `LiveQueryWindow` each own one and decide only what they hold and when.
@MainActor
package final class PagedRows<Element: Identifiable & Sendable> where Element.ID: Sendable {
    package typealias Content = Snapshot<Int, Int, PagedRowID<Element.ID>, PagedRow<Element>>
    package typealias Update = ListUpdate<Int, Int, PagedRowID<Element.ID>, PagedRow<Element>, Void>

    /// The published snapshot: the items, and the status row if one shows.
    package private(set) var snapshot: Content
    /// The position of each item published among the items (the status row not counted).
    package private(set) var positions: [Element.ID: Int] = [:]
    let publisher = UpdatePublisher<Int, Int, PagedRowID<Element.ID>, PagedRow<Element>, Void>()

    /// Rows showing nothing but `phase`'s status row, if any.
    /// - Complexity: O(1).
    package init(phase: PagingPhase = .idle) {
        snapshot = Self.rows([], phase: phase)
    }

    deinit {
        publisher.broadcaster.finish()
    }

    // MARK: - Publishing

    package var sequenceNumber: Int { publisher.sequenceNumber }

    package var onUpdate: ((Update) -> Void)? {
        get { publisher.onUpdate }
        set { publisher.onUpdate = newValue }
    }

    package var delegate: (any LiveSourceDelegate)? {
        get { publisher.delegate }
        set { publisher.delegate = newValue }
    }

    package func observe(_ observer: @escaping @MainActor (Update) -> Void) -> ObservationToken {
        publisher.observe(observer)
    }

    package func updates(bufferingPolicy: AsyncStream<Update>.Continuation.BufferingPolicy) -> AsyncStream<Update> {
        publisher.makeStream(bufferingPolicy: bufferingPolicy)
    }

    /// Publishes `items` and `phase`'s status row as the difference from
    /// what was published, as one update.
    /// - Parameters:
    ///   - items: The items, in display order, identifiers unique.
    ///   - phase: What the source is doing: its status row shows on that side.
    ///   - style: How changed items update their cells.
    ///   - diagnostics: What the source noticed, before the diff's own.
    ///   - source: The source, for the delegate.
    /// - Complexity: O(*n*) for *n* rows, the diff.
    package func publish(
        _ items: [Element], phase: PagingPhase, style: ContentUpdateStyle, diagnostics: [Diagnostic] = [],
        source: any AnyLiveSource
    ) {
        let old = snapshot
        let target = Self.rows(items, phase: phase)
        positions = [:]
        positions.reserveCapacity(items.count)
        for item in items { positions[item.id] = positions.count }
        let matching = SnapshotMatching(
            old: old, new: target, sectionContentEqual: { $0 == $1 }, itemContentEqual: Self.contentEqual
        )
        var planner = StagePlanner(matching: matching, source: old, target: target, style: style)
        let stages = planner.stages()
        snapshot = target
        publisher.publish(
            from: old, to: target, changeset: matching.changeset, stages: stages,
            diagnostics: diagnostics + matching.changeset.diagnostics, payload: (), source: source
        )
    }

    /// The rows for `items` and `phase`: the status row before them while a
    /// load is under way or failed before, after them while one is after.
    /// - Complexity: O(*n*) for *n* items.
    package static func rows(_ items: some Collection<Element>, phase: PagingPhase) -> Content {
        var rows: [PagedRow<Element>] = []
        rows.reserveCapacity(items.count + 1)
        let status: PageStatus? = switch phase {
        case .idle: nil
        case .loading(let direction): PageStatus(direction: direction)
        case .failed(let direction, let error): PageStatus(direction: direction, error: error)
        }
        if let status, status.direction == .before { rows.append(.status(status)) }
        rows.append(contentsOf: items.lazy.map(PagedRow.item))
        if let status, status.direction == .after { rows.append(.status(status)) }
        return Content(items: rows)
    }

    /// Whether two values of a row show the same content: `==` for items
    /// that are `Equatable` (otherwise every value is new content), and for
    /// status rows.
    package static func contentEqual(_ lhs: PagedRow<Element>, _ rhs: PagedRow<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.item(let lhs), .item(let rhs)): DynamicEquality.isEqual(lhs, rhs)
        case (.status(let lhs), .status(let rhs)): lhs == rhs
        default: false
        }
    }

    /// Whether `snapshot` holds no item, only a status row: the source's empty state.
    package static func isEmptyState(_ snapshot: Any) -> Bool {
        guard let snapshot = snapshot as? Content else { return false }
        return snapshot.numberOfItems > 0 && !snapshot.itemIdentifiers.contains { if case .item = $0 { true } else { false } }
    }

    // MARK: - The trigger

    /// The sides on which the item `id` displays near the end of the items:
    /// `after` when within `prefetchDistance` of the last item, `before`
    /// when within it of the first (a negative distance counts as 0); both
    /// `false` for an identifier not published.
    /// - Complexity: O(1).
    package func nearEnds(of id: Element.ID, prefetchDistance: Int) -> (after: Bool, before: Bool) {
        guard let position = positions[id] else { return (false, false) }
        let distance = Swift.max(prefetchDistance, 0)
        return (position >= positions.count - 1 - distance, position <= distance)
    }
}
