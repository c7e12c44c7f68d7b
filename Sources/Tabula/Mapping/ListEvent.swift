import Foundation

/// An event of a list that a handler can be registered for, named as UIKit's
/// table and collection view delegates name it: the key given to
/// the registry's `on(_:for:)` and `on(_:forModel:)` overloads.
///
/// ```swift
/// registry.on(.didSelect, for: ContactCell.self) { cell, contact, indexPath in … }
/// registry.on(.height, forModel: Contact.self) { contact, indexPath in 60 }
/// registry.on(.trailingSwipeActions, forModel: Contact.self) { contact, _ in
///     [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { contact, _ in … }]
/// }
/// ```
///
/// `Shape` (one of ``ListEventShape``) says what the handler takes and
/// returns; you never spell it, the key you pick sets it:
///
/// | Keys | Handler for a view class | Handler for a model type |
/// |---|---|---|
/// | ``didSelect``, ``didDeselect``, ``didHighlight``, ``didUnhighlight``, ``willDisplay``, ``didEndDisplaying``, ``accessoryButtonTapped``, ``willDisplaySupplementaryView(ofKind:)``, ``didEndDisplayingSupplementaryView(ofKind:)`` | `(view, model, indexPath)` | `(model, indexPath)` |
/// | ``shouldSelect``, ``shouldHighlight``, ``canEdit``, ``canMove``, ``canDrag``, ``canFocus`` | `(model, indexPath) -> Bool` | the same |
/// | ``height``, ``estimatedHeight``, ``supplementaryViewHeight(ofKind:)``, ``estimatedSupplementaryViewHeight(ofKind:)`` | `(model, indexPath) -> Double` | the same |
/// | ``editingStyle`` | `(model, indexPath) -> EditingStyle` | the same |
/// | ``commitEditingStyle`` | `(style, model, indexPath)` | the same |
/// | ``leadingSwipeActions``, ``trailingSwipeActions`` | `(model, indexPath) -> [SwipeAction<Model>]` | the same |
/// | ``move`` | `(model, source, destination)` | the same |
/// | ``targetIndexPathForMove`` | `(model, source, proposed) -> IndexPath` | the same |
/// | ``contextMenuConfiguration`` | `(model, indexPath) -> ContextMenuConfiguration<Model>?` | the same |
/// | ``prefetch``, ``cancelPrefetch``, ``drop`` | `([(model, indexPath)])`, one batch | the same |
public struct ListEvent<Shape>: Hashable, Sendable, CustomStringConvertible {
    /// Which event the key is for.
    package let kind: EventKind

    package init(_ kind: EventKind) {
        self.kind = kind
    }

    /// The event's name, with the kind of supplementary view:
    /// `didSelect`, `willDisplaySupplementaryView(header)`. O(1).
    public var description: String { kind.description }
}

extension ListEvent where Shape == ListEventShape.Action {
    /// A cell was selected: `didSelectRowAt`.
    public static var didSelect: Self { Self(.didSelect) }
    /// A cell was deselected: `didDeselectRowAt`.
    public static var didDeselect: Self { Self(.didDeselect) }
    /// A cell was highlighted: `didHighlightRowAt`.
    public static var didHighlight: Self { Self(.didHighlight) }
    /// A cell's highlight was removed: `didUnhighlightRowAt`.
    public static var didUnhighlight: Self { Self(.didUnhighlight) }
    /// A cell is about to be shown: `willDisplay(_:forRowAt:)`.
    public static var willDisplay: Self { Self(.willDisplay) }
    /// A cell was removed from the view: `didEndDisplaying(_:forRowAt:)`.
    /// Handlers get the model the cell last showed.
    public static var didEndDisplaying: Self { Self(.didEndDisplaying) }
    /// A cell's accessory button was tapped: `accessoryButtonTappedForRowWith`.
    public static var accessoryButtonTapped: Self { Self(.accessoryButtonTapped) }

    /// A supplementary view of `kind` is about to be shown:
    /// `willDisplayHeaderView`, `willDisplaySupplementaryView`.
    /// - Parameter kind: `.header`, `.footer` or a layout's own kind.
    public static func willDisplaySupplementaryView(ofKind kind: SupplementaryKind) -> Self {
        Self(.willDisplaySupplementaryView(kind))
    }

    /// A supplementary view of `kind` was removed from the view:
    /// `didEndDisplayingHeaderView`, `didEndDisplayingSupplementaryView`.
    /// - Parameter kind: `.header`, `.footer` or a layout's own kind.
    public static func didEndDisplayingSupplementaryView(ofKind kind: SupplementaryKind) -> Self {
        Self(.didEndDisplayingSupplementaryView(kind))
    }
}

