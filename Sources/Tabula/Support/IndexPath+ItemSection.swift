import Foundation

// UIKit and AppKit add `init(item:section:)`, `item` and `section` (UIKit also
// `init(row:section:)` and `row`) to `IndexPath`, but only in files that import
// them. The core imports neither, so it declares the same names itself, on
// every platform: there is no platform branch to leave uncompiled.
//
// Each is `@_disfavoredOverload`: in a file that imports UIKit or AppKit as
// well as Tabula, both declarations are visible, and the compiler then takes
// the framework's without reporting an ambiguity. Both mean the same thing
// (the first and second index of a two-index path).
extension IndexPath {
    /// Creates an index path for an item in a section.
    ///
    /// The same as UIKit's and AppKit's `init(item:section:)`, for code that
    /// imports neither.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index.
    /// - Complexity: O(1).
    @inlinable @_disfavoredOverload
    public init(item: Int, section: Int) {
        // One call less than `init(index:)` and `append(_:)`, and no
        // temporary array as `init(indexes:)` makes (see IndexPathMaker).
        self = IndexPath(index: section).appending(item)
    }

    /// Creates an index path for a row in a section (a table view's name for an item).
    ///
    /// The same as UIKit's `init(row:section:)`, for code that does not import UIKit.
    ///
    /// - Parameters:
    ///   - row: The row's index within its section.
    ///   - section: The section's index.
    /// - Complexity: O(1).
    @inlinable @_disfavoredOverload
    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    /// The section of the index path: its first index.
    ///
    /// The index path must have two indexes, as UIKit's and AppKit's `section` requires.
    @inlinable @_disfavoredOverload
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of the index path: its second index.
    ///
    /// The index path must have two indexes, as UIKit's and AppKit's `item` requires.
    @inlinable @_disfavoredOverload
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row of the index path: its second index (a table view's name for `item`).
    ///
    /// The index path must have two indexes, as UIKit's `row` requires.
    @inlinable @_disfavoredOverload
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
