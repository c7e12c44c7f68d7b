/// Content compared with `==`.
@usableFromInline
internal struct EquatableContent<Value: Equatable>: ContentEquivalence {
    @inlinable init() {}
    @inlinable func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool { lhs == rhs }
}
