// ListDiff's List.diffing (a port of IGListKit's diff): flat arrays only, one batch.
#if PEER_LISTDIFF
import ListDiff

extension PeerItem: Diffable {
    var diffIdentifier: AnyHashable { id }
}

func listDiffContender(_ inputs: Inputs) -> Result<Contender, NotRun> {
    guard let flat = inputs.flat else { return .failure(.noSections) }
    return .success(Contender(library: .listDiff, call: { List.diffing(oldArray: flat.old, newArray: flat.new) }) { result in
        guard let changes = result as? List.Result else { return nil }
        return Counts(moves: changes.moves.count, stages: nil)
    })
}
#else
func listDiffContender(_ inputs: Inputs) -> Result<Contender, NotRun> { .failure(.notBuilt) }
#endif
