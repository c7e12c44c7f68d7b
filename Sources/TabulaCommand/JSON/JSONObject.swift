/// A JSON object's members in document order, with unique keys (the parser
/// rejects duplicates, which JSON leaves undefined).
struct JSONObject: Equatable, Sendable {
    /// One key and its value.
    struct Member: Sendable {
        /// The key.
        var key: String
        /// The value.
        var value: JSONValue
    }

    /// The members, in document order.
    var members: [Member]

    /// Creates an object from members whose keys are unique.
    init(_ members: [Member]) {
        self.members = members
    }

    /// The value for `key`, or `nil` when the object has no such key.
    ///
    /// Linear: the objects the schema looks into have two or three keys.
    subscript(key: String) -> JSONValue? {
        let wanted = ExactString(key)
        return members.first { ExactString($0.key) == wanted }?.value
    }

    /// Equal when both have the same keys with equal values, in any order.
    static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        if lhs.members.count <= 8 {
            // Small objects (most content): a quadratic scan beats hashing.
            return lhs.members.allSatisfy { member in
                rhs[member.key].map { $0 == member.value } ?? false
            }
        }
        var values: [ExactString: JSONValue] = [:]
        values.reserveCapacity(rhs.members.count)
        for member in rhs.members { values[ExactString(member.key)] = member.value }
        return lhs.members.allSatisfy { member in
            values[ExactString(member.key)].map { $0 == member.value } ?? false
        }
    }
}
