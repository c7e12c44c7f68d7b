extension Snapshot {
    /// One diagnostic per duplicated identifier, sections first, at most
    /// ``Diagnostic/maximumIdentifiers`` of each kind; empty when every
    /// identifier occurs once.
    /// - Parameter origin: What noticed them.
    /// - Complexity: O(*n*) hashing, for *n* items and sections.
    func duplicateDiagnostics(origin: Diagnostic.Origin) -> [Diagnostic] {
        let sections = duplicateSectionIdentifiers, items = duplicateItemIdentifiers
        guard !sections.isEmpty || !items.isEmpty else { return [] }
        return sections.prefix(Diagnostic.maximumIdentifiers).map {
            Diagnostic(kind: .duplicateSectionIdentifier, origin: origin, identifiers: [String(reflecting: $0)])
        } + items.prefix(Diagnostic.maximumIdentifiers).map {
            Diagnostic(kind: .duplicateItemIdentifier, origin: origin, identifiers: [String(reflecting: $0)])
        }
    }

    /// The item identifiers that occur more than once, each named once, in the
    /// order their second occurrences appear.
    ///
    /// The diff reports the duplicates it meets while hashing; this scans the
    /// whole snapshot, for a caller that wants every one (a diffable data source
    /// rejects any).
    ///
    /// - Complexity: O(*n*) hashing.
    public var duplicateItemIdentifiers: [ItemID] {
        var seen = Set<ItemID>(minimumCapacity: _itemCount)
        var reported = Set<ItemID>()
        var duplicates: [ItemID] = []
        for section in _sections {
            for id in section.itemIDs where !seen.insert(id).inserted && reported.insert(id).inserted {
                duplicates.append(id)
            }
        }
        return duplicates
    }

    /// The section identifiers that occur more than once, each named once, in
    /// the order their second occurrences appear. O(*s*) hashing.
    public var duplicateSectionIdentifiers: [SectionID] {
        // Distinct hash values prove distinct identifiers: a set of integers
        // settles the usual case, without copying an identifier (a type-erased
        // one is an existential, copied through its witnesses).
        var hashes = Set<Int>(minimumCapacity: _sections.count)
        var collided = false
        for index in _sections.indices where !hashes.insert(_sections[index].id.hashValue).inserted {
            collided = true
            break
        }
        guard collided else { return [] }
        var seen = Set<SectionID>(minimumCapacity: _sections.count)
        var reported = Set<SectionID>()
        var duplicates: [SectionID] = []
        for section in _sections where !seen.insert(section.id).inserted && reported.insert(section.id).inserted {
            duplicates.append(section.id)
        }
        return duplicates
    }
}
