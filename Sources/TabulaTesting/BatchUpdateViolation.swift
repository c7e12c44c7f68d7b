/// A batch update that UIKit would reject (crash) or mishandle (hazard),
/// as found by ``HeadlessListView``.
///
/// The rules are those of the Batch-update rules article of the Tabula documentation; the message follows the
/// wording UIKit uses in its `NSInternalInconsistencyException` where it has one,
/// and names the offending sections, index paths and counts.
public struct BatchUpdateViolation: Error, Hashable, CustomStringConvertible {
    /// The rule a batch update broke.
    public enum Rule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// R1: the same section or index path is both deleted and reloaded
        /// (UIKit: "attempt to delete and reload the same index path").
        case deleteAndReloadSamePosition
        /// R2: a delete (or a reload, which deletes) shares its section or index
        /// path with a move source (UIKit: "attempt to perform a delete and a
        /// move from the same index path").
        case deleteAndMoveFromSamePosition
        /// R3: an insert (or a reload's computed insert) lands on a move
        /// destination (UIKit: "attempt to perform an insert and a move to the
        /// same index path").
        case insertAndMoveToSamePosition
        /// R4: an item moves out of a section that is deleted or reloaded.
        case moveFromDeletedSection
        /// R5: an item moves into a section that is inserted or reloaded.
        case moveIntoInsertedSection
        /// R6: a delete, reload, move source or reconfigure is out of bounds of
        /// the state before the update (negative indexes included).
        case indexOutOfBoundsBefore
        /// R7: an insert, a move destination or a reload's computed insert is out
        /// of bounds of the state after the update.
        case indexOutOfBoundsAfter
        /// R8: two moves share a source, or two moves share a destination.
        case duplicateMove
        /// R9: the same section or index path is deleted, inserted or reloaded
        /// more than once in one update.
        case duplicateOperation
        /// R10: the number of sections after the update is not the number
        /// before, plus inserted, minus deleted (UIKit: "invalid number of sections").
        case invalidNumberOfSections
        /// R11: the number of items in a section that exists before and after
        /// the update does not add up (UIKit: "invalid number of rows in
        /// section", "invalid number of items in section").
        case invalidNumberOfItems
        /// R12 (hazard): an item is inserted into, deleted from, reloaded in, or
        /// moved out of or into a section that itself moves in the same update.
        case itemChangeInMovingSection
        /// R13 (hazard): a reload's computed new position (which ignores moves)
        /// is not where the reloaded item really ends up.
        case misplacedReload
        /// An index path that does not have exactly two non-negative indexes
        /// (section, item).
        case invalidIndexPath
        /// After the update a cell or section header shows a different item
        /// than the data source has at that position: UIKit accepts such an
        /// update and silently shows the wrong cell. Also reported when a
        /// reconfigure changes a cell's identity.
        case identityMismatch
        /// The view has no data source (it holds its data source weakly).
        case dataSourceMissing
        /// The data source reported a negative number of sections or items.
        case negativeCount
        /// A reconfigure names an item or section that the same update deletes,
        /// reloads or moves.
        case reconfigureConflict
        /// `reloadData()` was called inside a batch update's `updates` closure.
        case reloadDataDuringUpdate
        /// An update was requested while the view was applying another, from a
        /// data source callback.
        case reentrantUpdate
        /// Reconfiguring a visible cell, the data source dequeued a view for
        /// another reuse identifier, or returned a view other than the one
        /// the view handed back: UIKit raises an exception.
        case reconfigureReplacedCell
        /// A class registered for cells or supplementary views does not adopt
        /// ``HeadlessReusableView``: the view cannot make it, so the rows it
        /// is for show placeholders, where UIKit would show the class.
        case unusableViewClass

        /// Whether UIKit lets the update through but then misbehaves (corrupts
        /// its layout or shows wrong cells) rather than throwing an exception.
        public var isHazard: Bool {
            switch self {
            case .itemChangeInMovingSection, .misplacedReload, .identityMismatch: true
            default: false
            }
        }

        /// The rule's number in the rules document (`uikit-batch-rules.md`),
        /// 1 to 13, or `nil` for the rules it does not number.
        ///
        /// Messages, documents and tests refer to the numbered rules as
        /// "R1"…"R13"; ``description`` spells them that way.
        public var number: Int? {
            switch self {
            case .deleteAndReloadSamePosition: 1
            case .deleteAndMoveFromSamePosition: 2
            case .insertAndMoveToSamePosition: 3
            case .moveFromDeletedSection: 4
            case .moveIntoInsertedSection: 5
            case .indexOutOfBoundsBefore: 6
            case .indexOutOfBoundsAfter: 7
            case .duplicateMove: 8
            case .duplicateOperation: 9
            case .invalidNumberOfSections: 10
            case .invalidNumberOfItems: 11
            case .itemChangeInMovingSection: 12
            case .misplacedReload: 13
            case .invalidIndexPath, .identityMismatch, .dataSourceMissing, .negativeCount,
                .reconfigureConflict, .reloadDataDuringUpdate, .reentrantUpdate, .reconfigureReplacedCell,
                .unusableViewClass:
                nil
            }
        }

        /// The rule's name as the rules document writes it: `R6` for a
        /// numbered rule, otherwise the case name (`identityMismatch`).
        public var description: String {
            number.map { "R\($0)" } ?? rawValue
        }
    }

    /// The rule the update broke.
    public var rule: Rule
    /// What went wrong, naming the offending sections, index paths and counts.
    public var message: String

    /// Creates a violation of `rule` described by `message`.
    public init(rule: Rule, message: String) {
        self.rule = rule
        self.message = message
    }

    /// The rule followed by the message: `R6: attempt to delete row 5 …`.
    public var description: String {
        "\(rule): \(message)"
    }
}
