import Foundation

// The defaults of the anchoring hooks: a view that keeps no scroll position
// reports none and ignores requests, so a `ListAdapter` with anchoring on
// drives it as it would with anchoring off.

extension CellHosting {
    /// `nil`: the view keeps no scroll position.
    package var topVisibleIndexPath: IndexPath? { nil }

    /// `nil`: the view keeps no scroll position.
    /// - Parameter indexPath: Not used.
    package func screenPosition(ofItemAt indexPath: IndexPath) -> Double? { nil }

    /// `false`: the view keeps no scroll position.
    package var isScrolledToTop: Bool { false }

    /// Nothing: the view keeps no scroll position.
    /// - Parameters:
    ///   - indexPath: Not used.
    ///   - position: Not used.
    package func keepItem(at indexPath: IndexPath, atScreenPosition position: Double) {}

    /// Nothing, and `false`: the view keeps no scroll position.
    /// - Parameters:
    ///   - indexPath: Not used.
    ///   - position: Not used.
    ///   - animated: Not used.
    @discardableResult
    package func scrollToItem(at indexPath: IndexPath, at position: ItemScrollPosition, animated: Bool) -> Bool { false }
}
