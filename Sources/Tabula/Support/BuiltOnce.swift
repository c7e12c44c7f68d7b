import Foundation

/// A value built on first use and shared by every holder of the box: what a
/// snapshot keeps its identifier index in, and a rope the arrays of its items.
///
/// A snapshot is a value, but some of what can be derived from it costs a
/// pass that most snapshots never need (a diff uses its own tables), so it is
/// built lazily and kept in this reference, which every copy of an unmutated
/// snapshot shares. Mutating a snapshot replaces the box.
@usableFromInline
final class BuiltOnce<Value> {
    private let lock = NSLock()
    private var built: Value?

    @usableFromInline
    init() {}

    /// Returns the value, building it with `build` the first time.
    @usableFromInline
    func value(_ build: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let value = build()
        built = value
        return value
    }

    /// Whether the value was built: a test seam for the cost of reads.
    var isBuilt: Bool {
        lock.lock()
        defer { lock.unlock() }
        return built != nil
    }
}

// Safe: `built` is only read or written while holding `lock`, the lock is
// never exposed, and what it guards is Sendable.
extension BuiltOnce: @unchecked Sendable where Value: Sendable {}
