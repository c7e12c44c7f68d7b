extension LiveOutline {
    /// A load of one item's children in flight.
    struct PendingLoad {
        /// Tells this load from a later one of the same item: a completion
        /// whose token is no longer current is dropped.
        var token: Int
        /// The token of the load this one started again after a rollback
        /// (see ``restore(_:)``); its own token otherwise.
        var origin: Int
        var task: Task<Void, Never>
        /// The loading row's identifier, when a loading row is shown.
        var loadingRow: ItemID?
    }

    /// Starts loading `id`'s children if it has none loaded and a provider is
    /// set, showing the loading row under it. Called before the item expands,
    /// so that the expansion shows the loading row in the same batch.
    @usableFromInline
    func startLoadIfNeeded(_ id: ItemID) {
        guard childrenProvider != nil, _outline.hasChildrenNotLoaded(id), loads[id] == nil else { return }
        var loadingRow: ItemID?
        if let element = loadingElement?(id), let row = try? Outline([element]) {
            // The item is collapsed, so this shows no row yet. A loading row
            // whose identifier clashes is left out rather than refused.
            if (try? _outline.replace(childrenOf: id, using: row)) != nil { loadingRow = element.id }
        }
        startLoad(id, loadingRow: loadingRow)
    }

    /// Calls the provider for `id`'s children in a new task and makes that
    /// load the current one. Nothing happens without a provider.
    func startLoad(_ id: ItemID, loadingRow: ItemID?, restarting origin: Int? = nil) {
        guard let provider = childrenProvider else { return }
        loadCounter += 1
        let token = loadCounter
        let task = Task { @MainActor [weak self] in
            let result: Result<[OutlineElement<ItemID, Item>], any Error>
            do {
                result = .success(try await provider(id))
            } catch {
                result = .failure(error)
            }
            self?.finishLoad(id, token: token, result: result)
        }
        loads[id] = PendingLoad(token: token, origin: origin ?? token, task: task, loadingRow: loadingRow)
    }

    /// Whether `load` is `original`, or its restart after a rollback.
    func isContinuation(_ load: PendingLoad, of original: PendingLoad) -> Bool {
        load.token == original.token || load.origin == original.origin
    }

    /// Whether `id` still waits for `load`: its children are not loaded, or
    /// are the load's loading row alone. Once an edit has given the item
    /// other children (or none), the load's result would overwrite newer data.
    func isWaiting(_ id: ItemID, for load: PendingLoad) -> Bool {
        if _outline.hasChildrenNotLoaded(id) { return true }
        guard let loadingRow = load.loadingRow, let children = _outline.children(of: id) else { return false }
        return children.count == 1 && children[0] == loadingRow
    }

    /// Ends a load: puts the children in place of the loading row, or, on
    /// failure, removes the loading row, collapses the item (it stays
    /// expandable, to try again) and reports the error. A load that is no
    /// longer current — cancelled, overtaken by a later one, or outdated by
    /// an edit of the item's children — does nothing.
    func finishLoad(_ id: ItemID, token: Int, result: Result<[OutlineElement<ItemID, Item>], any Error>) {
        defer { loadDidFinish?() }
        guard let load = loads[id], load.token == token else { return }
        loads[id] = nil
        guard _outline.contains(id), isWaiting(id, for: load) else { return }
        var failure: (any Error)?
        switch result {
        case .success(let elements):
            do {
                var copy = _outline
                try copy.replace(childrenOf: id, using: Outline(elements))
                _outline = copy
                expandPendingItems(under: id)
            } catch {
                failure = error
            }
        case .failure(let error):
            failure = error
        }
        if let failure {
            _ = try? _outline.collapse(id)
            try? _outline.setChildrenNotLoaded(id)
            publishByDiffing()
            didFailToLoadChildren?(id, failure)
        } else {
            publishByDiffing()
        }
    }

    /// Expands the items below `id`, whose children just arrived, that
    /// ``setExpandedItems(_:)`` named before they existed (each asked
    /// ``shouldExpand``), and starts the loads of those that show and whose
    /// children are not loaded. Publishes nothing.
    func expandPendingItems(under id: ItemID) {
        guard !pendingExpansion.isEmpty else { return }
        var expanded: [ItemID] = []
        for child in _outline.subtree(of: id) where child != id && pendingExpansion.remove(child) != nil {
            guard shouldExpand?(child) ?? true, (try? _outline.expand(child)) != nil else { continue }
            expanded.append(child)
        }
        startLoadsOfShownItems(expanded)
    }

    /// Starts loading the children of each item of `ids` that shows and has
    /// none loaded (see ``startLoadIfNeeded(_:)``); nothing without a provider.
    func startLoadsOfShownItems(_ ids: some Sequence<ItemID>) {
        guard childrenProvider != nil else { return }
        for id in ids where _outline.hasChildrenNotLoaded(id) && _outline.isVisible(id) {
            startLoadIfNeeded(id)
        }
    }

    /// Cancels the load of `id`'s children, if any, and takes its loading
    /// row out again; the item goes back to children not loaded. Publishes
    /// nothing: call it once the item is collapsed, when the row is hidden.
    @usableFromInline
    func cancelLoad(_ id: ItemID) {
        guard let load = loads.removeValue(forKey: id) else { return }
        load.task.cancel()
        if load.loadingRow != nil { try? _outline.setChildrenNotLoaded(id) }
    }

    /// Cancels the loads that an edit made stale: of items gone from the
    /// outline, or whose children the edit replaced (see ``isWaiting(_:for:)``).
    /// Publishes nothing and changes no row: the edit already did.
    @usableFromInline
    func cancelStaleLoads() {
        for (id, load) in loads where !_outline.contains(id) || !isWaiting(id, for: load) {
            loads.removeValue(forKey: id)?.task.cancel()
        }
    }

    /// Cancels the loads of items that are collapsed, taking their loading
    /// rows out: all of them, or those below `ancestor`. Call it once they
    /// are hidden, so that no row changes.
    @usableFromInline
    func cancelLoadsOfCollapsedItems(under ancestor: ItemID? = nil) {
        for id in loads.keys where !_outline.isExpanded(id) {
            if let ancestor, !isDescendant(id, of: ancestor) { continue }
            cancelLoad(id)
        }
    }

    /// Whether `id` is below `ancestor`. O(depth).
    func isDescendant(_ id: ItemID, of ancestor: ItemID) -> Bool {
        var current = _outline.parent(of: id)
        while let parent = current {
            if parent == ancestor { return true }
            current = _outline.parent(of: parent)
        }
        return false
    }

    /// Whether `id`'s children are being loaded. O(1).
    public func isLoadingChildren(of id: ItemID) -> Bool { loads[id] != nil }
}
