import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Size cache: heights kept by identity, content and bucket, evicted by changesets")
struct SizeCacheTests {
    typealias Cache = SizeCache<Int, Int>
    static let buckets = [Cache.Bucket(width: 320, category: "M"), Cache.Bucket(width: 390, category: "M"),
                          Cache.Bucket(width: 390, category: "XXL")]

    @Test func randomChangesetsEvictWhatTheyDeleteAndKeepWhatStays() {
        var rng = SplitMix64(seed: 31)
        var mustKeep = 0
        var mustEvict = 0
        for _ in 0..<3_000 {
            let (source, target) = randomPair(&rng, profile: RandomPairProfile(duplicates: false))
            var cache = Cache()
            // The independent model: what was stored, by id and bucket.
            var model: [Int: [Cache.Bucket: (content: Int, height: Double)]] = [:]
            for section in source.sections {
                for item in section.items where Bool.random(using: &rng) {
                    let bucket = Self.buckets[Int.random(in: 0..<Self.buckets.count, using: &rng)]
                    let height = Double(Int.random(in: 1...200, using: &rng))
                    let stored = cache.store(height, for: item.id, content: item.content, in: bucket)
                    #expect(stored)
                    model[item.id, default: [:]][bucket] = (item.content, height)
                }
            }
            let style: ContentUpdateStyle = Bool.random(using: &rng) ? .reload : .reconfigure
            cache.apply(StagedChangeset(source: source, target: target, contentUpdates: style), from: source)

            var targetItems: [Int: (content: Int, section: Int)] = [:]
            for section in target.sections { for item in section.items { targetItems[item.id] = (item.content, section.id) } }
            var sourceSection: [Int: Int] = [:]
            for section in source.sections { for item in section.items { sourceSection[item.id] = section.id } }
            let sourceSections = Dictionary(source.sections.map { ($0.id, $0.model) }, uniquingKeysWith: { a, _ in a })
            let targetSections = Dictionary(target.sections.map { ($0.id, $0.model) }, uniquingKeysWith: { a, _ in a })

            for (id, byBucket) in model {
                for (bucket, entry) in byBucket {
                    let found = cache.height(for: id, content: entry.content, in: bucket)
                    guard let now = targetItems[id] else {
                        #expect(found == nil, "row \(id) was deleted: evicted")
                        mustEvict += 1
                        continue
                    }
                    #expect(found == nil || found == entry.height, "never another row's or bucket's height")
                    if now.content != entry.content {
                        #expect(cache.height(for: id, content: now.content, in: bucket) == nil, "a content change misses")
                    }
                    // A row that stays between sections that stay is moved,
                    // never deleted; without reloads it keeps its height.
                    if style == .reconfigure, let from = sourceSection[id], targetSections[from] != nil,
                       sourceSections[now.section] != nil {
                        #expect(found == entry.height, "row \(id) stayed: kept")
                        mustKeep += 1
                    }
                    for other in Self.buckets where other != bucket && byBucket[other] == nil {
                        #expect(cache.height(for: id, content: entry.content, in: other) == nil)
                    }
                }
            }
        }
        #expect(mustKeep > 2_000 && mustEvict > 2_000, "kept \(mustKeep), evicted \(mustEvict)")
    }

    @Test func zeroNegativeAndUnmeasuredHeightsAreNeverStored() {
        var cache = Cache()
        let bucket = Self.buckets[0]
        for height in [0, -1, .nan, .infinity] as [Double] {
            let stored = cache.store(height, for: 1, content: 0, in: bucket)
            #expect(!stored)
        }
        let unmeasured = cache.store(44, for: 1, content: 0, in: Cache.Bucket(width: 0))
        #expect(!unmeasured, "a view not laid out yet")
        #expect(cache.count == 0 && cache.height(for: 1, content: 0, in: bucket) == nil)
    }

    @Test func aWidthChangeSwitchesBucketAndComesBack() {
        var cache = Cache()
        let narrow = Cache.Bucket(width: 320), wide = Cache.Bucket(width: 768)
        cache.store(88, for: 1, content: 0, in: narrow)
        #expect(cache.height(for: 1, content: 0, in: wide) == nil)
        cache.store(44, for: 1, content: 0, in: wide)
        #expect(cache.height(for: 1, content: 0, in: narrow) == 88)
        #expect(cache.height(for: 1, content: 0, in: wide) == 44)
        #expect(cache.count == 2)
        cache.evict(1)
        #expect(cache.count == 0 && cache.height(for: 1, content: 0, in: narrow) == nil)
    }

    @Test func memoryIsBoundedAndTheNewestHeightsStay() {
        var rng = SplitMix64(seed: 32)
        var cache = Cache(capacity: 64)
        var recent: [(id: Int, bucket: Cache.Bucket, height: Double)] = []
        for step in 0..<20_000 {
            let id = Int.random(in: 0..<500, using: &rng)
            let bucket = Self.buckets[Int.random(in: 0..<Self.buckets.count, using: &rng)]
            let height = Double(step % 97 + 1)
            cache.store(height, for: id, content: 0, in: bucket)
            recent.removeAll { $0.id == id && $0.bucket == bucket }
            recent.append((id, bucket, height))
            if recent.count > 48 { recent.removeFirst() }
            #expect(cache.count <= 64)
            if step % 97 == 0 {
                for entry in recent {
                    #expect(cache.height(for: entry.id, content: 0, in: entry.bucket) == entry.height)
                }
            }
        }
    }

    @Test func aReloadKeepsOnlyTheRowsShown() {
        var cache = Cache()
        let bucket = Self.buckets[0]
        for id in 1...4 { cache.store(Double(id), for: id, content: 0, in: bucket) }
        cache.keepOnly(makeSnapshot([(1, 0, [(2, 0), (4, 0)])]))
        #expect((1...4).map { cache.height(for: $0, content: 0, in: bucket) } == [nil, 2, nil, 4])
        #expect(cache.count == 2)
    }
}
