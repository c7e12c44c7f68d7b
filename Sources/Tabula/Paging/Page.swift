import Foundation

/// Which way a page extends what a ``PagingSource`` holds: ``after`` its
/// last item (scrolling down, "load more") or ``before`` its first (back
/// through history, such as older messages above a chat).
public enum PageDirection: Hashable, Sendable {
    /// Before the first item held: the page is prepended.
    case before
    /// After the last item held: the page is appended.
    case after
}

/// What a ``PagingSource`` asks its loader for: the page on one side of a cursor.
public struct PageRequest<Cursor: Sendable>: Sendable {
    /// Which side of what is held the page goes.
    public let direction: PageDirection
    /// Where the page starts: for ``PageDirection/after``, the
    /// ``Page/nextCursor`` of the last page held; for
    /// ``PageDirection/before``, the ``Page/previousCursor`` of the first. For
    /// the first page, the source's initial cursor (`nil` by default).
    public let cursor: Cursor?

    /// Creates a request.
    /// - Parameters:
    ///   - direction: Which side of what is held the page goes.
    ///   - cursor: Where the page starts.
    /// - Complexity: O(1).
    public init(direction: PageDirection, cursor: Cursor?) {
        self.direction = direction
        self.cursor = cursor
    }
}

/// One page a loader returns: its items in display order, and the cursors
/// of the pages on either side of it.
///
/// A `nil` cursor says there is nothing more that way: the list's start
/// (``previousCursor``) or end (``nextCursor``) is reached.
public struct Page<Element: Sendable, Cursor: Sendable>: Sendable {
    /// The items, in display order.
    public var items: [Element]
    /// The cursor of the page before this one; `nil` at the start of the list.
    public var previousCursor: Cursor?
    /// The cursor of the page after this one; `nil` at the end of the list.
    public var nextCursor: Cursor?

    /// Creates a page.
    /// - Parameters:
    ///   - items: The items, in display order.
    ///   - previousCursor: The cursor of the page before; `nil` at the start.
    ///   - nextCursor: The cursor of the page after; `nil` at the end.
    /// - Complexity: O(1).
    public init(items: [Element], previousCursor: Cursor? = nil, nextCursor: Cursor? = nil) {
        self.items = items
        self.previousCursor = previousCursor
        self.nextCursor = nextCursor
    }
}

/// What a ``PagingSource`` is doing: nothing, loading a page, or stopped by
/// a failed load until ``PagingSource/retry()`` or ``PagingSource/cancel()``.
public enum PagingPhase: Sendable {
    /// No load is in flight and none failed.
    case idle
    /// A page is loading on that side; the loading row shows there.
    case loading(PageDirection)
    /// The load on that side failed with the error; the error row shows there.
    case failed(PageDirection, any Error)

    /// The side a load is in flight or failed on; `nil` when idle. O(1).
    public var direction: PageDirection? {
        switch self {
        case .idle: nil
        case .loading(let direction), .failed(let direction, _): direction
        }
    }

    /// Whether a page is loading. O(1).
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
