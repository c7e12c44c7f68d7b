import Foundation

/// A row of any ``CellModel`` type: what a screen's sections hold.
///
/// Two rows are equal (`==`) when they have the same model type, the same
/// `id` and equal ``CellModel/content``; behaviour closures are not compared.
/// Making one allocates once; copying it, comparing it and hashing its
/// ``id`` allocate nothing. A row whose content is a plain value of at most
/// 16 bytes keeps a copy of it inline, so that setting a screen compares
/// unchanged rows without reading their models.
public struct AnyCellModel: Identifiable, Equatable, Sendable, CustomStringConvertible {
    @usableFromInline let storage: CellModelStorage
    /// The row's content where the diff reads it in place.
    @usableFromInline let contentKey: CellContentKey

    /// Wraps `model`. O(1), plus hashing its `id` once.
    /// - Parameter model: The row's model.
    @inlinable
    public init<Model: CellModel>(_ model: Model) {
        let storage = TypedCellModelStorage(model)
        self.storage = storage
        contentKey = CellContentKey(of: model, row: storage)
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

    /// The storage of the row at `row`, read in place as an unretained
    /// reference: comparisons of rows call stored functions the optimizer
    /// cannot see into, and a row read out of its memory is retained and
    /// released around each call. The caller keeps the row alive while it
    /// uses the reference. `nil` if the field had no address of its own
    /// (never: it is a stored property).
    @inline(__always)
    static func unretainedStorage(at row: UnsafePointer<AnyCellModel>) -> Unmanaged<CellModelStorage>? {
        row.pointer(to: \.storage).map { UnsafeRawPointer($0).load(as: Unmanaged<CellModelStorage>.self) }
    }

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
///
/// An `Int` `id` is held here, beside the model's type and the hash, and the
/// row itself is not: identities are compared for every row each time a
/// screen is set, and are then read from one array instead of from each row's
/// object; holding the row would also retain it (an atomic write) and release
/// it again with the snapshot. Other `id` types are compared through the row,
/// which the identity then holds. An identity takes 32 bytes.
public struct CellModelID: Hashable, Sendable, CustomStringConvertible {
    /// The hash of the model's type and `id`.
    @usableFromInline let identityHash: Int
    /// The model's type.
    @usableFromInline let modelType: any Any.Type
    /// The `id`, when it is an `Int` (and ``storage`` is `nil`).
    @usableFromInline let integerID: Int
    /// The row, when its `id` is not an `Int`.
    @usableFromInline let storage: CellModelStorage?

    @inlinable
    init(_ storage: CellModelStorage) {
        identityHash = storage.identityHash
        modelType = storage.modelMetatype
        integerID = storage.integerID
        self.storage = storage.hasIntegerID ? nil : storage
    }

    /// Same model type and same `id`. O(1) and, for different rows, usually
    /// decided by the stored hashes alone.
    @inlinable
    public static func == (lhs: CellModelID, rhs: CellModelID) -> Bool {
        guard lhs.identityHash == rhs.identityHash, ObjectIdentifier(lhs.modelType) == ObjectIdentifier(rhs.modelType) else {
            return false
        }
        switch (lhs.storage, rhs.storage) {
        case (nil, nil): return lhs.integerID == rhs.integerID
        case let (left?, right?): return left.hasSameIdentity(as: right)
        // Not reached: one model type has `Int` ids or has not.
        default: return false
        }
    }

    /// Feeds the stored hash.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identityHash)
    }

    /// `Type(id: …)`, as diagnostics name a row.
    public var description: String {
        storage?.identityDescription ?? "\(modelType)(id: \(integerID))"
    }
}
