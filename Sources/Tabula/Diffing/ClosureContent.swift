/// Content compared with a caller's closure.
@usableFromInline
internal struct ClosureContent<Value>: ContentEquivalence {
    @usableFromInline let areEqual: (Value, Value) -> Bool
    @inlinable init(_ areEqual: @escaping (Value, Value) -> Bool) { self.areEqual = areEqual }
    @inlinable func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool { areEqual(lhs, rhs) }
}
