/// How a staged changeset shows that a section's or an item's content changed.
public enum ContentUpdateStyle: String, Hashable, Sendable, CaseIterable {
    /// Reload: replace the cell (or the whole section). Works on every OS
    /// version, but a reload cannot share a batch with a move of the same item,
    /// so content changes next to moves may cost an extra batch.
    case reload
    /// Reconfigure: refresh the existing cell (and section header) in place after
    /// the structural batch, as `reconfigureItems(at:)` does on iOS 15 and later.
    /// Never costs an extra batch.
    case reconfigure
}
