/// Decides whether two values with the same identity show the same content.
///
/// The diff is generic over this rather than taking a closure, so that for
/// `Equatable` content the comparison is specialized and inlined into the hot
/// loops instead of being an indirect call per item.
@usableFromInline
internal protocol ContentEquivalence {
    associatedtype Value
    func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool

    /// Compares two values where they are stored; the diff's loops over a
    /// section's buffer call this.
    ///
    /// A value read out of memory to be passed on is a copy: for a value that
    /// holds a reference, a retain and a release around a comparison the
    /// optimizer cannot see into. A type-erased value can compare in place
    /// instead (see `ScreenRowContent`).
    func contentsEqual(at lhs: UnsafePointer<Value>, _ rhs: UnsafePointer<Value>) -> Bool
}

extension ContentEquivalence {
    @inlinable
    func contentsEqual(at lhs: UnsafePointer<Value>, _ rhs: UnsafePointer<Value>) -> Bool {
        self(lhs.pointee, rhs.pointee)
    }
}
