/// The identities the ``ListAdapter`` gives its empty-state section and row,
/// for views that check which item each cell shows (the headless list view
/// does): no source's identifier can equal them, since the type is private
/// to the package.
enum EmptyStateIdentity: Hashable {
    case section
    case row
}
