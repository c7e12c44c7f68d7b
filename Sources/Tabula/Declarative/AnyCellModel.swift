import Foundation

/// A row of any ``CellModel`` type: what a screen's sections hold.
///
/// Two rows are equal (`==`) when they have the same model type, the same
/// `id` and equal ``CellModel/content``; behaviour closures are not compared.
/// Making one allocates once; copying it, comparing it and hashing its
/// ``id`` allocate nothing.
public struct AnyCellModel: Identifiable, Equatable, Sendable, CustomStringConvertible {
    @usableFromInline let storage: CellModelStorage

    /// Wraps `model`. O(1), plus hashing its `id` once.
    /// - Parameter model: The row's model.
    @inlinable
    public init<Model: CellModel>(_ model: Model) {
        storage = TypedCellModelStorage(model)
    }

    /// The row's identity: its model type and `id`.
    @inlinable
    public var id: CellModelID { CellModelID(storage) }

    /// The model, as its own type erased to `Any`.
    public var base: Any { storage.base }

    /// The model as `Model`, or `nil` when it is of another type.
    /// - Parameter type: The model type to cast to.
    public func model<Model: CellModel>(as type: Model.Type) -> Model? {
        (storage as? TypedCellModelStorage<Model>)?.model
    }

    /// What the row does.
    public var behavior: CellBehavior { storage.behavior }

    /// How tall the row is.
    public var sizing: CellSizing { storage.sizing }

    /// Same model type, same `id`, equal content.
    @inlinable
    public static func == (lhs: AnyCellModel, rhs: AnyCellModel) -> Bool {
        lhs.storage.isEqual(to: rhs.storage)
    }

    /// `Type(id: …)`.
    public var description: String { storage.identityDescription }
}

/// The identity of a row of a screen: its model's type and `id`. Hashing
/// uses a hash computed once, when the row was made.
public struct CellModelID: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let storage: CellModelStorage

    @inlinable
    init(_ storage: CellModelStorage) {
        self.storage = storage
    }

    /// Same model type and same `id`. O(1) and, for different rows, usually
    /// decided by the stored hashes alone.
    @inlinable
    public static func == (lhs: CellModelID, rhs: CellModelID) -> Bool {
        lhs.storage.hasSameIdentity(as: rhs.storage)
    }

    /// Feeds the stored hash.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.identityHash)
    }

    /// `Type(id: …)`, as diagnostics name a row.
    public var description: String { storage.identityDescription }
}
