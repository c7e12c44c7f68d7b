import Foundation

/// What a ``LiveSourceDelegate`` can ask any live source — a
/// ``ListController``, a ``SectionTree`` — whatever its item and section types.
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
    /// The titles for a table view's section index: the first letter of each
    /// non-empty section title, upper-cased, without repeats.
    var sectionIndexTitles: [String] { get }
}
