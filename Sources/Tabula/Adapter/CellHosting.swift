import Foundation

/// What a ``ListAdapter`` asks of the view it drives: a list view that makes
/// its cells and supplementary views from registered classes and reuses
/// them, as `UICollectionView` and `UITableView` do. The views Tabula ships
/// conform (`TableViewListView`, `CollectionViewListView`, `HeadlessListView`)
/// and reach an adapter through ``CellListView/cellHost``.
///
/// The requirements keep `UICollectionView`'s names.
@MainActor
package protocol CellHosting: ListView {
    /// The adapter driving the view: the data source it asks for counts,
    /// cells and supplementary views, and the delegate it tells about events.
    /// A ``ListAdapter`` sets it; setting it makes the adapter the view's
    /// data source and delegate, setting `nil` removes them.
    var connection: CellListViewConnection? { get set }

    /// A class the view can always make cells of, shown where a model has no
    /// mapping. The adapter registers it under its own reuse identifier.
    var placeholderCellClass: AnyClass { get }

    /// Whether the view is on screen (in a window): off screen, changes are
    /// applied with `reloadData()`, as UIKit advises.
    var isInWindow: Bool { get }

    /// Registers `cellClass` for cells dequeued with `identifier`.
    func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String)

    /// Registers `viewClass` for supplementary views of `kind` dequeued with `identifier`.
    func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    /// Registers the views of one registration, as its ``ViewOrigin`` says:
    /// the class in code, a nib, or nothing for a storyboard prototype (the
    /// storyboard registered it). What a ``ListAdapter`` calls.
    ///
    /// By default the class is registered whatever the origin, with
    /// ``register(_:forCellWithReuseIdentifier:)`` or
    /// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``: a
    /// view that cannot load nibs or storyboards (the headless list view)
    /// makes the class instead.
    /// - Parameters:
    ///   - viewClass: The registration's view class.
    ///   - origin: Where its views come from.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - identifier: The registration's reuse identifier.
    func register(_ viewClass: AnyClass, from origin: ViewOrigin, kind: ReusableViewKind, withReuseIdentifier identifier: String)

    /// A cell for `indexPath`: a reused one, or a new one of the class
    /// registered under `identifier`; `nil` when nothing is registered there
    /// (UIKit raises an exception instead).
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject?

    /// A supplementary view of `kind` for `indexPath`, as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` does for cells.
    func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> AnyObject?

    /// The cell the view shows at `indexPath`, when it is visible.
    func cellForItem(at indexPath: IndexPath) -> AnyObject?

    /// The index paths of the visible cells, in order.
    var indexPathsForVisibleItems: [IndexPath] { get }

    /// The index paths of the selected items, in the order the view gives
    /// them; `nil` when the view keeps no selection (the default), so that
    /// the adapter keeps none either. See `CellHosting+Selection.swift`.
    var selectedIndexPaths: [IndexPath]? { get }

    /// Whether more than one item can be selected at a time; `false` by default.
    var allowsMultipleSelection: Bool { get }

    /// Selects the item at `indexPath` without telling the delegate, as
    /// UIKit's `selectItem(at:animated:scrollPosition:)` does with no
    /// scrolling; in single selection, the item selected before is
    /// deselected. By default, nothing.
    func selectItem(at indexPath: IndexPath, animated: Bool)

    /// Deselects the item at `indexPath` without telling the delegate, as
    /// UIKit's `deselectItem(at:animated:)` does. By default, nothing.
    func deselectItem(at indexPath: IndexPath, animated: Bool)

    /// Makes the view read again which delegate methods exist: called when
    /// an event gets its first handler, for views that read them once, when
    /// their delegate is set (as UIKit's do). By default, nothing.
    func reloadDelegateMethods()

    /// The first item whose bottom is below the top of the viewport; `nil`
    /// when none is, or the view keeps no scroll position (the default).
    var topVisibleIndexPath: IndexPath? { get }

    /// The distance from the top of the viewport to the top of the item at
    /// `indexPath` as laid out now; `nil` when the view does not know (the default).
    func screenPosition(ofItemAt indexPath: IndexPath) -> Double?

    /// Whether the view is scrolled to the very top (UIKit: the content
    /// offset at or above minus the adjusted top inset); `false` by default.
    var isScrolledToTop: Bool { get }

    /// Scrolls so that the item at `indexPath`, in what the view shows now,
    /// is at `position`, and returns whether it did; nothing, and `false`,
    /// for an index path the view does not have. By default, nothing and `false`.
    @discardableResult
    func scrollToItem(at indexPath: IndexPath, at position: ItemScrollPosition, animated: Bool) -> Bool

    /// Keeps the item at `indexPath` — an index path in the data of the
    /// update under way: the batch whose updates closure is running, or the
    /// `reloadData()` that follows — at `position` from the top of the
    /// viewport once that update is laid out, by setting the content offset.
    /// By default, nothing. See `CellHosting+Anchoring.swift`.
    func keepItem(at indexPath: IndexPath, atScreenPosition position: Double)

    /// The index path of the item whose cell holds the focus of an assistive
    /// technology (VoiceOver's cursor), in what the view shows now; `nil`
    /// when no cell of the view holds it, or the view does not tell (the
    /// default). See `CellHosting+Accessibility.swift`.
    var accessibilityFocusedIndexPath: IndexPath? { get }

    /// Moves the focus of assistive technologies to the cell of the item at
    /// `indexPath`, in what the view shows now (UIKit: a layout-changed
    /// notification naming the cell). By default, nothing.
    func moveAccessibilityFocus(toItemAt indexPath: IndexPath)

    /// Has assistive technologies speak `announcement` (UIKit: an
    /// announcement notification). By default, nothing.
    func postAccessibilityAnnouncement(_ announcement: String)

    /// Whether an announcement would be heard: VoiceOver is running (UIKit:
    /// `UIAccessibility.isVoiceOverRunning`). A ``ListAdapter`` makes no
    /// announcement otherwise. By default, `false`.
    var isVoiceOverRunning: Bool { get }
}

extension CellHosting {
    /// Nothing: a view that asks its delegate about every event needs no
    /// refresh.
    package func reloadDelegateMethods() {}

    /// Registers `viewClass` whatever `origin` says; see the requirement.
    /// - Parameters:
    ///   - viewClass: The registration's view class.
    ///   - origin: Where its views come from; not used.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - identifier: The registration's reuse identifier.
    package func register(_ viewClass: AnyClass, from origin: ViewOrigin, kind: ReusableViewKind, withReuseIdentifier identifier: String) {
        register(viewClass, kind: kind, withReuseIdentifier: identifier)
    }

    /// Registers `viewClass` for views of `kind` dequeued with `identifier`:
    /// with ``register(_:forCellWithReuseIdentifier:)`` for cells, with
    /// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`` for
    /// supplementary views.
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - identifier: The reuse identifier.
    package func register(_ viewClass: AnyClass, kind: ReusableViewKind, withReuseIdentifier identifier: String) {
        switch kind {
        case .cell:
            register(viewClass, forCellWithReuseIdentifier: identifier)
        case .supplementary(let kind):
            register(viewClass, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: identifier)
        }
    }
}
