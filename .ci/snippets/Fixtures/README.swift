// Placeholders for README.md's snippets, typed with what the README itself
// declares (`Contact`, in the Quick start).
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

/// The list controller example's controller, and what it inserts, refetches
/// and removes.
@MainActor var contacts: ListController<Contact, String> { placeholder() }
var newContact: Contact { placeholder() }
var id: UUID { placeholder() }
var refetched: [Contact] { placeholder() }
var gone: [UUID] { placeholder() }
var fresh: [Contact] { placeholder() }

/// The composition example's items.
struct Banner: Sendable, Equatable {
    var text: String
}
struct Person: Identifiable, Sendable, Equatable {
    let id: UUID
    var name: String
}
var relatives: [Person] { placeholder() }
var latestFriends: [Person] { placeholder() }
var ada: Person { placeholder() }
@MainActor var photos: ArraySection<String> { placeholder() }

/// The composition example's tree.
@MainActor var tree: SectionTree { placeholder() }
