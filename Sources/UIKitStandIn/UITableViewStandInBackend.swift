import Foundation

/// Receives every call a stand-in ``UITableView`` gets, so that a test can
/// check it against UIKit's rules (for example by forwarding it to
/// `TabulaTesting.HeadlessListView`) and record it.
///
/// The requirements repeat ``UITableView``'s own, name for name.
@MainActor
package protocol UITableViewStandInBackend: AnyObject {
    /// Answers ``UITableView/numberOfSections``.
    var numberOfSections: Int { get }
    /// Answers ``UITableView/numberOfRows(inSection:)``.
    func numberOfRows(inSection section: Int) -> Int
    /// Receives ``UITableView/performBatchUpdates(_:completion:)``.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Receives ``UITableView/insertSections(_:with:)``.
    func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
    /// Receives ``UITableView/deleteSections(_:with:)``.
    func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
    /// Receives ``UITableView/reloadSections(_:with:)``.
    func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
    /// Receives ``UITableView/moveSection(_:toSection:)``.
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Receives ``UITableView/insertRows(at:with:)``.
    func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    /// Receives ``UITableView/deleteRows(at:with:)``.
    func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    /// Receives ``UITableView/reloadRows(at:with:)``.
    func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    /// Receives ``UITableView/moveRow(at:to:)``.
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Receives ``UITableView/reconfigureRows(at:)``.
    func reconfigureRows(at indexPaths: [IndexPath])
    /// Receives ``UITableView/reloadData()``.
    func reloadData()
    /// Receives ``UITableView/register(_:forCellReuseIdentifier:)``.
    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
    /// Receives ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``.
    func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    /// Receives ``UITableView/register(_:forCellReuseIdentifier:)-(UINib?,_)``.
    func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)
    /// Receives ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)-(UINib?,_)``.
    func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)
    /// Answers ``UITableView/dequeueReusableCell(withIdentifier:)``: a cell of
    /// a class, nib or storyboard prototype registered under `identifier`, or `nil`.
    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
    /// Answers ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
    /// Answers ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``.
    func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
    /// Answers ``UITableView/cellForRow(at:)``.
    func cellForRow(at indexPath: IndexPath) -> UITableViewCell?
    /// Answers ``UITableView/indexPathsForVisibleRows``.
    var indexPathsForVisibleRows: [IndexPath]? { get }
    /// Answers ``UITableView/rectForRow(at:)``; `.zero` by default.
    func rectForRow(at indexPath: IndexPath) -> CGRect
    /// Keeps ``UITableView/allowsMultipleSelection``; `false`, and not kept, by default.
    var allowsMultipleSelection: Bool { get set }
    /// Answers ``UITableView/indexPathsForSelectedRows``; `nil` by default.
    var indexPathsForSelectedRows: [IndexPath]? { get }
    /// Receives ``UITableView/selectRow(at:animated:scrollPosition:)``; nothing by default.
    func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition)
    /// Receives ``UITableView/deselectRow(at:animated:)``; nothing by default.
    func deselectRow(at indexPath: IndexPath, animated: Bool)
    /// Receives ``UITableView/scrollToRow(at:at:animated:)``; nothing by default.
    func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool)
}

extension UITableViewStandInBackend {
    /// `.zero`: a backend that lays out nothing.
    package func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }

    /// `false`: a backend that keeps no selection.
    package var allowsMultipleSelection: Bool {
        get { false }
        set {}
    }

    /// `nil`: a backend that keeps no selection.
    package var indexPathsForSelectedRows: [IndexPath]? { nil }

    /// Nothing: a backend that keeps no selection.
    package func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}

    /// Nothing: a backend that keeps no selection.
    package func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    /// Nothing: a backend that keeps no scroll position.
    package func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}
