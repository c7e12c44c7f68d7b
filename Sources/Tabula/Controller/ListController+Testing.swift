import Foundation

extension ListController {
    /// Called on the main actor when a background replacement's work is done,
    /// before it is checked and applied: lets tests interleave operations
    /// deterministically.
    package var backgroundWorkDidFinishHook: (() async -> Void)? {
        get { backgroundWorkDidFinish }
        set { backgroundWorkDidFinish = newValue }
    }
}
