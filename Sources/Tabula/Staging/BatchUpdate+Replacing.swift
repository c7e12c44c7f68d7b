import Foundation

extension BatchUpdate {
    /// The batch that replaces every section of a list by the sections of
    /// another: all `oldCount` deleted, all `newCount` inserted.
    ///
    /// For changes between lists that share nothing worth animating item by
    /// item, such as data and the empty state shown while there is none. It
    /// passes UIKit's checks whatever the counts, since no other operation
    /// refers to a section; items inside come and go with their sections.
    ///
    /// - Parameters:
    ///   - oldCount: The number of sections before the batch.
    ///   - newCount: The number of sections after it.
    /// - Complexity: O(*oldCount* + *newCount*).
    static func replacingSections(_ oldCount: Int, with newCount: Int) -> BatchUpdate {
        var batch = BatchUpdate()
        batch.sectionDeletes = Array(0..<max(oldCount, 0))
        batch.sectionInserts = Array(0..<max(newCount, 0))
        return batch
    }
}
