/// Malformed JSON, located by line and column so the user can find it in an
/// editor: `line 3, column 17: expected ',' or '}' in object`.
struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the offending character, from 1.
    var line: Int
    /// The column of the offending character, from 1, counted in Unicode scalars.
    var column: Int
    /// What is wrong there.
    var message: String

    /// Creates an error at `line` and `column`.
    init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3, column 17: message`.
    var description: String {
        "line \(line), column \(column): \(message)"
    }
}
