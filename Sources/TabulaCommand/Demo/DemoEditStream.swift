import TabulaTesting

/// The demo's seeded table and edit stream, and a model of the table they
/// produce: the same seed gives the same rows and the same edits, on any
/// machine, so a failing run can be replayed.
///
/// The model is what lets the demo check every update without reading the
/// database again: after each edit, ``fingerprint`` is the fingerprint of
/// the table as that commit leaves it.
struct DemoEditStream: Sendable {
    /// The table as the edits so far leave it, by identifier.
    private(set) var contacts: [Int64: DemoContact] = [:]
    /// The fingerprint of ``contacts``; see ``DemoFingerprint``.
    private(set) var fingerprint = DemoFingerprint()
    /// The identifiers in ``contacts``, in an array so that a random one is
    /// drawn in O(1), with each one's position for an O(1) removal.
    private var ids: [Int64] = []
    private var positions: [Int64: Int] = [:]
    private var nextID: Int64 = 1
    private var rng: SplitMix64

    /// The first `rows` contacts (identifiers 1 through `rows`) and a stream
    /// of edits, both fixed by `seed`.
    init(seed: UInt64, rows: Int) {
        rng = SplitMix64(seed: seed)
        for _ in 0..<max(rows, 0) {
            add(makeContact())
        }
    }

    /// The seeded rows, in identifier order.
    var initialRows: [DemoContact] {
        ids.sorted().compactMap { contacts[$0] }
    }

    /// The next edit, already applied to the model.
    ///
    /// The mix: 35% inserts, 30% renames (most of which change initial, so
    /// move across sections), 20% deletes, 12% phone changes, 3% bulk
    /// favorite toggles. An empty table always gets an insert.
    mutating func next() -> DemoEdit {
        let roll = Int.random(in: 0..<100, using: &rng)
        guard !ids.isEmpty, roll >= 35 else {
            let contact = makeContact()
            add(contact)
            return .insert(contact)
        }
        let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
        guard var contact = contacts[id] else { return .delete(id: id) }
        switch roll {
        case 35..<65:
            var name = Self.makeName(using: &rng)
            while name == contact.name { name = Self.makeName(using: &rng) }
            contact.name = name
            replace(contact)
            return .rename(id: id, name: name)
        case 65..<85:
            remove(id)
            return .delete(id: id)
        case 85..<97:
            var phone = Self.makePhone(using: &rng)
            while phone == contact.phone { phone = Self.makePhone(using: &rng) }
            contact.phone = phone
            replace(contact)
            return .changePhone(id: id, phone: phone)
        default:
            // An initial some contact has, so that the toggle changes rows.
            let initial = contact.initial
            for other in contacts.values where other.initial == initial {
                var toggled = other
                toggled.favorite.toggle()
                replace(toggled)
            }
            return .toggleFavorites(initial: initial)
        }
    }

    // MARK: The model

    private mutating func add(_ contact: DemoContact) {
        positions[contact.id] = ids.count
        ids.append(contact.id)
        contacts[contact.id] = contact
        fingerprint.add(contact)
    }

    private mutating func replace(_ contact: DemoContact) {
        if let old = contacts[contact.id] { fingerprint.remove(old) }
        contacts[contact.id] = contact
        fingerprint.add(contact)
    }

    private mutating func remove(_ id: Int64) {
        guard let position = positions.removeValue(forKey: id), let old = contacts.removeValue(forKey: id) else { return }
        fingerprint.remove(old)
        let last = ids.removeLast()
        if position < ids.count {
            ids[position] = last
            positions[last] = position
        }
    }

    private mutating func makeContact() -> DemoContact {
        defer { nextID += 1 }
        return DemoContact(
            id: nextID,
            name: Self.makeName(using: &rng),
            phone: Self.makePhone(using: &rng),
            favorite: Int.random(in: 0..<10, using: &rng) == 0
        )
    }

    // MARK: Names

    private static let syllables = ["ba", "ko", "ri", "mel", "an", "so", "tu", "lin", "da", "ve", "ro", "ni", "sa", "el", "mo", "ta"]
    private static let initials = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// A pronounceable name such as "Kbarimel", spread over 26 initials.
    private static func makeName(using rng: inout SplitMix64) -> String {
        var name = String(initials[Int.random(in: 0..<initials.count, using: &rng)])
        for _ in 0..<Int.random(in: 2...3, using: &rng) {
            name += syllables[Int.random(in: 0..<syllables.count, using: &rng)]
        }
        return name
    }

    private static func makePhone(using rng: inout SplitMix64) -> String {
        "+1 555 \(Int.random(in: 1_000_000...9_999_999, using: &rng))"
    }
}
