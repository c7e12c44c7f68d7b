// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Tabula

/// A data source that titles section headers and footers, as a table view
/// shows them when no header or footer view is given.
///
/// `ListAdapter` adopts it. ``TableViewForwarder`` asks its data
/// source for titles only when it adopts this protocol: a
/// `CellListViewDataSource` alone has no titles.
@MainActor
public protocol SectionTitleSource: AnyObject {
    /// The title of `section`'s header or footer; `nil` for none, and out of range.
    func title(ofKind kind: SupplementaryKind, inSection section: Int) -> String?
}

extension ListAdapter: SectionTitleSource {}
#endif
