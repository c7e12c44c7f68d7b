import Foundation

// https://developer.apple.com/documentation/appkit/nstableview
/// A set of related records, displayed in rows that represent individual
/// records and columns that represent the attributes of those records.
///
/// Stand-in for AppKit's `NSTableView`; see the module notes in
/// `AppKitStandIn.swift`. Every call goes to ``backend``; without one, the
/// table has no rows and ignores the calls.
@MainActor
open class NSTableView: NSView {
    /// Receives every call the table gets.
    package var backend: (any NSTableViewStandInBackend)?
    /// What ``numberOfColumns`` returns.
    package var standInColumnCount = 1

    // https://developer.apple.com/documentation/appkit/nstableview/animationoptions
    /// Specifies the animation effects to apply when inserting or removing rows.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectfade
        /// Use a fade for row or column removal.
        public static let effectFade = AnimationOptions(rawValue: 0x1)
        // https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectgap
        /// Creates a gap for newly inserted rows.
        public static let effectGap = AnimationOptions(rawValue: 0x2)
        // https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideup
        /// Animates a row insertion or removal by sliding upward.
        public static let slideUp = AnimationOptions(rawValue: 0x10)
        // https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slidedown
        /// Animates a row insertion or removal by sliding downward.
        public static let slideDown = AnimationOptions(rawValue: 0x20)
        // https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideleft
        /// Animates a row insertion or removal by sliding from the left.
        public static let slideLeft = AnimationOptions(rawValue: 0x30)
        // https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideright
        /// Animates a row insertion or removal by sliding from the right.
        public static let slideRight = AnimationOptions(rawValue: 0x40)
    }

    /// Creates a table with no rows and one column, in no window.
    override package init() {
        super.init()
    }

    // https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// Initializes and returns a newly allocated view object with the
    /// specified frame rectangle.
    public required init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
    }

    /// What ``makeView(withIdentifier:owner:)`` returns; `nil` without it,
    /// as AppKit answers for an identifier it has no view or nib for.
    package var standInMakeView: ((NSUserInterfaceItemIdentifier) -> NSView?)?
    /// What ``view(atColumn:row:makeIfNecessary:)`` returns for the rows on
    /// screen; `nil` without it.
    package var standInViewAtRow: ((Int) -> NSView?)?
    /// What ``rows(in:)`` returns, whatever the rectangle.
    package var standInVisibleRows = NSRange(location: 0, length: 0)
    /// The nibs registered, by identifier.
    package private(set) var standInRegisteredNibs: [NSUserInterfaceItemIdentifier: NSNib] = [:]

    // https://developer.apple.com/documentation/appkit/nstableview/datasource
    /// The object that provides the data displayed by the table view.
    open weak var dataSource: (any NSTableViewDataSource)?

    // https://developer.apple.com/documentation/appkit/nstableview/delegate
    /// The table view’s delegate.
    open weak var delegate: (any NSTableViewDelegate)?

    // https://developer.apple.com/documentation/appkit/nstableview/tablecolumns
    /// An array containing the current table column objects.
    /// (The stand-in's ``numberOfColumns`` is `standInColumnCount`, whatever
    /// this holds.)
    open var tableColumns: [NSTableColumn] = []

    // https://developer.apple.com/documentation/appkit/nstableview/addtablecolumn(_:)
    /// Adds a given column as the last column of the table view.
    open func addTableColumn(_ tableColumn: NSTableColumn) { tableColumns.append(tableColumn) }

    // https://developer.apple.com/documentation/appkit/nstableview/headerview
    /// The view used to draw headers over columns.
    open var headerView: NSTableHeaderView? = NSTableHeaderView(frame: .zero)

    // https://developer.apple.com/documentation/appkit/nstableview/selectedrowindexes
    /// The indexes of the selected rows.
    ///
    /// Stand-in: settable, as a user's clicks set it; AppKit's is read-only.
    /// Rows inserted, removed and moved carry it as in AppKit (see
    /// `NSTableView+Selection.swift`); a reload keeps it.
    open var selectedRowIndexes = IndexSet()

    // https://developer.apple.com/documentation/appkit/nstableview/allowsmultipleselection
    /// A Boolean value indicating whether the table view allows the user to
    /// select more than one column or row at a time.
    open var allowsMultipleSelection = false

    // https://developer.apple.com/documentation/appkit/nstableview/rowactionedge
    /// Constants that specify the edge of a table row on which row actions appear.
    public enum RowActionEdge: Int, Sendable {
        // https://developer.apple.com/documentation/appkit/nstableview/rowactionedge/leading
        /// The leading edge of the row.
        case leading = 0
        // https://developer.apple.com/documentation/appkit/nstableview/rowactionedge/trailing
        /// The trailing edge of the row.
        case trailing = 1
    }

    // https://developer.apple.com/documentation/appkit/nstableview/rowactionsvisible
    /// A Boolean value indicating whether the row actions of the table view are visible.
    open var rowActionsVisible = false

    // https://developer.apple.com/documentation/appkit/nstableview/deselectall(_:)
    /// Deselects all selected rows or columns if empty selection is allowed;
    /// otherwise does nothing.
    open func deselectAll(_ sender: Any?) { selectedRowIndexes = [] }

    // https://developer.apple.com/documentation/appkit/nstableview/rowheight
    /// The height of each row in the table.
    open var rowHeight: CGFloat = 24

    // https://developer.apple.com/documentation/appkit/nstableview/makeview(withidentifier:owner:)
    /// Returns a new or existing view with the specified identifier.
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        standInMakeView?(identifier)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/register(_:foridentifier:)
    /// Registers a NIB for the specified identifier, so that view-based table
    /// views can use it to instantiate views.
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {
        standInRegisteredNibs[identifier] = nib
    }

    // https://developer.apple.com/documentation/appkit/nstableview/view(atcolumn:row:makeifnecessary:)
    /// Returns a view at the specified row and column indexes, creating one
    /// if necessary.
    open func view(atColumn column: Int, row: Int, makeIfNecessary: Bool) -> NSView? {
        standInViewAtRow?(row)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/rows(in:)
    /// Returns a range of indexes for the rows that lie wholly or partially
    /// within the vertical boundaries of the specified rectangle.
    open func rows(in rect: NSRect) -> NSRange { standInVisibleRows }

    // https://developer.apple.com/documentation/appkit/nstableview/numberofrows
    /// The number of rows in the table view.
    open var numberOfRows: Int { backend?.numberOfRows ?? 0 }

    // https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
    /// The number of columns in the table view.
    open var numberOfColumns: Int { standInColumnCount }

    // https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
    /// Marks the table view as needing redisplay, so it will reload the data
    /// for visible cells and draw the new values.
    open func reloadData() { backend?.reloadData() }

    // https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
    /// Reloads the data for only the specified rows and columns.
    open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
        backend?.reloadData(forRowIndexes: rowIndexes, columnIndexes: columnIndexes)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/noteheightofrows(withindexeschanged:)
    /// Informs the table view that the rows specified in `indexSet` have
    /// changed height.
    open func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) {
        backend?.noteHeightOfRows(withIndexesChanged: indexSet)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
    /// Begins a group of updates for the table view.
    open func beginUpdates() { backend?.beginUpdates() }

    // https://developer.apple.com/documentation/appkit/nstableview/endupdates()
    /// Ends the group of updates for the table view.
    open func endUpdates() { backend?.endUpdates() }

    // https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
    /// Inserts the rows using the specified animation.
    open func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        standInCarrySelection(inserting: indexes)
        backend?.insertRows(at: indexes, withAnimation: animationOptions)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
    /// Removes the rows using the specified animation.
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        standInCarrySelection(removing: indexes)
        backend?.removeRows(at: indexes, withAnimation: animationOptions)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
    /// Moves the specified row to the new row location using animation.
    open func moveRow(at oldIndex: Int, to newIndex: Int) {
        standInCarrySelection(movingRowAt: oldIndex, to: newIndex)
        backend?.moveRow(at: oldIndex, to: newIndex)
    }
}

