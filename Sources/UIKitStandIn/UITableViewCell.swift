import Foundation

// https://developer.apple.com/documentation/uikit/uitableviewcell
/// The visual representation of a single row in a table view.
///
/// Stand-in for UIKit's `UITableViewCell`; see the module notes in
/// `UIKitStandIn.swift`. Nothing of it is used but its type: the class
/// `TabulaUIKit` registers as its placeholder and returns from the data source.
@MainActor
open class UITableViewCell: UIView {}

// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
/// A reusable view that you place at the top or bottom of a table section to
/// display additional information for that section.
///
/// Stand-in for UIKit's `UITableViewHeaderFooterView`; nothing of it is used
/// but its type, which registered header and footer classes must descend from.
@MainActor
open class UITableViewHeaderFooterView: UIView {}
