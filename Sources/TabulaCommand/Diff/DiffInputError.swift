/// Why one of the two documents given to `tabula diff OLD NEW` could not be
/// diffed: which one, and what is wrong with it.
struct DiffInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which input failed.
    enum Side: String, Sendable {
        /// The first document, OLD (the source).
        case old
        /// The second document, NEW (the target).
        case new
    }

    /// Which input failed.
    var side: Side
    /// The problem: a ``JSONSyntaxError``'s or a ``SchemaError``'s description.
    var message: String

    /// Creates an error for `side`.
    init(side: Side, message: String) {
        self.side = side
        self.message = message
    }

    /// The message; the command prefixes it with the file name.
    var description: String { message }
}
