extension StringProtocol {
    /// This section title's entry in a section index: its first character,
    /// upper-cased. An empty title gives "" rather than no entry, so that
    /// every section keeps its entry and entry *i* stays section *i*.
    @inlinable
    internal var sectionIndexTitle: String {
        first.map { String($0).uppercased() } ?? ""
    }
}
