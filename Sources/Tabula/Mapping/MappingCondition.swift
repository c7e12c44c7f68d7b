import Foundation

/// When a registration applies, beyond its model type: in one section, or
/// when a predicate on the typed model and its index path holds.
///
/// ```swift
/// registry.register(FeaturedCell.self, condition: .section(0))
/// registry.register(VIPCell.self, condition: .when { contact, _ in contact.isVIP })
/// ```
///
/// A registration whose condition holds beats every registration without
/// one (see ``MappingRegistry``). Conditions are evaluated on every
/// resolution, never cached, so they may depend on the model's values.
public struct MappingCondition<Model>: Sendable {
    enum Storage: Sendable {
        case section(Int)
        case predicate(@MainActor (Model, IndexPath) -> Bool)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Applies in one section only: the first index of the index path.
    /// An empty index path is in no section.
    /// - Parameter section: The section's index. Evaluation is O(1).
    public static func section(_ section: Int) -> MappingCondition {
        MappingCondition(.section(section))
    }

    /// Applies when `predicate` returns `true` for the model and its index
    /// path. It is called on the main actor, on every resolution of a model
    /// the registration's type accepts, so it should be cheap and must not
    /// register mappings.
    /// - Parameter predicate: Decides from the typed model and the index path.
    public static func when(_ predicate: @escaping @MainActor (Model, IndexPath) -> Bool) -> MappingCondition {
        MappingCondition(.predicate(predicate))
    }
}
