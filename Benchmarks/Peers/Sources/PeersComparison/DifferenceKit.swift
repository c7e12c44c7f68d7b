// DifferenceKit's StagedChangeset: flat arrays for single-section scenarios
// (what a user of one section writes), ArraySection otherwise.
#if PEER_DIFFERENCEKIT
import DifferenceKit

extension PeerItem: Differentiable {
    var differenceIdentifier: Int { id }
}

extension PeerSection: Differentiable {
    var differenceIdentifier: Int { id }
}

func differenceKitContender(_ inputs: Inputs) -> Result<Contender, NotRun> {
    func counts<C>(_ staged: StagedChangeset<C>) -> Counts {
        let moves = staged.reduce(0) { $0 + $1.elementMoved.count + $1.sectionMoved.count }
        return Counts(moves: moves, stages: staged.count)
    }
    if let flat = inputs.flat {
        return .success(Contender(library: .differenceKit, call: { StagedChangeset(source: flat.old, target: flat.new) }) {
            ($0 as? StagedChangeset<[PeerItem]>).map(counts)
        })
    }
    typealias Section = ArraySection<PeerSection, PeerItem>
    let old = inputs.sections.old.map { Section(model: $0.0, elements: $0.1) }
    let new = inputs.sections.new.map { Section(model: $0.0, elements: $0.1) }
    return .success(Contender(library: .differenceKit, call: { StagedChangeset(source: old, target: new) }) {
        ($0 as? StagedChangeset<[Section]>).map(counts)
    })
}
#else
func differenceKitContender(_ inputs: Inputs) -> Result<Contender, NotRun> { .failure(.notBuilt) }
#endif
