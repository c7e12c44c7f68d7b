import Foundation

extension IndexPath {
    /// A two-index path built without the temporary array that
    /// `init(indexes:)` allocates: the diff makes one per changed item.
    @inlinable
    internal init(_section section: Int, _item item: Int) {
        self.init(index: section)
        append(item)
    }
}

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
        self.init(index: section)
        append(item)
    }

    /// Creates an index path for a row in a section (a table view's name for an item).
    @inlinable
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
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
