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
        /// Every header and cell of every section, after every batch: the
        /// strictest check, O(all rows) per batch.
        case everySection
    }
}
