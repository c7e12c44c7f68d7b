import Tabula

/// Makes sure the diagnostics name every duplicated identifier.
///
/// The core reports the duplicates it meets while matching, which is not all
/// of them: it skips the identical leading and trailing runs of a snapshot
/// (and the whole of two snapshots with the same structure) without hashing
/// them. A user running `tabula diff` wants to hear about every duplicate,
/// since a diffable data source would reject it, so this scans both snapshots
/// in full and adds what the core did not already say.
enum DuplicateDiagnostics {
    /// The core's messages followed by one for every duplicated section or item
    /// identifier of `source` or `target` that they do not already name.
    ///
    /// Item identifiers are checked across the whole snapshot, not per
    /// section: items are matched across sections, as UIKit's diffable data
    /// source requires them to be unique across sections.
    static func messages(core: [Diagnostic], source: JSONSnapshot, target: JSONSnapshot) -> [String] {
        var reported = Set<Key>()
        var messages: [String] = []
        for diagnostic in core {
            reported.insert(Key(kind: diagnostic.kind, identifier: diagnostic.identifier))
            messages.append(diagnostic.message)
        }
        func report(_ diagnostic: Diagnostic) {
            guard reported.insert(Key(kind: diagnostic.kind, identifier: diagnostic.identifier)).inserted else { return }
            messages.append(diagnostic.message)
        }
        for snapshot in [source, target] {
            snapshot.duplicateSectionIdentifiers.forEach { report(.duplicateSection($0)) }
            snapshot.duplicateItemIdentifiers.forEach { report(.duplicateItem($0)) }
        }
        return messages
    }

    private struct Key: Hashable {
        var kind: Diagnostic.Kind
        var identifier: String
    }
}
