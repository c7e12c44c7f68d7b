import Foundation

/// Why a section, provider or tree operation was refused. A refused operation
/// changes nothing.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An item index was outside `bounds` (a range of valid indexes, which
    /// for an insertion includes the end).
    case itemIndexOutOfRange(index: Int, bounds: ClosedRange<Int>?, operation: String)
    /// A child index was outside the provider's children.
    case childIndexOutOfRange(index: Int, count: Int, operation: String)
    /// The child is not among the provider's children.
    case childNotFound(operation: String)
    /// The child is already in a tree (in a provider or the root of a tree):
    /// remove it there first. A composable has one place at a time.
    case alreadyInTree(operation: String)
    /// The child is the provider itself or one of its ancestors: inserting it
    /// would make a cycle.
    case wouldCreateCycle(operation: String)
    /// The same composable appears twice in the children being inserted.
    case duplicateChild(operation: String)
    /// A segment index was outside the segmented provider's children.
    case segmentOutOfRange(index: Int, count: Int)
    /// A global section index was outside the tree.
    case sectionOutOfRange(section: Int, count: Int)
    /// A global index path was outside the tree, or not a (section, item) path.
    case indexPathOutOfRange(IndexPath)
    /// A move between two different sections, or of a section that does not
    /// allow it (see ``MovableSection``).
    case moveNotAllowed(from: IndexPath, to: IndexPath)

    /// A sentence naming the offending values.
    public var description: String {
        switch self {
        case let .itemIndexOutOfRange(index, bounds, operation):
            guard let bounds else { return "\(operation): index \(index) is out of range: the section is empty" }
            return "\(operation): index \(index) is out of range \(bounds.lowerBound)...\(bounds.upperBound)"
        case let .childIndexOutOfRange(index, count, operation):
            return "\(operation): child index \(index) is out of range; the provider has \(count) children"
        case let .childNotFound(operation):
            return "\(operation): the child is not in this provider"
        case let .alreadyInTree(operation):
            return "\(operation): the child is already in a tree; remove it from its provider (or tree) first"
        case let .wouldCreateCycle(operation):
            return "\(operation): the child is this provider or one of its ancestors"
        case let .duplicateChild(operation):
            return "\(operation): the same child appears more than once"
        case let .segmentOutOfRange(index, count):
            return "segment \(index) is out of range; the segmented provider has \(count) children"
        case let .sectionOutOfRange(section, count):
            return "section \(section) is out of range; the tree shows \(count) sections"
        case let .indexPathOutOfRange(path):
            return "index path \(Array(path)) is out of range"
        case let .moveNotAllowed(from, to):
            return "cannot move \(Array(from)) to \(Array(to)): moves stay inside one section that allows them"
        }
    }

    /// The bounds of valid indexes for reading or replacing in a collection of `count`.
    static func readBounds(_ count: Int) -> ClosedRange<Int>? { count > 0 ? 0...(count - 1) : nil }
}
