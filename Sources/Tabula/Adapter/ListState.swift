import Foundation

/// What a user made of a list, by identity: the selected items, the
/// collapsed sections, the expanded outline items and the item at the top
/// of the screen. Take it from an
/// adapter (``ListAdapter/state``), keep it — it is `Codable` when the
/// identifiers are — and give it back after a reload or a relaunch with
/// ``ListAdapter/restore(_:animated:)``.
///
/// ```swift
/// let saved = try JSONEncoder().encode(adapter.state)
/// // … later, once the data is shown again:
/// adapter.restore(try JSONDecoder().decode(ListState<String, Int>.self, from: saved))
/// ```
///
/// Nothing in it is an index path, so it stays right whatever the data
/// did meanwhile: identifiers the data no longer holds are passed over.
/// Keep it across launches only when the identifiers are the data's own:
/// a ``SectionTree``'s are tokens that last as long as the process.
public struct ListState<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The identifiers of the selected items.
    public var selectedItemIDs: Set<ItemID>
    /// The identifiers of the sections collapsed to their headers: by the
    /// ``CollapsingSource`` the list shows (directly or inside an
    /// ``EmptyStateSource``), or else by the adapter.
    public var collapsedSectionIDs: Set<SectionID>
    /// The identifiers of the expanded items of the outline the list shows
    /// (a ``LiveOutline``, directly or inside an ``EmptyStateSource`` or a
    /// ``CollapsingSource``); empty for other lists.
    public var expandedItemIDs: Set<ItemID>
    /// The item at the top of the screen: the first whose bottom is below
    /// the top of the viewport; `nil` when the view showed none or keeps no
    /// scroll position.
    public var topVisibleItemID: ItemID?
    /// The distance from the top of the viewport to the top of
    /// ``topVisibleItemID`` (negative when it was partly scrolled out).
    public var topVisibleItemDistance: Double

    /// Creates a state.
    /// - Parameters:
    ///   - selectedItemIDs: The selected items; none by default.
    ///   - collapsedSectionIDs: The collapsed sections; none by default.
    ///   - expandedItemIDs: The expanded outline items; none by default.
    ///   - topVisibleItemID: The item at the top of the screen; none by default.
    ///   - topVisibleItemDistance: Its distance from the top of the viewport; 0 by default.
    public init(
        selectedItemIDs: Set<ItemID> = [], collapsedSectionIDs: Set<SectionID> = [],
        expandedItemIDs: Set<ItemID> = [], topVisibleItemID: ItemID? = nil, topVisibleItemDistance: Double = 0
    ) {
        self.selectedItemIDs = selectedItemIDs
        self.collapsedSectionIDs = collapsedSectionIDs
        self.expandedItemIDs = expandedItemIDs
        self.topVisibleItemID = topVisibleItemID
        self.topVisibleItemDistance = topVisibleItemDistance
    }
}

extension ListState: Codable where SectionID: Codable, ItemID: Codable {
    enum CodingKeys: String, CodingKey {
        case selectedItemIDs, collapsedSectionIDs, expandedItemIDs, topVisibleItemID, topVisibleItemDistance
    }

    /// Decodes a state. A key that is missing takes its default, so a
    /// state saved before a field existed still decodes.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The decoder's error for a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            selectedItemIDs: try container.decodeIfPresent(Set<ItemID>.self, forKey: .selectedItemIDs) ?? [],
            collapsedSectionIDs: try container.decodeIfPresent(Set<SectionID>.self, forKey: .collapsedSectionIDs) ?? [],
            expandedItemIDs: try container.decodeIfPresent(Set<ItemID>.self, forKey: .expandedItemIDs) ?? [],
            topVisibleItemID: try container.decodeIfPresent(ItemID.self, forKey: .topVisibleItemID),
            topVisibleItemDistance: try container.decodeIfPresent(Double.self, forKey: .topVisibleItemDistance) ?? 0
        )
    }
}
