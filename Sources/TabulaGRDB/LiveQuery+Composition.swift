import Tabula

extension LiveQuery {
    /// A section provider that shows this query's sections in a ``/Tabula/SectionTree``,
    /// in the role of Composed's `ManagedSection`.
    ///
    /// The provider follows the ``controller``; keep the query alive as long
    /// as the tree should follow the database, since the query is what feeds
    /// the controller (the provider does not retain it).
    ///
    /// - Returns: A provider of the controller's sections.
    public func makeSectionProvider() -> ListControllerSectionProvider<Record, SectionKey> {
        ListControllerSectionProvider(controller)
    }
}
