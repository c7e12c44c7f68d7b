import Foundation

// The defaults of the selection hooks: a view that keeps no selection
// reports none (`nil`, not an empty selection) and ignores requests, so a
// `ListAdapter` keeps no selection for it either.

extension CellHosting {
    /// `nil`: the view keeps no selection.
    package var selectedIndexPaths: [IndexPath]? { nil }

    /// `false`: the view keeps no selection.
    package var allowsMultipleSelection: Bool { false }

    /// Nothing: the view keeps no selection.
    /// - Parameters:
    ///   - indexPath: Not used.
    ///   - animated: Not used.
    package func selectItem(at indexPath: IndexPath, animated: Bool) {}

    /// Nothing: the view keeps no selection.
    /// - Parameters:
    ///   - indexPath: Not used.
    ///   - animated: Not used.
    package func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}
