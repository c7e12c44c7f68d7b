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
    ///   - source: The paging source to show.
    /// - Complexity: As ``show(_:)``.
    public convenience init<Element, Cursor>(
        view: some CellListView, registry: MappingRegistry = MappingRegistry(), showingPages source: PagingSource<Element, Cursor>
    ) where SectionID == Int, SectionModel == Int, ItemID == PagedRowID<Element.ID>, Item == PagedRow<Element> {
        self.init(view: view, registry: registry, showing: source)
        loadPagesOnDisplay(of: source)
    }

    /// Shows `source` and loads its pages as rows display: each item about
    /// to display is handed to ``PagingSource/itemWillDisplay(_:)`` of the
    /// paging source the adapter shows, which loads the next (previous)
    /// page within ``PagingSource/prefetchDistance`` of the end (start).
    ///
    /// ```swift
    /// adapter.showPages(of: feed)
    /// feed.loadNextPage()
    /// ```
    ///
    /// It registers a ``ListEvent/willDisplay`` handler for `Element`
    /// models, which follows whichever paging source of these types the
    /// adapter shows: call it once, and show later sources with
    /// ``show(_:)``. Only one handler runs per event: with a `willDisplay`
    /// handler of your own for `Element` registered before, call
    /// ``PagingSource/itemWillDisplay(_:)`` from it instead. Make the
    /// adapter with ``init(view:registry:showingPages:)`` (or
    /// ``init(view:registry:showing:)``), which resolves a row's model as
    /// the source says: the item, or a ``PageStatus``.
    ///
    /// - Parameter source: The paging source to show.
    /// - Complexity: As ``show(_:)``.
    public func showPages<Element, Cursor>(of source: PagingSource<Element, Cursor>)
    where SectionID == Int, SectionModel == Int, ItemID == PagedRowID<Element.ID>, Item == PagedRow<Element> {
        loadPagesOnDisplay(of: source)
        show(source)
    }

    /// Registers the display handler that hands `Element`s to the shown paging source.
    private func loadPagesOnDisplay<Element, Cursor>(of source: PagingSource<Element, Cursor>) {
        registry.on(.willDisplay, forModel: Element.self) { [weak self] element, _ in
            (self?.shownSource as? PagingSource<Element, Cursor>)?.itemWillDisplay(element.id)
        }
    }
}
