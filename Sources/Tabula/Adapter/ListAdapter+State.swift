import Foundation

extension ListAdapter {
    /// What the user made of the list, by identity: the selection, the
    /// collapsed sections, the expanded outline items and the item at the
    /// top of the screen, to keep
    /// across a reload or a relaunch and give back with ``restore(_:animated:)``.
    ///
    /// - Complexity: O(*s* + *c* + *e*) for *s* selected items, *c* collapsed
    ///   sections and *e* expanded outline items, plus O(1) view queries.
    public var state: ListState<SectionID, ItemID> {
        var state = ListState<SectionID, ItemID>(
            selectedItemIDs: selectedItemIDs, collapsedSectionIDs: sourceCollapsedSectionIDs() ?? collapsedSectionIDs,
            expandedItemIDs: sourceExpandedItemIDs() ?? []
        )
        if !isShowingEmptyState, let top = view.topVisibleIndexPath, let id = shown.itemIdentifier(at: top),
           let distance = view.screenPosition(ofItemAt: top) {
            state.topVisibleItemID = id
            state.topVisibleItemDistance = distance
        }
        return state
    }

    /// Gives back a state taken with ``state``: expands exactly its
    /// expanded outline items, when the adapter shows an outline (see
    /// ``LiveOutline/setExpandedItems(_:)``); collapses exactly its
    /// collapsed sections (in one batch) — in the ``CollapsingSource`` the
    /// adapter shows, if it shows one, else in the adapter; selects exactly its selected items
    /// the data holds (without telling the delegate), and scrolls its top
    /// visible item back to where it was on screen. Identifiers the data no
    /// longer holds are passed over; a top item that is gone leaves the
    /// scroll position alone.
    ///
    /// Restore once the data is shown: the selection and the scroll apply
    /// to what the adapter shows then (the collapsed sections apply to any
    /// data that comes later too). While a batch animates or an update
    /// waits, the scroll is made once the view shows the latest data.
    ///
    /// - Parameters:
    ///   - state: The state to give back.
    ///   - animated: Whether the collapsing and the expanding animate; when
    ///     `false`, the view reloads if any section or outline item changes.
    /// - Complexity: O(*s* + *c* + *e*) lookups, plus the batches of the
    ///   outline items and the sections that collapse or expand.
    public func restore(_ state: ListState<SectionID, ItemID>, animated: Bool = true) {
        // First, so that the items the expansion shows can be selected and
        // scrolled to. The outline publishes at once, and its update is
        // shown as any (not animated, the view reloads).
        let sourceExpands = sourceExpandedItemIDs() != nil
        let sourceCollapses = sourceCollapsedSectionIDs() != nil
        if sourceExpands || sourceCollapses {
            let wasAnimated = isAnimated
            isAnimated = wasAnimated && animated
            if sourceExpands { setSourceExpandedItemIDs(state.expandedItemIDs) }
            // A source that collapses sections itself takes the state's:
            // the adapter's own collapsing, on top of it, is left as it is.
            if sourceCollapses { setSourceCollapsedSectionIDs(state.collapsedSectionIDs) }
            isAnimated = wasAnimated
        }
        if !sourceCollapses {
            let changed = collapse.setCollapsed(state.collapsedSectionIDs, present: latestData.sections.map(\.id))
            // Not animated, the view reloads at once, unless a batch or a
            // callback under way holds updates back: then it waits like any.
            if animated || callbackDepth > 0 || batchesInFlight > 0 {
                collapsingDidChange(affecting: changed)
            } else if latestData.sections.contains(where: { changed.contains($0.id) && $0.count > 0 }) {
                waiting = nil
                reload(with: visible(latestData))
            }
        }
        let selectable: Set<ItemID> = view.allowsMultipleSelection
            ? state.selectedItemIDs.filter(dataContains)
            : state.selectedItemIDs.first(where: dataContains).map { Set([$0]) } ?? []
        if view.selectedIndexPaths != nil { setSelection(selectable, animated: false) }
        deferredScroll = nil
        guard let id = state.topVisibleItemID else { return }
        // The collapsing may wait behind a batch: scroll once it is shown.
        if callbackDepth > 0 || batchesInFlight > 0 || waiting != nil {
            deferredScroll = (id, state.topVisibleItemDistance)
        } else {
            scrollToItem(withID: id, at: .distanceFromTop(state.topVisibleItemDistance))
        }
    }

    /// Makes the scroll a restore asked for while an update was held back,
    /// now that the view shows the latest data.
    func scrollDeferredItem() {
        guard let scroll = deferredScroll else { return }
        deferredScroll = nil
        scrollToItem(withID: scroll.id, at: .distanceFromTop(scroll.distance))
    }
}
