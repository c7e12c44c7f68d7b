// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// The forwarder converts types and nothing else: every answer comes from the
// delegate (a ListAdapter), which answers from the snapshot the view shows.
// UIKit asks a method only when `responds(to:)` says so, which it does only
// for events with handlers (see TableViewForwarder+Responds.swift); the
// fallbacks below (`nil` answers) are UIKit's defaults, for a question asked
// anyway, e.g. after the adapter is gone.

extension TableViewForwarder {
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
    /// `indexPath` unless the delegate's `EventKind/shouldSelect` answer is `false`.
    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let delegate, let listView else { return indexPath }
        return delegate.listView(listView, shouldSelectItemAt: indexPath) == false ? nil : indexPath
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    /// Tells the delegate the row was selected.
    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didSelectItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
    /// Tells the delegate the row was deselected.
    package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didDeselectItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
    /// The delegate's answer; `true` without one.
    package func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        guard let delegate, let listView else { return true }
        return delegate.listView(listView, shouldHighlightItemAt: indexPath) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
    /// Tells the delegate the row was highlighted.
    package func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didHighlightItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
    /// Tells the delegate the row's highlight was removed.
    package func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didUnhighlightItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    /// Tells the delegate `cell` is about to be shown.
    package func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplay: cell, forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
    /// Tells the delegate `cell` left the screen.
    package func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    /// The delegate's height; `UITableView.automaticDimension` without one.
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let delegate, let listView else { return UITableView.automaticDimension }
        return Self.dimension(delegate.listView(listView, heightForItemAt: indexPath))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
    /// The delegate's estimate; `UITableView.automaticDimension` without one.
    package func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let delegate, let listView else { return UITableView.automaticDimension }
        return Self.dimension(delegate.listView(listView, estimatedHeightForItemAt: indexPath))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
    /// The delegate's style; `.delete`, UIKit's default, without one.
    package func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let delegate, let listView, let style = delegate.listView(listView, editingStyleForItemAt: indexPath) else {
            return .delete
        }
        return UITableViewCell.EditingStyle(style)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
    /// The delegate's target; `proposedDestinationIndexPath` without one.
    package func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard let delegate, let listView else { return proposedDestinationIndexPath }
        return delegate.listView(listView, targetIndexPathForMoveFromItemAt: sourceIndexPath,
                                 toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)
    /// Tells the delegate the row's accessory button was tapped.
    package func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, accessoryButtonTappedForItemAt: indexPath)
    }

    /// A height in points, or `UITableView.automaticDimension` for `nil`.
    static func dimension(_ height: Double?) -> CGFloat {
        height.map { CGFloat($0) } ?? UITableView.automaticDimension
    }
}
#endif
