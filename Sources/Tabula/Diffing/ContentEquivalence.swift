/// Decides whether two values with the same identity show the same content.
///
/// The diff is generic over this rather than taking a closure, so that for
/// `Equatable` content the comparison is specialized and inlined into the hot
/// loops instead of being an indirect call per item.
@usableFromInline
internal protocol ContentEquivalence {
    associatedtype Value
    func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool
}

/// Content compared with `==`.
@usableFromInline
internal struct EquatableContent<Value: Equatable>: ContentEquivalence {
    @inlinable init() {}
    @inlinable func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool { lhs == rhs }
}

/// Content compared with a caller's closure.
@usableFromInline
internal struct ClosureContent<Value>: ContentEquivalence {
    @usableFromInline let areEqual: (Value, Value) -> Bool
    @inlinable init(_ areEqual: @escaping (Value, Value) -> Bool) { self.areEqual = areEqual }
    @inlinable func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool { areEqual(lhs, rhs) }
}
