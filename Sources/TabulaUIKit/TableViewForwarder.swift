// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A table view's data source that passes every question to a
/// `CellListViewDataSource` (a `ListAdapter`), asked about
/// the ``TableViewListView`` that owns it.
///
/// The wrapper makes one when its ``TableViewListView/cellDataSource`` is set,
/// and makes it the table view's `dataSource`. It holds the data source and the
/// wrapper weakly: once either is gone, it reports no sections.
///
/// It is also the table view's `delegate` and `prefetchDataSource` while the
/// wrapper has a ``TableViewListView/cellDelegate``, and forwards events to
/// ``delegate``, converting UIKit's types (the `+Delegate`, `+Editing` and
/// `+Prefetching` extensions). It claims an event's methods only while the
/// delegate has handlers for it (``methodClaims``), so
/// that UIKit keeps its defaults and fast paths for the others.
@MainActor
package final class TableViewForwarder: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The data source every question goes to; held weakly.
    package private(set) weak var source: (any CellListViewDataSource)?
    /// The object events go to (a `ListAdapter`); held weakly.
    package var delegate: (any CellListViewDelegate)? {
        get { methodClaims.delegate }
        set { methodClaims.delegate = newValue }
    }
    /// Which of the gated methods (`eventsByMethodName`, in `+Responds.swift`)
    /// the forwarder claims; it holds ``delegate``, and `responds(to:)`,
    /// which Objective-C may call on any thread, reads it.
    package let methodClaims: DelegateMethodClaims
    /// The wrapper the data source is asked about; held weakly.
    package private(set) weak var listView: TableViewListView?
    /// The titles of the table view's section index, one per section (see
    /// `Snapshot.sectionIndexTitles`); `nil`, the default, for no index.
    ///
    /// ```swift
    /// listView.forwarder?.sectionIndexTitles = { [weak adapter] in adapter?.shown.sectionIndexTitles }
    /// ```
    package var sectionIndexTitles: (() -> [String]?)?

    /// The reuse identifier of the cell returned when the data source has none.
    static let placeholderIdentifier = "TabulaUIKit.placeholder"
    private var isPlaceholderRegistered = false

    init(source: any CellListViewDataSource, listView: TableViewListView) {
        self.source = source
        self.listView = listView
        methodClaims = DelegateMethodClaims(TableViewForwarder.eventsByMethodName, host: listView)
        super.init()
    }

    /// The data source's number of sections; 0 once it or the wrapper is gone.
    package func numberOfSections(in tableView: UITableView) -> Int {
        guard let source, let listView else { return 0 }
        return source.numberOfSections(in: listView)
    }

    /// The data source's number of items in `section`; 0 once it or the wrapper is gone.
    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let source, let listView else { return 0 }
        return source.listView(listView, numberOfItemsInSection: section)
    }

    /// The data source's cell for `indexPath`. Where it has none (or gives
    /// something other than a `UITableViewCell`), a plain `UITableViewCell`
    /// dequeued under the forwarder's own identifier: UIKit raises an
    /// exception for `nil`.
    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let source, let listView, let cell = source.listView(listView, cellForItemAt: indexPath) as? UITableViewCell {
            return cell
        }
        if !isPlaceholderRegistered {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.placeholderIdentifier)
            isPlaceholderRegistered = true
        }
        return tableView.dequeueReusableCell(withIdentifier: Self.placeholderIdentifier, for: indexPath)
    }

    /// The header title of `section`, when the data source titles sections
    /// (adopts `SectionTitleSource`, as `ListAdapter` does).
    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        (source as? any SectionTitleSource)?.title(ofKind: .header, inSection: section)
    }

    /// The footer title of `section`; see ``tableView(_:titleForHeaderInSection:)``.
    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        (source as? any SectionTitleSource)?.title(ofKind: .footer, inSection: section)
    }

    /// ``sectionIndexTitles``' titles; without it, the data source's
    /// (`ListAdapter.sectionIndexTitle` of each section), or `nil` for no index.
    package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        sectionIndexTitles.map { $0() } ?? (source as? any SectionTitleSource)?.sectionIndexTitles
    }

    /// `index`, kept within the sections: entry *i* of the index is section *i*.
    package func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        max(0, min(index, numberOfSections(in: tableView) - 1))
    }
}
#endif
