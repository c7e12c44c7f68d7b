import Foundation

// Linux has no Objective-C runtime, so `@objc optional` requirements cannot be
// declared. The methods UIKit marks `optional` are plain requirements here:
// an adopter that implements them all (as TabulaUIKit's do) compiles against
// both, and a stand-in view's caller may call them unconditionally.

// https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// The methods that an object adopts to manage data and provide cells for a
/// table view.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    /// Tells the data source to return the number of rows in a given section of a table view.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// Asks the data source for a cell to insert in a particular location of the table view.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    /// Asks the data source to return the number of sections in the table view.
    /// Optional in UIKit.
    func numberOfSections(in tableView: UITableView) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    /// Asks the data source for the title of the header of the specified
    /// section of the table view. Optional in UIKit.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    /// Asks the data source for the title of the footer of the specified
    /// section of the table view. Optional in UIKit.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
    /// Asks the data source to return the titles for the sections of a table
    /// view. Optional in UIKit.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
    /// Asks the data source to return the index of the section having the
    /// given title and section title index. Optional in UIKit.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    /// Asks the data source to verify that the given row is editable. Optional in UIKit.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    /// Asks the data source to commit the insertion or deletion of a specified
    /// row. Optional in UIKit.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
    /// Asks the data source whether a given row can be moved to another
    /// location in the table view. Optional in UIKit.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
    /// Tells the data source to move a row at a specific location in the table
    /// view to another location. Optional in UIKit.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// https://developer.apple.com/documentation/uikit/uitableviewdelegate
/// Methods for managing selections, configuring section headers and footers,
/// deleting and reordering cells, and performing other actions in a table view.
///
/// UIKit's refines `UIScrollViewDelegate`, which is left out with
/// `UIScrollView`. No requirement is declared: UIKit's are all optional, and
/// Linux has no `@objc optional`; the forwarder's methods carry the same
/// signatures, each citing its page, and tests call them on the forwarder.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {}
