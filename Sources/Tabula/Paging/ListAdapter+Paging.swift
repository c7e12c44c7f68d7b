import Foundation

extension ListAdapter {
    /// An adapter that shows `source` and loads its pages as rows display;
    /// see ``showPages(of:)``.
    ///
    /// ```swift
    /// let adapter = ListAdapter(view: tableView, registry: registry, showingPages: feed)
    /// feed.loadNextPage()
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to drive.
    ///   - registry: The mappings: one for `Element`, and one for
    ///     ``PageStatus``, the model of the loading and error rows.
    ///   - source: The paging source to show: a ``PagingSource``, or any
    ///     other ``PagedLiveSource``.
    /// - Complexity: As ``show(_:)``.
    public convenience init<Paged: PagedLiveSource>(
        view: some CellListView, registry: MappingRegistry = MappingRegistry(), showingPages source: Paged
    ) where SectionID == Int, SectionModel == Int, ItemID == PagedRowID<Paged.Element.ID>, Item == PagedRow<Paged.Element> {
        self.init(view: view, registry: registry, showing: source)
        loadPagesOnDisplay(of: source)
    }

    /// Shows `source` and loads its pages as rows display: each item about
    /// to display is handed to ``PagedLiveSource/itemWillDisplay(_:)`` of
    /// the paging source the adapter shows, which loads the next (previous)
    /// page near the end (start): for a ``PagingSource``, within its
    /// ``PagingSource/prefetchDistance``.
    ///
    /// ```swift
    /// adapter.showPages(of: feed)
    /// feed.loadNextPage()
    /// ```
    ///
    /// The trigger follows whichever paging source of these types the
    /// adapter shows: call it once, and show later sources with
    /// ``show(_:)``. It runs for every row about to display, beside (not
    /// instead of) your own ``ListEvent/willDisplay`` handlers. Make the
    /// adapter with ``init(view:registry:showingPages:)`` (or
    /// ``init(view:registry:showing:)``), which resolves a row's model as
    /// the source says: the item, or a ``PageStatus``.
    ///
    /// Pages arrive above the rows on screen (a page before, or a window
    /// that drops a page above when one is added after): unless
    /// ``scrollAnchoring`` was set (even to `.none`), it becomes
    /// ``ScrollAnchoring/topVisibleItem``, so what the user reads stays
    /// in place instead of the view jumping onto rows that load more.
    ///
    /// - Parameter source: The paging source to show: a ``PagingSource``,
    ///   or any other ``PagedLiveSource``.
    /// - Complexity: As ``show(_:)``.
    public func showPages<Paged: PagedLiveSource>(of source: Paged)
    where SectionID == Int, SectionModel == Int, ItemID == PagedRowID<Paged.Element.ID>, Item == PagedRow<Paged.Element> {
        loadPagesOnDisplay(of: source)
        show(source)
    }

    /// Hands every item about to display to the shown paging source, and
    /// anchors the top visible item unless anchoring was set.
    private func loadPagesOnDisplay<Paged: PagedLiveSource>(of source: Paged)
    where ItemID == PagedRowID<Paged.Element.ID> {
        if !isScrollAnchoringSet { scrollAnchoring = .topVisibleItem }
        itemWillDisplay = { [weak self] id in
            guard case .item(let elementID) = id else { return }
            (self?.shownSource as? Paged)?.itemWillDisplay(elementID)
        }
    }
}
