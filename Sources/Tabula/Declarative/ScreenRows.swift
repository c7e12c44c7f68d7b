/// What a section of a screen keeps about its rows, made when the rows are
/// set: their identities, the first row of each model type, and whether any
/// row reloads on a content change.
///
/// A screen's snapshot is its rows and their identities, as a snapshot's own
/// identifiers are made when it is built rather than each time it is diffed;
/// and an adapter registers cells by model type, which the first row of each
/// type is enough for. Made while the rows were just built (their storages
/// still in the cache), this costs little; made again each time a screen is
/// set, it had cost an adapter a pass over every row's storage.
struct ScreenRows: Sendable {
    /// The rows' identities, in order.
    let ids: ContiguousArray<CellModelID>
    /// The first row of each model type, in order of first appearance.
    let firstRowOfEachType: [Int]
    /// Whether any row reloads on a content change.
    let anyReloadsOnContentChange: Bool

    /// The summary of `rows`. O(*n*); retains only the rows whose `id` is
    /// not an `Int`.
    init(_ rows: [AnyCellModel]) {
        var ids = ContiguousArray<CellModelID>()
        ids.reserveCapacity(rows.count)
        var firstRows: [Int] = []
        var types: [ObjectIdentifier] = []
        var typeSet = Set<ObjectIdentifier>()
        var last: ObjectIdentifier?
        var reloads = false
        func visit(_ index: Int, _ storage: CellModelStorage) {
            ids.append(CellModelID(storage))
            reloads = reloads || storage.reloadsOnContentChange
            let type = storage.modelType
            guard type != last else { return }
            last = type
            // A short list first: a section has a handful of model types.
            if types.count <= 16 ? types.contains(type) : typeSet.contains(type) { return }
            types.append(type)
            typeSet.insert(type)
            firstRows.append(index)
        }
        let read: Void? = rows.withUnretainedStorages { storages in
            for index in storages.indices {
                storages[index]._withUnsafeGuaranteedRef { visit(index, $0) }
            }
        }
        if read == nil {
            for (index, row) in rows.enumerated() { visit(index, row.storage) }
        }
        self.ids = ids
        firstRowOfEachType = firstRows
        anyReloadsOnContentChange = reloads
    }
}
