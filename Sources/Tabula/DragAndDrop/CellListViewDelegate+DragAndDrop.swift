import Foundation

extension CellListViewDelegate {
    /// Which parts of drag and drop a view takes on for this delegate:
    /// lifting rows while ``EventKind/canDrag`` has handlers; taking drops
    /// while ``EventKind/drop`` has handlers, or while rows may be lifted
    /// and moved within the list (``EventKind/move``).
    /// - Complexity: O(1).
    package func dragAndDropRoles(in listView: any CellHosting) -> (drags: Bool, drops: Bool) {
        let drags = self.listView(listView, handles: .canDrag)
        let drops = self.listView(listView, handles: .drop) || (drags && self.listView(listView, handles: .move))
        return (drags, drops)
    }
}
