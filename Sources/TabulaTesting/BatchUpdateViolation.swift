/// A batch update that UIKit would reject (crash) or mishandle (hazard),
/// as found by ``HeadlessListView``.
///
/// The rules are those of `Guides/BatchUpdateRules.md`; the message follows the
/// wording UIKit uses in its `NSInternalInconsistencyException` where it has one,
/// and names the offending sections, index paths and counts.
public struct BatchUpdateViolation: Error, Hashable, CustomStringConvertible {
    /// The rule a batch update broke.
    public enum Rule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// R1: the same section or index path is both deleted and reloaded.
        case r1
        /// R2: a delete (or a reload, which deletes) shares its section or index
        /// path with a move source.
        case r2
        /// R3: an insert (or a reload's computed insert) lands on a move destination.
        case r3
        /// R4: an item moves out of a section that is deleted or reloaded.
        case r4
        /// R5: an item moves into a section that is inserted or reloaded.
        case r5
        /// R6: a delete, reload, move source or reconfigure is out of bounds of
        /// the state before the update (negative indexes included).
        case r6
        /// R7: an insert, a move destination or a reload's computed insert is out
        /// of bounds of the state after the update.
        case r7
        /// R8: two moves share a source, or two moves share a destination.
        case r8
        /// R9: the same section or index path is deleted, inserted or reloaded
        /// more than once in one update.
        case r9
        /// R10: the number of sections after the update is not the number
        /// before, plus inserted, minus deleted.
        case r10
        /// R11: the number of items in a section that exists before and after
        /// the update does not add up.
        case r11
        /// R12 (hazard): an item is inserted into, deleted from, reloaded in, or
        /// moved out of or into a section that itself moves in the same update.
        case r12
        /// R13 (hazard): a reload's computed new position (which ignores moves)
        /// is not where the reloaded item really ends up.
        case r13
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

        /// Whether UIKit lets the update through but then misbehaves (corrupts
        /// its layout or shows wrong cells) rather than throwing an exception.
        public var isHazard: Bool {
            switch self {
            case .r12, .r13, .identityMismatch: true
            default: false
            }
        }

        /// The rule's name as the rules document writes it: `R6`, or the case
        /// name for the rules it does not number.
        public var description: String {
            rawValue.first == "r" && rawValue.dropFirst().allSatisfy(\.isNumber)
                ? rawValue.uppercased()
                : rawValue
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
