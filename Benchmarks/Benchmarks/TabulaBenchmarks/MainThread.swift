import Dispatch
import Foundation

/// Runs `body` on the main actor, synchronously, and returns its result.
///
/// package-benchmark runs benchmark closures off the main thread while the main
/// thread idles, so the @MainActor types (list controller, section tree) are
/// reached by a synchronous hop; measurements start and stop inside `body`,
/// leaving the hop itself out.
func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
