// Placeholders for Staging.md's snippets, typed with what the page itself
// declares (`Contact`, in "From two snapshots to a view").
import Foundation
import Tabula

/// The contacts as loaded, and as they are after some edits.
var loaded: [Contact] { placeholder() }
var edited: [Contact] { placeholder() }
var someContact: Contact { placeholder() }

/// Snapshots before and after, and the staged changeset between them.
var old: Snapshot<String, String, UUID, Contact> { placeholder() }
var new: Snapshot<String, String, UUID, Contact> { placeholder() }
var staged: StagedChangeset<String, String, UUID, Contact> { placeholder() }