extension ListEvent where Shape == ListEventShape.Answer<Bool> {
    /// Whether a row may be selected: `shouldSelectItemAt` (`willSelectRowAt`
    /// in a table view), asked before any cell need exist.
    public static var shouldSelect: Self { Self(.shouldSelect) }
    /// Whether a row may be highlighted: `shouldHighlightRowAt`.
    public static var shouldHighlight: Self { Self(.shouldHighlight) }
    /// Whether a row may be edited: `canEditRowAt`.
    public static var canEdit: Self { Self(.canEdit) }
    /// Whether a row may be moved: `canMoveRowAt`. Rows are movable only
    /// when ``move`` has handlers.
    public static var canMove: Self { Self(.canMove) }
    /// Whether a row may be lifted and dragged (`itemsForBeginningDragSession`),
    /// to another list or, when ``move`` has handlers, within this one.
    /// Rows are dragged only when this event has handlers, and only those
    /// whose handler says yes. See <doc:DragAndDrop>.
    public static var canDrag: Self { Self(.canDrag) }
    /// Whether a row may take focus, on tvOS or with a keyboard
    /// (`canFocusRowAt`); without a handler, UIKit's default (every row).
    /// Focus itself is kept by identity: see <doc:Accessibility>.
    public static var canFocus: Self { Self(.canFocus) }
}

extension ListEvent where Shape == ListEventShape.Answer<Double> {
    /// A row's height in points: `heightForRowAt`.
    public static var height: Self { Self(.height) }
    /// A row's estimated height in points: `estimatedHeightForRowAt`.
    public static var estimatedHeight: Self { Self(.estimatedHeight) }

    /// The height of `kind`'s supplementary view: `heightForHeaderInSection`.
    /// - Parameter kind: `.header`, `.footer` or a layout's own kind.
    public static func supplementaryViewHeight(ofKind kind: SupplementaryKind) -> Self {
        Self(.supplementaryViewHeight(kind))
    }

    /// The estimated height of `kind`'s supplementary view:
    /// `estimatedHeightForHeaderInSection`.
    /// - Parameter kind: `.header`, `.footer` or a layout's own kind.
    public static func estimatedSupplementaryViewHeight(ofKind kind: SupplementaryKind) -> Self {
        Self(.estimatedSupplementaryViewHeight(kind))
    }
}

extension ListEvent where Shape == ListEventShape.Answer<EditingStyle> {
    /// A row's editing control: `editingStyleForRowAt`.
    public static var editingStyle: Self { Self(.editingStyle) }
}

extension ListEvent where Shape == ListEventShape.Commit {
    /// A delete or insert was committed: `commit(_:forRowAt:)`. Handlers
    /// get the style, the model and its index path.
    public static var commitEditingStyle: Self { Self(.commitEditingStyle) }
}

extension ListEvent where Shape == ListEventShape.SwipeActions {
    /// The actions behind a row's leading edge: `leadingSwipeActionsConfigurationForRowAt`.
    public static var leadingSwipeActions: Self { Self(.leadingSwipeActions) }
    /// The actions behind a row's trailing edge: `trailingSwipeActionsConfigurationForRowAt`.
    public static var trailingSwipeActions: Self { Self(.trailingSwipeActions) }
}

extension ListEvent where Shape == ListEventShape.Move {
    /// The user moved a row: `moveRowAt:to:`. Handlers get the model, where
    /// it was and where it is.
    public static var move: Self { Self(.move) }
}

extension ListEvent where Shape == ListEventShape.MoveTarget {
    /// Where a row being moved would land:
    /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:`.
    public static var targetIndexPathForMove: Self { Self(.targetIndexPathForMove) }
}

extension ListEvent where Shape == ListEventShape.ContextMenu {
    /// A row's context menu: `contextMenuConfigurationForRowAt`; `nil` for none.
    public static var contextMenuConfiguration: Self { Self(.contextMenuConfiguration) }
}

extension ListEvent where Shape == ListEventShape.Batch {
    /// Rows are about to be needed: `prefetchRowsAt`.
    public static var prefetch: Self { Self(.prefetch) }
    /// Rows prefetched are no longer needed: `cancelPrefetchingForRowsAt`.
    public static var cancelPrefetch: Self { Self(.cancelPrefetch) }
    /// Rows dragged from another list were dropped on this one
    /// (`performDropWith`): handlers get the dropped models, each with the
    /// index path it is to take here, consecutive from where the user
    /// dropped them, and commit them to the data (removing them from the
    /// list they came from, for a move). Each row goes to its most specific
    /// handler; a list accepts the drop of the models it has a handler for.
    /// A row dragged within its own list is a move instead, committed
    /// through ``move``. See <doc:DragAndDrop>.
    public static var drop: Self { Self(.drop) }
}

/// The shapes of handler a ``ListEvent`` takes: what the handler is given and
/// what it returns. Markers only, never made; the registry's `on` overloads
/// are written per shape.
public enum ListEventShape {
    /// The shape of an event its handlers are told of, with the live view
    /// when registered for a view class.
    public enum Action {}
    /// The shape of a question its handlers answer with a `Value`.
    public enum Answer<Value> {}
    /// The shape of ``ListEvent/commitEditingStyle``.
    public enum Commit {}
    /// The shape of ``ListEvent/leadingSwipeActions`` and ``ListEvent/trailingSwipeActions``.
    public enum SwipeActions {}
    /// The shape of ``ListEvent/move``.
    public enum Move {}
    /// The shape of ``ListEvent/targetIndexPathForMove``.
    public enum MoveTarget {}
    /// The shape of ``ListEvent/contextMenuConfiguration``.
    public enum ContextMenu {}
    /// The shape of ``ListEvent/prefetch``, ``ListEvent/cancelPrefetch``
    /// and ``ListEvent/drop``: rows in one batch.
    public enum Batch {}
}
