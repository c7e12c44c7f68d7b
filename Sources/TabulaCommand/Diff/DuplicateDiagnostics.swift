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
        // The core's diagnostics and the ones made here are the diff's
        // (`Diagnostic.duplicateItem(_:)`, `duplicateSection(_:)`), so one
        // naming the same identifier is equal to it.
        var reported = Set(core)
        var messages = core.map(\.message)
        func report(_ diagnostic: Diagnostic) {
            guard reported.insert(diagnostic).inserted else { return }
            messages.append(diagnostic.message)
        }
        for snapshot in [source, target] {
            snapshot.duplicateSectionIdentifiers.forEach { report(.duplicateSection($0)) }
            snapshot.duplicateItemIdentifiers.forEach { report(.duplicateItem($0)) }
        }
        return messages
    }
}
