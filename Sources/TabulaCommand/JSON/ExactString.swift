/// A string compared and hashed by its Unicode scalars (as UTF-8), which is how
/// JSON compares strings; Swift's `String` compares by canonical equivalence.
struct ExactString: Hashable, Sendable {
    /// The string.
    var string: String

    /// Wraps `string`.
    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        // Native strings hand out their UTF-8 in one piece; bridged ones byte by byte.
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
