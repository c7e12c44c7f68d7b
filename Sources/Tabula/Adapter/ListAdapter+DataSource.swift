import Foundation

extension ListAdapter: CellListViewDataSource {
    /// The number of sections in ``shown``; 1 while the view shows the
    /// ``emptyState`` row.
    package func numberOfSections(in listView: any CellHosting) -> Int {
        isShowingOwnEmptyState ? 1 : shown.numberOfSections
    }

    /// The number of items in `section` of ``shown``; 0 when out of range.
    package func listView(_ listView: any CellHosting, numberOfItemsInSection section: Int) -> Int {
        if isShowingOwnEmptyState { return section == 0 ? 1 : 0 }
        return shown.numberOfItems(inSection: section) ?? 0
    }

    /// The cell of the item at `indexPath` of ``shown``: dequeued under its
    /// mapping's reuse identifier and configured with the item's model. A
    /// model with no mapping, or an index path out of range, gets the view's
    /// placeholder cell.
    ///
    /// - Complexity: The registry's resolution (cached per model type) and the
    ///   cell's own configuration.
    package func listView(_ listView: any CellHosting, cellForItemAt indexPath: IndexPath) -> AnyObject? {
        asCallback {
            if isShowingOwnEmptyState { return emptyStateCell(in: listView, at: indexPath) }
            guard let item = shown.item(at: indexPath) else { return placeholder(in: listView, at: indexPath) }
            // An item without a cell of its own.
            @MainActor func itemPlaceholder() -> AnyObject? {
                placeholder(in: listView, at: indexPath, for: shown.itemIdentifier(at: indexPath))
            }
            let model = self.model(item)
            guard let mapping = registry.cellMapping(for: model, at: indexPath) else {
                return itemPlaceholder()
            }
            registerIfNeeded(mapping, with: listView)
            guard let cell = listView.dequeueReusableCell(withReuseIdentifier: mapping.reuseIdentifier, for: indexPath) else {
                registry.report(.viewMismatch(expected: mapping.registration, viewClass: "nothing",
                                              reuseIdentifier: mapping.reuseIdentifier, indexPath: indexPath))
                return itemPlaceholder()
            }
            guard mapping.configure(cell, with: model, at: indexPath) else {
                return itemPlaceholder()
            }
            // A row of the source's empty state is not data: no display handler gets it.
            if !shownIsSourceEmptyState {
                configured[ObjectIdentifier(cell)] = ConfiguredView(model: model, registration: mapping.registration)
            }
            return cell
        }
    }

    /// The supplementary view of `kind` at `indexPath`: headers and footers
    /// from ``headerModel`` and ``footerModel``, other kinds as
    /// ``showSupplementaryViews(ofKind:perSection:)`` and
    /// ``showSupplementaryViews(ofKind:perItem:)`` declare them; `nil` for
    /// none, for a title-only header or footer, for an empty-state row, and
    /// out of range (reported as ``MappingAnomaly/indexPathOutOfRange(event:indexPath:)``).
    package func listView(_ listView: any CellHosting, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> AnyObject? {
        asCallback {
            let supplementary = SupplementaryKind(rawValue: kind)
            let model: Any?
            switch supplementaryLookup(ofKind: supplementary, at: indexPath) {
            case .model(let found): model = found
            case .notData: return nil
            case .outOfRange:
                registry.report(.indexPathOutOfRange(event: "viewForSupplementaryElementOfKind(\(supplementary))", indexPath: indexPath))
                return nil
            }
            guard let mapping = registry.supplementaryMapping(ofKind: supplementary, for: model, at: indexPath).mapping
            else { return nil }
            registerIfNeeded(mapping, with: listView)
            guard let view = listView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: mapping.reuseIdentifier, for: indexPath
            ) else { return nil }
            guard mapping.configure(view, with: model, at: indexPath) else { return nil }
            configured[ObjectIdentifier(view)] = ConfiguredView(model: model, registration: mapping.registration)
            return view
        }
    }

    /// The title of `section`'s header or footer when its model resolves to
    /// a title (a `String` no view is registered for); `nil` otherwise.
    package func title(ofKind kind: SupplementaryKind, inSection section: Int) -> String? {
        guard kind.isHeaderOrFooter, !isShowingOwnEmptyState, let value = shown.section(at: section) else { return nil }
        let model = supplementaryModel(ofKind: kind, in: value)
        return registry.supplementaryMapping(ofKind: kind, for: model, at: IndexPath(item: 0, section: section)).title
    }

    /// The identifier of the item at `indexPath` of ``shown``.
    package func listView(_ listView: any CellHosting, identifierForItemAt indexPath: IndexPath) -> AnyHashable? {
        if isShowingOwnEmptyState { return indexPath == IndexPath(item: 0, section: 0) ? AnyHashable(EmptyStateIdentity.row) : nil }
        guard indexPath.count == 2, let section = shown.section(at: indexPath.section),
              section.itemIDs.indices.contains(indexPath.item) else { return nil }
        return AnyHashable(section.itemIDs[indexPath.item])
    }

    /// The identifier of `section` of ``shown``.
    package func listView(_ listView: any CellHosting, identifierForSection section: Int) -> AnyHashable? {
        if isShowingOwnEmptyState { return section == 0 ? AnyHashable(EmptyStateIdentity.section) : nil }
        return shown.section(at: section).map { AnyHashable($0.id) }
    }

    /// The model of the item at `indexPath` in the snapshot the view shows;
    /// `nil` when out of range. Events use it, so they never see another
    /// snapshot's item.
    public func model(at indexPath: IndexPath) -> Any? {
        shown.item(at: indexPath).flatMap(model)
    }

    /// The view's placeholder cell; for an item that has no cell of its
    /// own, noted in ``placeholderItems``, to be made again after the next
    /// registration.
    func placeholder(in listView: any CellHosting, at indexPath: IndexPath, for item: ItemID? = nil) -> AnyObject? {
        if let item { placeholderItems.insert(item) }
        return listView.dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
    }

    func registerIfNeeded(_ mapping: ViewMapping, with listView: any CellHosting) {
        // Per kind: one storyboard identifier may name a cell prototype and a
        // header's, and one registered as a header is not yet as a footer.
        guard registeredIdentifiers.insert(ReuseKey(kind: mapping.kind, identifier: mapping.reuseIdentifier)).inserted else { return }
        listView.register(mapping.viewClass, from: mapping.registration.origin, kind: mapping.kind,
                          withReuseIdentifier: mapping.reuseIdentifier)
    }
}
