import Tabula

/// The benchmarks' item: a 64-bit identifier and an integer of content.
public struct Item: Equatable, Identifiable, Sendable {
    public let id: Int
    public var content: Int

    @inlinable
    public init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
}

/// Section identifier, section model, item identifier, item.
public typealias BenchmarkSnapshot = Snapshot<Int, Int, Int, Item>

/// A source and a target snapshot to diff.
public struct Scenario: Sendable {
    public let kind: ScenarioKind
    public let old: BenchmarkSnapshot
    public let new: BenchmarkSnapshot
}

/// Every scenario the benchmarks measure. Each is built from its own fixed
/// seed, so it is the same on every machine and every run, whatever else was built.
public enum ScenarioKind: String, CaseIterable, Sendable {
    case edit5k = "edit-5k"
    case edit100k = "edit-100k"
    case edit1M = "edit-1M"
    case update100k = "update-100k"
    case reversed100k = "reversed-100k"
    case identical100k = "identical-100k"
    case sectioned100x1k = "sectioned-100x1k"

    /// The scenario's number, 1 to 7, as in Benchmarks/README.md.
    public var number: Int { Self.allCases.firstIndex(of: self)! + 1 }

    /// The size whose hash floor the scenario is compared with.
    public var floorSize: FloorSize {
        switch self {
        case .edit5k: return .n5k
        case .edit1M: return .n1M
        default: return .n100k
        }
    }

    public var summary: String {
        switch self {
        case .edit5k: return "1 section, 5k items: 1k deleted, 1k inserted, 200 moved"
        case .edit100k: return "1 section, 100k items: 10k deleted, 10k inserted, 2k moved"
        case .edit1M: return "1 section, 1M items: 100k deleted, 100k inserted, 20k moved"
        case .update100k: return "1 section, 100k items: same ids, 10% get content+1"
        case .reversed100k: return "1 section, 100k items reversed"
        case .identical100k: return "1 section, 100k items, equal but separately built"
        case .sectioned100x1k:
            return "100 sections x 1000 items: 10% items deleted, 10% inserted, 2% moved across sections; 5 sections deleted, 5 inserted, 5 moved"
        }
    }

    public func make() -> Scenario {
        let seed = 0x7AB0_1A00 &+ UInt64(number)
        switch self {
        case .edit5k: return Scenarios.edit(self, count: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, seed: seed)
        case .edit100k: return Scenarios.edit(self, count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, seed: seed)
        case .edit1M: return Scenarios.edit(self, count: 1_000_000, deletes: 100_000, inserts: 100_000, moves: 20_000, seed: seed)
        case .update100k: return Scenarios.contentUpdates(self, count: 100_000, updates: 10_000, seed: seed)
        case .reversed100k: return Scenarios.reversed(self, count: 100_000, seed: seed)
        case .identical100k: return Scenarios.identical(self, count: 100_000, seed: seed)
        case .sectioned100x1k:
            return Scenarios.sectioned(
                self, sections: 100, itemsPerSection: 1_000,
                itemDeletes: 10_000, itemInserts: 10_000, crossSectionMoves: 2_000,
                sectionDeletes: 5, sectionInserts: 5, sectionMoves: 5, seed: seed
            )
        }
    }
}

/// An identifier the diff does not mix: an `Int` in a struct whose `Hashable`
/// is synthesized, so it is hashed through `hashValue`, the standard library's
/// seeded hash, as the hash floor's `Int` keys are.
public struct HashedID: Hashable, Sendable {
    public let value: Int

    @inlinable
    public init(_ value: Int) { self.value = value }
}

/// A snapshot of the benchmarks' items identified by ``HashedID``.
public typealias HashedSnapshot = Snapshot<Int, Int, HashedID, Item>

extension Scenario {
    /// The same source and target, every item identified by ``HashedID``.
    public func hashedIdentifiers() -> (old: HashedSnapshot, new: HashedSnapshot) {
        func hashed(_ snapshot: BenchmarkSnapshot) -> HashedSnapshot {
            HashedSnapshot(sections: snapshot.sections.map { section in
                HashedSnapshot.Section(id: section.id, model: section.model, items: section.items,
                                       itemID: { HashedID($0.id) })
            })
        }
        return (hashed(old), hashed(new))
    }
}

/// The sizes of the baselines (hash floor, standard library diff).
public enum FloorSize: String, CaseIterable, Sendable {
    case n5k = "5k"
    case n100k = "100k"
    case n1M = "1M"

    /// The edit scenario of this size, whose identifiers the baselines use.
    public var editScenario: ScenarioKind {
        switch self {
        case .n5k: return .edit5k
        case .n100k: return .edit100k
        case .n1M: return .edit1M
        }
    }

