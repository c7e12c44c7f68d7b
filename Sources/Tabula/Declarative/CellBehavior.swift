import Foundation

/// What a row does, as closures: never compared, always taken from the
/// newest screen. A `nil` closure or list means "nothing", and the view
/// behaves as UIKit does by default.
///
/// ```swift
/// var behavior: CellBehavior {
///     CellBehavior(onSelect: { open(contact) },
///                  trailingSwipeActions: [SwipeAction(title: "Archive", identifier: "archive") { _, _ in
///                      archive(contact)
///                      return true
///                  }])
/// }
/// ```
public struct CellBehavior: Sendable {
    /// Runs when the row is selected. A row without it cannot be selected
    /// unless ``isSelectable`` says so.
    public var onSelect: (@MainActor () -> Void)?
    /// Whether the row can be selected; `nil`: when it has ``onSelect``.
    public var isSelectable: Bool?
    /// The actions behind the row's leading edge; `nil` for none.
    public var leadingSwipeActions: [SwipeAction<Void>]?
    /// The actions behind the row's trailing edge; `nil` for UIKit's default
    /// (a Delete action when ``onDelete`` is set).
    public var trailingSwipeActions: [SwipeAction<Void>]?
    /// Runs when the user deletes the row (a swipe's Delete, or the editing
    /// control). The row can be edited only when it is set. The closure
    /// should change the state the screen is built from and set the screen
    /// again; the view removes nothing by itself.
    public var onDelete: (@MainActor () -> Void)?
    /// The row's context menu; `nil` for none.
    public var contextMenu: ContextMenuConfiguration<Void>?

    /// Creates a behaviour; every part is optional.
    /// - Parameters:
    ///   - onSelect: Runs when the row is selected.
    ///   - isSelectable: Whether the row can be selected; `nil`: when it has `onSelect`.
    ///   - leadingSwipeActions: The actions behind the leading edge.
    ///   - trailingSwipeActions: The actions behind the trailing edge.
    ///   - onDelete: Runs when the user deletes the row.
    ///   - contextMenu: The row's context menu.
    public init(
        onSelect: (@MainActor () -> Void)? = nil, isSelectable: Bool? = nil,
        leadingSwipeActions: [SwipeAction<Void>]? = nil, trailingSwipeActions: [SwipeAction<Void>]? = nil,
        onDelete: (@MainActor () -> Void)? = nil, contextMenu: ContextMenuConfiguration<Void>? = nil
    ) {
        self.onSelect = onSelect
        self.isSelectable = isSelectable
        self.leadingSwipeActions = leadingSwipeActions
        self.trailingSwipeActions = trailingSwipeActions
        self.onDelete = onDelete
        self.contextMenu = contextMenu
    }
}
