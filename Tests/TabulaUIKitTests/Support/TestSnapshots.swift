// Portable: plain Tabula values, for the UIKit tests on every platform that has them.
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Tabula
import TabulaTesting

/// An item: an identifier and the content its cell shows.
struct TestItem: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { "\(id):\(content)" }
}

/// Sections identified by `Int`, whose model is an `Int` (the header's content).
typealias TestSnapshot = Snapshot<Int, Int, Int, TestItem>

/// One section as plain values: identifier, model, and items as (identifier, content).
typealias SectionSpec = (id: Int, model: Int, items: [(id: Int, content: Int)])

/// Builds a snapshot from plain values.
func makeSnapshot(_ sections: [SectionSpec]) -> TestSnapshot {
    TestSnapshot(sections: sections.map { section in
        TestSnapshot.Section(
            id: section.id, model: section.model,
            items: section.items.map { TestItem(id: $0.id, content: $0.content) }, itemID: \.id
        )
    })
}

/// Builds a snapshot whose section models and item contents are all 0.
func makeSnapshot(ids: [(Int, [Int])]) -> TestSnapshot {
    makeSnapshot(ids.map { (id: $0.0, model: 0, items: $0.1.map { (id: $0, content: 0) }) })
}

/// A random source snapshot and a target made from it by random edits:
/// sections deleted, inserted, moved and changed; items deleted, inserted,
/// moved (also across sections) and changed; now and then a duplicate
/// identifier, an empty section or an empty snapshot.
func randomPair(_ rng: inout SplitMix64) -> (source: TestSnapshot, target: TestSnapshot) {
    var nextID = 1
    func fresh() -> Int {
        defer { nextID += 1 }
        return nextID
    }
    var source: [SectionSpec] = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        (id: fresh(), model: 0, items: (0..<Int.random(in: 0...7, using: &rng)).map { _ in (id: fresh(), content: 0) })
    }
    if Int.random(in: 0..<8, using: &rng) == 0, let s = source.indices.randomElement(using: &rng),
        let duplicate = source.flatMap(\.items).randomElement(using: &rng)
    {
        source[s].items.insert(duplicate, at: Int.random(in: 0...source[s].items.count, using: &rng))
    }

    var target = source
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
        let nonEmpty = target.indices.filter { !target[$0].items.isEmpty }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0 where !target.isEmpty:
            target.remove(at: Int.random(in: 0..<target.count, using: &rng))
        case 1:
            let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in (id: fresh(), content: 0) }
            target.insert((id: fresh(), model: 0, items: items), at: Int.random(in: 0...target.count, using: &rng))
        case 2 where target.count > 1:
            let section = target.remove(at: Int.random(in: 0..<target.count, using: &rng))
            target.insert(section, at: Int.random(in: 0...target.count, using: &rng))
        case 3 where !target.isEmpty:
            target[Int.random(in: 0..<target.count, using: &rng)].model += 1
        case 4:
            guard let s = nonEmpty.randomElement(using: &rng) else { break }
            target[s].items.remove(at: Int.random(in: 0..<target[s].items.count, using: &rng))
        case 5 where !target.isEmpty:
            let s = Int.random(in: 0..<target.count, using: &rng)
            target[s].items.insert((id: fresh(), content: 0), at: Int.random(in: 0...target[s].items.count, using: &rng))
        case 6, 7:
            guard let s = nonEmpty.randomElement(using: &rng) else { break }
            let item = target[s].items.remove(at: Int.random(in: 0..<target[s].items.count, using: &rng))
            let t = Int.random(in: 0..<target.count, using: &rng)
            target[t].items.insert(item, at: Int.random(in: 0...target[t].items.count, using: &rng))
        case 8, 9:
            guard let s = nonEmpty.randomElement(using: &rng) else { break }
            target[s].items[Int.random(in: 0..<target[s].items.count, using: &rng)].content += 1
        default:
            break
        }
    }
    return (makeSnapshot(source), makeSnapshot(target))
}
#endif
