// Core Data where it exists; its stand-in on Linux, where this module is
// compiled and tested against the declarations it copies.
#if canImport(CoreData)
import CoreData
#else
import CoreDataStandIn
#endif
import Tabula

extension LiveFetch {
    /// Sorts the items of each section by `order`; the items move, animated.
    ///
    /// - Parameter order: The keys, most significant first.
    /// - Complexity: O(*n* log *n*) sorting plus an O(*n*) diff, on the main actor.
    public func setOrder(_ order: [ListSortKey<Item>]) {
        controller.setItemOrder(order.isEmpty ? .insertion : .by(order))
    }

    /// Groups the items by another section key; items move between
    /// sections, animated. `nil` makes the list one section.
    ///
    /// - Parameter sectionKey: An item's section key, `nil` for the "no section" bucket.
    /// - Complexity: O(*n*) to key every item, plus rebuilding and diffing.
    public func setSectionKey(_ sectionKey: (@Sendable (Item) -> SectionKey?)?) {
        controller.setSectionKey(sectionKey)
    }

    /// Orders the sections by `order`; sections move, animated.
    ///
    /// - Parameter order: The section order.
    /// - Complexity: O(*s* log *s*) sorting plus an O(*n*) diff.
    public func setSectionOrder(_ order: ListSectionOrder<SectionKey>) {
        controller.setSectionOrder(order)
    }
}
