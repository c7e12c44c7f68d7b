// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
/// The child view controllers one registration put into cells, each with a
/// weak reference to its cell: a cell that is deallocated (its table view
/// gone, or trimmed from a reuse pool) takes no call on its way out, so its
/// controller would stay a child of the parent for good.
/// ``releaseOrphans()`` removes those.
@MainActor
final class HostedChildren {
    private var entries: [(cell: Weak, controller: UIViewController)] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    /// Records that `cell` hosts `controller`, replacing what it hosted before.
    func record(_ controller: UIViewController, in cell: AnyObject) {
        entries.removeAll { $0.cell.object === cell }
        entries.append((Weak(object: cell), controller))
    }

    /// Removes from their parent, in UIKit's order, the controllers whose
    /// cells are gone.
    /// - Complexity: O(*k*) for the *k* cells hosting a controller, a few
    ///   dozen for a screen of cells and its reuse pool.
    func releaseOrphans() {
        // Called on every configure: nothing to allocate when no cell is gone.
        guard entries.contains(where: { $0.cell.object == nil }) else { return }
        var kept: [(cell: Weak, controller: UIViewController)] = []
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if entry.cell.object != nil {
                kept.append(entry)
            } else if entry.controller.parent != nil {
                // A controller the app already removed gets no second set of calls.
                entry.controller.willMove(toParent: nil)
                entry.controller.view?.removeFromSuperview()
                entry.controller.removeFromParent()
            }
        }
        entries = kept
    }
}
#endif
