// Placeholders for SwiftUI.md's snippets, typed with what the page itself
// declares (`Contact`, in its first block).
import Foundation
import Tabula

/// The list controller the first block makes, for the blocks after it.
@MainActor var contacts: ListController<Contact, String> { placeholder() }
