import Foundation

/// A row a ``PagingSource`` publishes: an item of the data, or the status
/// row (loading, or a failed load) at one end, which is not data.
public enum PagedRow<Element: Identifiable & Sendable>: Identifiable, Sendable where Element.ID: Sendable {
    /// An item of a page held.
    case item(Element)
    /// The loading or error row on one side.
    case status(PageStatus)

    /// The row's identity: the item's, or the status row's side, which no
    /// item can have. O(1).
    public var id: PagedRowID<Element.ID> {
        switch self {
        case .item(let element): .item(element.id)
        case .status(let status): .status(status.direction)
        }
    }

    /// The item, or `nil` for the status row. O(1).
    public var element: Element? {
        if case .item(let element) = self { return element }
        return nil
    }
}

extension PagedRow: Equatable where Element: Equatable {}

/// The identity of a ``PagedRow``: an item's identifier, or the side of the
/// status row.
public enum PagedRowID<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// An item's identifier.
    case item(ItemID)
    /// The status row on that side.
    case status(PageDirection)
}

/// The model of a status row, as the ``MappingRegistry`` resolves it: map a
/// cell to `PageStatus` to show the loading and error rows. It is not data:
/// handlers registered for the items' model never see it.
public struct PageStatus: Sendable, Equatable, CustomStringConvertible {
    /// The side the row shows on.
    public let direction: PageDirection
    /// Why the load failed; `nil` while it loads.
    public let error: (any Error)?

    /// Creates a status.
    /// - Parameters:
    ///   - direction: The side the row shows on.
    ///   - error: Why the load failed; `nil` while it loads.
    /// - Complexity: O(1).
    public init(direction: PageDirection, error: (any Error)? = nil) {
        self.direction = direction
        self.error = error
    }

    /// Whether the row shows a load in flight (not a failure). O(1).
    public var isLoading: Bool { error == nil }

    /// "loading after", or "failed before: " and the error, described.
    /// O(the error's description).
    public var description: String {
        let side = direction == .after ? "after" : "before"
        return error.map { "failed \(side): \($0)" } ?? "loading \(side)"
    }

    /// Equal when on the same side, both loading or both failed with errors
    /// described alike (errors are not `Equatable`).
    /// - Parameters:
    ///   - lhs: One status.
    ///   - rhs: Another.
    /// - Complexity: O(1), plus describing the errors.
    public static func == (lhs: PageStatus, rhs: PageStatus) -> Bool {
        lhs.direction == rhs.direction && lhs.error.map { String(reflecting: $0) } == rhs.error.map { String(reflecting: $0) }
    }
}
