import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The provider's side of lazy loads: each call waits until the test
/// completes it, in whatever order the test picks.
@MainActor
final class LoadScript {
    typealias Children = [OutlineElement<Int, Int>]
    struct Call {
        var id: Int
        var continuation: CheckedContinuation<Children, any Error>
        var isCurrent = true
        var isResumed = false
    }
    var calls: [Call] = []
    var finished = 0
    var failures: [Int] = []
}

struct LoadFailed: Error {}

@Suite("LiveOutline lazy children")
@MainActor
struct LiveOutlineLoadingTests {
    /// The identifier of the loading row under `id`.
    static func loadingRow(_ id: Int) -> Int { 1_000_000 + id }

    @Test("loads complete out of order, fail, or are cancelled by a collapse or an edit", arguments: [ContentUpdateStyle.reload, .reconfigure])
    func randomLoads(style: ContentUpdateStyle) async throws {
        for seed in 0..<120 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var next = 0
            var model = NaiveOutline()
            model.roots = NaiveOutline.randomForest(size: Int.random(in: 1...25, using: &rng), next: &next, rng: &rng)
            func lazify(_ nodes: inout [NaiveOutline.Node]) {
                for i in nodes.indices {
                    if nodes[i].kind == .leaf && Bool.random(using: &rng) { nodes[i].kind = .notLoaded }
                    lazify(&nodes[i].children)
                }
            }
            lazify(&model.roots)
            let harness = try OutlineHarness(model: model, style: style)
            let live = harness.outline
            let script = LoadScript()
            live.childrenProvider = { [script] id in
                try await withCheckedThrowingContinuation { script.calls.append(.init(id: id, continuation: $0)) }
            }
            live.loadingElement = { id in .init(id: Self.loadingRow(id), item: -1) }
            live.loadDidFinish = { [script] in script.finished += 1 }
            live.didFailToLoadChildren = { [script] id, _ in script.failures.append(id) }
            var expectedFailures: [Int] = []

            for step in 0..<30 {
                harness.label = "seed \(seed) step \(step) \(style)"
                let ids = harness.model.allIDs.filter { $0 < 1_000_000 }
                guard !ids.isEmpty else { break }  // every item deleted
                let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
                let currentCall = script.calls.indices.first { script.calls[$0].id == id && script.calls[$0].isCurrent }
                /// Marks the loads of `gone` stale: their answers must change nothing.
                func outdateCalls(of gone: Set<Int>) {
                    for index in script.calls.indices where script.calls[index].isCurrent && gone.contains(script.calls[index].id) {
                        script.calls[index].isCurrent = false
                        #expect(!live.isLoadingChildren(of: script.calls[index].id), "\(harness.label): the edit cancels the load")
                    }
                }
                switch Int.random(in: 0..<9, using: &rng) {
                case 7:
                    // New children for an item, maybe one whose children are
                    // loading: the edit wins over the load.
                    let children = NaiveOutline.randomForest(size: Int.random(in: 0...3, using: &rng), next: &next, rng: &rng)
                    let replaced = Set(harness.model.subtreeIDs(id))
                    try live.update { try $0.replace(childrenOf: id, using: Outline(NaiveOutline.elements(children))) }
                    for gone in replaced where gone != id { harness.model.expanded.remove(gone) }
                    harness.model.editChildren(of: id) { c, kind in
                        c = children
                        if !children.isEmpty || kind == .leaf { kind = .loaded }
                    }
                    let stillWaiting = harness.model.find(id)?.kind == .notLoaded
                    outdateCalls(of: stillWaiting ? replaced.subtracting([id]) : replaced)
                case 8:
                    let removed = Set(harness.model.subtreeIDs(id))
                    try live.update { $0.delete([id]) }
                    harness.model.delete(id)
                    outdateCalls(of: removed)
                case 6:
                    // Expanding all loads the children of every item it
                    // expands that has none loaded and no load in flight.
                    try live.expandAll()
                    var starting: [Int] = []
                    for node in harness.model.allIDs.compactMap({ harness.model.find($0) }) where node.kind != .leaf {
                        harness.model.expanded.insert(node.id)
                        if node.kind == .notLoaded { starting.append(node.id) }
                    }
                    for id in starting {
                        #expect(live.isLoadingChildren(of: id), "\(harness.label)")
                        harness.model.editChildren(of: id) { children, kind in
                            children = [.init(id: Self.loadingRow(id), item: -1, kind: .leaf)]
                            kind = .loaded
                        }
                    }
                    // Wait for the provider calls of the loads that did
                    // start (a missing one fails above, and must not hang).
                    let expected = script.calls.count + starting.filter { live.isLoadingChildren(of: $0) }.count
                    while script.calls.count < expected { await Task.yield() }
                case 0, 5:
                    let node = harness.model.find(id)
                    let startsLoad = node?.kind == .notLoaded && !harness.model.expanded.contains(id)
                    try live.expand(id)
                    harness.model.expanded.insert(id)
                    if startsLoad {
                        #expect(live.isLoadingChildren(of: id), "\(harness.label)")
                        harness.model.editChildren(of: id) { children, kind in
                            children = [.init(id: Self.loadingRow(id), item: -1, kind: .leaf)]
                            kind = .loaded
                        }
                        // Wait until the provider is called, so calls line up with loads.
                        let expected = script.calls.count + 1
                        while script.calls.count < expected { await Task.yield() }
                    }
                case 1, 4:
                    guard harness.model.expanded.contains(id) else { continue }
                    try live.collapse(id)
                    harness.model.expanded.remove(id)
                    if let currentCall {
                        script.calls[currentCall].isCurrent = false
                        harness.model.editChildren(of: id) { children, kind in
                            children = []
                            kind = .notLoaded
                        }
                        #expect(!live.isLoadingChildren(of: id), "\(harness.label): collapsing cancels the load")
                    }
                default:
                    let open = script.calls.indices.filter { !script.calls[$0].isResumed }
                    guard !open.isEmpty else { continue }
                    let index = open[Int.random(in: 0..<open.count, using: &rng)]
                    let call = script.calls[index]
                    script.calls[index].isResumed = true
                    let fails = Int.random(in: 0..<4, using: &rng) == 0
                    let children = NaiveOutline.randomForest(size: Int.random(in: 0...5, using: &rng), next: &next, rng: &rng)
                    let finished = script.finished
                    if fails {
                        call.continuation.resume(throwing: LoadFailed())
                    } else {
                        call.continuation.resume(returning: NaiveOutline.elements(children))
                    }
                    while script.finished == finished { await Task.yield() }
                    if call.isCurrent {
                        script.calls[index].isCurrent = false
                        if fails {
                            expectedFailures.append(call.id)
                            harness.model.expanded.remove(call.id)
                            harness.model.editChildren(of: call.id) { c, kind in
                                c = []
                                kind = .notLoaded
                            }
                        } else {
                            harness.model.editChildren(of: call.id) { c, _ in c = children }
                        }
                    }
                }
                guard harness.check("step \(step)") else { break }
            }
            #expect(script.failures == expectedFailures, "seed \(seed): failures reported")
            // Finish every load still waiting, so no task outlives the test.
            for index in script.calls.indices where !script.calls[index].isResumed {
                script.calls[index].isResumed = true
                let finished = script.finished
                script.calls[index].continuation.resume(throwing: CancellationError())
                while script.finished == finished { await Task.yield() }
            }
        }
    }
}
