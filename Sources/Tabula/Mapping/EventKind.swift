import Foundation

/// Which event of a list a handler is for, named as UIKit's table and
/// collection view delegates name it: what a ``ListEvent`` key carries, and
/// what the registry keeps its handlers by. An adapter dispatches by it
/// (`MappingRegistry.send(_:view:model:registration:at:)`…) and asks
/// `hasHandlers(for:)` to answer `responds(to:)` only for events that have
/// handlers.
package enum EventKind: Hashable, Sendable, CustomStringConvertible {
    /// A cell was selected: `didSelectRowAt`. Handlers get the cell.
    case didSelect
    /// A cell was deselected: `didDeselectRowAt`. Handlers get the cell.
    case didDeselect
    /// Whether a cell may be selected: `shouldSelectItemAt`
    /// (`willSelectRowAt` in a table view). Answered with a `Bool`.
    case shouldSelect
    /// A cell was highlighted: `didHighlightRowAt`. Handlers get the cell.
    case didHighlight
    /// A cell's highlight was removed: `didUnhighlightRowAt`. Handlers get the cell.
    case didUnhighlight
    /// Whether a cell may be highlighted: `shouldHighlightRowAt`. Answered with a `Bool`.
    case shouldHighlight
    /// A cell is about to be shown: `willDisplay(_:forRowAt:)`. Handlers get the cell.
    case willDisplay
    /// A cell was removed from the view: `didEndDisplaying(_:forRowAt:)`. Handlers get the cell.
    case didEndDisplaying
    /// A supplementary view of the kind is about to be shown:
    /// `willDisplayHeaderView`, `willDisplaySupplementaryView`. Handlers get the view.
    case willDisplaySupplementaryView(SupplementaryKind)
    /// A supplementary view of the kind was removed from the view:
    /// `didEndDisplayingHeaderView`, `didEndDisplayingSupplementaryView`. Handlers get the view.
    case didEndDisplayingSupplementaryView(SupplementaryKind)
    /// A row's height: `heightForRowAt`. Answered with a `Double`.
    case height
    /// A row's estimated height: `estimatedHeightForRowAt`. Answered with a `Double`.
    case estimatedHeight
    /// The height of a supplementary view of the kind: `heightForHeaderInSection`. Answered with a `Double`.
    case supplementaryViewHeight(SupplementaryKind)
    /// The estimated height of a supplementary view of the kind:
    /// `estimatedHeightForHeaderInSection`. Answered with a `Double`.
    case estimatedSupplementaryViewHeight(SupplementaryKind)
    /// Whether a row may be edited: `canEditRowAt`. Answered with a `Bool`.
    case canEdit
    /// A row's editing control: `editingStyleForRowAt`. Answered with an ``EditingStyle``.
    case editingStyle
    /// A delete or insert was committed: `commit(_:forRowAt:)`.
    case commitEditingStyle
    /// The actions behind a row's leading edge: `leadingSwipeActionsConfigurationForRowAt`.
    /// Answered with ``SwipeAction``s.
    case leadingSwipeActions
    /// The actions behind a row's trailing edge: `trailingSwipeActionsConfigurationForRowAt`.
    /// Answered with ``SwipeAction``s.
    case trailingSwipeActions
    /// Whether a row may be moved: `canMoveRowAt`. Answered with a `Bool`.
    case canMove
    /// A row was moved: `moveRowAt:to:`.
    case move
    /// Where a row being moved would land: `targetIndexPathForMoveFromRowAt:toProposedIndexPath:`.
    /// Answered with an `IndexPath`.
    case targetIndexPathForMove
    /// A cell's accessory button was tapped: `accessoryButtonTappedForRowWith`. Handlers get the cell.
    case accessoryButtonTapped
    /// A row's context menu: `contextMenuConfigurationForRowAt`. Answered
    /// with a ``ContextMenuConfiguration``.
    case contextMenuConfiguration
    /// Rows are about to be needed: `prefetchRowsAt`. Handlers get their rows in one batch.
    case prefetch
    /// Rows prefetched are no longer needed: `cancelPrefetchingForRowsAt`.
    /// Handlers get their rows in one batch.
    case cancelPrefetch
    /// Whether a row may be lifted to drag: `itemsForBeginningDragSession`.
    /// Answered with a `Bool`.
    case canDrag
    /// Whether a row may take focus (tvOS, a keyboard): `canFocusRowAt`.
    /// Answered with a `Bool`.
    case canFocus
    /// Items dragged from a list were dropped on this one: `performDropWith`.
    /// Handlers get the dropped models in one batch, each with the index
    /// path it is to take.
    case drop

    /// The views the event concerns: cells, or supplementary views of one kind. O(1).
    package var viewKind: ReusableViewKind {
        switch self {
        case .willDisplaySupplementaryView(let kind), .didEndDisplayingSupplementaryView(let kind),
             .supplementaryViewHeight(let kind), .estimatedSupplementaryViewHeight(let kind):
            return .supplementary(kind)
        default:
            return .cell
        }
    }

    /// Whether the event happens to a live view, which handlers registered
    /// for a view class receive (the others get the model and index path). O(1).
    package var hasView: Bool {
        switch self {
        case .didSelect, .didDeselect, .didHighlight, .didUnhighlight, .willDisplay, .didEndDisplaying,
             .willDisplaySupplementaryView, .didEndDisplayingSupplementaryView, .accessoryButtonTapped:
            return true
        default:
            return false
        }
    }

    /// The event's name as the registry spells it, with the kind of
    /// supplementary view: `didSelect`, `willDisplaySupplementaryView(header)`.
    package var description: String {
        switch self {
        case .didSelect: return "didSelect"
        case .didDeselect: return "didDeselect"
        case .shouldSelect: return "shouldSelect"
        case .didHighlight: return "didHighlight"
        case .didUnhighlight: return "didUnhighlight"
        case .shouldHighlight: return "shouldHighlight"
        case .willDisplay: return "willDisplay"
        case .didEndDisplaying: return "didEndDisplaying"
        case .willDisplaySupplementaryView(let kind): return "willDisplaySupplementaryView(\(kind))"
        case .didEndDisplayingSupplementaryView(let kind): return "didEndDisplayingSupplementaryView(\(kind))"
        case .height: return "height"
        case .estimatedHeight: return "estimatedHeight"
        case .supplementaryViewHeight(let kind): return "supplementaryViewHeight(\(kind))"
        case .estimatedSupplementaryViewHeight(let kind): return "estimatedSupplementaryViewHeight(\(kind))"
        case .canEdit: return "canEdit"
        case .editingStyle: return "editingStyle"
        case .commitEditingStyle: return "commitEditingStyle"
        case .leadingSwipeActions: return "leadingSwipeActions"
        case .trailingSwipeActions: return "trailingSwipeActions"
        case .canMove: return "canMove"
        case .move: return "move"
        case .targetIndexPathForMove: return "targetIndexPathForMove"
        case .accessoryButtonTapped: return "accessoryButtonTapped"
        case .contextMenuConfiguration: return "contextMenuConfiguration"
        case .prefetch: return "prefetch"
        case .cancelPrefetch: return "cancelPrefetch"
        case .canDrag: return "canDrag"
        case .canFocus: return "canFocus"
        case .drop: return "drop"
        }
    }
}
