// Placeholders for TheListController.md's snippets, typed with what the page
// itself declares (`Contact`, in "A tour").
import Foundation
import Tabula

/// The contacts as loaded.
var loaded: [Contact] { placeholder() }

/// The tour's controller, and what it inserts, refetches and removes.
@MainActor var contacts: ListController<Contact, String> { placeholder() }
var newContact: Contact { placeholder() }
var id: UUID { placeholder() }
var refetched: [Contact] { placeholder() }
var gone: [UUID] { placeholder() }
var fresh: [Contact] { placeholder() }
