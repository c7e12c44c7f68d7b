import Foundation

// Every event is answered from `shown`, the snapshot the view displays, so a
// handler never sees an item of another snapshot. The one exception is
// `didEndDisplaying`, whose index path UIKit gives in the space of the
// snapshot before an update: there the model is the one the cell was last
// configured with, which the adapter remembers per cell. Handlers run as the
// adapter's callbacks, so an update they cause waits until they return.

extension ListAdapter: CellListViewDelegate {
    /// Whether the registry has handlers for `event`.
    package func listView(_ listView: any CellHosting, handles event: EventKind) -> Bool {
        switch event {
        case .move, .canMove:
            // A move needs somewhere to commit to.
            return registry.hasHandlers(for: .move)
        case .didEndDisplaying, .didEndDisplayingSupplementaryView:
            // Always: the adapter forgets the model a view was configured
            // with when it ends displaying, handlers or not.
            return true
        case .willDisplay:
            return itemWillDisplay != nil || registry.hasHandlers(for: event)
        case .shouldSelect, .shouldHighlight, .canEdit:
            // Also while a row that is not data may show: it is never selected
            // or edited (UIKit takes a table's rows as editable when asked nothing).
            return mayShowAnEmptyState || registry.hasHandlers(for: event)
        default:
            return registry.hasHandlers(for: event)
        }
    }

