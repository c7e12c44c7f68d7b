/// An order-independent fingerprint of a set of contacts: the wrapping sum
/// of one 64-bit mix per contact. A sum can be kept up to date one contact
/// at a time, on the writer's side from the edits and on the list's side
/// from each update's changes, so that matching a published snapshot to the
/// commit it shows costs O(changed rows), not O(n).
///
/// Not a cryptographic hash; two different tables collide with probability
/// about 2⁻⁶⁴, far below anything the demo could observe.
struct DemoFingerprint: Hashable, Sendable {
    private(set) var value: UInt64 = 0

    mutating func add(_ contact: DemoContact) { value &+= Self.mix(contact) }
    mutating func remove(_ contact: DemoContact) { value &-= Self.mix(contact) }

    /// The fingerprint of `contacts`, from scratch.
    init<Contacts: Sequence<DemoContact>>(_ contacts: Contacts) {
        for contact in contacts { add(contact) }
    }

    /// The fingerprint of no contacts.
    init() {}

    /// FNV-1a over the fields, then SplitMix64's finalizer, so that the
    /// value is the same in every process (`Hasher` is seeded per process).
    private static func mix(_ contact: DemoContact) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            hash = (hash ^ 0xFF) &* 0x100_0000_01B3
        }
        withUnsafeBytes(of: contact.id.littleEndian) { feed($0) }
        feed(contact.name.utf8)
        feed(contact.phone.utf8)
        feed(CollectionOfOne(contact.favorite ? 1 : 0))
        var z = hash
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
