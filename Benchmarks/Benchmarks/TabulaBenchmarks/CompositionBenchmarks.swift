// Composition benchmarks (issue 4): a tree of 10k sections in nested
// providers — 2 levels of composed providers above 100 groups, each a composed
// provider holding a composed provider of 100 array sections of 10 Ints — and
// the three costs the issue asks for:
//
// - P1 global→local: 10,000 lookups `tree.location(ofSection:)` of
//   pseudo-random global sections (binary search per level, no scan);
// - P2 one leaf insert with its propagation: `section.append(_:)` on a
//   pseudo-random section, delivered to an `onUpdate` consumer as a staged
//   changeset (the direct path: no diff), then `remove(at:)` to keep the size;
// - P3 adding 1k sections at once: `append(contentsOf:)` of 1,000 sections to
//   a provider of the tree, then removing them again (unmeasured);
// - P4 adding 1k sections one by one inside one `performBatchUpdates` (one
//   diffed transaction), the case that took the Composed library tens of
//   seconds for 100–150 sections;
// - P5 adding 100 sections one by one, each its own transaction.
//
// The tree is built in the setup closure. Everything is @MainActor: the
// benchmark bodies hop to the main actor with `onMain` (MainThread.swift).
import Benchmark
import Foundation
import Tabula

/// The 10k-section tree and handles into it.
@MainActor
final class CompositionFixture {
    let tree: SectionTree
    let holder: ComposedSectionProvider
    let sections: [ArraySection<Int>]
    var delivered = 0

    init(groups: Int = 100, sectionsPerGroup: Int = 100, itemsPerSection: Int = 10) {
        var all: [ArraySection<Int>] = []
        var children: [any Composable] = []
        for g in 0..<groups {
            let leaves = (0..<sectionsPerGroup).map { s in
                ArraySection<Int>(Array(0..<itemsPerSection).map { (g * sectionsPerGroup + s) * itemsPerSection + $0 })
            }
            all += leaves
            children.append(ComposedSectionProvider([ComposedSectionProvider(leaves)]))
        }
        holder = ComposedSectionProvider(children)
        sections = all
        // The root is a fresh provider, so `try!` cannot fail here (benchmark setup only).
        tree = try! SectionTree(root: ComposedSectionProvider([holder]))
        tree.onUpdate = { [unowned self] update in self.delivered &+= update.stagedChangeset.stages.count }
    }
}

func compositionBenchmarks() {
    let small = Budget(warmup: 3, maxIterations: 2_000, maxSeconds: 5).configuration
    let medium = Budget(warmup: 1, maxIterations: 200, maxSeconds: 8).configuration

    Benchmark("P1 composition-10k global-to-local x10k", configuration: small) { benchmark, fixture in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            for _ in benchmark.scaledIterations {
                var found = 0
                for k in 0..<10_000 {
                    if fixture.tree.location(ofSection: (k &* 7_919) % 10_000) != nil { found &+= 1 }
                }
                blackHole(found)
            }
        }
    } setup: {
        await MainActor.run { CompositionFixture() }
    }

    Benchmark("P2 composition-10k leaf-insert+remove", configuration: small) { benchmark, fixture in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            var k = 0
            for _ in benchmark.scaledIterations {
                let section = fixture.sections[(k &* 7_919) % fixture.sections.count]
                k &+= 1
                section.append(k)
                _ = try? section.remove(at: section.count - 1)
            }
            blackHole(fixture.delivered)
        }
    } setup: {
        await MainActor.run { CompositionFixture() }
    }

    Benchmark("P3 composition-10k add-1k-sections-at-once", configuration: medium) { benchmark, fixture in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            for _ in benchmark.scaledIterations {
                let added = ComposedSectionProvider()
                let newSections: [any Composable] = (0..<1_000).map { ArraySection<Int>([$0, $0 + 1, $0 + 2]) }
                benchmark.startMeasurement()
                _ = try? added.append(contentsOf: newSections)   // not in the tree yet: no delivery
                _ = try? fixture.holder.append(added)             // one transaction: 1k sections inserted
                benchmark.stopMeasurement()
                _ = try? fixture.holder.remove(added)
            }
        }
    } setup: {
        await MainActor.run { CompositionFixture() }
    }

    Benchmark("P4 composition-10k add-1k-sections-one-by-one-in-a-batch", configuration: medium) { benchmark, fixture in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            for _ in benchmark.scaledIterations {
                let added = ComposedSectionProvider()
                _ = try? fixture.holder.append(added)
                let newSections = (0..<1_000).map { ArraySection<Int>([$0, $0 + 1, $0 + 2]) }
                benchmark.startMeasurement()
                fixture.tree.performBatchUpdates {
                    for section in newSections { _ = try? added.append(section) }
                }
                benchmark.stopMeasurement()
                _ = try? fixture.holder.remove(added)
            }
        }
    } setup: {
        await MainActor.run { CompositionFixture() }
    }

    Benchmark("P5 composition-10k add-100-sections-one-by-one", configuration: medium) { benchmark, fixture in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            for _ in benchmark.scaledIterations {
                let added = ComposedSectionProvider()
                _ = try? fixture.holder.append(added)
                let newSections = (0..<100).map { ArraySection<Int>([$0, $0 + 1, $0 + 2]) }
                benchmark.startMeasurement()
                for section in newSections { _ = try? added.append(section) }
                benchmark.stopMeasurement()
                _ = try? fixture.holder.remove(added)
            }
        }
    } setup: {
        await MainActor.run { CompositionFixture() }
    }
}
