import Foundation

// Selection, as the table view keeps it: stand-ins that ask ``UITableView/backend``.

extension UITableView {
    // https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
    /// A Boolean value that determines whether users can select more than one
    /// row outside of editing mode.
    ///
    /// Stand-in: kept by ``backend``; `false` without one.
    public var allowsMultipleSelection: Bool {
        get { backend?.allowsMultipleSelection ?? false }
        set { backend?.allowsMultipleSelection = newValue }
    }

    // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
    /// The index paths that represent the selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? { backend?.indexPathsForSelectedRows }

    // https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
    /// Selects a row in the table view that an index path identifies,
    /// optionally scrolling the row to a location in the table view.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        backend?.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    /// Deselects a row that an index path identifies, with an option to animate the deselection.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        backend?.deselectRow(at: indexPath, animated: animated)
    }
}
