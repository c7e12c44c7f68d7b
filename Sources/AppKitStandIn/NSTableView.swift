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
    override package init() {}

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
        backend?.insertRows(at: indexes, withAnimation: animationOptions)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
    /// Removes the rows using the specified animation.
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        backend?.removeRows(at: indexes, withAnimation: animationOptions)
    }

    // https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
    /// Moves the specified row to the new row location using animation.
    open func moveRow(at oldIndex: Int, to newIndex: Int) {
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
