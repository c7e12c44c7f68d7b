// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// A table view has headers and footers only, asked of its delegate by
// section; the adapter knows them as supplementary views of kind `.header`
// and `.footer` at the index path of the section's first item.

extension TableViewForwarder {
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    /// The data source's header view of `section`; `nil`, for a titled header
    /// (``tableView(_:titleForHeaderInSection:)``) or none, without one.
    package func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerFooterView(.header, section)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
    /// The data source's footer view of `section`; see ``tableView(_:viewForHeaderInSection:)``.
    package func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        headerFooterView(.footer, section)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
    /// Tells the delegate the header view of `section` is about to be shown.
    package func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplaySupplementaryView: view, forElementKind: SupplementaryKind.header.rawValue,
                          at: Self.indexPath(section))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
    /// Tells the delegate the footer view of `section` is about to be shown.
    package func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, willDisplaySupplementaryView: view, forElementKind: SupplementaryKind.footer.rawValue,
                          at: Self.indexPath(section))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:)
    /// Tells the delegate the header view of `section` left the screen.
    package func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplayingSupplementaryView: view, forElementOfKind: SupplementaryKind.header.rawValue,
                          at: Self.indexPath(section))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:)
    /// Tells the delegate the footer view of `section` left the screen.
    package func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        guard let delegate, let listView else { return }
        delegate.listView(listView, didEndDisplayingSupplementaryView: view, forElementOfKind: SupplementaryKind.footer.rawValue,
                          at: Self.indexPath(section))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
    /// The delegate's header height; `UITableView.automaticDimension` without one.
    package func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let delegate, let listView else { return UITableView.automaticDimension }
        return Self.dimension(delegate.listView(listView, heightForSupplementaryViewOfKind: SupplementaryKind.header.rawValue,
                                                inSection: section))
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
    /// The delegate's footer height; `UITableView.automaticDimension` without one.
    package func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        guard let delegate, let listView else { return UITableView.automaticDimension }
        return Self.dimension(delegate.listView(listView, heightForSupplementaryViewOfKind: SupplementaryKind.footer.rawValue,
                                                inSection: section))
    }

    /// Where the adapter looks for a section's header or footer.
    static func indexPath(_ section: Int) -> IndexPath {
        IndexPath(item: 0, section: section)
    }

    private func headerFooterView(_ kind: SupplementaryKind, _ section: Int) -> UIView? {
        guard let source, let listView else { return nil }
        return source.listView(listView, viewForSupplementaryElementOfKind: kind.rawValue, at: Self.indexPath(section))
            as? UITableViewHeaderFooterView
    }
}
#endif
