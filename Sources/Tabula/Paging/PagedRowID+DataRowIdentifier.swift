import Foundation

extension PagedRowID: DataRowIdentifier {
    /// Whether the identifier names an item, not a status row. O(1).
    package var namesData: Bool {
        if case .item = self { return true }
        return false
    }
}
