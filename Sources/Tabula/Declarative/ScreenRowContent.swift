/// Whether a row shows the same thing after an update as before: the
/// comparison a screen's diff runs on every row whose identity matched.
///
/// The diff calls it on the rows where the snapshots keep them. Rows whose
/// content keys are equal (``CellContentKey``) are the same without being
/// read. Otherwise a row's storage reference is read here unretained, so that
/// comparing two rows writes to neither (a retain and a release each, around
/// a stored function the optimizer cannot see into, had cost several times
/// the comparison).
struct ScreenRowContent: ContentEquivalence {
    /// Whether `new` shows what `old` showed; both are rows of the same model
    /// type (their identities matched).
    func callAsFunction(_ old: AnyCellModel, _ new: AnyCellModel) -> Bool {
        old.contentKey == new.contentKey || !new.storage.needsVisibleUpdate(from: old.storage)
    }

    func contentsEqual(at old: UnsafePointer<AnyCellModel>, _ new: UnsafePointer<AnyCellModel>) -> Bool {
        // Identical plain contents, or the same row: nothing to read.
        if old.pointee.contentKey == new.pointee.contentKey { return true }
        guard let oldStorage = AnyCellModel.unretainedStorage(at: old), let newStorage = AnyCellModel.unretainedStorage(at: new) else {
            return self(old.pointee, new.pointee)
        }
        // The snapshots hold both rows for the length of the call.
        return oldStorage._withUnsafeGuaranteedRef { old in
            newStorage._withUnsafeGuaranteedRef { new in !new.needsVisibleUpdate(from: old) }
        }
    }
}
