import Foundation

/// A live source that shows a list page by page, in one section of
/// ``PagedRow``s, and loads more as its items display: ``PagingSource``
/// (pages from a loader of yours) and TabulaGRDB's `LiveQueryWindow` (a
/// window over a live query) conform. A ``ListAdapter`` told
/// ``ListAdapter/showPages(of:)`` hands it every item about to display.
@MainActor
public protocol PagedLiveSource: LiveSource
where SectionID == Int, SectionModel == Int, ItemID == PagedRowID<Element.ID>, Item == PagedRow<Element>, Payload == Void {
    /// The items' type.
    associatedtype Element: Identifiable & Sendable where Element.ID: Sendable

    /// What the source is doing: idle, loading on one side, or failed there.
    var phase: PagingPhase { get }

    /// Tells the source an item is about to display (or is prefetched):
    /// near an end of the items it holds, it loads more that way.
    /// - Parameter id: The item's identifier.
    func itemWillDisplay(_ id: Element.ID)
}
