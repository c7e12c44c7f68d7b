import Foundation

/// The one allocation behind a row of a screen, made when the row is built:
/// the model (in the subclass), its identity's hash, and the comparisons the
/// diff runs on every matched row.
///
/// The comparisons are one stored function made in ``TypedCellModelStorage``'s
/// inlinable initializer, so that where a screen is built with concrete model
/// types it is specialized for them: comparing two rows calls one function
/// that compares an `Int` (or whatever the `id` and content are), with no
/// existential to open, no dynamic cast and no `AnyHashable`, where
/// unspecialized generic code (a witness table of a generic class) would
/// look up metadata and open existentials on every row.
///
/// The object is kept small because setting a screen reads every row of two
/// screens: past a few thousand rows they no longer fit in the processor's
/// cache, and the comparison costs what reading its rows from memory costs.
/// One function answers the three questions (``Question``) instead of three
/// stored functions of 16 bytes each, and the model type's identifier is
/// derived from its metatype instead of being stored beside it.
///
/// Sendable: every stored property, here and in the one subclass, is a `let`
/// of a `Sendable` type (the function is `@Sendable` and captures nothing
/// mutable).
@usableFromInline
class CellModelStorage: @unchecked Sendable {
    /// What ``Comparison`` is asked about two rows of one model type.
    @usableFromInline
    enum Question: UInt8, Sendable {
        /// Equal `id`s.
        case sameIdentity
        /// Equal content.
        case sameContent
        /// ``CellModel/needsVisibleUpdate(from:)`` of the first row from the second.
        case needsVisibleUpdate
    }

    /// Answers a ``Question`` about two storages of one ``modelType``, which
    /// the caller keeps alive for the call.
    ///
    /// The storages are passed unretained: the call is opaque to the
    /// optimizer, which would otherwise retain and release both around every
    /// call, and a diff or a screen comparison makes one per row. Every caller
    /// below passes `self` and an argument of its own, both alive until it
    /// returns.
    @usableFromInline typealias Comparison = @Sendable (Question, Unmanaged<CellModelStorage>, Unmanaged<CellModelStorage>) -> Bool

    // The diff compares every row whose identity matched, reading its model
    // type, its comparison and its model's content (in the subclass). The
    // compiler lays stored properties out in the order they are declared
    // (the language does not promise it), so these come last, next to the
    // model, where they often share a cache line; what is read when the rows
    // are made comes first.

    /// The hash of the model's type and `id`, computed once.
    @usableFromInline let identityHash: Int
    /// The model's `id` when it is an `Int` (``hasIntegerID``), compared
    /// inline: a call to a stored function is opaque to the optimizer, which
    /// then retains both rows around it, and the diff compares every row.
    @usableFromInline let integerID: Int
    /// Whether ``integerID`` is the model's `id`; the same for every model of
    /// one ``modelType``.
    @usableFromInline let hasIntegerID: Bool
    /// ``CellModel/reloadsOnContentChange``, read once, when the row is made:
    /// a section asks every row when its rows are set.
    @usableFromInline let reloadsOnContentChange: Bool
    /// The model's type, which is part of its identity.
    @usableFromInline let modelMetatype: any Any.Type
    /// The answers to every ``Question`` about two storages of this ``modelType``.
    @usableFromInline let compare: Comparison

    /// The model's type as an identifier: the model types of two rows are
    /// equal when these are.
    @inlinable
    final var modelType: ObjectIdentifier { ObjectIdentifier(modelMetatype) }

    @usableFromInline
    init(identityHash: Int, modelType: any Any.Type, integerID: Int?, reloadsOnContentChange: Bool, compare: @escaping Comparison) {
        self.identityHash = identityHash
        self.modelMetatype = modelType
        self.integerID = integerID ?? 0
        self.hasIntegerID = integerID != nil
        self.reloadsOnContentChange = reloadsOnContentChange
        self.compare = compare
    }

    /// Same model type and same `id`.
    @inlinable
    final func hasSameIdentity(as other: CellModelStorage) -> Bool {
        other === self || (
            identityHash == other.identityHash && modelType == other.modelType
                && (hasIntegerID ? integerID == other.integerID : compare(.sameIdentity, .passUnretained(self), .passUnretained(other)))
        )
    }

    /// Same model type and equal content.
    @inlinable
    final func hasSameContent(as other: CellModelStorage) -> Bool {
        other === self || (modelType == other.modelType && compare(.sameContent, .passUnretained(self), .passUnretained(other)))
    }

    /// Same model type, same `id` and equal content: equal rows.
    @inlinable
    final func isEqual(to other: CellModelStorage) -> Bool {
        hasSameIdentity(as: other) && hasSameContent(as: other)
    }

    /// Whether the cell must change to go from `previous` to this model;
    /// `true` across model types.
    @inlinable
    final func needsVisibleUpdate(from previous: CellModelStorage) -> Bool {
        if previous === self { return false }
        return modelType != previous.modelType || compare(.needsVisibleUpdate, .passUnretained(self), .passUnretained(previous))
    }

    // What only the subclass knows; off the diff's path. The defaults are
    // never used: every storage is a `TypedCellModelStorage`.

    /// The model, for the registry (which resolves it by its concrete type).
    var base: Any { () }
    /// `Type(id: …)`, for diagnostics.
    var identityDescription: String { "" }
    var behavior: CellBehavior { CellBehavior() }
    var sizing: CellSizing { .automatic }
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
        super.init(
            identityHash: hasher.finalize(), modelType: Model.self,
            // Resolved at compile time where the initializer is specialized.
            // Only for `Int` itself: an optional or a bridged id could cast
            // for some values and not others.
            integerID: Model.ID.self == Int.self ? model.id as? Int : nil,
            reloadsOnContentChange: model.reloadsOnContentChange,
            compare: { question, a, b in
                Self.withStorages(a, b) { a, b in
                    switch question {
                    case .sameIdentity: a.model.id == b.model.id
                    case .sameContent: a.model.content == b.model.content
                    case .needsVisibleUpdate: a.model.needsVisibleUpdate(from: b.model)
                    }
                }
            }
        )
    }

    /// Runs `body` with two storages of this class, without retaining them
    /// (see ``CellModelStorage/Comparison``).
    /// The callers compare `modelType` first, so both are of this class and
    /// the downcasts cannot be wrong.
    @inlinable
    static func withStorages(
        _ a: Unmanaged<CellModelStorage>, _ b: Unmanaged<CellModelStorage>,
        _ body: (TypedCellModelStorage<Model>, TypedCellModelStorage<Model>) -> Bool
    ) -> Bool {
        a._withUnsafeGuaranteedRef { a in
            b._withUnsafeGuaranteedRef { b in
                body(unsafeDowncast(a, to: TypedCellModelStorage<Model>.self), unsafeDowncast(b, to: TypedCellModelStorage<Model>.self))
            }
        }
    }

    override var base: Any { model }
    override var identityDescription: String { "\(Model.self)(id: \(String(reflecting: model.id)))" }
    override var behavior: CellBehavior { model.behavior }
    override var sizing: CellSizing { model.sizing }

    @MainActor override func register(in registry: MappingRegistry) {
        registry.register(Model.Cell.self, from: Model.viewOrigin, for: Model.self) { cell, model, _ in
            model.configure(cell)
            model.bind(cell)
        }
    }

    @MainActor override func bind(_ cell: AnyObject) {
        guard let cell = cell as? Model.Cell else { return }
        model.bind(cell)
    }
}
