import Foundation
import Tabula

extension HeadlessListView {
    /// Asks the view's cell data source (a `ListAdapter`) for the
    /// supplementary view of `kind` at `indexPath`, as a collection view
    /// layout does for each supplementary item it lays out: a section's at
    /// item 0 of the section, an item's at the item's index path.
    ///
    /// ```swift
    /// let badge = view.supplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0)) as? BadgeView
    /// ```
    ///
    /// The view is handed to the caller and does not go back to its reuse
    /// pool. Headers and footers are asked for by the view itself when it
    /// loads sections; this asks for any kind, at any index path, out of
    /// range included.
    ///
    /// - Parameters:
    ///   - kind: The supplementary kind, as the layout names it.
    ///   - indexPath: Where the layout places the view.
    /// - Returns: The configured view, or `nil` when the data source gives
    ///   none or no cell data source is set.
    public func supplementaryView(ofKind kind: SupplementaryKind, at indexPath: IndexPath) -> AnyObject? {
        reuse.bridge?.source?.listView(self, viewForSupplementaryElementOfKind: kind.rawValue, at: indexPath)
    }
}
