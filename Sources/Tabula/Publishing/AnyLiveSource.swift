import Foundation

/// What a ``LiveSourceDelegate`` can ask any live source (a
/// ``ListController``, a ``SectionTree``, a ``LiveOutline``…), whatever its
/// item and section types.
@MainActor
public protocol AnyLiveSource: AnyObject {
    /// The number of sections the source shows.
    var numberOfSections: Int { get }
    /// The number of items the source shows in all sections.
    var numberOfItems: Int { get }
    /// The number of items in section `section`, or `nil` when there is no such section.
    func numberOfItems(inSection section: Int) -> Int?
    /// The sections' titles, in order.
    var sectionTitles: [String] { get }
    /// The titles for a table view's section index: one per section, in
    /// section order, repeats kept, so that entry *i* is section *i*. A data
    /// source answers `sectionIndexTitles(for:)` with them and
    /// `tableView(_:sectionForSectionIndexTitle:at:)` with the index it is
    /// given; UIKit's index bar shows repeated titles as they are.
    ///
    /// Each entry is the first character of the section's title
    /// (``sectionTitles``), upper-cased, or "" for an empty title.
    var sectionIndexTitles: [String] { get }
}
