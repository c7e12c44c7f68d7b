extension LiveOutline {
    /// A section provider that shows this outline's visible rows as one
    /// section of a ``SectionTree`` and follows its updates; see
    /// ``LiveOutlineSectionProvider``.
    ///
    /// - Returns: A provider of the outline's section. It holds the outline.
    public func makeSectionProvider() -> LiveOutlineSectionProvider<SectionID, ItemID, Item> {
        LiveOutlineSectionProvider(self)
    }
}
