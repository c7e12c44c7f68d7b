import Foundation

extension ListAdapter {
    /// Shows `source` and follows its updates until another source or
    /// snapshot is shown, or the adapter is released. The view reloads with
    /// the source's snapshot first. The adapter keeps the source alive
    /// meanwhile; the source holds the adapter only weakly.
    public func show<Source: LiveSource>(_ source: Source)
    where Source.SectionID == SectionID, Source.SectionModel == SectionModel, Source.ItemID == ItemID, Source.Item == Item {
        observation?.cancel()
        waiting = nil
        deferredScroll = nil
        let hints = source.hints
        sourceHasCollapsedItems = { [weak hints] in hints?.hasCollapsedItems ?? false }
        sourceIsEmptyState = { [weak hints] in hints?.isEmptyState($0) ?? false }
        sourceExpandedItemIDs = { [weak hints] in hints?.expandedItemIDs() as? Set<ItemID> }
        setSourceExpandedItemIDs = { [weak hints] in hints?.setExpandedItemIDs($0) }
        sourceCollapsedSectionIDs = { [weak hints] in hints?.collapsedSectionsState() as? Set<SectionID> }
        setSourceCollapsedSectionIDs = { [weak hints] in hints?.restoreCollapsedSections($0) }
        setSourceMayShowEmptyState(hints?.mayShowEmptyState ?? false)
        shownSource = source
        showBehaviors(of: hints)
        reportDuplicates(in: source.snapshot)
        observation = source.observe { [weak self] update in
            guard let self else { return }
            self.reportDuplicates(in: update.snapshot)
            let target = self.visible(update.snapshot)
            // The source's own changes describe its data, not what the
            // adapter's collapsing leaves of it.
            let unchanged = self.hiddenItemCount == 0
            self.receive(target, staged: unchanged ? update.stagedChangeset : nil, from: unchanged ? update.previousSnapshot : nil)
        }
        reload(with: visible(source.snapshot))
    }

    /// Shows `snapshot`, animating the changes from what the view shows (a
    /// diff), and stops following a live source.
    ///
    /// - Parameters:
    ///   - snapshot: What the view should show.
    ///   - animated: Whether to animate; when `false` the view reloads.
    /// - Complexity: The diff of ``shown`` and `snapshot`.
    public func apply(_ snapshot: Content, animated: Bool = true) {
        observation?.cancel()
        observation = nil
        deferredScroll = nil
        sourceHasCollapsedItems = { false }
        sourceIsEmptyState = { _ in false }
        sourceExpandedItemIDs = { nil }
        setSourceExpandedItemIDs = { _ in }
        sourceCollapsedSectionIDs = { nil }
        setSourceCollapsedSectionIDs = { _ in }
        setSourceMayShowEmptyState(false)
        shownSource = nil
        behaviorTree = nil
        reportDuplicates(in: snapshot)
        if animated {
            receive(visible(snapshot), staged: nil, from: nil)
        } else {
            waiting = nil
            reload(with: visible(snapshot))
        }
    }

    /// Whether the adapter holds an update back: a batch is animating, or a
    /// cell is being configured.
    public var isUpdateWaiting: Bool { waiting != nil }

    /// Takes a new snapshot to show. `staged` are the source's own changes
    /// from `previous`; they are used when `previous` is what the view shows.
    func receive(_ target: Content, staged: StagedChangeset<SectionID, SectionModel, ItemID, Item>?, from previous: Content?) {
        guard callbackDepth == 0, batchesInFlight == 0 else {
            waiting = target
            return
        }
        waiting = nil
        // A restore's scroll waits for the latest data: once it is shown
        // without a batch (a reload, or nothing to animate), now.
        defer { if batchesInFlight == 0, waiting == nil { scrollDeferredItem() } }
        let before = shown
        guard isAnimated, view.isInWindow else {
            reload(with: target)
            return
        }
        if isShowingOwnEmptyState || showsEmptyState(for: target) {
            applyEmptyStateChange(to: target, on: view)
            return
        }
        var changes: StagedChangeset<SectionID, SectionModel, ItemID, Item>
        if let staged, let previous, previous.sharesStorage(with: shown) {
            changes = staged
        } else if let stagedChanges {
            changes = stagedChanges(shown, target, contentUpdates)
        } else {
            changes = StagedChangeset(
                source: shown, target: target, contentUpdates: contentUpdates,
                sectionContentEqual: sectionContentEqual, itemContentEqual: itemContentEqual
            )
        }
        changes = reloadingCellsThatChangeView(in: changes)
        guard !changes.stages.isEmpty else {
            shown = target
            didShow?(before, changes)
            return
        }
        present(changes, on: view, showingEmptyState: false)
        didShow?(before, changes)
        announceUpdate(from: before)
    }

