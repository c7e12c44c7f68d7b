import Foundation

/// An item's position: its section and its index inside that section.
@usableFromInline
internal struct ItemPosition: Hashable, Sendable {
    @usableFromInline var section: Int
    @usableFromInline var item: Int
    @inlinable init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}

extension ItemPosition {
    /// The position of a two-index `path`.
    @inlinable init(_ path: IndexPath) {
        self.init(section: path.section, item: path.item)
    }
}
