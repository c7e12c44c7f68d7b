import Foundation

/// What an update did to the items a ``ListAdapter`` shows, counted: the
/// value ``ListAdapter/updateAnnouncement`` turns into words for VoiceOver.
///
/// Counted between what the view showed before the update and what it shows
/// after, whether the update animated or reloaded the view: the items of a
/// section added or removed count as items added or removed; an empty state
/// counts as no items.
public struct UpdateSummary: Hashable, Sendable {
    /// Items added.
    public var insertedItemCount: Int
    /// Items removed.
    public var deletedItemCount: Int
    /// Items that moved (only those outside the longest run that kept its order).
    public var movedItemCount: Int
    /// Items whose content changed.
    public var updatedItemCount: Int
    /// Sections added.
    public var insertedSectionCount: Int
    /// Sections removed.
    public var deletedSectionCount: Int
    /// The items shown after the update.
    public var itemCount: Int

    /// Creates a summary.
    /// - Parameters:
    ///   - insertedItemCount: Items added.
    ///   - deletedItemCount: Items removed.
    ///   - movedItemCount: Items that moved.
    ///   - updatedItemCount: Items whose content changed.
    ///   - insertedSectionCount: Sections added.
    ///   - deletedSectionCount: Sections removed.
    ///   - itemCount: The items shown after the update.
    public init(
        insertedItemCount: Int = 0, deletedItemCount: Int = 0, movedItemCount: Int = 0, updatedItemCount: Int = 0,
        insertedSectionCount: Int = 0, deletedSectionCount: Int = 0, itemCount: Int = 0
    ) {
        self.insertedItemCount = insertedItemCount
        self.deletedItemCount = deletedItemCount
        self.movedItemCount = movedItemCount
        self.updatedItemCount = updatedItemCount
        self.insertedSectionCount = insertedSectionCount
        self.deletedSectionCount = deletedSectionCount
        self.itemCount = itemCount
    }

    /// Whether the update changed no item and no section.
    public var isEmpty: Bool {
        insertedItemCount == 0 && deletedItemCount == 0 && movedItemCount == 0 && updatedItemCount == 0
            && insertedSectionCount == 0 && deletedSectionCount == 0
    }
}
