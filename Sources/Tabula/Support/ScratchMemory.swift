// A diff of 100k items needs megabytes of buffers for one call only. Freed
// and allocated afresh each time, that memory goes back to the system and
// returns as new pages, a page fault each, which in a process whose
// allocator has not grown (an app that diffs now and then) is a large part
// of the diff's time. A call takes the block out of the pool, so no other
// thread can use it meanwhile. Blocks larger than `retainedLimit` are freed,
// so an app that once diffed millions of items does not keep their buffers;
// a larger block kept would also stay resident while the classification
// fills its lists, past the diff's memory bound (see the Diffing article).
/// Raw memory for the diff's temporary buffers, kept between calls.
///
/// One block, up to ``retainedLimit`` bytes, is kept between calls; a call
/// takes it out of the pool and gives it back when done, and a concurrent
/// call finds the pool empty and allocates its own.
@usableFromInline
internal struct ScratchMemory {
    /// The largest block kept between calls: 8 MiB, the buffers of a diff of
    /// about 170,000 items a side with 8-byte identifiers.
    @usableFromInline static let retainedLimit = 8 << 20
    /// Every carved buffer starts on a cache line, so buffers never share one.
    @usableFromInline static let alignment = 64

    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline let byteCount: Int

    private init(base: UnsafeMutableRawPointer, byteCount: Int) {
        self.base = base
        self.byteCount = byteCount
    }

    /// The kept block, if no call holds it. Its address is only a handle to
    /// memory nobody else references, so handing it between threads is safe.
    static let pool = Locked<(base: UnsafeMutableRawPointer, byteCount: Int)?>(nil)

    /// At least `byteCount` bytes, aligned to ``alignment``, for the caller alone
    /// until it passes them to ``giveBack(_:)``.
    ///
    /// - Complexity: O(1); allocates only when the kept block is in use or too small.
    @usableFromInline
    static func take(byteCount: Int) -> ScratchMemory {
        let needed = Swift.max(byteCount, alignment)
        // A block too large to keep leaves the kept one where it is, for the
        // next call of a usual size.
        if needed > retainedLimit {
            return ScratchMemory(base: .allocate(byteCount: needed, alignment: alignment), byteCount: needed)
        }
        let kept = pool.withLock { slot -> (base: UnsafeMutableRawPointer, byteCount: Int)? in
            defer { slot = nil }
            return slot
        }
        if let kept {
            if kept.byteCount >= needed { return ScratchMemory(base: kept.base, byteCount: kept.byteCount) }
            kept.base.deallocate()
        }
        // Rounded up so that slightly larger diffs later still fit.
        let rounded = (needed + (1 << 16) - 1) & ~((1 << 16) - 1)
        return ScratchMemory(base: .allocate(byteCount: rounded, alignment: alignment), byteCount: rounded)
    }

    /// Returns memory from ``take(byteCount:)``; the caller must not touch it again.
    /// The memory must hold no initialized values that need deinitializing.
    @usableFromInline
    static func giveBack(_ memory: ScratchMemory) {
        guard memory.byteCount <= retainedLimit else {
            memory.base.deallocate()
            return
        }
        let displaced = pool.withLock { slot -> UnsafeMutableRawPointer? in
            // Keep the larger block: it serves more calls.
            if let current = slot, current.byteCount >= memory.byteCount { return memory.base }
            defer { slot = (memory.base, memory.byteCount) }
            return slot?.base
        }
        displaced?.deallocate()
    }

    /// The bytes a buffer of `count` values of `T` takes, rounded up so that
    /// the next buffer starts aligned.
    @inlinable
    static func footprint<T>(_: T.Type, count: Int) -> Int {
        let align = Swift.max(alignment, MemoryLayout<T>.alignment)
        let bytes = MemoryLayout<T>.stride * Swift.max(count, 1)
        // The block is aligned to `alignment` only: a stricter type may need
        // up to the difference skipped before it.
        return ((bytes + align - 1) & ~(align - 1)) + (align - alignment)
    }
}

/// Typed buffers carved one after another from one ``ScratchMemory`` block,
/// for the length of one call.
///
/// A buffer that does not fit in the block is allocated on its own, so a
/// guess of the size that falls short costs an allocation, never a wrong
/// result. ``mark`` and ``reset(to:)`` let a later phase of the call reuse
/// the memory of an earlier one.
///
/// Noncopyable: a copy released twice would give one block back twice.
@usableFromInline
internal struct ScratchArena: ~Copyable {
    /// A point to return to: everything carved after it is given up.
    @usableFromInline
    internal struct Mark {
        @usableFromInline var offset: Int
        @usableFromInline var overflowCount: Int
        @inlinable init(offset: Int, overflowCount: Int) {
            self.offset = offset
            self.overflowCount = overflowCount
        }
    }

    @usableFromInline let memory: ScratchMemory
    @usableFromInline var offset = 0
    /// Buffers allocated on their own, in the order carved.
    @usableFromInline var overflow: [UnsafeMutableRawPointer] = []

    /// An arena of at least `byteCount` bytes; buffers beyond it are allocated
    /// on their own.
    @inlinable
    init(byteCount: Int) {
        memory = ScratchMemory.take(byteCount: byteCount)
    }

    /// Room for `count` values of `T`, uninitialized. The caller deinitializes
    /// whatever it initializes before the memory is given up.
    @inlinable
    mutating func carve<T>(_: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let capacity = Swift.max(count, 1)
        let footprint = ScratchMemory.footprint(T.self, count: capacity)
        if footprint <= memory.byteCount &- offset {
            let align = Swift.max(ScratchMemory.alignment, MemoryLayout<T>.alignment)
            let start = (memory.base + offset).alignedUp(toMultipleOf: align)
            offset &+= footprint
            return start.bindMemory(to: T.self, capacity: capacity)
        }
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<T>.stride * capacity,
            alignment: Swift.max(ScratchMemory.alignment, MemoryLayout<T>.alignment))
        overflow.append(raw)
        return raw.bindMemory(to: T.self, capacity: capacity)
    }

    /// The current point, for ``reset(to:)``.
    @inlinable
    var mark: Mark { Mark(offset: offset, overflowCount: overflow.count) }

    /// Gives up every buffer carved since `mark`.
    @inlinable
    mutating func reset(to mark: Mark) {
        while overflow.count > mark.overflowCount {
            overflow.removeLast().deallocate()
        }
        offset = mark.offset
    }

    /// Gives up every buffer and the block. Consuming: an arena cannot be
    /// copied, so its block is given back once.
    @inlinable
    consuming func release() {
        for raw in overflow { raw.deallocate() }
        ScratchMemory.giveBack(memory)
    }
}
