import Tabula
import TabulaTesting

/// A random source snapshot and a target made from it by random edits: section
/// deletes, inserts, moves and content changes; item deletes, inserts, moves
/// within and across sections, content changes; occasionally duplicates, empty
/// sections and empty snapshots.
func randomPair(_ rng: inout SplitMix64, profile: RandomPairProfile = .init()) -> (TestSnapshot, TestSnapshot) {
    var nextItemID = 1
    var nextSectionID = 1
    func freshItem(_ rng: inout SplitMix64) -> (Int, Int) {
        defer { nextItemID += 1 }
        return (nextItemID, Int.random(in: 0..<3, using: &rng))
    }
    var old: [(Int, Int, [(Int, Int)])] = []
    let sectionCount = Int.random(in: 0...profile.maxSections, using: &rng)
    for _ in 0..<sectionCount {
        let count = Int.random(in: 0...profile.maxItemsPerSection, using: &rng)
        old.append((nextSectionID, Int.random(in: 0..<3, using: &rng), (0..<count).map { _ in freshItem(&rng) }))
        nextSectionID += 1
    }
    if profile.duplicates && Int.random(in: 0..<6, using: &rng) == 0 {
        // Duplicate some identifiers in the source.
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let all = old.flatMap(\.2)
            guard let pick = all.randomElement(using: &rng), !old.isEmpty else { break }
            let s = Int.random(in: 0..<old.count, using: &rng)
            old[s].2.insert(pick, at: Int.random(in: 0...old[s].2.count, using: &rng))
        }
    }
    if profile.duplicates && old.count > 1 && Int.random(in: 0..<15, using: &rng) == 0 {
        old[1].0 = old[0].0  // duplicate section identifier
    }

    var new = old
    let edits = Int.random(in: 0...8, using: &rng)
    for _ in 0..<edits {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0 where !new.isEmpty:  // delete section
            new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        case 1:  // insert section
            let count = Int.random(in: 0...profile.maxItemsPerSection / 2, using: &rng)
            new.insert((nextSectionID, 0, (0..<count).map { _ in freshItem(&rng) }), at: Int.random(in: 0...new.count, using: &rng))
            nextSectionID += 1
        case 2 where profile.sectionMoves && new.count > 1:  // move section
            let section = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
        case 3 where profile.contentChanges && !new.isEmpty:  // section content
            new[Int.random(in: 0..<new.count, using: &rng)].1 += 1
        case 4...5:  // delete item
            let candidates = new.indices.filter { !new[$0].2.isEmpty }
            guard let s = candidates.randomElement(using: &rng) else { break }
            new[s].2.remove(at: Int.random(in: 0..<new[s].2.count, using: &rng))
        case 6...7 where !new.isEmpty:  // insert item
            let s = Int.random(in: 0..<new.count, using: &rng)
            new[s].2.insert(freshItem(&rng), at: Int.random(in: 0...new[s].2.count, using: &rng))
        case 8...9 where !new.isEmpty:  // move item, maybe across sections
            let candidates = new.indices.filter { !new[$0].2.isEmpty }
            guard let s = candidates.randomElement(using: &rng) else { break }
            let item = new[s].2.remove(at: Int.random(in: 0..<new[s].2.count, using: &rng))
            let t = Int.random(in: 0..<new.count, using: &rng)
            new[t].2.insert(item, at: Int.random(in: 0...new[t].2.count, using: &rng))
        case 10 where profile.contentChanges:  // item content
            let candidates = new.indices.filter { !new[$0].2.isEmpty }
            guard let s = candidates.randomElement(using: &rng) else { break }
            new[s].2[Int.random(in: 0..<new[s].2.count, using: &rng)].1 += 1
        case 11 where profile.duplicates && Int.random(in: 0..<4, using: &rng) == 0 && !new.isEmpty:
            // A duplicate that exists only in the target.
            let all = new.flatMap(\.2)
            guard let pick = all.randomElement(using: &rng) else { break }
            let s = Int.random(in: 0..<new.count, using: &rng)
            new[s].2.insert(pick, at: Int.random(in: 0...new[s].2.count, using: &rng))
        default:
            break
        }
    }
    return (makeSnapshot(old), makeSnapshot(new))
}
