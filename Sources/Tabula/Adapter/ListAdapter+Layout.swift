import Foundation

extension ListAdapter {
    /// The section the view shows at `index`, for a layout that lays out
    /// each section from its data: the section of ``shown`` (the data of the
    /// batch being applied, while one animates); `nil` for the section of
    /// the ``emptyState`` row, which is not data, and out of range.
    /// - Complexity: O(1).
    package func layoutSection(at index: Int) -> Content.Section? {
        isShowingOwnEmptyState ? nil : shown.section(at: index)
    }
}
