import Foundation

/// Why an ``Outline`` or ``LiveOutline`` operation was refused. A refused
/// operation leaves the outline exactly as it was.
///
/// Identifiers appear as text (`String(reflecting:)`), so the error is the
/// same type for every outline, as ``ListControllerError`` is for controllers.
public enum OutlineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No item of the outline has this identifier.
    case unknownIdentifier(String)
    /// The input holds two items with this identifier.
    case duplicateIdentifier(String)
    /// An item with this identifier is already in the outline.
    case itemAlreadyExists(String)
    /// An item names a parent that is not in the input.
    case unknownParent(item: String, parent: String)
    /// The item is its own ancestor in (id, parent id) input.
    case cycle(String)
    /// The item cannot be moved or inserted under itself or its descendants.
    case insertionIntoOwnSubtree(String)

    /// A sentence naming the offending value.
    public var description: String {
        switch self {
        case .unknownIdentifier(let id):
            return "no item of the outline has identifier \(id)"
        case .duplicateIdentifier(let id):
            return "identifier \(id) occurs more than once in the input"
        case .itemAlreadyExists(let id):
            return "an item with identifier \(id) is already in the outline"
        case .unknownParent(let item, let parent):
            return "item \(item) names parent \(parent), which is not in the input"
        case .cycle(let id):
            return "item \(id) is its own ancestor"
        case .insertionIntoOwnSubtree(let id):
            return "item \(id) cannot be placed under itself or its descendants"
        }
    }

    /// How errors name an identifier.
    @usableFromInline
    static func name(_ id: some Hashable) -> String {
        String(reflecting: id)
    }
}
