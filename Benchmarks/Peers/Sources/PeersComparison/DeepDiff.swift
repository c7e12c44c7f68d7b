// DeepDiff's diff (Heckel's algorithm): flat arrays only, one batch.
#if PEER_DEEPDIFF
import DeepDiff

extension PeerItem: DiffAware {
    var diffId: Int { id }

    static func compareContent(_ a: PeerItem, _ b: PeerItem) -> Bool { a == b }
}

func deepDiffContender(_ inputs: Inputs) -> Result<Contender, NotRun> {
    guard let flat = inputs.flat else { return .failure(.noSections) }
    return .success(Contender(library: .deepDiff, call: { DeepDiff.diff(old: flat.old, new: flat.new) }) { result in
        guard let changes = result as? [Change<PeerItem>] else { return nil }
        return Counts(moves: changes.reduce(0) { $0 + ($1.move == nil ? 0 : 1) }, stages: nil)
    })
}
#else
func deepDiffContender(_ inputs: Inputs) -> Result<Contender, NotRun> { .failure(.notBuilt) }
#endif
