import Foundation
import Tabula
import TabulaTesting

/// The lists of the AppKit tests: contacts in sections by letter.
typealias Contacts = Snapshot<String, String, Int, Contact>

/// A contact: an identifier and a name, which is its content.
struct Contact: Hashable, Sendable, Identifiable {
    var id: Int
    var name: String
}

/// A random list: up to 5 sections of up to 12 contacts, identifiers
/// drawn from a pool of 40 so that contacts move between lists.
func randomContacts(_ rng: inout SplitMix64) -> Contacts {
    var ids = Array(0..<40).shuffled(using: &rng)
    var sections: [Contacts.Section] = []
    for letter in ["A", "B", "C", "D", "E"] where Bool.random(using: &rng) {
        let count = Int.random(in: 0...min(12, ids.count), using: &rng)
        let items = ids.prefix(count).map { Contact(id: $0, name: "\(letter)\(Int.random(in: 0..<3, using: &rng))") }
        ids.removeFirst(count)
        sections.append(Contacts.Section(id: letter, model: "\(letter.lowercased())\(Int.random(in: 0..<2, using: &rng))", items: items))
    }
    return Contacts(sections: sections)
}
