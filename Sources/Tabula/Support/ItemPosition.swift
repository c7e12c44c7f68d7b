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
