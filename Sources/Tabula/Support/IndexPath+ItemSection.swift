import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
// UIKit and AppKit add these to `IndexPath`; elsewhere Tabula provides the same
// names so that code written against them compiles and is tested everywhere.
extension IndexPath {
    /// Creates an index path for an item in a section.
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index.
    @inlinable
    public init(item: Int, section: Int) {
        // One call less than `init(index:)` and `append(_:)`, and no
        // temporary array as `init(indexes:)` makes (see IndexPathMaker).
        self = IndexPath(index: section).appending(item)
    }

    /// Creates an index path for a row in a section (a table view's name for an item).
    @inlinable
    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    /// The section of the index path: its first index.
    @inlinable
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of the index path: its second index.
    @inlinable
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row of the index path: its second index (a table view's name for `item`).
    @inlinable
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
