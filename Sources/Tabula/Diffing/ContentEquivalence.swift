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
