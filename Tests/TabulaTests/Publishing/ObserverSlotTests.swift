import Foundation
import Testing
@testable import Tabula

/// An observer is called through the same closure on every update: reading it
/// must not wrap it again. (Reading a closure through a generic `inout`
/// wrapped it in two reabstraction thunks per read, so the *n*-th delivery
/// ran through 2*n* nested calls: quadratic time, and a stack overflow after
/// some 100,000 updates.)
@Suite("Publishing: observer slots")
@MainActor
struct ObserverSlotTests {
    @Test func anObserverCalledManyTimesIsCalledDirectly() {
        let slot = ObserverSlot<Int> { _ in }
        // Deep enough to overflow the stack through nested thunks.
        for value in 0..<300_000 {
            slot.current?(value)
        }
        var received: [Int] = []
        let counting = ObserverSlot<Int> { received.append($0) }
        for value in 0..<3 { counting.current?(value) }
        #expect(received == [0, 1, 2])
    }

    @Test func aClearedSlotCallsNothing() {
        var calls = 0
        let slot = ObserverSlot<Int> { _ in calls += 1 }
        slot.current?(1)
        slot.clear()
        slot.current?(2)
        #expect(slot.current == nil)
        #expect(calls == 1)
    }

    @Test func aTokenReadManyTimesStaysCheap() {
        let token = ObservationToken {}
        for _ in 0..<300_000 where token.isCancelled { Issue.record("cancelled before cancel()") }
        token.cancel()
        #expect(token.isCancelled)
    }
}