/// Receives every call a stand-in ``NSTableView`` gets, so that a test can
/// check it against AppKit's semantics (for example by forwarding it to
/// `TabulaTesting`'s headless model of the table) and record it.
///
/// The requirements repeat ``NSTableView``'s own, name for name.
@MainActor
package protocol NSTableViewStandInBackend: AnyObject {
    /// Answers ``NSTableView/numberOfRows``.
    var numberOfRows: Int { get }
    /// Receives ``NSTableView/reloadData()``.
    func reloadData()
    /// Receives ``NSTableView/reloadData(forRowIndexes:columnIndexes:)``.
    func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet)
    /// Receives ``NSTableView/noteHeightOfRows(withIndexesChanged:)``.
    func noteHeightOfRows(withIndexesChanged indexSet: IndexSet)
    /// Receives ``NSTableView/beginUpdates()``.
    func beginUpdates()
    /// Receives ``NSTableView/endUpdates()``.
    func endUpdates()
    /// Receives ``NSTableView/insertRows(at:withAnimation:)``.
    func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions)
    /// Receives ``NSTableView/removeRows(at:withAnimation:)``.
    func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions)
    /// Receives ``NSTableView/moveRow(at:to:)``.
    func moveRow(at oldIndex: Int, to newIndex: Int)
}
