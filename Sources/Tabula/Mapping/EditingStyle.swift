/// What editing a row does, as UIKit's `UITableViewCell.EditingStyle` says
/// it: the answer to ``MappingRegistry/editingStyle(model:registration:at:)``
/// and the style a commit hands to ``MappingRegistry/commitEditingStyle(for:fileID:line:_:)``.
public enum EditingStyle: Hashable, Sendable, CaseIterable {
    /// No editing control.
    case none
    /// A delete control: committing removes the row.
    case delete
    /// An insert control: committing inserts a row.
    case insert
}
