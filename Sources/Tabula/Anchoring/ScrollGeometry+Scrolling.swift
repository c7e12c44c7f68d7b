import Foundation

extension ScrollGeometry {
    /// The content offset that brings the item at `indexPath` to `position`,
    /// clamped to the content as UIKit's `scrollToRow` clamps it (a list
    /// shorter than its viewport stays at 0); `nil` for an index path the
    /// geometry does not have.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - position: Where it should be.
    /// - Complexity: O(1).
    package func contentOffset(showingItemAt indexPath: IndexPath, at position: ItemScrollPosition) -> Double? {
        guard let top = top(ofItemAt: indexPath), let height = height(ofItemAt: indexPath) else { return nil }
        let offset: Double
        switch position {
        case .distanceFromTop(let distance):
            offset = top - distance
        case .top:
            offset = top
        case .middle:
            offset = top + height / 2 - viewportHeight / 2
        case .bottom:
            offset = top + height - viewportHeight
        case .nearest:
            if top < contentOffset {
                offset = top
            } else if top + height > contentOffset + viewportHeight {
                offset = top + height - viewportHeight
            } else {
                return contentOffset
            }
        }
        return min(max(offset, 0), max(contentHeight - viewportHeight, 0))
    }
}
