import Foundation

// https://developer.apple.com/documentation/uikit/uitableview
/// A view that presents data using rows in a single column.
///
/// Stand-in for UIKit's `UITableView`, a `UIScrollView` subclass; see
/// the module notes in `UIKitStandIn.swift`. Every call goes to ``backend``.
@MainActor
open class UITableView: UIScrollView {
    /// Receives every call this table view gets. Without one the table view
    /// shows nothing: no sections, and calls that change nothing.
    package var backend: (any UITableViewStandInBackend)?

    /// Creates a table view that is in no window, for tests.
    override package init() {
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    /// Initializes and returns a table view object having the given frame and style.
    ///
    /// Stand-in: the frame becomes the ``UIView/bounds``; the style only travels.
    public init(frame: CGRect, style: UITableView.Style) {
        super.init()
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    /// The number of sections in the table view.
    open var numberOfSections: Int { backend?.numberOfSections ?? 0 }

    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// Returns the number of rows (table cells) in a specified section.
    open func numberOfRows(inSection section: Int) -> Int {
        backend?.numberOfRows(inSection: section) ?? 0
    }

    // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    /// Animates multiple insert, delete, reload, and move operations as a group.
    ///
    /// Without a backend, runs `updates` and completes at once, as UIKit does
    /// for a view that shows nothing.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let backend else {
            updates?()
            completion?(true)
            return
        }
        backend.performBatchUpdates(updates, completion: completion)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// Inserts one or more sections in the table view, with an option to animate the insertion.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        backend?.insertSections(sections, with: animation)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// Deletes one or more sections in the table view, with an option to animate the deletion.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        backend?.deleteSections(sections, with: animation)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// Reloads the specified sections using the provided animation effect.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        backend?.reloadSections(sections, with: animation)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// Moves a section to a new location in the table view.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        backend?.moveSection(section, toSection: newSection)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// Inserts rows in the table view at the locations that an array of index
    /// paths identifies, with an option to animate the insertion.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        backend?.insertRows(at: indexPaths, with: animation)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// Deletes the rows that an array of index paths identifies, with an option
    /// to animate the deletion.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        backend?.deleteRows(at: indexPaths, with: animation)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// Reloads the specified rows using the provided animation effect.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        backend?.reloadRows(at: indexPaths, with: animation)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// Moves the row at a specified location to a destination location.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        backend?.moveRow(at: indexPath, to: newIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    /// Updates the data for the rows at the index paths you specify, preserving
    /// the existing cells for the rows.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        backend?.reconfigureRows(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// The object that acts as the data source of the table view.
    open weak var dataSource: (any UITableViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uitableview/delegate
    /// The object that acts as the delegate of the table view.
    open weak var delegate: (any UITableViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource
    /// The object that acts as the prefetching data source for the table view,
    /// receiving notifications of upcoming cell data requirements.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    // https://developer.apple.com/documentation/uikit/uitableview/dragdelegate
    /// The delegate object that manages the dragging of items from the table view.
    open weak var dragDelegate: (any UITableViewDragDelegate)?

    // https://developer.apple.com/documentation/uikit/uitableview/dropdelegate
    /// The delegate object that manages the dropping of items into the table view.
    open weak var dropDelegate: (any UITableViewDropDelegate)?

    // https://developer.apple.com/documentation/uikit/uitableview/draginteractionenabled
    /// A Boolean value indicating whether the table view supports drags and drops
    /// between apps; `true` on iPad and `false` on iPhone (`false` here).
    open var dragInteractionEnabled = false

    // https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    /// A constant representing the default value for a given dimension.
    ///
    /// UIKit's is a `class let`, which Swift classes cannot declare; its value
    /// is UIKit's business, so any value no height can take does.
    public nonisolated static let automaticDimension: CGFloat = -1

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    /// Registers a class to use in creating new table cells.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        backend?.register(cellClass, forCellReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
    /// Registers a nib object that contains a cell with the table view under a
    /// specified identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        backend?.register(nib, forCellReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-1rgvc
    /// Registers a nib object that contains a header or footer with the table
    /// view under a specified identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        backend?.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
    /// Registers a class to use in creating new table header or footer views.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        backend?.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// Returns a reusable table-view cell object for the specified reuse
    /// identifier and adds it to the table.
    ///
    /// Without a backend, a new plain cell: the view shows nothing.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        backend?.dequeueReusableCell(withIdentifier: identifier, for: indexPath) ?? UITableViewCell()
    }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    /// Returns a reusable table-view cell object after locating it by its identifier.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        backend?.dequeueReusableCell(withIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
    /// Returns a reusable header or footer view after locating it by its identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        backend?.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    /// Returns the table cell at the index path you specify.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        backend?.cellForRow(at: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    /// An array of index paths, each identifying a visible row in the table view.
    open var indexPathsForVisibleRows: [IndexPath]? { backend?.indexPathsForVisibleRows }

    // https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    /// Returns the drawing area for a row that an index path identifies.
    ///
    /// Stand-in: ``backend`` answers; `.zero` without one.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        backend?.rectForRow(at: indexPath) ?? .zero
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// Reloads the rows and sections of the table view.
    open func reloadData() {
        backend?.reloadData()
    }
}
