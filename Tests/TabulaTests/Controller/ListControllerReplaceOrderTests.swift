import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// An item sorted by text: many ties (the insertion order breaks them), and
/// strings whose order differs between SQLite's byte order and Swift's
/// (canonically equivalent spellings are equal in Swift, not in bytes).
struct SortedTextRow: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var group: Int?
    var name: String
    var hidden = false

    var description: String { "\(id)(g\(group.map(String.init) ?? "-") \(name.debugDescription)\(hidden ? " h" : ""))" }
}

/// Replacing every item (`replace(with:)` and `replaceInBackground(with:)`)
/// starts the sort of each section from the order shown: whatever the order
/// of the array (sorted, sorted by bytes as SQLite's `ORDER BY` would, the
/// order shown with a few rows changed, shuffled), the list must show
/// exactly the declared order, checked against a plain stable sort and
/// grouping of the same array.
@Suite("List controller: replacing sorts from the order shown")
@MainActor
struct ListControllerReplaceOrderTests {
    /// Pieces of names, two to a name, whose orders differ between SQLite's
    /// `BINARY` collation (UTF-8 bytes) and Swift (canonical equivalence:
    /// precomposed and decomposed accents are equal in Swift): cases,
    /// accents both ways, a ligature, an emoji.
    ///
    /// Always two pieces: Swift 6.3's `String.<` is not a strict weak
    /// ordering when a decomposed accent ends one string and begins a
    /// longer one in precomposed form ("e\u{301}" and "éa" compare neither
    /// less nor equal), and no order is then *the* declared order. Over
    /// every name of two of these pieces it is one (checked exhaustively
    /// when this was written).
    static let pieces = ["a", "A", "b", "B", "e", "é", "e\u{301}", "ä", "a\u{308}", "z", "Z", "ß", "ss", "\u{FB01}", "fi", "😀"]

    /// How the next array is laid out.
    enum Layout: CaseIterable {
        /// In the declared order, as an `ORDER BY` that matches it gives them.
        case declared
        /// By the UTF-8 bytes of the name, then identifier: SQLite's `BINARY` collation.
        case bytes
        /// In the order of the previous array (a table scan in rowid order).
        case previous
        /// Shuffled.
        case shuffled
        /// Reversed from the declared order.
        case reversed
    }

    struct Setup: CustomTestStringConvertible, Sendable {
        var sectioned: Bool
        var filtered: Bool
        var background: Bool
        var testDescription: String {
            "\(sectioned ? "sectioned" : "flat"), \(filtered ? "filtered" : "unfiltered"), \(background ? "in the background" : "on the main actor")"
        }
    }

    nonisolated static let setups: [Setup] = [false, true].flatMap { sectioned in
        [false, true].flatMap { filtered in
            [false, true].map { background in Setup(sectioned: sectioned, filtered: filtered, background: background) }
        }
    }

    @Test(arguments: setups)
    func everyReplacementShowsTheDeclaredOrder(setup: Setup) async throws {
        for seed in UInt64(1)...6 {
            var rng = SplitMix64(seed: seed &* 0x9E37 &+ (setup.sectioned ? 1 : 0) &+ (setup.filtered ? 2 : 0) &+ (setup.background ? 4 : 0))
            let sectionKey: (@Sendable (SortedTextRow) -> Int?)? = setup.sectioned ? Self.group : nil
            let filter: (@Sendable (SortedTextRow) -> Bool)? = setup.filtered ? Self.isVisible : nil
            let itemOrder: ListItemOrder<SortedTextRow> = .by([.ascending { $0.name }])
            var configuration = ListConfiguration<SortedTextRow, Int>(
                sectionKey: sectionKey, sectionOrder: .ascending, itemOrder: itemOrder, filter: filter
            )
            configuration.backgroundThreshold = setup.background ? 1 : Int.max
            let controller = ListController<SortedTextRow, Int>(configuration: configuration)
            var nextID = 0
            var items = (0..<Int(rng.next() % 200)).map { _ in Self.randomRow(&rng, id: &nextID) }
            try controller.fetch(items)
            try Self.check(controller, items, "seed \(seed), fetch")
            for step in 0..<25 {
                items = Self.edited(items, &rng, nextID: &nextID)
                let layout = Layout.allCases[Int(rng.next() % UInt64(Layout.allCases.count))]
                items = Self.laidOut(items, layout, &rng)
                if setup.background {
                    let applied = try await controller.replaceInBackground(with: items)
                    #expect(applied, "seed \(seed), step \(step): a replacement was dropped")
                } else {
                    try controller.replace(with: items)
                }
                try Self.check(controller, items, "seed \(seed), step \(step), \(layout)")
                if rng.next() % 8 == 0 {
                    try Self.checkDuplicateChangesNothing(controller, items, "seed \(seed), step \(step)")
                }
            }
        }
    }

    nonisolated static let group: @Sendable (SortedTextRow) -> Int? = { $0.group }
    nonisolated static let isVisible: @Sendable (SortedTextRow) -> Bool = { !$0.hidden }

