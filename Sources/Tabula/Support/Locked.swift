import Foundation

/// A value guarded by a lock: the one place the package takes a lock.
///
/// Streams end and observation tokens are cancelled from any thread (a
/// stream's termination handler, a token released off the main actor), so
/// the little state they share with a main-actor source lives here.
///
/// Keep closures out of `Value` (box them in a class): `withLock` hands the
/// value over `inout` through a generic parameter, and a closure that crosses
/// it is reabstracted and written back wrapped in thunks, growing on every call.
package final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is read and written only inside `withLock`, under `lock`,
    // so no two threads touch it at once.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
