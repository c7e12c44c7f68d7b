/// Lets the registry see through `Optional` without knowing its `Wrapped`
/// type statically: a model handed over as `Any` may be an `Optional` (of an
/// `Optional`…), and a registration's model type may be one too.
protocol OptionalModel {
    /// The wrapped value, unwrapped all the way down, or `nil`.
    var unwrappedModel: Any? { get }
    /// The innermost wrapped type: `Contact` for `Contact??`.
    static var innermostWrappedType: Any.Type { get }
    /// Whether `type` is the innermost wrapped type or a subtype of it
    /// (`type is Wrapped.Type`, applied to the innermost `Wrapped`).
    static func innermostWrappedTypeAccepts(_ type: Any.Type) -> Bool
}

extension Optional: OptionalModel {
    var unwrappedModel: Any? {
        switch self {
        case .some(let wrapped): return unwrapModel(wrapped)
        case .none: return nil
        }
    }

    static var innermostWrappedType: Any.Type {
        (Wrapped.self as? any OptionalModel.Type)?.innermostWrappedType ?? Wrapped.self
    }

    static func innermostWrappedTypeAccepts(_ type: Any.Type) -> Bool {
        if let inner = Wrapped.self as? any OptionalModel.Type { return inner.innermostWrappedTypeAccepts(type) }
        return type is Wrapped.Type
    }
}

/// `value` itself, or its wrapped value when it is an `Optional` holding
/// one (all the way down), or `nil` for an `Optional` holding none.
func unwrapModel(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalModel else { return value }
    return optional.unwrappedModel
}
