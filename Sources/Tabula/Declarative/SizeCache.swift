import Foundation

/// Heights measured or computed for rows, kept by identity and content,
/// never by index path: plain data, driven by the changesets a view applies.
///
/// ```swift
/// var cache = SizeCache<CellModelID, AnyCellModel>()
/// let bucket = SizeCache<CellModelID, AnyCellModel>.Bucket(width: 390, category: "UICTContentSizeCategoryL")
/// cache.store(44, for: row.id, content: row, in: bucket)
/// cache.height(for: row.id, content: row, in: bucket)      // 44
/// cache.apply(changes, from: shownBefore)                   // deleted rows evicted
/// ```
///
/// What keeps it right:
/// - A height is found only for the same identity, equal content and the
///   same bucket (available width and text size category): a content change
///   misses, a width change or a new text size switches bucket, and the old
///   bucket's heights are found again when the width comes back.
/// - ``apply(_:from:)`` evicts the rows a changeset deletes or reloads, with
///   every row of a deleted or reloaded section.
/// - Zero, negative and non-finite heights, and heights measured at a width
///   of zero or less (a view not laid out yet), are never stored.
/// - At most ``capacity`` heights are kept; past it, the least recently
///   stored quarter is dropped.
public struct SizeCache<ID: Hashable, Content: Equatable> {
    /// Where a height was measured: the available width and the text size
    /// category (UIKit's `UIContentSizeCategory` raw value; empty when unknown).
    public struct Bucket: Hashable, Sendable {
        /// The width available to the row, in points.
        public var width: Double
        /// The text size category.
        public var category: String

        /// Creates a bucket.
        /// - Parameters:
        ///   - width: The width available to the row, in points.
        ///   - category: The text size category; empty when unknown.
        public init(width: Double, category: String = "") {
            self.width = width
            self.category = category
        }
    }

    struct Entry {
        var bucket: Bucket
        var content: Content
        var height: Double
        var stamp: UInt64
    }

    /// Per identity, one entry per bucket: a handful at most.
    var entries: [ID: [Entry]] = [:]
    var clock: UInt64 = 0

    /// The number of heights kept. O(1).
    public private(set) var count = 0

    /// The most heights kept.
    public let capacity: Int

    /// Creates an empty cache.
    /// - Parameter capacity: The most heights kept; at least 1.
    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// The height stored for `id` with content equal to `content` in `bucket`;
    /// `nil` when there is none. O(1) for a handful of buckets.
    /// - Parameters:
    ///   - id: The row's identity.
    ///   - content: The row's content now.
    ///   - bucket: The width and text size now.
    public func height(for id: ID, content: Content, in bucket: Bucket) -> Double? {
        guard let list = entries[id] else { return nil }
        for entry in list where entry.bucket == bucket {
            return entry.content == content ? entry.height : nil
        }
        return nil
    }

    /// Stores `height` for `id` with `content` in `bucket`, replacing the
    /// height stored there before.
    /// - Parameters:
    ///   - height: The height, in points.
    ///   - id: The row's identity.
    ///   - content: The row's content it was measured with.
    ///   - bucket: The width and text size it was measured at.
    /// - Returns: Whether it was stored: not for a height that is not a
    ///   positive finite number, nor for a width that is not positive.
    /// - Complexity: Amortized O(1); O(*capacity* log *capacity*) when the
    ///   cache is full and drops its oldest quarter.
    @discardableResult
    public mutating func store(_ height: Double, for id: ID, content: Content, in bucket: Bucket) -> Bool {
        guard height.isFinite, height > 0, bucket.width.isFinite, bucket.width > 0 else { return false }
        clock &+= 1
        let entry = Entry(bucket: bucket, content: content, height: height, stamp: clock)
        if let index = entries[id]?.firstIndex(where: { $0.bucket == bucket }) {
            entries[id]?[index] = entry
            return true
        }
        entries[id, default: []].append(entry)
        count += 1
        if count > capacity { dropOldest() }
        return true
    }

    /// Forgets every height of `id`. O(1).
    /// - Parameter id: The row's identity.
    public mutating func evict(_ id: ID) {
        if let list = entries.removeValue(forKey: id) { count -= list.count }
    }

    /// Forgets everything. O(*count*).
    public mutating func removeAll() {
        entries.removeAll()
        count = 0
    }

    /// Evicts what `changes` deletes or reloads: its deleted and reloaded
    /// rows, and every row of its deleted and reloaded sections.
    /// - Parameters:
    ///   - changes: The changeset a view applied.
    ///   - source: The snapshot it was applied to.
    /// - Complexity: O(*d*) for *d* rows deleted or reloaded.
    public mutating func apply<SectionID, SectionModel, Item>(
        _ changes: StagedChangeset<SectionID, SectionModel, ID, Item>,
        from source: Snapshot<SectionID, SectionModel, ID, Item>
    ) {
        var before = source
        for stage in changes.stages {
            let batch = stage.batch
            for index in batch.sectionDeletes + batch.sectionReloads {
                guard let section = before.section(at: index) else { continue }
                for id in section.itemIDs { evict(id) }
            }
            for indexPath in batch.itemDeletes + batch.itemReloads {
                guard let section = before.section(at: indexPath.section),
                      section.itemIDs.indices.contains(indexPath.item) else { continue }
                evict(section.itemIDs[indexPath.item])
            }
            before = stage.data
        }
    }

    /// Evicts every row `snapshot` does not hold: after a reload, which
    /// comes with no changeset.
    /// - Parameter snapshot: What the view shows now.
    /// - Complexity: O(*n* + *count*) for *n* rows in `snapshot`.
    public mutating func keepOnly<SectionID, SectionModel, Item>(_ snapshot: Snapshot<SectionID, SectionModel, ID, Item>) {
        guard count > 0 else { return }
        var kept = Set<ID>(minimumCapacity: snapshot.numberOfItems)
        for section in snapshot.sections { kept.formUnion(section.itemIDs) }
        for id in Array(entries.keys) where !kept.contains(id) { evict(id) }
    }

    /// Drops the least recently stored quarter of the heights.
    mutating func dropOldest() {
        let stamps = entries.values.flatMap { $0.map(\.stamp) }.sorted()
        let keep = capacity * 3 / 4
        guard stamps.count > keep else { return }
        let cut = stamps[stamps.count - keep - 1]
        for id in Array(entries.keys) {
            entries[id]?.removeAll { $0.stamp <= cut }
            if entries[id]?.isEmpty == true { entries[id] = nil }
        }
        count = entries.values.reduce(0) { $0 + $1.count }
    }
}

extension SizeCache: Sendable where ID: Sendable, Content: Sendable {}
extension SizeCache.Entry: Sendable where ID: Sendable, Content: Sendable {}