    /// The old and new identifiers of ``editScenario``, as plain arrays.
    public func identifiers() -> (old: [Int], new: [Int]) {
        let scenario = editScenario.make()
        return (Scenarios.identifiers(scenario.old), Scenarios.identifiers(scenario.new))
    }
}

/// How the scenarios are built. Nothing here is measured.
public enum Scenarios {
    /// All item identifiers of a snapshot, section after section.
    public static func identifiers(_ snapshot: BenchmarkSnapshot) -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(snapshot.numberOfItems)
        for section in snapshot.sections { ids.append(contentsOf: section.itemIDs) }
        return ids
    }

    static func singleSection(_ items: [Item]) -> BenchmarkSnapshot {
        BenchmarkSnapshot(sections: [BenchmarkSnapshot.Section(id: 0, model: 0, items: items)])
    }

    static func makeItems(_ count: Int, ids: inout IDSource, rng: inout SplitMix64) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(Item(id: ids.next(), content: rng.below(1 << 30))) }
        return items
    }

    /// `count` distinct indexes in `0..<n`, in the order drawn, skipping those
    /// already marked; marks the drawn ones with `mark`.
    static func draw(_ count: Int, from marks: inout [UInt8], mark: UInt8, rng: inout SplitMix64) -> [Int] {
        precondition(count <= marks.lazy.filter { $0 == 0 }.count)
        var drawn: [Int] = []
        drawn.reserveCapacity(count)
        while drawn.count < count {
            let i = rng.below(marks.count)
            if marks[i] == 0 {
                marks[i] = mark
                drawn.append(i)
            }
        }
        return drawn
    }

    /// Puts each of `floaters` into a uniformly random gap of `base` (one of its
    /// `count + 1` gaps), keeping `base` in order. Floaters that land in the
    /// same gap keep their order in `floaters`.
    static func scatter<T>(_ floaters: [T], into base: [T], rng: inout SplitMix64) -> [T] {
        let gaps = floaters.map { _ in rng.below(base.count + 1) }
        let order = floaters.indices.sorted { (gaps[$0], $0) < (gaps[$1], $1) }
        var result: [T] = []
        result.reserveCapacity(base.count + floaters.count)
        var f = 0
        for gap in 0...base.count {
            while f < order.count && gaps[order[f]] == gap {
                result.append(floaters[order[f]])
                f += 1
            }
            if gap < base.count { result.append(base[gap]) }
        }
        return result
    }

    /// Deletes `deletes` random items, inserts `inserts` new ones at random
    /// places and moves `moves` random items (of the others) to random places.
    static func edit(
        _ items: [Item], deletes: Int, inserts: Int, moves: Int,
        ids: inout IDSource, rng: inout SplitMix64
    ) -> [Item] {
        var marks = [UInt8](repeating: 0, count: items.count)
        _ = draw(deletes, from: &marks, mark: 1, rng: &rng)
        var floaters = draw(moves, from: &marks, mark: 2, rng: &rng).map { items[$0] }
        var kept: [Item] = []
        kept.reserveCapacity(items.count - deletes - moves)
        for i in items.indices where marks[i] == 0 { kept.append(items[i]) }
        floaters.append(contentsOf: makeItems(inserts, ids: &ids, rng: &rng))
        rng.shuffle(&floaters)
        return scatter(floaters, into: kept, rng: &rng)
    }

    public static func edit(
        _ kind: ScenarioKind, count: Int, deletes: Int, inserts: Int, moves: Int, seed: UInt64
    ) -> Scenario {
        var ids = IDSource(seed: seed)
        var rng = SplitMix64(seed: ~seed)
        let old = makeItems(count, ids: &ids, rng: &rng)
        let new = edit(old, deletes: deletes, inserts: inserts, moves: moves, ids: &ids, rng: &rng)
        return Scenario(kind: kind, old: singleSection(old), new: singleSection(new))
    }

    public static func contentUpdates(_ kind: ScenarioKind, count: Int, updates: Int, seed: UInt64) -> Scenario {
        var ids = IDSource(seed: seed)
        var rng = SplitMix64(seed: ~seed)
        let old = makeItems(count, ids: &ids, rng: &rng)
        var new = old.map { Item(id: $0.id, content: $0.content) }  // fresh storage
        var marks = [UInt8](repeating: 0, count: count)
        for i in draw(updates, from: &marks, mark: 1, rng: &rng) { new[i].content += 1 }
        return Scenario(kind: kind, old: singleSection(old), new: singleSection(new))
    }

    public static func reversed(_ kind: ScenarioKind, count: Int, seed: UInt64) -> Scenario {
        var ids = IDSource(seed: seed)
        var rng = SplitMix64(seed: ~seed)
        let old = makeItems(count, ids: &ids, rng: &rng)
        return Scenario(kind: kind, old: singleSection(old), new: singleSection(Array(old.reversed())))
    }

    /// Builds the same items twice, from the same seed, so that the two
    /// snapshots are equal but share no storage (a diff cannot take the
    /// shortcut of identical buffers).
    public static func identical(_ kind: ScenarioKind, count: Int, seed: UInt64) -> Scenario {
        func build() -> BenchmarkSnapshot {
            var ids = IDSource(seed: seed)
            var rng = SplitMix64(seed: ~seed)
            return singleSection(makeItems(count, ids: &ids, rng: &rng))
        }
        return Scenario(kind: kind, old: build(), new: build())
    }

    /// Sections `0..<sections` of `itemsPerSection` items each, then: whole
    /// sections deleted; of the items of the surviving sections, `itemDeletes`
    /// deleted and `crossSectionMoves` moved, each to a random place in another
    /// surviving section; `itemInserts` new items put at random places of random
    /// surviving sections; `sectionMoves` surviving sections moved and
    /// `sectionInserts` new sections (of `itemsPerSection` new items) put at
    /// random places in the section order. Section models equal their identifiers.
    public static func sectioned(
        _ kind: ScenarioKind, sections: Int, itemsPerSection: Int,
        itemDeletes: Int, itemInserts: Int, crossSectionMoves: Int,
        sectionDeletes: Int, sectionInserts: Int, sectionMoves: Int,
        seed: UInt64
    ) -> Scenario {
        var ids = IDSource(seed: seed)
        var rng = SplitMix64(seed: ~seed)
        let oldSections: [(id: Int, items: [Item])] = (0..<sections).map { s in
            (s, makeItems(itemsPerSection, ids: &ids, rng: &rng))
        }

        // Whole sections deleted.
        var sectionMarks = [UInt8](repeating: 0, count: sections)
        _ = draw(sectionDeletes, from: &sectionMarks, mark: 1, rng: &rng)
        var survivors = oldSections.indices.filter { sectionMarks[$0] == 0 }.map { oldSections[$0] }

        // Item deletes and cross-section moves, drawn over all surviving items.
        var offsets: [Int] = []
        var total = 0
        for section in survivors { offsets.append(total); total += section.items.count }
        func locate(_ flat: Int) -> (section: Int, item: Int) {
            var lo = 0, hi = offsets.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if offsets[mid] <= flat { lo = mid } else { hi = mid - 1 }
            }
            return (lo, flat - offsets[lo])
        }
        var itemMarks = [UInt8](repeating: 0, count: total)
        _ = draw(itemDeletes, from: &itemMarks, mark: 1, rng: &rng)
        let moved = draw(crossSectionMoves, from: &itemMarks, mark: 2, rng: &rng)

        var floaters = [[Item]](repeating: [], count: survivors.count)
        for flat in moved {
            let (s, i) = locate(flat)
            var target = rng.below(survivors.count - 1)
            if target >= s { target += 1 }  // any surviving section but its own
            floaters[target].append(survivors[s].items[i])
        }
        for _ in 0..<itemInserts {
            floaters[rng.below(survivors.count)].append(Item(id: ids.next(), content: rng.below(1 << 30)))
        }
        for s in survivors.indices {
            var kept: [Item] = []
            kept.reserveCapacity(survivors[s].items.count)
            for (i, item) in survivors[s].items.enumerated() where itemMarks[offsets[s] + i] == 0 {
                kept.append(item)
            }
            rng.shuffle(&floaters[s])
            survivors[s].items = scatter(floaters[s], into: kept, rng: &rng)
        }

        // Section moves and inserts.
        var survivorMarks = [UInt8](repeating: 0, count: survivors.count)
        var sectionFloaters = draw(sectionMoves, from: &survivorMarks, mark: 2, rng: &rng).map { survivors[$0] }
        let staying = survivors.indices.filter { survivorMarks[$0] == 0 }.map { survivors[$0] }
        for k in 0..<sectionInserts {
            sectionFloaters.append((sections + k, makeItems(itemsPerSection, ids: &ids, rng: &rng)))
        }
        rng.shuffle(&sectionFloaters)
        let newSections = scatter(sectionFloaters, into: staying, rng: &rng)

        func snapshot(_ sections: [(id: Int, items: [Item])]) -> BenchmarkSnapshot {
            BenchmarkSnapshot(sections: sections.map { BenchmarkSnapshot.Section(id: $0.id, model: $0.id, items: $0.items) })
        }
        return Scenario(kind: kind, old: snapshot(oldSections), new: snapshot(newSections))
    }
}
