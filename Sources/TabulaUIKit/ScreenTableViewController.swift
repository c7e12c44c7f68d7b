// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A table view controller that shows declarative screens: subclass it and
/// call ``set(_:animated:)`` whenever the state behind the screen changes,
/// as DeclarativeTVC's view controllers are used.
///
/// ```swift
/// final class SettingsViewController: ScreenTableViewController {
///     var wifi = true { didSet { render() } }
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         render()
///     }
///
///     func render() {
///         set(ListScreen {
///             ScreenSection(id: "network", header: "Network") {
///                 // A `CellModel` of the app's, with its cell.
///                 ToggleRow(id: "wifi", title: "Wi-Fi", isOn: wifi) { [weak self] in self?.wifi = $0 }
///             }
///         })
///     }
/// }
/// ```
///
/// The controller's table view is driven by a ``TableViewScreenSource``,
/// made with the first screen: it becomes the table view's data source and
/// delegate, in place of the controller. Override ``rowAnimations`` for
/// animations other than a fade.
@MainActor
open class ScreenTableViewController: UITableViewController {
    /// The source that shows the screens; `nil` until the first is set.
    public private(set) var screenSource: TableViewScreenSource?

    /// The animation of each kind of row insert, delete and reload; a fade
    /// by default. Read once, when the first screen is set.
    open var rowAnimations: TableRowAnimations { .fade }

    /// The latest screen set; empty until the first.
    public var screen: ListScreen { screenSource?.screen ?? .empty }

    /// Shows `screen`, animating the difference from what the table view shows.
    /// - Parameters:
    ///   - screen: What the table view should show.
    ///   - animated: Whether to animate; `false` reloads the table view.
    ///
    /// The view's width and text size are read here, for heights: after a
    /// size change or a Dynamic Type change, set the screen again (from
    /// `viewWillTransition(to:with:)` or a trait change), as a screen built
    /// for the new size may differ anyway.
    public func set(_ screen: ListScreen, animated: Bool = true) {
        if screenSource == nil, let tableView {
            screenSource = TableViewScreenSource(tableView: tableView, animations: rowAnimations)
        }
        screenSource?.set(screen, animated: animated)
    }
}
#endif
