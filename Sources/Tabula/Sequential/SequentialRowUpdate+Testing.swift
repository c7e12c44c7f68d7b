extension SequentialRowUpdate {
    /// Applies the operations to `rows`, as the view does; `newRows` gives
    /// the rows inserted, by final index. A test seam, and the model the
    /// headless view and the tests check AppKit's calls against.
    ///
    /// - Returns: `false`, leaving `rows` part-way, when an operation names an
    ///   index the rows do not have at that point (AppKit raises an exception).
    package func apply<Row>(to rows: inout [Row], newRows: (Int) -> Row) -> Bool {
        for operation in operations {
            switch operation {
            case .remove(let indexes):
                guard let last = indexes.last, last < rows.count else { return false }
                for index in indexes.reversed() { rows.remove(at: index) }
            case .move(let from, let to):
                guard rows.indices.contains(from), rows.indices.contains(to) else { return false }
                rows.insert(rows.remove(at: from), at: to)
            case .insert(let indexes):
                for index in indexes {
                    guard index <= rows.count else { return false }
                    rows.insert(newRows(index), at: index)
                }
            case .reload(let indexes):
                guard let last = indexes.last, last < rows.count else { return false }
            }
        }
        return true
    }
}
