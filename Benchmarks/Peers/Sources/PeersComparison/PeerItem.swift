// What the peers diff: the scenario's items, in each peer's terms. Built
// before anything is timed or measured.
import BenchmarkScenarios

/// A scenario item for the peers: the same identifier and content as
/// `BenchmarkScenarios.Item`, as a type of this module so that it can take
/// the peers' protocols.
struct PeerItem: Hashable {
    var id: Int
    var content: Int

    init(_ item: Item) {
        id = item.id
        content = item.content
    }
}

/// A section's model for the peers that take sections: its identifier.
struct PeerSection: Hashable {
    var id: Int
}

/// A scenario's source and target, in every form the contenders take.
struct Inputs {
    var kind: ScenarioKind
    var scenario: Scenario
    /// The items of single-section scenarios; nil when the scenario has
    /// sections (DeepDiff, ListDiff and the standard library diff flat arrays).
    var flat: (old: [PeerItem], new: [PeerItem])?
    /// Every section's identifier and items.
    var sections: (old: [(PeerSection, [PeerItem])], new: [(PeerSection, [PeerItem])])
    /// Every item identifier, section after section (the hash floor's input).
    var identifiers: (old: [Int], new: [Int])

    init(_ kind: ScenarioKind) {
        self.kind = kind
        scenario = kind.make()
        func sections(_ snapshot: BenchmarkSnapshot) -> [(PeerSection, [PeerItem])] {
            snapshot.sections.map { (PeerSection(id: $0.id), $0.items.map(PeerItem.init)) }
        }
        self.sections = (sections(scenario.old), sections(scenario.new))
        if scenario.old.numberOfSections == 1 && scenario.new.numberOfSections == 1 {
            flat = (self.sections.old[0].1, self.sections.new[0].1)
        }
        identifiers = (Scenarios.identifiers(scenario.old), Scenarios.identifiers(scenario.new))
    }
}
