import Foundation

/// The one allocation behind a row of a screen, made when the row is built:
/// the model, its identity's hash, and the typed operations the diff and the
/// adapter need, so that neither opens an existential or hashes an
/// `AnyHashable` per row.
///
/// Only ``TypedCellModelStorage`` adopts it, and its comparisons rely on that.
protocol CellModelStorage: AnyObject, Sendable {
    /// The model, for the registry (which resolves it by its concrete type).
    var base: Any { get }
    /// The hash of the model's type and `id`, computed once.
    var identityHash: Int { get }
    /// The model's type, which is part of its identity.
    var modelType: ObjectIdentifier { get }
    /// `Type(id: …)`, for diagnostics.
    var identityDescription: String { get }
    var behavior: CellBehavior { get }
    var sizing: CellSizing { get }
    /// Same model type and same `id`.
    func hasSameIdentity(as other: any CellModelStorage) -> Bool
    /// Same model type and equal ``CellModel/content``.
    func hasSameContent(as other: any CellModelStorage) -> Bool
    /// Whether the cell must change to go from `previous` to this model
    /// (``CellModel/needsVisibleUpdate(from:)``); `true` across model types.
    func needsVisibleUpdate(from previous: any CellModelStorage) -> Bool
    /// Registers the model type's cell with `registry`.
    @MainActor func register(in registry: MappingRegistry)
    /// ``CellModel/bind(_:)``, when `cell` is of the model's cell class.
    @MainActor func bind(_ cell: AnyObject)
}

/// A row's storage for models of type `Model`.
final class TypedCellModelStorage<Model: CellModel>: CellModelStorage {
    let model: Model
    let identityHash: Int

    init(_ model: Model) {
        self.model = model
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(Model.self))
        hasher.combine(model.id)
        identityHash = hasher.finalize()
    }

    var base: Any { model }
    var modelType: ObjectIdentifier { ObjectIdentifier(Model.self) }
    var identityDescription: String { "\(Model.self)(id: \(String(reflecting: model.id)))" }
    var behavior: CellBehavior { model.behavior }
    var sizing: CellSizing { model.sizing }

    /// `other` as this class, when it is one. This is the diff's inner loop
    /// (every matched row compares identity and content), so it avoids a
    /// dynamic cast: `TypedCellModelStorage` is the only type that adopts the
    /// (internal) protocol, and its `modelType` is `Model`'s, so two storages
    /// with the same `modelType` are of the same class and the downcast
    /// cannot be wrong.
    @inline(__always)
    private func same(_ other: any CellModelStorage) -> TypedCellModelStorage<Model>? {
        guard other.modelType == ObjectIdentifier(Model.self) else { return nil }
        return unsafeDowncast(other as AnyObject, to: TypedCellModelStorage<Model>.self)
    }

    func hasSameIdentity(as other: any CellModelStorage) -> Bool {
        guard let other = same(other) else { return false }
        return model.id == other.model.id
    }

    func hasSameContent(as other: any CellModelStorage) -> Bool {
        if other === self { return true }
        guard let other = same(other) else { return false }
        return model.content == other.model.content
    }

    func needsVisibleUpdate(from previous: any CellModelStorage) -> Bool {
        if previous === self { return false }
        guard let previous = same(previous) else { return true }
        return model.needsVisibleUpdate(from: previous.model)
    }

    @MainActor func register(in registry: MappingRegistry) {
        registry.register(Model.Cell.self, for: Model.self) { cell, model, _ in
            model.configure(cell)
            model.bind(cell)
        }
    }

    @MainActor func bind(_ cell: AnyObject) {
        guard let cell = cell as? Model.Cell else { return }
        model.bind(cell)
    }
}
