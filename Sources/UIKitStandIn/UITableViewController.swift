// https://developer.apple.com/documentation/uikit/uitableviewcontroller
/// A view controller that specializes in managing a table view.
///
/// Stand-in for UIKit's `UITableViewController`; only ``init(style:)`` and
/// ``tableView`` are declared.
@MainActor
open class UITableViewController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    /// Initializes a table view controller to manage a table view of a given style.
    public init(style: UITableView.Style) {
        tableView = UITableView()
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    /// Returns the table view managed by the controller object.
    open var tableView: UITableView!
}
