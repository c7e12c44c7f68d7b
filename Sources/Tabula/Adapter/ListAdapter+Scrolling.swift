import Foundation

extension ListAdapter {
    /// Scrolls the view so that the item with identifier `id` is at
    /// `position`, wherever updates have moved it: the identifier is looked
    /// up in what the view shows now, never an index path remembered from
    /// before.
    ///
    /// ```swift
    /// adapter.scrollToItem(withID: message.id, at: .bottom, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - position: Where the item should be; ``ItemScrollPosition/top`` by default.
    ///   - animated: Whether the view animates the scroll.
    /// - Returns: Whether the view scrolled to the item: `false` when the
    ///   data holds none, when its section is collapsed (expand it first),
    ///   while the view shows an empty state, or when the view cannot scroll
    ///   to an item (the AppKit views, for now).
    /// - Complexity: A lookup of `id` in ``shown``, plus the view's scroll.
    @discardableResult
    public func scrollToItem(withID id: ItemID, at position: ItemScrollPosition = .top, animated: Bool = false) -> Bool {
        // A scroll asked for now replaces one a restore left for later.
        deferredScroll = nil
        guard !isShowingEmptyState, let indexPath = shown.indexPath(for: id) else { return false }
        return view.scrollToItem(at: indexPath, at: position, animated: animated)
    }
}
