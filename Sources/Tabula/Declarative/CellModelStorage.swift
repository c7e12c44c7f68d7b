import Foundation

/// The one allocation behind a row of a screen, made when the row is built:
/// the model (in the subclass), its identity's hash, and the comparisons the
/// diff runs on every matched row.
///
/// The comparisons are stored functions made in ``TypedCellModelStorage``'s
/// inlinable initializer, so that where a screen is built with concrete model
/// types they are specialized for them: comparing two rows calls one
/// function that compares an `Int` (or whatever the `id` and content are),
/// with no existential to open, no dynamic cast and no `AnyHashable`.
/// Unspecialized generic code (a witness table of a generic class) cost
/// some twenty times more per row.
///
/// Sendable: every stored property, here and in the one subclass, is a `let`
/// of a `Sendable` type (the functions are `@Sendable` and capture nothing
/// mutable).
@usableFromInline
class CellModelStorage: @unchecked Sendable {
    /// The hash of the model's type and `id`, computed once.
    @usableFromInline let identityHash: Int
    /// The model's type, which is part of its identity.
    @usableFromInline let modelType: ObjectIdentifier
    /// Equal `id`s, for two storages of this ``modelType``.
    @usableFromInline let identityEqual: @Sendable (CellModelStorage, CellModelStorage) -> Bool
    /// Equal content, for two storages of this ``modelType``.
    @usableFromInline let contentEqual: @Sendable (CellModelStorage, CellModelStorage) -> Bool
    /// ``CellModel/needsVisibleUpdate(from:)`` of the first from the second,
    /// for two storages of this ``modelType``.
    @usableFromInline let visibleChange: @Sendable (CellModelStorage, CellModelStorage) -> Bool

    @usableFromInline
    init(identityHash: Int, modelType: ObjectIdentifier,
         identityEqual: @escaping @Sendable (CellModelStorage, CellModelStorage) -> Bool,
         contentEqual: @escaping @Sendable (CellModelStorage, CellModelStorage) -> Bool,
         visibleChange: @escaping @Sendable (CellModelStorage, CellModelStorage) -> Bool) {
        self.identityHash = identityHash
        self.modelType = modelType
        self.identityEqual = identityEqual
        self.contentEqual = contentEqual
        self.visibleChange = visibleChange
    }

    /// Same model type and same `id`.
    @inlinable
    final func hasSameIdentity(as other: CellModelStorage) -> Bool {
        other === self || (identityHash == other.identityHash && modelType == other.modelType && identityEqual(self, other))
    }

    /// Same model type and equal content.
    @inlinable
    final func hasSameContent(as other: CellModelStorage) -> Bool {
        other === self || (modelType == other.modelType && contentEqual(self, other))
    }

    /// Whether the cell must change to go from `previous` to this model;
    /// `true` across model types.
    @inlinable
    final func needsVisibleUpdate(from previous: CellModelStorage) -> Bool {
        if previous === self { return false }
        return modelType != previous.modelType || visibleChange(self, previous)
    }

    // What only the subclass knows; off the diff's path. The defaults are
    // never used: every storage is a `TypedCellModelStorage`.

    /// The model, for the registry (which resolves it by its concrete type).
    var base: Any { () }
    /// `Type(id: …)`, for diagnostics.
    var identityDescription: String { "" }
    var behavior: CellBehavior { CellBehavior() }
    var sizing: CellSizing { .automatic }
    /// ``CellModel/reloadsOnContentChange``.
    var reloadsOnContentChange: Bool { false }
    /// Registers the model type's cell with `registry`.
    @MainActor func register(in registry: MappingRegistry) {}
    /// ``CellModel/bind(_:)``, when `cell` is of the model's cell class.
    @MainActor func bind(_ cell: AnyObject) {}
}

/// A row's storage for models of type `Model`.
///
/// Sendable: as its superclass; `model` is a `let` of a `Sendable` type.
@usableFromInline
final class TypedCellModelStorage<Model: CellModel>: CellModelStorage, @unchecked Sendable {
    @usableFromInline let model: Model

    @inlinable
    init(_ model: Model) {
        self.model = model
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(Model.self))
        hasher.combine(model.id)
        // The callers compare `modelType` first, so both arguments are of
        // this class and the downcasts cannot be wrong.
        super.init(
            identityHash: hasher.finalize(), modelType: ObjectIdentifier(Model.self),
            identityEqual: { a, b in
                unsafeDowncast(a, to: TypedCellModelStorage<Model>.self).model.id
                    == unsafeDowncast(b, to: TypedCellModelStorage<Model>.self).model.id
            },
            contentEqual: { a, b in
                unsafeDowncast(a, to: TypedCellModelStorage<Model>.self).model.content
                    == unsafeDowncast(b, to: TypedCellModelStorage<Model>.self).model.content
            },
            visibleChange: { a, b in
                unsafeDowncast(a, to: TypedCellModelStorage<Model>.self).model
                    .needsVisibleUpdate(from: unsafeDowncast(b, to: TypedCellModelStorage<Model>.self).model)
            }
        )
    }

    override var base: Any { model }
    override var identityDescription: String { "\(Model.self)(id: \(String(reflecting: model.id)))" }
    override var behavior: CellBehavior { model.behavior }
    override var sizing: CellSizing { model.sizing }
    override var reloadsOnContentChange: Bool { model.reloadsOnContentChange }

    @MainActor override func register(in registry: MappingRegistry) {
        registry.register(Model.Cell.self, for: Model.self) { cell, model, _ in
            model.configure(cell)
            model.bind(cell)
        }
    }

    @MainActor override func bind(_ cell: AnyObject) {
        guard let cell = cell as? Model.Cell else { return }
        model.bind(cell)
    }
}
