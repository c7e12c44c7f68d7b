import Foundation

/// Why a ``ListController`` operation was refused. A refused operation leaves
/// the controller exactly as it was and delivers nothing.
///
/// Identifiers appear as text (`String(reflecting:)`), so the error is the same
/// type for every controller.
public enum ListControllerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index path does not have exactly two indexes (section, item).
    case malformedIndexPath(IndexPath)
    /// The section index is outside `0..<numberOfSections`.
    case sectionOutOfRange(section: Int, numberOfSections: Int)
    /// The item index is outside the section's items (`0..<numberOfItems`, or
    /// `0...numberOfItems` for a destination).
    case itemOutOfRange(IndexPath, numberOfItems: Int)
    /// No item has this identifier.
    case unknownIdentifier(String)
    /// No section has this key.
    case unknownSectionKey(String)
    /// The input holds two items with this identifier.
    case duplicateIdentifier(String)
    /// An item with this identifier is already in the controller (use
    /// ``ListController/upsert(_:)`` to insert-or-update).
    case itemAlreadyExists(String)
    /// An update closure changed the item's identifier.
    case identifierChanged(from: String, to: String)
    /// The operation cannot run inside `performBatchUpdates(_:)`
    /// or while updates are paused.
    case unavailableWhileCoalescing(operation: String)

    /// A sentence naming the offending value.
    @inlinable
    public var description: String {
        switch self {
        case .malformedIndexPath(let path):
            return "index path \(Self.text(path)) is not a (section, item) pair"
        case .sectionOutOfRange(let section, let count):
            return "section \(section) is out of range: the list has \(count) section\(count == 1 ? "" : "s")"
        case .itemOutOfRange(let path, let count):
            return "index path \(Self.text(path)) is out of range: section \(path.first ?? -1) has \(count) item\(count == 1 ? "" : "s")"
        case .unknownIdentifier(let id):
            return "no item has identifier \(id)"
        case .unknownSectionKey(let key):
            return "no section has key \(key)"
        case .duplicateIdentifier(let id):
            return "identifier \(id) occurs more than once in the input"
        case .itemAlreadyExists(let id):
            return "an item with identifier \(id) is already in the list (use upsert to insert or update)"
        case .identifierChanged(let from, let to):
            return "the update changed the item's identifier from \(from) to \(to); identifiers cannot change"
        case .unavailableWhileCoalescing(let operation):
            return "\(operation) is unavailable inside performBatchUpdates or while updates are paused"
        }
    }

    @inlinable
    static func text(_ path: IndexPath) -> String {
        "[" + path.map(String.init).joined(separator: ", ") + "]"
    }

    @inlinable
    static func name(_ id: some Hashable) -> String {
        String(reflecting: id)
    }
}
