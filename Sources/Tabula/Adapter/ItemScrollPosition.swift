import Foundation

/// Where a scroll brings an item on screen: ``ListAdapter/scrollToItem(withID:at:animated:)``.
///
/// The named positions are `UITableView.ScrollPosition`'s (`.nearest` is
/// its `.none`, the least scrolling that shows the item whole); a table view
/// or collection view clamps them to its content, as UIKit does.
public enum ItemScrollPosition: Hashable, Sendable {
    /// The item's top at the top of the viewport.
    case top
    /// The item centered in the viewport.
    case middle
    /// The item's bottom at the bottom of the viewport.
    case bottom
    /// The least scrolling that shows the item whole: none when it is already.
    case nearest
    /// The item's top this many points below the top of the viewport
    /// (negative: partly above it), as far as the content allows (the view
    /// never scrolls past its content's ends): how
    /// ``ListAdapter/restore(_:animated:)`` puts the top visible item back.
    case distanceFromTop(Double)
}
