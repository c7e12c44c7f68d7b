import Foundation
@testable import Tabula

/// A deliberately simple, quadratic reference for the diff: k-th occurrence
/// matching by scanning, and a quadratic longest increasing subsequence. The
/// real diff must agree with it on every deleted, inserted and updated
/// element, and on the number of moves (which must be the minimum).
struct NaiveDiff {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoveCount = 0
    var sectionUpdates: [Changeset.Update<Int>] = []
    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var crossSectionMoves: Set<Changeset.Move<IndexPath>> = []
    var itemMoveCount = 0
    var itemUpdates: [Changeset.Update<IndexPath>] = []

    static func kthMatch<T: Equatable>(_ old: [T], _ new: [T]) -> [Int?] {
        var used = [Bool](repeating: false, count: old.count)
        return new.map { value in
            guard let i = old.indices.first(where: { !used[$0] && old[$0] == value }) else { return nil }
            used[i] = true
            return i
        }
    }

    static func lisLength(_ values: [Int]) -> Int {
        guard !values.isEmpty else { return 0 }
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    init(_ old: TestSnapshot, _ new: TestSnapshot) {
        let oldSections = Array(old.sections), newSections = Array(new.sections)
        let sectionMatch = Self.kthMatch(oldSections.map(\.id), newSections.map(\.id))
        var oldSectionMatched = [Int?](repeating: nil, count: oldSections.count)
        for (n, o) in sectionMatch.enumerated() { if let o { oldSectionMatched[o] = n } }
        sectionDeletes = oldSections.indices.filter { oldSectionMatched[$0] == nil }
        sectionInserts = newSections.indices.filter { sectionMatch[$0] == nil }
        let survivors = sectionMatch.compactMap { $0 }
        sectionMoveCount = survivors.count - Self.lisLength(survivors)
        for (n, o) in sectionMatch.enumerated() {
            if let o, oldSections[o].model != newSections[n].model { sectionUpdates.append(.init(old: o, new: n)) }
        }

        var oldFlat: [(Int, Int, Int)] = []  // (section, item, id)
        for (s, section) in oldSections.enumerated() where oldSectionMatched[s] != nil {
            for (i, id) in section.itemIDs.enumerated() { oldFlat.append((s, i, id)) }
        }
        var newFlat: [(Int, Int, Int)] = []
        for (s, section) in newSections.enumerated() where sectionMatch[s] != nil {
            for (i, id) in section.itemIDs.enumerated() { newFlat.append((s, i, id)) }
        }
        let itemMatch = Self.kthMatch(oldFlat.map(\.2), newFlat.map(\.2))
        var oldMatched = [Bool](repeating: false, count: oldFlat.count)
        var staying: [Int: [Int]] = [:]
        for (k, o) in itemMatch.enumerated() {
            let (ns, ni, _) = newFlat[k]
            guard let o else {
                itemInserts.append(IndexPath(item: ni, section: ns))
                continue
            }
            oldMatched[o] = true
            let (os, oi, _) = oldFlat[o]
            if sectionMatch[ns] == os {
                staying[ns, default: []].append(oi)
            } else {
                crossSectionMoves.insert(.init(source: IndexPath(item: oi, section: os), destination: IndexPath(item: ni, section: ns)))
            }
            if oldSections[os].items[oi] != newSections[ns].items[ni] {
                itemUpdates.append(.init(old: IndexPath(item: oi, section: os), new: IndexPath(item: ni, section: ns)))
            }
        }
        itemDeletes = oldFlat.indices.filter { !oldMatched[$0] }.map { IndexPath(item: oldFlat[$0].1, section: oldFlat[$0].0) }
        itemMoveCount = crossSectionMoves.count + staying.values.reduce(0) { $0 + $1.count - Self.lisLength($1) }
    }
}
