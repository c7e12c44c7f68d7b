import Foundation

// https://developer.apple.com/documentation/uikit/uitableviewcell
/// The visual representation of a single row in a table view.
///
/// Stand-in for UIKit's `UITableViewCell`; see the module notes in
/// `UIKitStandIn.swift`: its type (the class `TabulaUIKit` registers as its
/// placeholder cell and returns from the data source), its content view and
/// its content configuration.
@MainActor
open class UITableViewCell: UIView {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    /// The content view of the cell object.
    open private(set) var contentView = UIView()

    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox
    /// The current content configuration of the cell.
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)?
}

// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
/// A reusable view that you place at the top or bottom of a table section to
/// display additional information for that section.
///
/// Stand-in for UIKit's `UITableViewHeaderFooterView`; nothing of it is used
/// but its type, which registered header and footer classes must descend from.
@MainActor
open class UITableViewHeaderFooterView: UIView {}
