/// An item of a ``JSONSnapshot``: its identifier and its optional content.
struct JSONItem: Equatable, Sendable {
    /// The identifier that matches the item across snapshots.
    var id: JSONID
    /// The item's content, `nil` when the key is absent (which differs from `null`).
    var content: JSONValue?

    /// Creates an item.
    init(id: JSONID, content: JSONValue? = nil) {
        self.id = id
        self.content = content
    }
}
