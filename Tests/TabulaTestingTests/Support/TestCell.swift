import TabulaTesting

/// An item or section header in a test model: `"a"` is item `a` without
/// content, `"a:2"` is item `a` with content `"2"`.
struct TestCell: ExpressibleByStringLiteral, Equatable {
    var id: String
    var content: String?

    init(id: String, content: String? = nil) {
        self.id = id
        self.content = content
    }

    init(stringLiteral value: String) {
        if let colon = value.firstIndex(of: ":") {
            self.init(id: String(value[..<colon]), content: String(value[value.index(after: colon)...]))
        } else {
            self.init(id: value)
        }
    }

    var cell: HeadlessListView.Cell {
        HeadlessListView.Cell(id: id, content: content.map(AnyEquatable.init))
    }
}
