// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// Why: UIKit asks `responds(to:)` once per method (and caches the answer
// when the delegate is set), and changes behaviour by a method's mere
// presence: with `heightForRowAt` it stops using `rowHeight` and asks per
// row, with `commit` it offers swipe-to-delete, with `moveRowAt` it shows
// reorder controls, with `trailingSwipeActions…` it replaces its own delete
// action. So the forwarder claims a method only while its event has handlers,
// and otherwise lets UIKit believe it is not implemented.
//
// The claims themselves are `DelegateMethodClaims`' (Tabula), fed this
// table: it says why the table is keyed by Swift names and how
// `responds(to:)` answers from any thread. On Apple platforms `responds(to:)`
// maps each selector (`#selector`, so the compiler checks it names a UIKit
// method) to the same names. Methods not in the table (counts, cells,
// titles, header views, prefetching) answer always.

extension TableViewForwarder {
    /// The delegate and data source methods the forwarder claims only while
    /// their event has handlers, by Swift name, with that event; what
    /// ``methodClaims`` is fed.
    package static let eventsByMethodName: [String: [EventKind]] = [
        "tableView(_:willSelectRowAt:)": [.shouldSelect],
        "tableView(_:didSelectRowAt:)": [.didSelect],
        "tableView(_:didDeselectRowAt:)": [.didDeselect],
        "tableView(_:shouldHighlightRowAt:)": [.shouldHighlight],
        "tableView(_:didHighlightRowAt:)": [.didHighlight],
        "tableView(_:didUnhighlightRowAt:)": [.didUnhighlight],
        "tableView(_:willDisplay:forRowAt:)": [.willDisplay],
        "tableView(_:didEndDisplaying:forRowAt:)": [.didEndDisplaying],
        "tableView(_:willDisplayHeaderView:forSection:)": [.willDisplaySupplementaryView(.header)],
        "tableView(_:willDisplayFooterView:forSection:)": [.willDisplaySupplementaryView(.footer)],
        "tableView(_:didEndDisplayingHeaderView:forSection:)": [.didEndDisplayingSupplementaryView(.header)],
        "tableView(_:didEndDisplayingFooterView:forSection:)": [.didEndDisplayingSupplementaryView(.footer)],
        "tableView(_:heightForRowAt:)": [.height],
        "tableView(_:estimatedHeightForRowAt:)": [.estimatedHeight],
        "tableView(_:heightForHeaderInSection:)": [.supplementaryViewHeight(.header)],
        "tableView(_:heightForFooterInSection:)": [.supplementaryViewHeight(.footer)],
        "tableView(_:canEditRowAt:)": [.canEdit],
        "tableView(_:editingStyleForRowAt:)": [.editingStyle],
        "tableView(_:commit:forRowAt:)": [.commitEditingStyle],
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:)": [.leadingSwipeActions],
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)": [.trailingSwipeActions],
        "tableView(_:canMoveRowAt:)": [.canMove],
        "tableView(_:canFocusRowAt:)": [.canFocus],
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)": [.targetIndexPathForMove],
        "tableView(_:moveRowAt:to:)": [.move],
        "tableView(_:accessoryButtonTappedForRowWith:)": [.accessoryButtonTapped],
        "tableView(_:contextMenuConfigurationForRowAt:point:)": [.contextMenuConfiguration],
    ]

    #if canImport(UIKit) && !os(watchOS)
    /// Claims a gated method only while its event has handlers, as
    /// ``methodClaims`` last worked out; every other selector as `NSObject` does.
    override package nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let name = Self.methodName(of: aSelector) else { return super.responds(to: aSelector) }
        return methodClaims.isClaimed(methodNamed: name)
    }

    private nonisolated static func methodName(of selector: Selector) -> String? {
        switch selector {
        case #selector(UITableViewDelegate.tableView(_:willSelectRowAt:)): "tableView(_:willSelectRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)): "tableView(_:didSelectRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:)): "tableView(_:didDeselectRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:shouldHighlightRowAt:)): "tableView(_:shouldHighlightRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:didHighlightRowAt:)): "tableView(_:didHighlightRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:)): "tableView(_:didUnhighlightRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:)): "tableView(_:willDisplay:forRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)): "tableView(_:didEndDisplaying:forRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)): "tableView(_:willDisplayHeaderView:forSection:)"
        case #selector(UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)): "tableView(_:willDisplayFooterView:forSection:)"
        case #selector(UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)):
            "tableView(_:didEndDisplayingHeaderView:forSection:)"
        case #selector(UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)):
            "tableView(_:didEndDisplayingFooterView:forSection:)"
        case #selector(UITableViewDelegate.tableView(_:heightForRowAt:)): "tableView(_:heightForRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)): "tableView(_:estimatedHeightForRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)): "tableView(_:heightForHeaderInSection:)"
        case #selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)): "tableView(_:heightForFooterInSection:)"
        case #selector(UITableViewDataSource.tableView(_:canEditRowAt:)): "tableView(_:canEditRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:editingStyleForRowAt:)): "tableView(_:editingStyleForRowAt:)"
        case #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)): "tableView(_:commit:forRowAt:)"
        #if !os(tvOS)
        case #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)):
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)):
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)):
            "tableView(_:contextMenuConfigurationForRowAt:point:)"
        #endif
        case #selector(UITableViewDataSource.tableView(_:canMoveRowAt:)): "tableView(_:canMoveRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:canFocusRowAt:)): "tableView(_:canFocusRowAt:)"
        case #selector(UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)):
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
        case #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)): "tableView(_:moveRowAt:to:)"
        case #selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)): "tableView(_:accessoryButtonTappedForRowWith:)"
        default: nil
        }
    }
    #endif
}
#endif
