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

extension PagedLiveSource {
    /// The item for an item's row, and its ``PageStatus`` for a status row.
    /// - Parameter item: A row.
    /// - Complexity: O(1).
    public static func model(of item: Item) -> Any? {
        switch item {
        case .item(let element): element
        case .status(let status): status
        }
    }

    /// The number of sections: 1. These counts are O(1).
    public var numberOfSections: Int { 1 }
    /// The number of rows published, the status row included (the counts
    /// agree with the changes a ``LiveSourceDelegate`` hears).
    public var numberOfItems: Int { snapshot.numberOfItems }
    /// The number of rows published in `section`; `nil` for a section other than 0.
    /// - Parameter section: A section index.
    public func numberOfItems(inSection section: Int) -> Int? { section == 0 ? snapshot.numberOfItems : nil }
    /// One empty title.
    public var sectionTitles: [String] { [""] }
    /// One empty index title.
    public var sectionIndexTitles: [String] { [""] }
}
