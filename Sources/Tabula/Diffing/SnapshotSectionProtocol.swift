/// What the diff needs to know of any snapshot section: its item count.
///
/// Lets ``SnapshotMatching/VirtualItems`` number the items of a snapshot's
/// sections without naming the snapshot's four generic parameters.
@usableFromInline
internal protocol _SnapshotSectionProtocol {
    var count: Int { get }
}

extension Snapshot.Section: _SnapshotSectionProtocol {}
