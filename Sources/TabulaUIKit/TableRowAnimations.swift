// UIKit where it exists; on Linux, the stand-in that declares the same API so
// this module compiles and is tested there. Elsewhere (macOS, watchOS) there
// are no table views and the module is empty.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
/// The row animation a table view uses for each kind of operation.
///
/// Moves take no animation in UIKit, and reconfigures never animate, so they
/// have no entry.
///
/// ```swift
/// tableView.apply(changes, animations: TableRowAnimations(deleteRows: .fade, insertRows: .fade)) {
///     dataSource.snapshot = $0
/// }
/// ```
public struct TableRowAnimations: Hashable, Sendable {
    /// For `deleteSections(_:with:)`.
    public var deleteSections: UITableView.RowAnimation
    /// For `insertSections(_:with:)`.
    public var insertSections: UITableView.RowAnimation
    /// For `reloadSections(_:with:)`.
    public var reloadSections: UITableView.RowAnimation
    /// For `deleteRows(at:with:)`.
    public var deleteRows: UITableView.RowAnimation
    /// For `insertRows(at:with:)`.
    public var insertRows: UITableView.RowAnimation
    /// For `reloadRows(at:with:)`.
    public var reloadRows: UITableView.RowAnimation

    /// Creates a set of animations, `.automatic` unless given.
    /// - Parameters:
    ///   - deleteSections: The animation for deleted sections.
    ///   - insertSections: The animation for inserted sections.
    ///   - reloadSections: The animation for reloaded sections.
    ///   - deleteRows: The animation for deleted rows.
    ///   - insertRows: The animation for inserted rows.
    ///   - reloadRows: The animation for reloaded rows.
    public init(
        deleteSections: UITableView.RowAnimation = .automatic,
        insertSections: UITableView.RowAnimation = .automatic,
        reloadSections: UITableView.RowAnimation = .automatic,
        deleteRows: UITableView.RowAnimation = .automatic,
        insertRows: UITableView.RowAnimation = .automatic,
        reloadRows: UITableView.RowAnimation = .automatic
    ) {
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.reloadSections = reloadSections
        self.deleteRows = deleteRows
        self.insertRows = insertRows
        self.reloadRows = reloadRows
    }

    /// Uses `animation` for every kind of operation: `TableRowAnimations(all: .fade)`.
    /// - Parameter animation: The animation for deletes, inserts and reloads of
    ///   sections and rows.
    public init(all animation: UITableView.RowAnimation) {
        self.init(
            deleteSections: animation, insertSections: animation, reloadSections: animation,
            deleteRows: animation, insertRows: animation, reloadRows: animation
        )
    }
}
#endif
