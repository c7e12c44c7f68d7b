import Foundation

/// One section of a test model.
struct TestSection: Equatable {
    var header: TestCell
    var items: [TestCell]
}

/// A section `header` holding `items`: `S("A", "a", "b:2")`.
func S(_ header: TestCell, _ items: TestCell...) -> TestSection {
    TestSection(header: header, items: items)
}

/// An index path (section, item).
func ip(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(indexes: [section, item])
}
