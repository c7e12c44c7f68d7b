extension HeadlessListView {
    /// Which identities the view compares with its data source after each batch.
    ///
    /// UIKit places cells by index arithmetic alone, so a batch whose counts
    /// add up can still leave cells showing the wrong items; the view records
    /// each as a ``BatchUpdateViolation/Rule/identityMismatch``. Comparing
    /// means asking the data source for the cells compared, which is what a
    /// batch costs on a long list.
    public enum IdentityCheck: Sendable, Hashable {
        /// Every header and cell of every section the batch changes (inserts,
        /// deletes, reloads, moves into or out of, reconfigures), and every
        /// header when the batch inserts, deletes, reloads or moves a section.
        ///
        /// A batch then costs O(sections + operations + cells of the sections
        /// it changes): one insert into a 100,000-row list of a thousand
        /// sections reads a hundred cells, not a hundred thousand. A section
        /// the data source changed without the batch saying so is not
        /// compared until ``HeadlessListView/verifyMatchesDataSource()``,
        /// which compares everything.
        case touchedSections
        /// Only what the batch writes and what is on screen: the items it
        /// inserts, reloads, moves and reconfigures, the headers of the
        /// sections it changes, and the rows on screen
        /// (``HeadlessListView/visibleRowCount``, from
        /// ``HeadlessListView/firstVisibleRow``) in those sections.
        ///
        /// A batch then costs O(sections + operations + rows on screen),
        /// whatever the size of the sections it changes — except a batch that
        /// moves items into a section, which reads that section. Items a wrong
        /// batch shifts off screen are not compared until
        /// ``HeadlessListView/verifyMatchesDataSource()``; with no
        /// ``HeadlessListView/visibleRowCount``, every row is on screen and
        /// this compares what ``touchedSections`` does.
        case touchedItems
        /// Every header and cell of every section, after every batch: the
        /// strictest check, O(all rows) per batch.
        case everySection
    }
}
