/// What editing a row does, as UIKit's `UITableViewCell.EditingStyle` says
/// it: the answer to ``ListEvent/editingStyle``
/// and the style a commit hands to `registry.on(.commitEditingStyle, for:)`.
public enum EditingStyle: Hashable, Sendable, CaseIterable {
    /// No editing control.
    case none
    /// A delete control: committing removes the row.
    case delete
    /// An insert control: committing inserts a row.
    case insert
}
