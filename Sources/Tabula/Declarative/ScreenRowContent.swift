/// Whether a row shows the same thing after an update as before: the
/// comparison a screen's diff runs on every row whose identity matched.
///
/// The diff calls it on the rows where the snapshots keep them: a row is its
/// storage's reference alone, read here as an unretained reference, so that
/// comparing two rows writes to neither (a retain and a release each, around
/// a stored function the optimizer cannot see into, had cost several times
/// the comparison).
struct ScreenRowContent: ContentEquivalence {
    func callAsFunction(_ old: AnyCellModel, _ new: AnyCellModel) -> Bool {
        !new.storage.needsVisibleUpdate(from: old.storage)
    }

    func contentsEqual(at old: UnsafePointer<AnyCellModel>, _ new: UnsafePointer<AnyCellModel>) -> Bool {
        // True by construction, and folded away by the compiler.
        guard MemoryLayout<AnyCellModel>.size == MemoryLayout<Unmanaged<CellModelStorage>>.size else {
            return self(old.pointee, new.pointee)
        }
        let oldStorage = UnsafeRawPointer(old).load(as: Unmanaged<CellModelStorage>.self)
        let newStorage = UnsafeRawPointer(new).load(as: Unmanaged<CellModelStorage>.self)
        // The snapshots hold both rows for the length of the call.
        return oldStorage._withUnsafeGuaranteedRef { old in
            newStorage._withUnsafeGuaranteedRef { new in !new.needsVisibleUpdate(from: old) }
        }
    }
}
