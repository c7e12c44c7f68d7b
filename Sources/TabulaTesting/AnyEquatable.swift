/// A type-erased `Equatable` value: the content a ``HeadlessListView/Cell`` shows.
///
/// Two boxes are equal when they hold values of the same type that compare equal
/// with that type's `==`. Values of different types are never equal, even when
/// they look alike (`1` and `1.0`), because UIKit would configure such cells
/// differently.
///
/// ```swift
/// AnyEquatable("Ada") == AnyEquatable("Ada")   // true
/// AnyEquatable(1) == AnyEquatable("1")         // false
/// ```
public struct AnyEquatable: Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped value.
    public let base: any Equatable

    /// Wraps `base`.
    ///
    /// Wrapping an `AnyEquatable` does not nest it: the result holds the inner
    /// value, so `AnyEquatable(AnyEquatable(1)) == AnyEquatable(1)`.
    public init(_ base: some Equatable) {
        if let box = base as? AnyEquatable {
            self = box
        } else {
            self.base = base
        }
    }

    /// Wraps `base`, which the caller knows is not an `AnyEquatable`.
    @usableFromInline
    init(unnested base: any Equatable) {
        self.base = base
    }

    /// Returns whether both boxes hold values of the same type that are equal.
    public static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool {
        // `isEqual(to:)` is called on the opened existential, which recovers the
        // static type needed for that type's own `==`.
        lhs.base.isEqual(to: rhs.base)
    }

    /// The wrapped value's description.
    public var description: String {
        String(describing: base)
    }

    /// The wrapped value's debug description, naming the box.
    public var debugDescription: String {
        "AnyEquatable(\(String(reflecting: base)))"
    }
}

extension Equatable {
    fileprivate func isEqual(to other: any Equatable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