    /// A replacement with a duplicate identifier throws and leaves the list as it was.
    static func checkDuplicateChangesNothing(_ controller: ListController<SortedTextRow, Int>, _ items: [SortedTextRow], _ context: String) throws {
        guard let first = items.first else { return }
        let before = controller.snapshot
        var duplicated = items
        duplicated.append(SortedTextRow(id: first.id, group: first.group, name: first.name + "x"))
        #expect(throws: ListControllerError.self, "\(context): a duplicate identifier was accepted") {
            try controller.replace(with: duplicated)
        }
        #expect(controller.snapshot == before, "\(context): a rejected replacement changed the list")
        try check(controller, items, "\(context), after a rejected replacement")
    }

    /// The list shows `items` exactly in the declared order: sections
    /// ascending (the "no section" bucket last), items by name, ties in
    /// array order; and every shown item is found at its place.
    static func check(_ controller: ListController<SortedTextRow, Int>, _ items: [SortedTextRow], _ context: String) throws {
        let expected = model(items, sectioned: controller.configuration.sectionKey != nil, filtered: controller.configuration.filter != nil)
        let shown = controller.snapshot.sections.map { section in (section.id, section.items.map(\.id)) }
        let same = shown.count == expected.count && zip(shown, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        #expect(same, "\(context): shows \(shown), expected \(expected)")
        guard same else { return }
        for (s, section) in expected.enumerated() {
            for (i, id) in section.1.enumerated() where (s + i) % 7 == 0 {
                #expect(controller.indexPath(for: id) == IndexPath(item: i, section: s), "\(context): \(id) not found at its place")
            }
        }
    }

    /// The independent model: a stable sort by name (ties by array index),
    /// grouped by section key, sections ascending with `nil` last.
    static func model(_ items: [SortedTextRow], sectioned: Bool, filtered: Bool) -> [(Int?, [Int])] {
        let shown = items.enumerated().filter { !filtered || !$0.element.hidden }
        let sorted = shown.sorted { a, b in
            if a.element.name < b.element.name { return true }
            if b.element.name < a.element.name { return false }
            return a.offset < b.offset
        }.map(\.element)
        guard sectioned else { return [(nil, sorted.map(\.id))] }
        let keys = Set(sorted.map(\.group)).sorted { a, b in
            switch (a, b) {
            case let (a?, b?): return a < b
            case (.some, nil): return true
            default: return false
            }
        }
        return keys.map { key in (key, sorted.filter { $0.group == key }.map(\.id)) }
    }

    static func randomRow(_ rng: inout SplitMix64, id: inout Int) -> SortedTextRow {
        defer { id += 1 }
        return SortedTextRow(id: id, group: randomGroup(&rng), name: randomName(&rng), hidden: rng.next() % 6 == 0)
    }

    static func randomName(_ rng: inout SplitMix64) -> String {
        pieces[Int(rng.next() % UInt64(pieces.count))] + pieces[Int(rng.next() % UInt64(pieces.count))]
    }

    static func randomGroup(_ rng: inout SplitMix64) -> Int? {
        let value = Int(rng.next() % 6)
        return value == 5 ? nil : value
    }

    /// `items` with a few changes: names, groups and visibility changed, rows
    /// removed and added; now and then many at once.
    static func edited(_ items: [SortedTextRow], _ rng: inout SplitMix64, nextID: inout Int) -> [SortedTextRow] {
        var items = items
        let changes = rng.next() % 10 == 0 ? Int(rng.next() % 60) : Int(rng.next() % 4)
        for _ in 0..<changes {
            switch rng.next() % 5 {
            case 0 where !items.isEmpty:
                items[Int(rng.next() % UInt64(items.count))].name = randomName(&rng)
            case 1 where !items.isEmpty:
                items[Int(rng.next() % UInt64(items.count))].group = randomGroup(&rng)
            case 2 where !items.isEmpty:
                items[Int(rng.next() % UInt64(items.count))].hidden.toggle()
            case 3 where !items.isEmpty:
                items.remove(at: Int(rng.next() % UInt64(items.count)))
            default:
                items.insert(randomRow(&rng, id: &nextID), at: Int(rng.next() % UInt64(items.count + 1)))
            }
        }
        return items
    }

    static func laidOut(_ items: [SortedTextRow], _ layout: Layout, _ rng: inout SplitMix64) -> [SortedTextRow] {
        switch layout {
        case .declared:
            return items.sorted { ($0.group ?? Int.max, $0.name, $0.id) < ($1.group ?? Int.max, $1.name, $1.id) }
        case .bytes:
            return items.sorted { a, b in
                let x = Array(a.name.utf8), y = Array(b.name.utf8)
                return x != y ? x.lexicographicallyPrecedes(y) : a.id < b.id
            }
        case .previous:
            return items
        case .shuffled:
            return items.shuffled(using: &rng)
        case .reversed:
            return items.sorted { ($0.name, $0.id) > ($1.name, $1.id) }
        }
    }
}
