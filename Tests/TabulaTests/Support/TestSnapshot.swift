import Tabula

/// The snapshot type of the tests.
typealias TestSnapshot = Snapshot<Int, Int, Int, TestItem>

/// Builds a test snapshot from `[(sectionID, sectionContent, [(itemID, content)])]`.
func makeSnapshot(_ sections: [(Int, Int, [(Int, Int)])]) -> TestSnapshot {
    TestSnapshot(sections: sections.map { id, content, items in
        TestSnapshot.Section(id: id, model: content, items: items.map { TestItem(id: $0.0, content: $0.1) })
    })
}

/// Builds a snapshot of sections whose content is 0 and items whose content is 0.
func makeSnapshot(ids: [(Int, [Int])]) -> TestSnapshot {
    makeSnapshot(ids.map { ($0.0, 0, $0.1.map { ($0, 0) }) })
}
