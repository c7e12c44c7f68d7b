/// The item type of the tests: an identifier and a content value.
struct TestItem: Hashable, Sendable, Identifiable, CustomStringConvertible {
    var id: Int
    var content: Int
    var description: String { "\(id):\(content)" }
}
