import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The item list of a section node writes replacements, insertions and
/// removals into a spare copy instead of copying what it published; what it
/// published never changes.
@Suite("CompositionItemList: in-place changes through a spare list")
struct CompositionItemListTests {
    private static func item(_ stamp: UInt64) -> CompositionItem { CompositionItem(value: stamp, stamp: stamp) }

    private static func stamps(_ items: ContiguousArray<CompositionItem>) -> [UInt64] { items.map(\.stamp) }

    private static func address(_ items: ContiguousArray<CompositionItem>) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("random replacements, insertions, removals, moves and shares: the list follows its model, shared lists never change", arguments: 0..<40)
    func randomOperations(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 7_919 &+ 1)
        var next: UInt64 = 1
        func fresh() -> UInt64 {
            next += 1
            return next
        }
        var list = CompositionItemList()
        var model: [UInt64] = (0..<Int.random(in: 0...200, using: &rng)).map { _ in fresh() }
        list.set(ContiguousArray(model.map(Self.item)))
        // Lists handed out, each with the stamps it had then: snapshots a view still holds.
        var held: [(items: ContiguousArray<CompositionItem>, stamps: [UInt64])] = []
        for _ in 0..<400 {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<20:
                held.append((list.share(), model))
            case 20..<35 where !held.isEmpty:
                held.remove(at: Int.random(in: 0..<held.count, using: &rng))
            case 35..<75 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng), stamp = fresh()
                list.replace(at: index, with: Self.item(stamp))
                model[index] = stamp
            case 75..<83:
                let index = Int.random(in: 0...model.count, using: &rng), stamp = fresh()
                list.insert(Self.item(stamp), at: index)
                model.insert(stamp, at: index)
            case 83..<90 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                list.remove(at: index)
                model.remove(at: index)
            case 90..<92:
                let index = Int.random(in: 0...model.count, using: &rng)
                let stamps = (0..<Int.random(in: 0...12, using: &rng)).map { _ in fresh() }
                list.insert(contentsOf: ContiguousArray(stamps.map(Self.item)), at: index)
                model.insert(contentsOf: stamps, at: index)
            case 92..<93 where !model.isEmpty:
                let lower = Int.random(in: 0...model.count, using: &rng)
                let range = lower..<Int.random(in: lower...Swift.min(model.count, lower + 12), using: &rng)
                list.removeSubrange(range)
                model.removeSubrange(range)
            case 93..<95 where model.count > 1:
                let source = Int.random(in: 0..<model.count, using: &rng)
                let destination = Int.random(in: 0..<model.count, using: &rng)
                list.insert(list.remove(at: source), at: destination)
                model.insert(model.remove(at: source), at: destination)
            case 95..<100:
                model = (0..<Int.random(in: 0...200, using: &rng)).map { _ in fresh() }
                list.set(ContiguousArray(model.map(Self.item)))
            default:
                continue
            }
            #expect(Self.stamps(list.items) == model)
            #expect(list.items.map { $0.value as? UInt64 } == model.map { Optional($0) })
            for (items, stamps) in held { #expect(Self.stamps(items) == stamps) }
        }
    }

    @Test("once the published list is let go, the next replacement writes into it instead of copying")
    func reusesTheReleasedList() throws {
        var list = CompositionItemList()
        list.set(ContiguousArray((0..<100).map { Self.item(UInt64($0)) }))
        var first: ContiguousArray<CompositionItem>? = list.share()
        let firstAddress = try #require(first.flatMap(Self.address))
        list.replace(at: 3, with: Self.item(1_003))
        // The first list was shared: the replacement copied it.
        #expect(Self.address(list.items) != firstAddress)
        first = nil
        // Takes the first list's memory if it was freed, so that a copy cannot land there by chance.
        let blocker = ContiguousArray(repeating: Self.item(0), count: 100)
        let second = list.share()
        list.replace(at: 5, with: Self.item(1_005))
        // The first list, no longer held, was brought up to date and written into.
        #expect(Self.address(list.items) == firstAddress)
        #expect(Self.address(blocker) != firstAddress)
        var expected = (0..<100).map { UInt64($0) }
        expected[3] = 1_003
        #expect(Self.stamps(second) == expected)
        expected[5] = 1_005
        #expect(Self.stamps(list.items) == expected)
    }

    @Test("once the published list is let go, the next insertion or removal writes into it instead of copying")
    func editsReuseTheReleasedList() throws {
        var list = CompositionItemList()
        // Room to grow, so that replaying the insertion need not move the list.
        list.set(Self.roomy((0..<100).map { Self.item(UInt64($0)) }))
        var first: ContiguousArray<CompositionItem>? = list.share()
        let firstAddress = try #require(first.flatMap(Self.address))
        list.insert(Self.item(1_000), at: 10)
        #expect(Self.address(list.items) != firstAddress)
        first = nil
        // Takes the first list's memory if it was freed, so that a copy cannot land there by chance.
        let blocker = Self.roomy(Array(repeating: Self.item(0), count: 100))
        let second = list.share()
        list.remove(at: 50)
        // The first list, no longer held, got the insertion replayed and the removal written.
        #expect(Self.address(list.items) == firstAddress)
        #expect(Self.address(blocker) != firstAddress)
        var expected = (0..<100).map { UInt64($0) }
        expected.insert(1_000, at: 10)
        #expect(Self.stamps(second) == expected)
        expected.remove(at: 50)
        #expect(Self.stamps(list.items) == expected)
    }

    @Test("more insertions and removals, or more items written, than replaying is worth drop the spare")
    func limitsDropTheSpare() {
        var list = CompositionItemList()
        list.set(ContiguousArray((0..<100).map { Self.item(UInt64($0)) }))
        let published = list.share()
        for k in 0..<CompositionItemList.maximumShifts { list.insert(Self.item(UInt64(1_000 + k)), at: 0) }
        #expect(list.spare != nil)
        list.remove(at: 0)
        #expect(list.spare == nil, "one shift past the limit")

        list.set(ContiguousArray((0..<100).map { Self.item(UInt64($0)) }))
        let republished = list.share()
        let limit = CompositionItemList.maximumWritten(100)
        for k in 0..<limit { list.replace(at: k, with: Self.item(UInt64(2_000 + k))) }
        #expect(list.spare != nil)
        list.replace(at: 0, with: Self.item(3_000))
        #expect(list.spare == nil, "one item written past the limit")
        #expect(Self.stamps(published) == (0..<100).map { UInt64($0) })
        #expect(Self.stamps(republished) == (0..<100).map { UInt64($0) })
    }

    @Test("values removed from a section are released once views let go: a section under the spare's size keeps no spare")
    func removedValuesAreReleased() {
        final class Payload: Sendable {}
        var list = CompositionItemList()
        weak var removed: Payload?
        do {
            let payloads = (0..<100).map { _ in Payload() }
            removed = payloads[0]
            list.set(ContiguousArray(payloads.enumerated().map { CompositionItem(value: $1, stamp: UInt64($0)) }))
            var held: ContiguousArray<CompositionItem>? = list.share()
            list.removeSubrange(0..<100)
            held = nil
            _ = held
        }
        #expect(list.items.isEmpty)
        #expect(list.spare == nil)
        #expect(removed == nil, "an empty section kept the removed values in its spare")
    }

    /// `items` in storage with room for twice as many, so that a list
    /// written in place need not move.
    private static func roomy(_ items: [CompositionItem]) -> ContiguousArray<CompositionItem> {
        var list = ContiguousArray<CompositionItem>()
        list.reserveCapacity(2 * items.count + 8)
        list.append(contentsOf: items)
        return list
    }
}
