/// What a list keeps in place on screen when an update changes what is
/// above the viewport: chat history, "load older", a live feed.
///
/// UIKit keeps the content offset unchanged across a batch update, so rows
/// inserted or deleted above the viewport push what the user reads down or
/// pull it up. Anchoring moves the content offset by as much, once the
/// update is laid out and before it animates, so that the top visible item
/// stays where it was. Set it on a ``ListAdapter``
/// (``ListAdapter/scrollAnchoring``); see <doc:Anchoring>.
///
/// ```swift
/// adapter.scrollAnchoring = .topVisibleItem
/// ```
public enum ScrollAnchoring: Sendable, Hashable {
    /// The content offset is left as UIKit leaves it.
    case none
    /// The top visible item, by identity, stays at the same place on screen;
    /// if it is deleted, the nearest surviving item after it (or else before it) does.
    case topVisibleItem
    /// As ``topVisibleItem``, except that a list scrolled to the very top
    /// stays at the top, showing what arrives there (a live feed).
    case topVisibleItemUnlessAtTop
}
