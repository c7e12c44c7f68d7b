// Placeholders for Composition.md's snippets.
import Foundation
import Tabula

/// The example's items.
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

/// The example's tree.
@MainActor var tree: SectionTree { placeholder() }
