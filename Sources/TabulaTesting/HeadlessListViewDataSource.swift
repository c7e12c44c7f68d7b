import Foundation

/// Supplies a ``HeadlessListView`` with its sections and cells, like
/// `UICollectionViewDataSource` does for a collection view.
///
/// The view asks for everything it shows: it loads the whole model on first
/// use and on ``HeadlessListView/reloadData()``, reads the counts after every
/// batch update, and takes fresh cells for inserted, reloaded and reconfigured
/// items. Change the model *inside* the batch's `updates` closure, never before
/// the batch starts, exactly as UIKit requires.
@MainActor
public protocol HeadlessListViewDataSource: AnyObject {
    /// The number of sections in the model.
    func numberOfSections(in listView: HeadlessListView) -> Int

    /// The number of items in `section` of the model.
    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`: the item's identity and content.
    ///
    /// The view only asks for index paths with two indexes (section, item),
    /// both in range of the counts this data source reports.
    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell

    /// The header of `section`: the section's identity and content.
    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell

    /// The footer of `section`, or `nil` for a section without one. By
    /// default, `nil`.
    func listView(_ listView: HeadlessListView, footerForSection section: Int) -> HeadlessListView.Cell?
}

extension HeadlessListViewDataSource {
    /// No footer.
    public func listView(_ listView: HeadlessListView, footerForSection section: Int) -> HeadlessListView.Cell? {
        nil
    }
}
