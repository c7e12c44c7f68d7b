import Foundation

/// The section list of a live source's published snapshots, in rotating
/// buffers brought up to date lazily.
///
/// A live source publishes a new snapshot per transaction while views and
/// observers still hold the last one or two, so writing into the list they
/// share would copy it: O(*s*) for *s* sections per transaction, and for a
/// list of a thousand sections the copy costs more than the change. The list
/// rotates through four buffers instead; each remembers which sections
/// changed since it was last published and gets only those replaced. Once
/// what was published from a buffer has been let go (a data source keeps the
/// latest snapshot only), the buffer is not shared and is updated in place:
/// O(changed sections). While something still holds it, it is copied first,
/// which is correct, only slower.
///
/// The list controller and the section tree both publish through it.
@usableFromInline
struct PublishedSectionBuffers<Section, Key: Hashable> {
    @usableFromInline
    struct Buffer {
        @usableFromInline
        var sections: ContiguousArray<Section> = []
        /// The sections changed since this buffer was last published.
        @usableFromInline
        var dirtyKeys: Set<Key> = []
        /// Whether sections were added, removed or reordered since then.
        @usableFromInline
        var isStale = true

        @inlinable
        init() {}
    }

    @usableFromInline
    var buffers = [Buffer](repeating: Buffer(), count: 4)
    /// The buffer of the last list made.
    @usableFromInline
    var current = 0

    @inlinable
    init() {}

    /// Records that the section identified by `key` changed. O(1).
    @inlinable
    mutating func noteChanged(_ key: Key) {
        for b in buffers.indices { buffers[b].dirtyKeys.insert(key) }
    }

    /// Records that sections were added, removed or reordered: every buffer
    /// is rebuilt on its next use. O(1).
    @inlinable
    mutating func noteStructureChanged() {
        for b in buffers.indices {
            buffers[b].isStale = true
            buffers[b].dirtyKeys.removeAll()
        }
    }

    /// Moves to the next buffer and brings it up to date.
    ///
    /// - Parameters:
    ///   - count: The number of sections the list must have; a buffer of
    ///     another length is rebuilt.
    ///   - rebuild: Appends every section, in order, to an empty list.
    ///   - refresh: The index and current value of the section identified by
    ///     a key, or `nil` when it is no longer shown.
    /// - Returns: The up-to-date list, sharing the buffer's storage.
    /// - Complexity: O(sections changed since the buffer was last used) when
    ///   the buffer is not shared; O(*s*) after a structural change or when it is.
    @inlinable
    mutating func next(
        count: Int, rebuild: (inout ContiguousArray<Section>) -> Void, refresh: (Key) -> (index: Int, section: Section)?
    ) -> ContiguousArray<Section> {
        let b = (current + 1) % buffers.count
        current = b
        if buffers[b].isStale || buffers[b].sections.count != count {
            buffers[b].sections.removeAll(keepingCapacity: true)
            buffers[b].sections.reserveCapacity(count)
            rebuild(&buffers[b].sections)
            buffers[b].isStale = false
        } else {
            for key in buffers[b].dirtyKeys {
                guard let (index, section) = refresh(key), buffers[b].sections.indices.contains(index) else { continue }
                buffers[b].sections[index] = section
            }
        }
        buffers[b].dirtyKeys.removeAll(keepingCapacity: true)
        return buffers[b].sections
    }

    /// Replaces a section in the current buffer only (an intermediate stage's
    /// data), and marks it changed there, so the buffer's next use restores it.
    /// O(1) unless the buffer's list is shared (hold no list from ``next(count:rebuild:refresh:)``
    /// meanwhile); an index out of range changes nothing.
    @inlinable
    mutating func override(_ index: Int, with section: Section, key: Key) {
        guard buffers[current].sections.indices.contains(index) else { return }
        buffers[current].sections[index] = section
        buffers[current].dirtyKeys.insert(key)
    }

    /// The list of the last buffer made.
    @inlinable
    var currentSections: ContiguousArray<Section> { buffers[current].sections }
}

extension PublishedSectionBuffers: Sendable where Section: Sendable, Key: Sendable {}
extension PublishedSectionBuffers.Buffer: Sendable where Section: Sendable, Key: Sendable {}
