import Foundation

extension PagingSource {
    // MARK: - Loading

    /// Loads the page after the last item held (the first page when nothing
    /// is held), showing the loading row after the items meanwhile.
    ///
    /// Does nothing, and returns `false`, while a load is in flight or has
    /// failed (see ``retry()``), or when the end is reached.
    /// - Returns: Whether a load started.
    /// - Complexity: O(*n*) for *n* rows, to publish the loading row.
    @discardableResult
    public func loadNextPage() -> Bool {
        load(.after)
    }

    /// Loads the page before the first item held, showing the loading row
    /// before the items meanwhile.
    ///
    /// Does nothing, and returns `false`, before the first page is held
    /// (load it with ``loadNextPage()``), while a load is in flight or has
    /// failed, or when the start is reached.
    /// - Returns: Whether a load started.
    /// - Complexity: O(*n*) for *n* rows, to publish the loading row.
    @discardableResult
    public func loadPreviousPage() -> Bool {
        load(.before)
    }

    /// Loads the page whose load failed again, the error row turning back
    /// into the loading row.
    /// - Returns: Whether a load started: `false` unless the last load failed.
    /// - Complexity: O(*n*) for *n* rows.
    @discardableResult
    public func retry() -> Bool {
        guard case .failed(let direction, _) = phase, let cursor = requestCursor(direction) else { return false }
        start(direction, cursor: cursor)
        return true
    }

    /// Cancels the load in flight (its task is cancelled, and its result,
    /// should the loader return one anyway, is never applied) or forgets a
    /// failed one: the loading or error row goes, in one update, and nothing
    /// more is published until the next load. Does nothing when idle.
    /// - Complexity: O(*n*) for *n* rows.
    public func cancel() {
        generation &+= 1
        inFlight.withLock { task in
            task?.cancel()
            task = nil
        }
        guard phase.direction != nil else { return }
        phase = .idle
        publish()
    }

    /// Tells the source an item is about to display (or is prefetched):
    /// within ``prefetchDistance`` of the last item held, the next page
    /// loads; within it of the first, the previous page. Call it from a
    /// ``ListEvent/willDisplay`` or ``ListEvent/prefetch`` handler, or let
    /// ``ListAdapter/showPages(of:)`` do it. An identifier not held does nothing.
    /// - Parameter id: The item's identifier.
    /// - Complexity: O(1), plus O(*n*) when a load starts.
    public func itemWillDisplay(_ id: Element.ID) {
        let near = rows.nearEnds(of: id, prefetchDistance: prefetchDistance)
        if near.after, loadNextPage() { return }
        if near.before { loadPreviousPage() }
    }

    /// The task of the load in flight, for tests to await.
    package var loadTask: Task<Void, Never>? { inFlight.withLock { $0 } }

    // MARK: - Plumbing

    /// The cursor of a request for the page on `direction`'s side:
    /// `.some(cursor)` when one may load, `nil` when none can.
    private func requestCursor(_ direction: PageDirection) -> Cursor?? {
        guard let edge = direction == .after ? pages.last : pages.first else {
            return direction == .after ? .some(initialCursor) : nil
        }
        guard let cursor = direction == .after ? edge.nextCursor : edge.previousCursor else { return nil }
        return .some(cursor)
    }

    private func load(_ direction: PageDirection) -> Bool {
        guard case .idle = phase, let cursor = requestCursor(direction) else { return false }
        start(direction, cursor: cursor)
        return true
    }

    /// Shows the loading row and starts the loader's task.
    private func start(_ direction: PageDirection, cursor: Cursor?) {
        generation &+= 1
        let generation = generation, load = loader
        let request = PageRequest(direction: direction, cursor: cursor)
        phase = .loading(direction)
        publish()
        let task = Task { [weak self] in
            let result: Result<Page<Element, Cursor>, any Error>
            do {
                result = .success(try await load(request))
            } catch {
                result = .failure(error)
            }
            self?.finish(result, direction: direction, generation: generation)
        }
        inFlight.withLock { $0 = task }
    }

    /// Applies a load's result, unless another load or a cancel came since.
    private func finish(_ result: Result<Page<Element, Cursor>, any Error>, direction: PageDirection, generation: Int) {
        guard generation == self.generation, !Task.isCancelled else { return }
        inFlight.withLock { $0 = nil }
        switch result {
        case .failure(let error):
            phase = .failed(direction, error)
            publish()
        case .success(let page):
            phase = .idle
            publish(diagnostics: hold(page, on: direction))
        }
    }

    /// Adds `page` on `direction`'s side, without items whose identifiers
    /// are held, and drops the pages beyond ``maximumPageCount`` from the
    /// other end. Returns a diagnostic per item dropped.
    private func hold(_ page: Page<Element, Cursor>, on direction: PageDirection) -> [Diagnostic] {
        var seen = Set(rows.positions.keys)
        var kept: [Element] = []
        var diagnostics: [Diagnostic] = []
        kept.reserveCapacity(page.items.count)
        for item in page.items {
            if seen.insert(item.id).inserted {
                kept.append(item)
            } else {
                diagnostics.append(Diagnostic(kind: .duplicateItemIdentifier, origin: .pagingSource, identifiers: [String(reflecting: item.id)]))
            }
        }
        let held = HeldPage(items: kept, previousCursor: page.previousCursor, nextCursor: page.nextCursor)
        if direction == .after { pages.append(held) } else { pages.insert(held, at: 0) }
        if let maximumPageCount, pages.count > maximumPageCount {
            let excess = pages.count - maximumPageCount
            if direction == .after { pages.removeFirst(excess) } else { pages.removeLast(excess) }
        }
        return diagnostics
    }

    /// Publishes what is held and the phase, as the difference from what was published.
    /// - Complexity: O(*n*) for *n* rows, the diff.
    private func publish(diagnostics: [Diagnostic] = []) {
        rows.publish(items, phase: phase, style: .reload, diagnostics: diagnostics, source: self)
    }
}
