import Foundation

/// What a ``CellListView`` asks of its data: `UICollectionViewDataSource`'s
/// questions. A ``ListAdapter`` answers them from the snapshot the view shows.
@MainActor
package protocol CellListViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in listView: any CellHosting) -> Int
    /// The number of items in `section`; 0 when out of range.
    func listView(_ listView: any CellHosting, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for the item at `indexPath`, dequeued from `listView`.
    func listView(_ listView: any CellHosting, cellForItemAt indexPath: IndexPath) -> AnyObject?
    /// The configured supplementary view of `kind` for `indexPath`, or `nil` for none.
    func listView(_ listView: any CellHosting, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> AnyObject?
    /// The identity of the item at `indexPath`, for views that check which
    /// item each cell shows (the headless list view does); `nil` when out of range.
    func listView(_ listView: any CellHosting, identifierForItemAt indexPath: IndexPath) -> AnyHashable?
    /// The identity of `section`, for views that check it; `nil` when out of range.
    func listView(_ listView: any CellHosting, identifierForSection section: Int) -> AnyHashable?
}
