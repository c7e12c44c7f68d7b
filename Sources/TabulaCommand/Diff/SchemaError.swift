/// JSON that parses but is not the shape `tabula diff` expects, named by the
/// path to the offending value:
/// `source.sections[2].items[5].id: expected a string or number, found an object`.
struct SchemaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the offending value is, from the document's root (empty for the root).
    var path: String
    /// What is wrong with it.
    var message: String

    /// Creates an error at `path`.
    init(path: String = "", message: String) {
        self.path = path
        self.message = message
    }

    /// The same error, one level further out: `prefixed("sections[2]")` turns
    /// `id: …` into `sections[2].id: …`.
    ///
    /// Decoders add the path on the way out of a failure, so decoding valid
    /// input never builds path strings.
    func prefixed(_ component: String) -> SchemaError {
        guard !component.isEmpty else { return self }
        if path.isEmpty { return SchemaError(path: component, message: message) }
        let separator = path.hasPrefix("[") ? "" : "."
        return SchemaError(path: component + separator + path, message: message)
    }

    /// `path: message`, or just the message for the root.
    var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}
