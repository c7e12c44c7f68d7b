/// A reuse identifier and the kind of view it is registered for: a table or
/// collection view keeps the identifiers of cells and of each supplementary
/// kind apart, so the adapter remembers what it registered the same way.
struct ReuseKey: Hashable {
    let kind: ReusableViewKind
    let identifier: String
}
