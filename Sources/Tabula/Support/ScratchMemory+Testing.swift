extension ScratchMemory {
    /// The size of the block kept between calls, or 0 when none is (or a call
    /// holds it): lets tests check the limit on what is kept.
    package static var retainedByteCount: Int {
        pool.withLock { $0?.byteCount ?? 0 }
    }
}
