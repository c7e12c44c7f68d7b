import Foundation
import Tabula

/// The demo's list as the live query publishes it.
typealias DemoSnapshot = ListSnapshot<DemoContact, String>

extension DemoFingerprint {
    /// The fingerprint of every contact `snapshot` lists. O(n).
    init(_ snapshot: DemoSnapshot) {
        self.init(snapshot.items)
    }

    /// Moves the fingerprint of `update.previousSnapshot` to that of
    /// `update.snapshot` using only what the changeset says changed: O(changed
    /// rows), so that every update can be matched to a commit cheaply.
    ///
    /// Trusting the changeset is deliberate: if it missed a change, the
    /// fingerprint would match no commit and the demo would report it, and
    /// the run ends by comparing this fingerprint with one computed from
    /// scratch. Updates the delta cannot follow (a reload, moved or updated
    /// sections, which a list sorted by initial never has) are recomputed.
    mutating func apply(_ changeset: Changeset, from old: DemoSnapshot, to new: DemoSnapshot, isReload: Bool) {
        guard !isReload, changeset.sectionMoves.isEmpty, changeset.sectionUpdates.isEmpty else {
            self = DemoFingerprint(new)
            return
        }
        var before: [Int64: DemoContact] = [:]
        var after: [Int64: DemoContact] = [:]
        func was(_ path: IndexPath) { if let item = old.item(at: path) { before[item.id] = item } }
        func now(_ path: IndexPath) { if let item = new.item(at: path) { after[item.id] = item } }
        for section in changeset.sectionDeletes {
            for item in old.section(at: section)?.items ?? [] { before[item.id] = item }
        }
        for section in changeset.sectionInserts {
            for item in new.section(at: section)?.items ?? [] { after[item.id] = item }
        }
        changeset.itemDeletes.forEach(was)
        changeset.itemInserts.forEach(now)
        for move in changeset.itemMoves {
            was(move.source)
            now(move.destination)
        }
        for update in changeset.itemUpdates {
            was(update.old)
            now(update.new)
        }
        for contact in before.values { remove(contact) }
        for contact in after.values { add(contact) }
    }
}
