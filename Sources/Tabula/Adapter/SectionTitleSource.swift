/// A data source that titles section headers and footers, as a table view
/// shows them when no header or footer view is given.
///
/// `ListAdapter` adopts it. A table view's forwarder, and the headless view
/// of TabulaTesting, ask their data source for titles only when it adopts
/// this protocol: a `CellListViewDataSource` alone has no titles.
@MainActor
package protocol SectionTitleSource: AnyObject {
    /// The title of `section`'s header or footer; `nil` for none, and out of range.
    /// - Parameters:
    ///   - kind: ``SupplementaryKind/header`` or ``SupplementaryKind/footer``;
    ///     any other kind has no title.
    ///   - section: The section's index.
    func title(ofKind kind: SupplementaryKind, inSection section: Int) -> String?
}

extension ListAdapter: SectionTitleSource {}
