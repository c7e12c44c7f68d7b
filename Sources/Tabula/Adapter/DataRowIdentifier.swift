import Foundation

/// An item identifier that can name a row which is not data, such as a
/// paging source's loading row (`PagedRowID.status`): the adapter never
/// selects such a row, by identifier or with `selectAllItems()`.
package protocol DataRowIdentifier {
    /// Whether the identifier names a row of data. O(1).
    var namesData: Bool { get }
}

extension ListAdapter {
    /// Whether `id` names a row of data: always, unless the identifiers are
    /// ``DataRowIdentifier``s that say otherwise.
    /// - Complexity: O(1).
    func namesData(_ id: ItemID) -> Bool {
        guard ItemID.self is any DataRowIdentifier.Type else { return true }
        return (id as? any DataRowIdentifier)?.namesData ?? true
    }
}