    /// The ``EventKind/shouldSelect`` handler's answer for the item shown at
    /// `indexPath`; `false` for the ``emptyState`` row and for a source's
    /// empty state (``LiveSource/isEmptyState(_:)``), which are not data.
    package func listView(_ listView: any CellHosting, shouldSelectItemAt indexPath: IndexPath) -> Bool? {
        if isShowingEmptyState { return false }
        return ask(.shouldSelect, at: indexPath) { registry.shouldSelect(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// Runs the ``EventKind/didSelect`` handler of the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, didSelectItemAt indexPath: IndexPath) {
        // In single selection a tap replaces a selection the view does not show.
        if !view.allowsMultipleSelection { hiddenSelection = [] }
        send(.didSelect, in: listView, at: indexPath)
    }

    /// Runs the ``EventKind/didDeselect`` handler of the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, didDeselectItemAt indexPath: IndexPath) {
        send(.didDeselect, in: listView, at: indexPath)
    }

    /// The ``EventKind/shouldHighlight`` handler's answer for the item shown
    /// at `indexPath`; `false` for the ``emptyState`` row and for a source's
    /// empty state (``LiveSource/isEmptyState(_:)``), which are not data.
    package func listView(_ listView: any CellHosting, shouldHighlightItemAt indexPath: IndexPath) -> Bool? {
        if isShowingEmptyState { return false }
        return ask(.shouldHighlight, at: indexPath) { registry.shouldHighlight(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// Runs the ``EventKind/didHighlight`` handler of the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, didHighlightItemAt indexPath: IndexPath) {
        send(.didHighlight, in: listView, at: indexPath)
    }

    /// Runs the ``EventKind/didUnhighlight`` handler of the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, didUnhighlightItemAt indexPath: IndexPath) {
        send(.didUnhighlight, in: listView, at: indexPath)
    }

    /// Runs the ``EventKind/willDisplay`` handler with `cell` and the model it was configured with.
    package func listView(_ listView: any CellHosting, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath) {
        if let itemWillDisplay, !isShowingEmptyState, let id = shown.itemIdentifier(at: indexPath) {
            asCallback { itemWillDisplay(id) }
        }
        guard registry.hasHandlers(for: .willDisplay) else { return }
        let row = configured[ObjectIdentifier(cell)] ?? row(for: .willDisplay, at: indexPath)
        guard let row else { return }
        asCallback { _ = registry.send(.willDisplay, view: cell, model: row.model, registration: row.registration, at: indexPath) }
    }

    /// Runs the ``EventKind/didEndDisplaying`` handler with `cell` and the
    /// model it was configured with: `indexPath` may belong to the snapshot
    /// before the latest update, so the item now there is not looked at.
    package func listView(_ listView: any CellHosting, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath) {
        guard let row = configured.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        guard registry.hasHandlers(for: .didEndDisplaying) else { return }
        asCallback { _ = registry.send(.didEndDisplaying, view: cell, model: row.model, registration: row.registration, at: indexPath) }
    }

    /// Runs the ``EventKind/willDisplaySupplementaryView(_:)`` handler with `view`.
    package func listView(_ listView: any CellHosting, willDisplaySupplementaryView view: AnyObject,
                         forElementKind kind: String, at indexPath: IndexPath) {
        let supplementary = SupplementaryKind(rawValue: kind)
        guard registry.hasHandlers(for: .willDisplaySupplementaryView(supplementary)) else { return }
        let row = configured[ObjectIdentifier(view)] ?? supplementaryRow(supplementary, at: indexPath)
        guard let row else { return }
        asCallback {
            _ = registry.send(.willDisplaySupplementaryView(supplementary), view: view, model: row.model,
                              registration: row.registration, at: indexPath)
        }
    }

    /// Runs the ``EventKind/didEndDisplayingSupplementaryView(_:)`` handler
    /// with `view` and the model it was configured with.
    package func listView(_ listView: any CellHosting, didEndDisplayingSupplementaryView view: AnyObject,
                         forElementOfKind kind: String, at indexPath: IndexPath) {
        let supplementary = SupplementaryKind(rawValue: kind)
        guard let row = configured.removeValue(forKey: ObjectIdentifier(view)),
              registry.hasHandlers(for: .didEndDisplayingSupplementaryView(supplementary)) else { return }
        asCallback {
            _ = registry.send(.didEndDisplayingSupplementaryView(supplementary), view: view, model: row.model,
                              registration: row.registration, at: indexPath)
        }
    }

    /// The ``EventKind/height`` handler's answer for the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, heightForItemAt indexPath: IndexPath) -> Double? {
        ask(.height, at: indexPath) { registry.height(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// The ``EventKind/estimatedHeight`` handler's answer for the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, estimatedHeightForItemAt indexPath: IndexPath) -> Double? {
        ask(.estimatedHeight, at: indexPath) { registry.estimatedHeight(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// The ``EventKind/supplementaryViewHeight(_:)`` handler's answer for
    /// `section`'s header, footer or other supplementary view.
    package func listView(_ listView: any CellHosting, heightForSupplementaryViewOfKind kind: String, inSection section: Int) -> Double? {
        let supplementary = SupplementaryKind(rawValue: kind)
        guard registry.hasHandlers(for: .supplementaryViewHeight(supplementary)),
              let row = supplementaryRow(supplementary, inSection: section) else { return nil }
        return asCallback {
            registry.height(ofKind: supplementary, model: row.model, registration: row.registration,
                            at: IndexPath(item: 0, section: section))
        }
    }

    /// The ``EventKind/canEdit`` handler's answer for the item shown at
    /// `indexPath`; `false` for an empty-state row, the adapter's or the source's.
    package func listView(_ listView: any CellHosting, canEditItemAt indexPath: IndexPath) -> Bool? {
        if isShowingEmptyState { return false }
        return ask(.canEdit, at: indexPath) { registry.canEdit(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// The ``EventKind/editingStyle`` handler's answer for the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, editingStyleForItemAt indexPath: IndexPath) -> EditingStyle? {
        ask(.editingStyle, at: indexPath) { registry.editingStyle(model: $0.model, registration: $0.registration, at: indexPath) }
    }

    /// Runs the ``EventKind/commitEditingStyle`` handler of the item shown at
    /// `indexPath`. The view changes nothing itself: the handler changes the
    /// source, whose update the adapter then applies.
    package func listView(_ listView: any CellHosting, commit style: EditingStyle, forItemAt indexPath: IndexPath) {
        _ = ask(.commitEditingStyle, at: indexPath) {
            registry.commitEditingStyle(style, model: $0.model, registration: $0.registration, at: indexPath)
        }
    }

    /// The ``EventKind/leadingSwipeActions`` handler's actions for the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, leadingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction<Void>]? {
        ask(.leadingSwipeActions, at: indexPath) { row in
            registry.leadingSwipeActions(model: row.model, registration: row.registration, at: indexPath)?
                .map { $0.bound(to: row.model as Any) }
        }
    }

    /// The ``EventKind/trailingSwipeActions`` handler's actions for the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction<Void>]? {
        ask(.trailingSwipeActions, at: indexPath) { row in
            registry.trailingSwipeActions(model: row.model, registration: row.registration, at: indexPath)?
                .map { $0.bound(to: row.model as Any) }
        }
    }

    /// Whether the item shown at `indexPath` may be moved: the
    /// ``EventKind/canMove`` handler's answer; without one, whether a
    /// ``EventKind/move`` handler would take the move; `false` for an
    /// empty-state row, the adapter's or the source's.
    package func listView(_ listView: any CellHosting, canMoveItemAt indexPath: IndexPath) -> Bool? {
        if isShowingEmptyState { return false }
        guard registry.hasHandlers(for: .move), let row = row(for: .canMove, at: indexPath) else { return nil }
        guard registry.hasHandlers(for: .canMove) else { return true }
        return asCallback { registry.canMove(model: row.model, registration: row.registration, at: indexPath) ?? true }
    }

    /// The ``EventKind/targetIndexPathForMove`` handler's answer, kept within
    /// what the view shows.
    package func listView(_ listView: any CellHosting, targetIndexPathForMoveFromItemAt source: IndexPath,
                         toProposedIndexPath proposed: IndexPath) -> IndexPath? {
        guard let target = ask(.targetIndexPathForMove, at: source, {
            registry.targetIndexPathForMove(model: $0.model, registration: $0.registration, from: source, proposed: proposed)
        }) else { return nil }
        return shown.acceptsMove(from: source, to: target) ? target : nil
    }

    /// Takes a move the user made: the view already shows the item at
    /// `destination`, so ``shown`` moves it too, without a batch; then the
    /// ``EventKind/move`` handler commits it to the source. The source's
    /// update is diffed against what the view shows, which already agrees,
    /// so the row is not animated a second time. A move the source refuses
    /// (a sorted list, say) is animated back by that update.
    package func listView(_ listView: any CellHosting, moveItemAt source: IndexPath, to destination: IndexPath) {
        guard let moved = shown.movingItem(from: source, to: destination) else {
            registry.report(.indexPathOutOfRange(event: EventKind.move.description, indexPath: shown.item(at: source) == nil ? source : destination))
            return
        }
        let row = self.row(for: .move, at: source)
        shown = moved
        guard let row else { return }
        asCallback { _ = registry.move(model: row.model, registration: row.registration, from: source, to: destination) }
    }

    /// Runs the ``EventKind/accessoryButtonTapped`` handler of the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, accessoryButtonTappedForItemAt indexPath: IndexPath) {
        send(.accessoryButtonTapped, in: listView, at: indexPath)
    }

    /// The ``EventKind/contextMenuConfiguration`` handler's menu for the item shown at `indexPath`.
    package func listView(_ listView: any CellHosting, contextMenuConfigurationForItemAt indexPath: IndexPath) -> ContextMenuConfiguration<Void>? {
        ask(.contextMenuConfiguration, at: indexPath) { row in
            registry.contextMenuConfiguration(model: row.model, registration: row.registration, at: indexPath)?
                .bound(to: row.model as Any)
        }
    }

    /// Hands the items shown at `indexPaths` to their ``EventKind/prefetch``
    /// handlers; index paths out of range are skipped.
    package func listView(_ listView: any CellHosting, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetch(.prefetch, indexPaths)
    }

    /// Hands the items shown at `indexPaths` to their ``EventKind/cancelPrefetch`` handlers.
    package func listView(_ listView: any CellHosting, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        prefetch(.cancelPrefetch, indexPaths)
    }

    // MARK: - Rows

    /// The model and mapping of the item shown at `indexPath`, for `event`;
    /// `nil`, reported, when `indexPath` is out of range; `nil`, silently, for
    /// the empty-state row or the source's empty state, which are not data.
    func row(for event: EventKind, at indexPath: IndexPath) -> ConfiguredView? {
        guard !isShowingEmptyState else { return nil }
        guard let item = shown.item(at: indexPath) else {
            registry.report(.indexPathOutOfRange(event: event.description, indexPath: indexPath))
            return nil
        }
        let model = self.model(item)
        return ConfiguredView(model: model, registration: registry.cellMapping(for: model, at: indexPath)?.registration)
    }

    /// The model and mapping of `section`'s supplementary view of `kind`;
    /// `nil` when the section is out of range, and for the empty-state row's
    /// section, which has no header or footer.
    func supplementaryRow(_ kind: SupplementaryKind, inSection section: Int) -> ConfiguredView? {
        supplementaryRow(kind, at: IndexPath(item: 0, section: section))
    }

    /// The model and mapping of the supplementary view of `kind` at
    /// `indexPath` (see ``supplementaryLookup(ofKind:at:)``); `nil` out of
    /// range and for an empty-state row.
    func supplementaryRow(_ kind: SupplementaryKind, at indexPath: IndexPath) -> ConfiguredView? {
        guard case .model(let model) = supplementaryLookup(ofKind: kind, at: indexPath) else { return nil }
        let registration = registry.supplementaryMapping(ofKind: kind, for: model, at: indexPath).mapping?.registration
        return ConfiguredView(model: model, registration: registration)
    }

    /// Asks the registry about the item at `indexPath`, as a callback; `nil`
    /// at once when nothing handles `event`.
    func ask<Answer>(_ event: EventKind, at indexPath: IndexPath, _ question: (ConfiguredView) -> Answer?) -> Answer? {
        guard registry.hasHandlers(for: event), let row = row(for: event, at: indexPath) else { return nil }
        return asCallback { question(row) }
    }

    private func send(_ event: EventKind, in listView: any CellHosting, at indexPath: IndexPath) {
        guard registry.hasHandlers(for: event), let row = row(for: event, at: indexPath) else { return }
        let cell = listView.cellForItem(at: indexPath)
        asCallback { _ = registry.send(event, view: cell, model: row.model, registration: row.registration, at: indexPath) }
    }

    private func prefetch(_ event: EventKind, _ indexPaths: [IndexPath]) {
        guard registry.hasHandlers(for: event) else { return }
        let items = indexPaths.compactMap { indexPath in
            row(for: event, at: indexPath).map { PrefetchItem(model: $0.model, registration: $0.registration, indexPath: indexPath) }
        }
        asCallback { _ = event == .prefetch ? registry.prefetch(items) : registry.cancelPrefetch(items) }
    }
}

/// The model a cell or supplementary view was configured with, and the
/// registration of its mapping (`nil` for a placeholder cell).
struct ConfiguredView {
    var model: Any?
    var registration: MappingRegistration?
}