    /// `changes` with the reconfigures that cannot keep their cell made
    /// reloads: those ``reloadsOnContentChange`` asks for, and those of a
    /// visible cell whose item now resolves to another registration (a
    /// condition that no longer holds, a model of another class). UIKit
    /// raises on a reconfigure whose cell is dequeued under another reuse
    /// identifier, and a kept cell would keep its old class and content.
    ///
    /// - Complexity: O(visible cells) to read what each shows, plus a cached
    ///   resolution per reconfigured item.
    func reloadingCellsThatChangeView(
        in changes: StagedChangeset<SectionID, SectionModel, ItemID, Item>
    ) -> StagedChangeset<SectionID, SectionModel, ItemID, Item> {
        guard changes.stages.contains(where: { !$0.batch.itemReconfigures.isEmpty }) else { return changes }
        var shownRegistration: [ItemID: MappingRegistration] = [:]
        if !isShowingOwnEmptyState {
            for path in view.indexPathsForVisibleItems {
                guard let id = shown.itemIdentifier(at: path), let cell = view.cellForItem(at: path),
                      let registration = configured[ObjectIdentifier(cell)]?.registration else { continue }
                shownRegistration[id] = registration
            }
        }
        guard reloadsOnContentChange != nil || !shownRegistration.isEmpty else { return changes }
        let requested = reloadsOnContentChange
        return changes.reloadingRequested { item, id, indexPath in
            if requested?(item) == true { return true }
            guard let before = shownRegistration[id], let model = self.model(item) else { return false }
            guard case .resolved(let entry) = registry.resolve(model, kind: .cell, at: indexPath) else { return true }
            return entry.registration != before
        }
    }

    /// After a registration was added, when some rows were given the view's
    /// placeholder cell for want of one: their models may have a cell now.
    /// Cells made before their registration existed (registrations are often
    /// added after the adapter, which may already have shown its source) are
    /// made again on the main actor's next turn, once for a burst of
    /// registrations, as if registered first.
    func placeholdersMayHaveCells() {
        guard !placeholderItems.isEmpty, !placeholdersNeedRemaking else { return }
        placeholdersNeedRemaking = true
        Task { @MainActor [weak self] in self?.remakePlaceholderCells() }
    }

    /// Reloads the view, which asks for its cells again at its next layout
    /// as UIKit's `reloadData()` does, when ``placeholdersMayHaveCells()``
    /// asked for it; while a batch runs, `showWaiting()` does it once the
    /// batch ends.
    ///
    /// - Complexity: O(1); the view asks for its visible cells again.
    func remakePlaceholderCells() {
        guard placeholdersNeedRemaking, callbackDepth == 0, batchesInFlight == 0 else { return }
        placeholdersNeedRemaking = false
        guard !placeholderItems.isEmpty, !isShowingOwnEmptyState, !shownIsSourceEmptyState else { return }
        placeholderItems = []  // noted again if still without a cell
        keepingItemState { view.reloadData() }
    }

    /// Applies `changes` to `view`, one batch per stage, swapping ``shown``
    /// (and whether the empty-state row shows) inside each batch; updates
    /// that arrive meanwhile wait until the last batch ends.
    func present(
        _ changes: StagedChangeset<SectionID, SectionModel, ItemID, Item>, on view: any CellHosting, showingEmptyState: Bool
    ) {
        let generation = emptyStateGeneration
        batchesInFlight += 1
        keepingItemState {
            view.apply(changes, animated: true, reloadThreshold: reloadThreshold, setData: { [weak self] data in
                guard let self else { return }
                self.anchorUpdate(from: self.shown, to: data, showingEmptyState: showingEmptyState)
                self.shown = data
                self.isShowingOwnEmptyState = showingEmptyState
                self.shownEmptyStateGeneration = generation
            }, completion: { [weak self] _ in
                guard let self else { return }
                self.batchesInFlight -= 1
                self.showWaiting()
            })
        }
    }

    /// Shows the waiting snapshot once nothing holds it back.
    func showWaiting() {
        if placeholdersNeedRemaking, callbackDepth == 0, batchesInFlight == 0, waiting == nil {
            remakePlaceholderCells()
            return
        }
        guard callbackDepth == 0, batchesInFlight == 0 else { return }
        guard let target = waiting else {
            scrollDeferredItem()
            return
        }
        waiting = nil
        receive(target, staged: nil, from: nil)
    }

    /// Shows `snapshot` with `reloadData()`.
    func reload(with snapshot: Content) {
        let before = shown
        keepingItemState {
            anchorUpdate(from: before, to: snapshot, showingEmptyState: showsEmptyState(for: snapshot))
            shown = snapshot
            isShowingOwnEmptyState = showsEmptyState(for: snapshot)
            shownEmptyStateGeneration = emptyStateGeneration
            view.reloadData()
        }
        didShow?(before, nil)
        announceUpdate(from: before)
    }

    /// Hands ``diagnosticHandler`` the identifiers `snapshot` holds more
    /// than once, if any: every snapshot the adapter is given is checked
    /// once, as it arrives (from ``apply(_:animated:)`` or a source), whether
    /// or not the view ever shows it. Collapsing and the empty state change
    /// what the view shows, not the data, and are not checked again. In a
    /// release build with the default handler, which prints nothing, nothing
    /// is looked for.
    /// - Complexity: O(*n*) hashing, for *n* items and sections.
    func reportDuplicates(in snapshot: Content) {
        guard reportsDuplicates else { return }
        #if !DEBUG
        guard !diagnosticHandlerIsDefault else { return }
        #endif
        for diagnostic in snapshot.duplicateDiagnostics(origin: .listAdapter) { diagnosticHandler(diagnostic) }
    }

    /// Runs `body` as one of the adapter's callbacks. An update arriving
    /// meanwhile waits for the main actor's next turn: the view may be in the
    /// middle of a pass that asks for many cells, and must not get a batch
    /// inside it.
    func asCallback<Result>(_ body: () -> Result) -> Result {
        callbackDepth += 1
        defer {
            callbackDepth -= 1
            if callbackDepth == 0, waiting != nil, !isFlushScheduled {
                isFlushScheduled = true
                Task { @MainActor [weak self] in
                    self?.isFlushScheduled = false
                    self?.showWaiting()
                }
            }
        }
        return body()
    }
}
