import Foundation

/// Makes the index paths of item positions that mostly share their section,
/// as the lists of a diff's result do (each is in section order).
///
/// A diff makes one `IndexPath` per changed item, and neither
/// `IndexPath.init(index:)` nor `append(_:)` is inlinable from Foundation:
/// two opaque calls a path. `appending(_:)` on a one-index path kept for the
/// section is one call.
@usableFromInline
internal struct IndexPathMaker {
    /// The section of ``prefix``; -1 before the first path.
    @usableFromInline var section = -1
    /// The one-index path of ``section``.
    @usableFromInline var prefix = IndexPath()

    @inlinable
    internal init() {}

    /// The index path of `position`. O(1).
    @inlinable
    internal mutating func indexPath(_ position: ItemPosition) -> IndexPath {
        if position.section != section {
            section = position.section
            prefix = IndexPath(index: section)
        }
        return prefix.appending(position.item)
    }
}

extension Sequence where Element == ItemPosition {
    /// The index paths of the positions, in order. O(*n*).
    @inlinable
    internal func indexPaths() -> [IndexPath] {
        var maker = IndexPathMaker()
        return map { maker.indexPath($0) }
    }
}

extension Sequence where Element == (source: ItemPosition, destination: ItemPosition) {
    /// The index-path moves of the moves between positions, in order. The
    /// moves are in destination order, so their sources change section more
    /// often: each side keeps its own section's path. O(*n*).
    @inlinable
    internal func indexPathMoves() -> [Changeset.Move<IndexPath>] {
        var sources = IndexPathMaker(), destinations = IndexPathMaker()
        return map { .init(source: sources.indexPath($0.source), destination: destinations.indexPath($0.destination)) }
    }
}
