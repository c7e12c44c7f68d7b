import Foundation

// The adapter's own empty state: one row of any model, shown in a section of
// its own while the data has nothing to show (`Snapshot.hasNothingToShow`,
// the rule an `EmptyStateSource` follows too), coming and going in one batch
// that replaces every section (`BatchUpdate.replacingSections`).
extension ListAdapter {
    /// Records whether the source shows an empty state, and has UIKit ask anew
    /// which delegate methods the adapter implements when that changes
    /// whether it claims the selection questions.
    func setSourceMayShowEmptyState(_ mayShow: Bool) {
        let before = mayShowAnEmptyState
        sourceMayShowEmptyState = mayShow
        if mayShowAnEmptyState != before { view.reloadDelegateMethods() }
    }

    /// Whether the view shows the ``emptyState`` row for `snapshot`: it has
    /// no items, and none are folded away in collapsed sections (their
    /// headers show), by the adapter or by the source.
    func showsEmptyState(for snapshot: Content) -> Bool {
        emptyState != nil && snapshot.hasNothingToShow(foldedItems: hiddenItemCount > 0 || sourceHasCollapsedItems())
    }

    /// Shows `target` when the view shows, or is to show, the empty-state
    /// row. Its section stands in for all the data's sections, so the change
    /// is one batch of section deletes and inserts (the data's own changes do
    /// not apply to what the view shows), the data swapped inside it; from
    /// the empty state to the empty state, nothing changes on screen unless
    /// the row's model changed, which reloads it.
    func applyEmptyStateChange(to target: Content, on view: any CellHosting) {
        let before = shown
        let showsAfter = showsEmptyState(for: target)
        var batch = BatchUpdate()
        if isShowingOwnEmptyState && showsAfter {
            if shownEmptyStateGeneration != emptyStateGeneration {
                batch.itemReloads = [IndexPath(item: 0, section: 0)]
            }
        } else {
            batch = .replacingSections(isShowingOwnEmptyState ? 1 : shown.numberOfSections, with: showsAfter ? 1 : target.numberOfSections)
        }
        guard !batch.isEmpty else {
            shown = target
            didShow?(before, nil)
            announceUpdate(from: before)
            return
        }
        present(StagedChangeset(stages: [.init(batch: batch, data: target)]), on: view, showingEmptyState: showsAfter)
        didShow?(before, nil)
        announceUpdate(from: before)
    }

    /// Shows a new ``emptyState``: when the row is on screen or is to be, the
    /// latest data (or the one waiting) goes through
    /// ``receive(_:staged:from:)`` again, which inserts, removes or reloads
    /// the row. With items on screen there is nothing to do; an equal model
    /// changes nothing.
    func emptyStateDidChange(from old: Any?) {
        if let old, let new = emptyState, DynamicEquality.isEqual(old, new) { return }
        emptyStateGeneration &+= 1
        guard isShowingOwnEmptyState || showsEmptyState(for: waiting ?? shown) else { return }
        receive(waiting ?? shown, staged: nil, from: nil)
    }


    /// The cell of the ``emptyState`` row, made through the registry like an
    /// item's (the placeholder cell when it has no mapping). It is not
    /// remembered as configured, so no event reaches a handler for it.
    func emptyStateCell(in listView: any CellHosting, at indexPath: IndexPath) -> AnyObject? {
        guard let model = emptyState, indexPath == IndexPath(item: 0, section: 0),
              let mapping = registry.cellMapping(for: model, at: indexPath) else {
            return placeholder(in: listView, at: indexPath)
        }
        registerIfNeeded(mapping, with: listView)
        guard let cell = listView.dequeueReusableCell(withReuseIdentifier: mapping.reuseIdentifier, for: indexPath),
              mapping.configure(cell, with: model, at: indexPath) else {
            return placeholder(in: listView, at: indexPath)
        }
        configured[ObjectIdentifier(cell)] = nil
        return cell
    }
}
