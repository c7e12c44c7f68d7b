// The contenders: Tabula, each peer that was built, the standard library's
// diff and the hash floor, each as one call on prepared inputs.
import BenchmarkScenarios
import Tabula

/// What a contender reports beside its time.
struct Counts {
    /// Items and sections moved, over all stages.
    var moves: Int
    /// Batches to apply in turn; nil for a library that does not stage.
    var stages: Int?
}

/// One library's call on one scenario.
struct Contender {
    var library: Library
    /// The call; its result is what is timed or measured, and must stay alive
    /// until the clock or the peak has been read.
    var call: () -> Any
    /// What the call's result reports.
    var counts: (Any) -> Counts?
    /// Other ways of doing the same work: a round takes the fastest of
    /// `call` and these (the hash floor has two ways of building its dictionary).
    var alternatives: [() -> Any] = []
}

enum Library: String, CaseIterable {
    case tabulaStaged = "tabula-staged"
    case tabulaChangeset = "tabula-changeset"
    case differenceKit = "differencekit"
    case deepDiff = "deepdiff"
    case listDiff = "listdiff"
    case standardLibrary = "stdlib"
    case hashFloor = "hash-floor"

    /// Whether this build has the library (the peers are compiled only when
    /// their sources are in Checkouts/).
    static func isBuilt(_ library: Library) -> Bool {
        switch library {
        case .differenceKit:
            #if PEER_DIFFERENCEKIT
            return true
            #else
            return false
            #endif
        case .deepDiff:
            #if PEER_DEEPDIFF
            return true
            #else
            return false
            #endif
        case .listDiff:
            #if PEER_LISTDIFF
            return true
            #else
            return false
            #endif
        default:
            return true
        }
    }

    /// The scenarios on which the standard library's diff finishes in
    /// reasonable time: its time grows with items × changes (Myers' diff).
    static let standardLibraryScenarios: Set<ScenarioKind> = [.edit5k, .identical100k]

    /// The contender for `inputs`, or why there is none.
    func contender(_ inputs: Inputs) -> Result<Contender, NotRun> {
        guard Library.isBuilt(self) else { return .failure(.notBuilt) }
        switch self {
        case .tabulaStaged:
            let old = inputs.scenario.old, new = inputs.scenario.new
            return .success(Contender(library: self, call: { StagedChangeset(source: old, target: new) }) { result in
                guard let staged = result as? StagedChangeset<Int, Int, Int, Item> else { return nil }
                let moves = staged.stages.reduce(0) { $0 + $1.batch.itemMoves.count + $1.batch.sectionMoves.count }
                return Counts(moves: moves, stages: staged.stages.count)
            })
        case .tabulaChangeset:
            let old = inputs.scenario.old, new = inputs.scenario.new
            return .success(Contender(library: self, call: { old.difference(to: new) }) { result in
                guard let changes = result as? Changeset else { return nil }
                return Counts(moves: changes.itemMoves.count + changes.sectionMoves.count, stages: nil)
            })
        case .differenceKit:
            return differenceKitContender(inputs)
        case .deepDiff:
            return deepDiffContender(inputs)
        case .listDiff:
            return listDiffContender(inputs)
        case .standardLibrary:
            guard let flat = inputs.flat else { return .failure(.noSections) }
            guard Library.standardLibraryScenarios.contains(inputs.kind) else { return .failure(.tooSlow) }
            return .success(Contender(library: self, call: { flat.new.difference(from: flat.old).inferringMoves() }) { result in
                guard let difference = result as? CollectionDifference<PeerItem> else { return nil }
                let moves = difference.insertions.reduce(0) { count, change in
                    if case .insert(_, _, associatedWith: .some) = change { return count + 1 }
                    return count
                }
                return Counts(moves: moves, stages: nil)
            })
        case .hashFloor:
            let ids = inputs.identifiers
            // The faster of the floor's two ways, as the paired benchmarks take
            // it; the memory measurement takes `uniqueKeys`, as BenchmarkMemory does.
            return .success(Contender(
                library: self, call: { HashFloor.uniqueKeys(old: ids.old, new: ids.new) }, counts: { _ in nil },
                alternatives: [{ HashFloor.insert(old: ids.old, new: ids.new) }]
            ))
        }
    }
}

/// Why a contender has no figure for a scenario.
enum NotRun: String, Error {
    case notBuilt = "not built"
    case noSections = "no sections"
    case tooSlow = "not run"
}
