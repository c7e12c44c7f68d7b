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

    /// The titles of the view's section index, one per section, so that
    /// entry *i* is section *i*; `nil` for no index.
    var sectionIndexTitles: [String]? { get }
}

extension ListAdapter: SectionTitleSource {
    /// The titles of the view's section index: ``sectionIndexTitle`` of
    /// each section of ``shown``; `nil` without it, and while the view shows
    /// the ``emptyState`` row or no section.
    /// - Complexity: O(*s*) in the number of sections, plus the calls of ``sectionIndexTitle``.
    package var sectionIndexTitles: [String]? {
        guard let sectionIndexTitle, !isShowingOwnEmptyState, shown.numberOfSections > 0 else { return nil }
        return shown.sectionIndexTitles(sectionIndexTitle)
    }
}
